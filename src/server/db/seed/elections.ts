import { subDays, addDays } from 'date-fns';
import { PLAN_ID } from '@/domain/constants';
import type { Queryable } from '../client';
import { eleicao, eleicaoApuracao, eleicaoCandidato, eleicaoParticipacao, eleicaoPlano } from '../schema';

interface SeedCandidate {
  nome: string;
  descricao: string;
  foto?: string;
  /** The closed election's count (the open one starts at 0). */
  votos?: number;
}

async function seedElection(
  db: Queryable,
  values: { titulo: string; inicio: Date; fim: Date; vagas: number; encerradaEm?: Date; eleitores?: number; idCriador: number },
  idPlanos: number[],
  candidates: SeedCandidate[],
) {
  const [row] = await db.insert(eleicao).values(values).returning({ id: eleicao.id });
  await db.insert(eleicaoPlano).values(idPlanos.map((idPlano) => ({ idEleicao: row.id, idPlano })));
  const inserted = await db
    .insert(eleicaoCandidato)
    .values(candidates.map((candidate, index) => ({ idEleicao: row.id, nome: candidate.nome, descricao: candidate.descricao, foto: candidate.foto ?? null, ordem: index + 1 })))
    .returning({ id: eleicaoCandidato.id });
  await db.insert(eleicaoApuracao).values(inserted.map((candidate, index) => ({ idEleicao: row.id, idCandidato: candidate.id, votos: candidates[index].votos ?? 0 })));
  return row.id;
}

/**
 * The demo elections: one open for HPE (Carlos and Maria may vote) and one of Mais Valor already closed, with its
 * count and who voted (Sofia and Lucas; 3 eligible then: Sofia, Lucas and Olivia). As in the real flow, the voters and
 * the counts are stored apart: nothing here says who chose whom.
 */
export async function seedElections(db: Queryable, people: { ana: number; sofia: number; lucas: number }, now: Date) {
  await seedElection(
    db,
    { titulo: 'Conselho Deliberativo 2027–2030', inicio: subDays(now, 2), fim: addDays(now, 28), vagas: 2, idCriador: people.ana },
    [PLAN_ID.HPE],
    [
      { nome: 'Beatriz Andrade', descricao: 'Engenheira, 18 anos de empresa. Propõe relatórios trimestrais de investimentos em linguagem simples.', foto: '/images/eleicoes/beatriz-andrade.svg' },
      { nome: 'Rafael Moura', descricao: 'Atuário, participante desde 2009. Quer ampliar a educação financeira para os assistidos.', foto: '/images/eleicoes/rafael-moura.svg' },
      { nome: 'Helena Prado', descricao: 'Contadora aposentada e assistida do plano. Defende a transparência das despesas administrativas.', foto: '/images/eleicoes/helena-prado.svg' },
    ],
  );
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
  );
  await db.insert(eleicaoParticipacao).values([
    { idEleicao: closed, idPessoa: people.sofia, votouEm: subDays(now, 45), codigoComprovante: 'K7QM-3XHP-9TRW' },
    { idEleicao: closed, idPessoa: people.lucas, votouEm: subDays(now, 41), codigoComprovante: 'N4CE-8JDV-2HUA' },
  ]);
}
