import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ENDED_SITUATIONS } from '@/domain/elections';
import type { Queryable } from '../../db/client';
import { anexo } from '../../db/schema/attachments';
import { avisoEleicao, eleicao, eleicaoApuracao, eleicaoCandidato, eleicaoParticipacao, eleicaoPlano } from '../../db/schema/elections';
import { pessoa } from '../../db/schema/people';
import { plano, vinculoPlano } from '../../db/schema/plans';

/** SQL of the elections. The choice is only ever added to `eleicao_apuracao`; see the schema's note on the secret vote. */

export type ElectionRow = typeof eleicao.$inferSelect;

/** Situations whose link no longer gives a vote (domain/elections.ts isActiveLinkSituation). */
const ENDED = [...ENDED_SITUATIONS];

export async function findElection(db: Queryable, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(eleicao).where(eq(eleicao.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listElections(db: Queryable, onlyPlans: number[] | null) {
  if (onlyPlans !== null && onlyPlans.length === 0) return [];
  const ids = onlyPlans === null ? undefined : db.selectDistinct({ id: eleicaoPlano.idEleicao }).from(eleicaoPlano).where(inArray(eleicaoPlano.idPlano, onlyPlans));
  return db
    .select()
    .from(eleicao)
    .where(ids ? inArray(eleicao.id, ids) : undefined)
    .orderBy(desc(eleicao.inicio), desc(eleicao.id));
}

export async function plansOf(db: Queryable, idEleicoes: number[]) {
  if (idEleicoes.length === 0) return [];
  return db
    .select({ idEleicao: eleicaoPlano.idEleicao, id: plano.id, nome: plano.nomeExibicao })
    .from(eleicaoPlano)
    .innerJoin(plano, eq(plano.id, eleicaoPlano.idPlano))
    .where(inArray(eleicaoPlano.idEleicao, idEleicoes))
    .orderBy(asc(plano.id));
}

export function candidatesOf(db: Queryable, idEleicao: number) {
  return db.select().from(eleicaoCandidato).where(eq(eleicaoCandidato.idEleicao, idEleicao)).orderBy(asc(eleicaoCandidato.ordem), asc(eleicaoCandidato.id));
}

export async function candidateCounts(db: Queryable, idEleicoes: number[]) {
  if (idEleicoes.length === 0) return [];
  return db.select({ idEleicao: eleicaoCandidato.idEleicao, total: count() }).from(eleicaoCandidato).where(inArray(eleicaoCandidato.idEleicao, idEleicoes)).groupBy(eleicaoCandidato.idEleicao);
}

export async function voterCounts(db: Queryable, idEleicoes: number[]) {
  if (idEleicoes.length === 0) return [];
  return db.select({ idEleicao: eleicaoParticipacao.idEleicao, total: count() }).from(eleicaoParticipacao).where(inArray(eleicaoParticipacao.idEleicao, idEleicoes)).groupBy(eleicaoParticipacao.idEleicao);
}

/** The plans in which the person has a link that still gives a vote. */
export async function eligiblePlansOf(db: Queryable, idPessoa: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ idPlano: vinculoPlano.idPlano })
    .from(vinculoPlano)
    .where(and(eq(vinculoPlano.idPessoa, idPessoa), notInArray(vinculoPlano.idSituacao, ENDED)));
  return rows.map((row) => row.idPlano);
}

/** People with a link that gives a vote in one of the election's plans, plus anyone who already voted. */
export async function countElectorate(db: Queryable, idEleicao: number): Promise<number> {
  const { rows } = (await db.execute(sql`
    select count(*) as total from (
      select ${vinculoPlano.idPessoa} as id_pessoa from ${vinculoPlano}
        join ${eleicaoPlano} on ${eleicaoPlano.idPlano} = ${vinculoPlano.idPlano} and ${eleicaoPlano.idEleicao} = ${idEleicao}
        where ${notInArray(vinculoPlano.idSituacao, ENDED)}
      union
      select ${eleicaoParticipacao.idPessoa} from ${eleicaoParticipacao} where ${eleicaoParticipacao.idEleicao} = ${idEleicao}
    ) as eleitores`)) as unknown as { rows: Array<{ total: string | number }> };
  return Number(rows[0]?.total ?? 0);
}

export async function participationOf(db: Queryable, idEleicao: number, idPessoa: number) {
  const [row] = await db
    .select({ votouEm: eleicaoParticipacao.votouEm, codigo: eleicaoParticipacao.codigoComprovante })
    .from(eleicaoParticipacao)
    .where(and(eq(eleicaoParticipacao.idEleicao, idEleicao), eq(eleicaoParticipacao.idPessoa, idPessoa)));
  return row ?? null;
}

export async function votedElections(db: Queryable, idPessoa: number, idEleicoes: number[]) {
  if (idEleicoes.length === 0) return new Set<number>();
  const rows = await db
    .select({ idEleicao: eleicaoParticipacao.idEleicao })
    .from(eleicaoParticipacao)
    .where(and(eq(eleicaoParticipacao.idPessoa, idPessoa), inArray(eleicaoParticipacao.idEleicao, idEleicoes)));
  return new Set(rows.map((row) => row.idEleicao));
}

/** Who voted and when (administrators): names the people, never a candidate. */
export function participationList(db: Queryable, idEleicao: number) {
  return db
    .select({ idPessoa: pessoa.id, nome: pessoa.nome, votouEm: eleicaoParticipacao.votouEm })
    .from(eleicaoParticipacao)
    .innerJoin(pessoa, eq(pessoa.id, eleicaoParticipacao.idPessoa))
    .where(eq(eleicaoParticipacao.idEleicao, idEleicao))
    .orderBy(asc(pessoa.nome), asc(pessoa.id));
}

export async function insertElection(
  db: Queryable,
  values: typeof eleicao.$inferInsert,
  idPlanos: number[],
  candidates: Array<{ nome: string; descricao: string | null; idAnexoFoto: number | null }>,
) {
  const [row] = await db.insert(eleicao).values(values).returning();
  await db.insert(eleicaoPlano).values(idPlanos.map((idPlano) => ({ idEleicao: row.id, idPlano })));
  const inserted = await db
    .insert(eleicaoCandidato)
    .values(candidates.map((candidate, index) => ({ ...candidate, idEleicao: row.id, ordem: index + 1 })))
    .returning({ id: eleicaoCandidato.id });
  await db.insert(eleicaoApuracao).values(inserted.map((candidate) => ({ idEleicao: row.id, idCandidato: candidate.id, votos: 0 })));
  return row;
}

/** The uploads named as candidates' photos: who sent them, whether they belong elsewhere, their sniffed type and size. */
export async function photoAttachments(db: Queryable, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: anexo.id, idPessoa: anexo.idPessoa, idRequisicao: anexo.idRequisicao, idMensagem: anexo.idMensagem, tipoConteudo: anexo.tipoConteudo, tamanho: anexo.tamanho })
    .from(anexo)
    .where(inArray(anexo.id, ids));
}

export async function existingPlans(db: Queryable, idPlanos: number[]) {
  const rows = await db.select({ id: plano.id }).from(plano).where(inArray(plano.id, idPlanos));
  return new Set(rows.map((row) => row.id));
}

/**
 * Records that the person voted; false when they already had (the primary key is the one-vote rule, so two
 * simultaneous votes cannot both pass).
 */
export async function insertParticipation(db: Queryable, values: typeof eleicaoParticipacao.$inferInsert): Promise<boolean> {
  const rows = await db.insert(eleicaoParticipacao).values(values).onConflictDoNothing().returning({ idPessoa: eleicaoParticipacao.idPessoa });
  return rows.length === 1;
}

/**
 * Adds the vote to its candidate's count. Every counter row of the election is rewritten (+0 for the other
 * candidates), so which row changed cannot be read from the rows' system columns afterwards.
 */
export async function countVote(db: Queryable, idEleicao: number, idCandidato: number) {
  await db
    .update(eleicaoApuracao)
    .set({ votos: sql`${eleicaoApuracao.votos} + case when ${eleicaoApuracao.idCandidato} = ${idCandidato} then 1 else 0 end` })
    .where(eq(eleicaoApuracao.idEleicao, idEleicao));
}

export function tally(db: Queryable, idEleicao: number) {
  return db
    .select({ id: eleicaoCandidato.id, nome: eleicaoCandidato.nome, foto: eleicaoCandidato.idAnexoFoto, votos: eleicaoApuracao.votos, ordem: eleicaoCandidato.ordem })
    .from(eleicaoApuracao)
    .innerJoin(eleicaoCandidato, eq(eleicaoCandidato.id, eleicaoApuracao.idCandidato))
    .where(eq(eleicaoApuracao.idEleicao, idEleicao))
    .orderBy(desc(eleicaoApuracao.votos), asc(eleicaoCandidato.ordem));
}

export async function closeElection(db: Queryable, id: number, now: Date, eleitores: number) {
  const [row] = await db.update(eleicao).set({ encerradaEm: now, eleitores }).where(eq(eleicao.id, id)).returning();
  return row;
}

/** The elections not closed whose voting period holds `now`. */
export function openElections(db: Queryable, now: Date) {
  return db
    .select()
    .from(eleicao)
    .where(and(sql`${eleicao.encerradaEm} is null`, sql`${eleicao.inicio} <= ${now}`, sql`${eleicao.fim} > ${now}`))
    .orderBy(asc(eleicao.id));
}

/** Records that a notice of an election went; false when it had gone already (another run, another instance). */
export async function recordElectionNotice(db: Queryable, idEleicao: number, momento: 'abertura' | 'encerramento', now: Date): Promise<boolean> {
  const inserted = await db.insert(avisoEleicao).values({ idEleicao, momento, enviadoEm: now }).onConflictDoNothing().returning({ idEleicao: avisoEleicao.idEleicao });
  return inserted.length > 0;
}

/** The participants who may vote in the election (a current link in one of its plans) and have not voted. */
export async function votersWhoHaveNotVoted(db: Queryable, idEleicao: number): Promise<Array<{ idPessoa: number; nome: string }>> {
  return db
    .selectDistinct({ idPessoa: pessoa.id, nome: pessoa.nome })
    .from(vinculoPlano)
    .innerJoin(eleicaoPlano, and(eq(eleicaoPlano.idPlano, vinculoPlano.idPlano), eq(eleicaoPlano.idEleicao, idEleicao)))
    .innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa))
    .where(
      and(
        notInArray(vinculoPlano.idSituacao, ENDED),
        eq(pessoa.admin, 'N'),
        sql`not exists (select 1 from ${eleicaoParticipacao} where ${eleicaoParticipacao.idEleicao} = ${idEleicao} and ${eleicaoParticipacao.idPessoa} = ${pessoa.id})`,
      ),
    )
    .orderBy(asc(pessoa.id));
}
