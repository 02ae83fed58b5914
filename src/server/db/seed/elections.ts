import { subDays, addDays } from 'date-fns';
import { PLAN_ID } from '@/domain/constants';
import type { UploadStorage } from '../../storage/upload-storage';
import type { Queryable } from '../client';
import { storeGeneratedFile } from './documents';
import { portraitPng } from './portrait-png';
import { avisoEleicao, eleicao, eleicaoApuracao, eleicaoCandidato, eleicaoParticipacao, eleicaoPlano } from '../schema/elections';

interface SeedCandidate {
  nome: string;
  descricao: string;
  /** The background of the generated portrait (the candidate has no photo without one, or without a storage). */
  cor?: readonly [number, number, number];
  /** The closed election's count (the open one starts at 0). */
  votos?: number;
}

async function seedElection(
  db: Queryable,
  values: { titulo: string; inicio: Date; fim: Date; vagas: number; encerradaEm?: Date; eleitores?: number; idCriador: number },
  idPlanos: number[],
  candidates: SeedCandidate[],
  photo: (candidate: SeedCandidate) => Promise<number | null>,
) {
  const photos: Array<number | null> = [];
  for (const candidate of candidates) photos.push(await photo(candidate));
  const [row] = await db.insert(eleicao).values(values).returning({ id: eleicao.id });
  await db.insert(eleicaoPlano).values(idPlanos.map((idPlano) => ({ idEleicao: row.id, idPlano })));
  const inserted = await db
    .insert(eleicaoCandidato)
    .values(candidates.map((candidate, index) => ({ idEleicao: row.id, nome: candidate.nome, descricao: candidate.descricao, idAnexoFoto: photos[index], ordem: index + 1 })))
    .returning({ id: eleicaoCandidato.id });
  await db.insert(eleicaoApuracao).values(inserted.map((candidate, index) => ({ idEleicao: row.id, idCandidato: candidate.id, votos: candidates[index].votos ?? 0 })));
  return row.id;
}

/**
 * The demo elections: one open for HPE (Carlos and Maria may vote) and one of Mais Valor already closed, with its
 * count and who voted (Sofia and Lucas; 3 eligible then: Sofia, Lucas and Olivia). As in the real flow, the voters and
 * the counts are stored apart: nothing here says who chose whom. The open election's candidates have photos (generated
 * PNG portraits, when the attachments storage is given); the closed one's show their initials.
 */
export async function seedElections(db: Queryable, people: { ana: number; sofia: number; lucas: number }, now: Date, storage?: UploadStorage) {
  if (storage) await storage.prepare();
  // The open election's candidates get a generated portrait (PNG), uploaded as Ana's attachment as the settings page does.
  const photo = async (candidate: SeedCandidate) => {
    if (!storage || !candidate.cor) return null;
    const fileName = `${candidate.nome.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(/ /g, '-')}.png`;
    return storeGeneratedFile(db, storage, { idAdmin: people.ana, fileName, mime: 'image/png', content: portraitPng(candidate.cor) }, now);
  };
  const open = await seedElection(
    db,
    { titulo: 'Conselho Deliberativo 2027–2030', inicio: subDays(now, 2), fim: addDays(now, 28), vagas: 2, idCriador: people.ana },
    [PLAN_ID.HPE],
    [
      { nome: 'Beatriz Andrade', descricao: 'Engenheira, 18 anos de empresa. Propõe relatórios trimestrais de investimentos em linguagem simples.', cor: [37, 99, 235] },
      { nome: 'Rafael Moura', descricao: 'Atuário, participante desde 2009. Quer ampliar a educação financeira para os assistidos.', cor: [15, 118, 110] },
      { nome: 'Helena Prado', descricao: 'Contadora aposentada e assistida do plano. Defende a transparência das despesas administrativas.', cor: [157, 23, 77] },
    ],
    photo,
  );
  // Its opening was announced when it opened (the notices job): a fresh start does not announce it again.
  await db.insert(avisoEleicao).values({ idEleicao: open, momento: 'abertura', enviadoEm: subDays(now, 2) });
  const closedAt = subDays(now, 29);
  const closed = await seedElection(
    db,
    { titulo: 'Conselho Fiscal 2026–2029', inicio: subDays(now, 60), fim: subDays(now, 30), vagas: 2, encerradaEm: closedAt, eleitores: 3, idCriador: people.ana },
    [PLAN_ID.MAIS_VALOR],
    [
      { nome: 'Marcos Teixeira', descricao: 'Economista, membro do comitê de investimentos.', votos: 1 },
      { nome: 'Juliana Reis', descricao: 'Advogada, participante desde 2012.', votos: 1 },
      { nome: 'Otávio Lima', descricao: 'Administrador, autopatrocinado.', votos: 0 },
    ],
    photo,
  );
  await db.insert(eleicaoParticipacao).values([
    { idEleicao: closed, idPessoa: people.sofia, votouEm: subDays(now, 45), codigoComprovante: 'K7QM-3XHP-9TRW' },
    { idEleicao: closed, idPessoa: people.lucas, votouEm: subDays(now, 41), codigoComprovante: 'N4CE-8JDV-2HUA' },
  ]);
}
