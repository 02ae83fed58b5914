import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CATEGORY_ID, SITUATION_ID } from '@/domain/constants';
import { REQUEST_STATUS } from '@/domain/requests';
import type { Queryable } from '../../db/client';
import { pessoa } from '../../db/schema/people';
import { plano, vinculoPlano } from '../../db/schema/plans';
import { pagamentoBeneficio } from '../../db/schema/statements';
import { requisicao } from '../../db/schema/requests';
import { avisoProvaVida, configuracaoProvaVida, provaVida, suspensaoProvaVida } from '../../db/schema/proof-of-life';

const RECEIVING_CATEGORIES = [CATEGORY_ID.ASSISTED, CATEGORY_ID.PENSIONER];
const RECEIVING_SITUATIONS = [SITUATION_ID.IN_BENEFIT, SITUATION_ID.SUSPENDED];

/**
 * The links the proof of life is about (a benefit being paid or suspended), with what the rules need: the person's
 * birth date, the first paycheck (when the benefit began), the last approved proof and the suspension in force.
 */
function receivingLinks(db: Queryable) {
  return db
    .select({
      idVinculoPlano: vinculoPlano.id,
      idPessoa: vinculoPlano.idPessoa,
      idPlano: vinculoPlano.idPlano,
      idCategoria: vinculoPlano.idCategoria,
      idSituacao: vinculoPlano.idSituacao,
      matricula: vinculoPlano.matricula,
      dataAdesao: vinculoPlano.dataAdesao,
      nome: pessoa.nome,
      cpf: pessoa.cpf,
      dataNascimento: pessoa.dataNascimento,
      planoNome: plano.nomeExibicao,
      primeiroPagamento: sql<string | null>`(select min(${pagamentoBeneficio.competencia})::text from ${pagamentoBeneficio} where ${pagamentoBeneficio.idVinculoPlano} = ${vinculoPlano.id})`,
      ultimaAprovada: sql<string | null>`(select max(${provaVida.analisadaEm} at time zone 'America/Sao_Paulo')::date::text from ${provaVida} where ${provaVida.idVinculoPlano} = ${vinculoPlano.id} and ${provaVida.situacao} = 'aprovada')`,
      // A proof whose request the person cancelled is no longer waiting for anyone.
      emAnalise: sql<string | null>`(select ${requisicao.protocolo} from ${provaVida} join ${requisicao} on ${requisicao.id} = ${provaVida.idRequisicao} where ${provaVida.idVinculoPlano} = ${vinculoPlano.id} and ${provaVida.situacao} = 'em_analise' and ${requisicao.idStatus} <> ${REQUEST_STATUS.CANCELLED} limit 1)`,
      suspensaEm: sql<string | null>`(select ${suspensaoProvaVida.suspensaEm}::text from ${suspensaoProvaVida} where ${suspensaoProvaVida.idVinculoPlano} = ${vinculoPlano.id} and ${suspensaoProvaVida.reativadaEm} is null)`,
    })
    .from(vinculoPlano)
    .innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa))
    .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
    .$dynamic();
}

export type ReceivingLink = Awaited<ReturnType<typeof findReceivingLink>> & {};

export async function findReceivingLink(db: Queryable, idVinculoPlano: number) {
  const [row] = await receivingLinks(db).where(eq(vinculoPlano.id, idVinculoPlano));
  return row ?? null;
}

/** Every link whose benefit is paid or suspended, optionally of one plan (the administrators' list, the daily job). */
export function findReceivingLinks(db: Queryable, idPlano?: number) {
  return receivingLinks(db)
    .where(and(inArray(vinculoPlano.idCategoria, RECEIVING_CATEGORIES), inArray(vinculoPlano.idSituacao, RECEIVING_SITUATIONS), idPlano ? eq(vinculoPlano.idPlano, idPlano) : undefined))
    .orderBy(asc(pessoa.nome), asc(vinculoPlano.id));
}

export async function findSettings(db: Queryable, idPlano: number) {
  const [row] = await db.select().from(configuracaoProvaVida).where(eq(configuracaoProvaVida.idPlano, idPlano));
  return row ?? null;
}

export function findAllSettings(db: Queryable) {
  return db.select().from(configuracaoProvaVida);
}

export async function saveSettings(db: Queryable, values: typeof configuracaoProvaVida.$inferInsert) {
  const { idPlano: _plan, ...changes } = values;
  await db.insert(configuracaoProvaVida).values(values).onConflictDoUpdate({ target: configuracaoProvaVida.idPlano, set: changes });
}

export function findPlan(db: Queryable, idPlano: number) {
  return db.query.plano.findFirst({ where: eq(plano.id, idPlano), columns: { id: true, nomeExibicao: true } });
}

/** The proofs of a link, newest first, with their request's protocol. */
export function findProofs(db: Queryable, idVinculoPlano: number) {
  return db
    .select({ proof: provaVida, protocolo: requisicao.protocolo })
    .from(provaVida)
    .innerJoin(requisicao, eq(requisicao.id, provaVida.idRequisicao))
    .where(eq(provaVida.idVinculoPlano, idVinculoPlano))
    .orderBy(desc(provaVida.enviadaEm), desc(provaVida.id));
}

/** Proofs whose request the person cancelled while in review: closed as such before a new one is sent. */
export async function closeCancelledProofs(db: Queryable, idVinculoPlano: number) {
  await db
    .update(provaVida)
    .set({ situacao: 'cancelada' })
    .where(
      and(
        eq(provaVida.idVinculoPlano, idVinculoPlano),
        eq(provaVida.situacao, 'em_analise'),
        sql`exists (select 1 from ${requisicao} where ${requisicao.id} = ${provaVida.idRequisicao} and ${requisicao.idStatus} = ${REQUEST_STATUS.CANCELLED})`,
      ),
    );
}

export async function insertProof(db: Queryable, values: typeof provaVida.$inferInsert) {
  const [row] = await db.insert(provaVida).values(values).returning();
  return row;
}

export async function findProofOfRequest(db: Queryable, idRequisicao: number) {
  const [row] = await db.select().from(provaVida).where(eq(provaVida.idRequisicao, idRequisicao));
  return row ?? null;
}

/** Closes the review of a proof once (a second decision finds it decided). */
export async function decideProof(db: Queryable, id: number, values: { situacao: 'aprovada' | 'recusada'; analisadaEm: Date; motivoRecusa: string | null }) {
  const [row] = await db.update(provaVida).set(values).where(and(eq(provaVida.id, id), eq(provaVida.situacao, 'em_analise'))).returning();
  return row ?? null;
}

/** The last approved proof before this one: its face photo is the one on file that the reviewer compares with. */
export async function findPreviousApprovedRequest(db: Queryable, idVinculoPlano: number, beforeId: number) {
  const [row] = await db
    .select({ idRequisicao: provaVida.idRequisicao, forma: provaVida.forma, analisadaEm: provaVida.analisadaEm })
    .from(provaVida)
    .where(and(eq(provaVida.idVinculoPlano, idVinculoPlano), eq(provaVida.situacao, 'aprovada'), sql`${provaVida.id} < ${beforeId}`))
    .orderBy(desc(provaVida.id))
    .limit(1);
  return row ?? null;
}

export async function findSuspensionInForce(db: Queryable, idVinculoPlano: number) {
  const [row] = await db.select().from(suspensaoProvaVida).where(and(eq(suspensaoProvaVida.idVinculoPlano, idVinculoPlano), isNull(suspensaoProvaVida.reativadaEm)));
  return row ?? null;
}

export function findSuspensions(db: Queryable, idVinculoPlano: number) {
  return db.select().from(suspensaoProvaVida).where(eq(suspensaoProvaVida.idVinculoPlano, idVinculoPlano)).orderBy(desc(suspensaoProvaVida.suspensaEm));
}

export async function insertSuspension(db: Queryable, values: typeof suspensaoProvaVida.$inferInsert) {
  const [row] = await db.insert(suspensaoProvaVida).values(values).returning();
  return row;
}

export async function endSuspension(db: Queryable, id: number, values: { reativadaEm: string; idProvaReativacao: number; mesesAPagar: string[] }) {
  await db.update(suspensaoProvaVida).set(values).where(eq(suspensaoProvaVida.id, id));
}

export async function lockLink(db: Queryable, idVinculoPlano: number) {
  await db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.id, idVinculoPlano)).for('update');
}

/** The months of a link whose monthly benefit was paid on or before a day, from a month on ('aaaa-mm'). */
export async function findPaidMonths(db: Queryable, idVinculoPlano: number, fromMonth: string, paidBy: string) {
  const rows = await db
    .select({ competencia: sql<string>`to_char(${pagamentoBeneficio.competencia}, 'YYYY-MM')` })
    .from(pagamentoBeneficio)
    .where(
      and(
        eq(pagamentoBeneficio.idVinculoPlano, idVinculoPlano),
        eq(pagamentoBeneficio.tipo, 'mensal'),
        sql`${pagamentoBeneficio.competencia} >= ${`${fromMonth}-01`}::date`,
        sql`${pagamentoBeneficio.dataPagamento} <= ${paidBy}::date`,
      ),
    );
  return new Set(rows.map((row) => row.competencia));
}

export async function setSituation(db: Queryable, idVinculoPlano: number, idSituacao: number) {
  await db.update(vinculoPlano).set({ idSituacao }).where(eq(vinculoPlano.id, idVinculoPlano));
}

/** Claims one notice of a cycle for a link: true for the one caller that wrote it. */
export async function claimNotice(db: Queryable, values: { idVinculoPlano: number; vencimento: string; aviso: string }) {
  const rows = await db.insert(avisoProvaVida).values(values).onConflictDoNothing().returning({ aviso: avisoProvaVida.aviso });
  return rows.length > 0;
}

export async function hasNotice(db: Queryable, values: { idVinculoPlano: number; vencimento: string; aviso: string }) {
  const [row] = await db
    .select({ enviadoEm: avisoProvaVida.enviadoEm })
    .from(avisoProvaVida)
    .where(and(eq(avisoProvaVida.idVinculoPlano, values.idVinculoPlano), eq(avisoProvaVida.vencimento, values.vencimento), eq(avisoProvaVida.aviso, values.aviso)));
  return row ?? null;
}

/** The notices before a suspension already sent, by link and due date (the administrators' list says which). */
export async function findSuspensionNotices(db: Queryable) {
  const rows = await db.select({ idVinculoPlano: avisoProvaVida.idVinculoPlano, vencimento: avisoProvaVida.vencimento, enviadoEm: avisoProvaVida.enviadoEm }).from(avisoProvaVida).where(eq(avisoProvaVida.aviso, SUSPENSION_NOTICE));
  return new Map(rows.map((row) => [`${row.idVinculoPlano}:${row.vencimento}`, row.enviadoEm]));
}

export const SUSPENSION_NOTICE = 'suspensao_prevista';
