import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { subDays } from 'date-fns';
import { BENEFICIARY_TYPE, CATEGORY_ID, PLAN_ID, SITUATION_ID } from '@/domain/constants';
import { fundToday } from '@/domain/business-days';
import { insertReport } from '../../modules/death-report/repository';
import type { UploadStorage } from '../../storage/upload-storage';
import type { Queryable } from '../client';
import { dependente } from '../schema/dependants';
import { createPerson, createPlanLink } from './people';

/**
 * The death notice's demo (issue 29): Antônio, assisted in DXC, whose daughter Beatriz may report his death on
 * /comunicar-falecimento (he never signs in: he has no demo account), with his wife and daughter as pension
 * dependants; and one notice already waiting in the request centre, for a CPF that is no participant's.
 */
export const DEATH_REPORT_DEMO = {
  deceased: { nome: 'Antônio Pereira Lima', cpf: '25678913409', dataNascimento: '1948-04-12', matricula: '700233' },
  daughter: { nome: 'Beatriz Pereira Lima', cpf: '31864297573', parentesco: 'Filha' },
  wife: { nome: 'Helena Pereira Lima', cpf: '40213576880', parentesco: 'Cônjuge' },
  waiting: { cpfFalecido: '60594837200', nomeComunicante: 'Rogério Alves Costa', cpfComunicante: '71528394682', parentesco: 'Filho(a)' },
} as const;

/** A one-page PDF, enough for the file-type sniffing and a viewer. */
export function samplePdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n` +
      `4 0 obj<</Length ${text.length + 40}>>stream\nBT /F1 18 Tf 72 760 Td (${text}) Tj ET\nendstream endobj\n` +
      `5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

export async function seedDeathReports(db: Queryable, now: Date, storage?: UploadStorage) {
  const { deceased, daughter, wife, waiting } = DEATH_REPORT_DEMO;
  const person = await createPerson(db, { nome: deceased.nome, cpf: deceased.cpf, dataNascimento: deceased.dataNascimento, senha: `nao-entra-${deceased.cpf}`, onboarding: 'S' });
  await createPlanLink(db, { idPessoa: person.id, idPlano: PLAN_ID.DXC, idCategoria: CATEGORY_ID.ASSISTED, idSituacao: SITUATION_ID.IN_BENEFIT, matricula: deceased.matricula, dataAdesao: '1990-03-01', salario: null });
  await db.insert(dependente).values([
    { idPessoa: person.id, tipo: BENEFICIARY_TYPE.previdencial, nome: wife.nome, cpf: wife.cpf, dataNascimento: '1952-09-30', parentesco: wife.parentesco, finalidade: 'Pensão', percentual: '60.00' },
    { idPessoa: person.id, tipo: BENEFICIARY_TYPE.previdencial, nome: daughter.nome, cpf: daughter.cpf, dataNascimento: '1979-01-18', parentesco: daughter.parentesco, finalidade: 'Pensão', percentual: '40.00' },
  ]);
  if (!storage) return;
  const content = samplePdf('Certidao de obito - exemplo');
  const file = storage.createFile(now);
  file.stream.end(content);
  await finished(file.stream);
  const caminho = await file.commit();
  await insertReport(db, {
    cpfFalecido: waiting.cpfFalecido,
    dataObito: fundToday(subDays(now, 6)),
    idPessoa: null,
    nomeComunicante: waiting.nomeComunicante,
    cpfComunicante: waiting.cpfComunicante,
    parentesco: waiting.parentesco,
    email: 'rogerio.costa@example.com',
    telefone: '11987654321',
    certidaoNome: 'certidao-obito.pdf',
    certidaoTipo: 'application/pdf',
    certidaoTamanho: content.length,
    certidaoSha256: createHash('sha256').update(content).digest('hex'),
    certidaoCaminho: caminho,
    ip: null,
    criadoEm: subDays(now, 2),
  });
}
