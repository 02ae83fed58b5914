import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { PLAN_ID } from '@/domain/constants';
import type { DocumentCategory } from '@/domain/documents-fund';
import { councilMinutes, COUNCILS, fundStatute, planRegulation, renderPublicationPdf, type Publication } from '../../documents/fund-publications';
import type { UploadStorage } from '../../storage/upload-storage';
import { insertDocument } from '../../modules/documents/repository';
import type { Queryable } from '../client';
import { anexo } from '../schema/attachments';
import { fornecedor } from '../schema/suppliers';

/** The demo's suppliers of the fund (valid CNPJs). */
export const DEMO_SUPPLIERS = [
  { nome: 'Atuarial Consultoria Ltda.', cnpj: '11444777000161', servico: 'Consultoria atuarial', contato: 'contato@atuarial.example · (11) 3000-1000' },
  { nome: 'Custódia Brasil S.A.', cnpj: '04252011000110', servico: 'Custódia e controladoria de ativos', contato: 'atendimento@custodia.example' },
  { nome: 'Auditoria Independente Associados', cnpj: '45997418000153', servico: 'Auditoria das demonstrações contábeis', contato: '(11) 3222-4000' },
] as const;

/** A generated file stored as an upload is: its bytes in the attachments storage, the row of its administrator. */
export async function storeGeneratedFile(db: Queryable, storage: UploadStorage, file: { idAdmin: number; fileName: string; mime: string; content: Buffer }, now: Date): Promise<number> {
  const { idAdmin, fileName, mime, content } = file;
  const stored = storage.createFile(now);
  stored.stream.end(content);
  await finished(stored.stream);
  const caminho = await stored.commit();
  const [row] = await db
    .insert(anexo)
    .values({ idPessoa: idAdmin, idRequisicao: null, nomeOriginal: fileName, tipoConteudo: mime, tamanho: content.length, sha256: createHash('sha256').update(content).digest('hex'), caminho, criadoEm: now })
    .returning({ id: anexo.id });
  return row.id;
}

/**
 * The documents of the demo: a regulation per plan, the statute (every plan) and the minutes of both councils for
 * the last two years (every plan), published by the administrator.
 */
export async function seedDocuments(db: Queryable, storage: UploadStorage, options: { idAdmin: number; fundName: string; now: Date }) {
  const { idAdmin, fundName, now } = options;
  await storage.prepare();
  const year = now.getUTCFullYear();
  const publish = async (publication: Publication, fileName: string, categoria: DocumentCategory, idPlanos: number[] | null, ano: number, publishedAt: Date) => {
    const at = publishedAt > now ? now : publishedAt;
    const idAnexo = await storeGeneratedFile(db, storage, { idAdmin, fileName, mime: 'application/pdf', content: await renderPublicationPdf(publication, { fundName, createdAt: at }) }, now);
    await insertDocument(db, { idAnexo, titulo: publication.title, categoria, ano, descricao: publication.intro, idPlanos, idPublicador: idAdmin, criadoEm: at });
  };

  const plans = [
    { id: PLAN_ID.HPE, nome: 'HPE', tipo: '1' as const, file: 'regulamento-hpe.pdf' },
    { id: PLAN_ID.DXC, nome: 'DXC', tipo: '1' as const, file: 'regulamento-dxc.pdf' },
    { id: PLAN_ID.MAIS_VALOR, nome: 'Mais Valor', tipo: '2' as const, file: 'regulamento-mais-valor.pdf' },
  ];
  for (const plan of plans) await publish(planRegulation(plan, fundName), plan.file, 'regulamento', [plan.id], year - 1, new Date(Date.UTC(year - 1, 2, 15, 12)));
  await publish(fundStatute(fundName), 'estatuto.pdf', 'estatuto', null, year - 2, new Date(Date.UTC(year - 2, 5, 1, 12)));

  // Two meetings of each council a year (March and September) for the last two years, the latest only when past.
  for (const minutesYear of [year - 1, year]) {
    for (const [index, month] of [2, 8].entries()) {
      const meetingDay = new Date(Date.UTC(minutesYear, month, 20, 12));
      if (meetingDay > now) continue;
      for (const council of COUNCILS) {
        const date = `20 dias do mês de ${month === 2 ? 'março' : 'setembro'} de ${minutesYear}`;
        const publication = councilMinutes(council, { number: index + 1, date, year: minutesYear }, fundName);
        const slug = council === 'Conselho Deliberativo' ? 'cd' : 'cf';
        await publish(publication, `ata-${slug}-${minutesYear}-${index + 1}.pdf`, 'ata', null, minutesYear, new Date(meetingDay.getTime() + 7 * 86400_000));
      }
    }
  }
}

export async function seedSuppliers(db: Queryable) {
  await db.insert(fornecedor).values([...DEMO_SUPPLIERS]);
}
