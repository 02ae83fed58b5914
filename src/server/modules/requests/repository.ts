import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatProtocol } from '@/domain/requests';
import type { Queryable } from '../../db/client';
import { funcionalidade, plano, vinculoPlano } from '../../db/schema/plans';
import { pessoa } from '../../db/schema/people';
import { alertaPrazo, requisicao, requisicaoHistorico, requisicaoStatus } from '../../db/schema/requests';

export interface RequestFilters {
  idPessoa?: number;
  idPlano?: number;
  idFuncionalidade?: number;
  idStatus?: number;
  /** Inclusive dates (yyyy-mm-dd), in the fund's time zone. */
  dataSolicitacaoInicio?: string;
  dataSolicitacaoFinal?: string;
  /** Administrators: part of the name or the CPF digits. */
  palavraChave?: string;
}

const listColumns = {
  id: requisicao.id,
  protocolo: requisicao.protocolo,
  criadoEm: requisicao.criadoEm,
  atualizadoEm: requisicao.atualizadoEm,
  pessoaId: pessoa.id,
  pessoaNome: pessoa.nome,
  pessoaCpf: pessoa.cpf,
  funcionalidadeId: funcionalidade.id,
  funcionalidadeNome: funcionalidade.nome,
  statusId: requisicaoStatus.id,
  statusNome: requisicaoStatus.nome,
  encerrado: requisicaoStatus.encerrado,
  idVinculoPlano: vinculoPlano.id,
  matricula: vinculoPlano.matricula,
  planoId: plano.id,
  planoNome: plano.nome,
  planoNomeExibicao: plano.nomeExibicao,
};

/** What a loan request (functionality 28) asks for: the request is named by it (src/domain/loans.ts requestName). */
const operationColumn = sql<string | null>`${requisicao.dados}->>'operacao'`;

// Dates are typed in Brasília time; the day boundaries are computed there.
const dayStart = (date: string) => sql`(${date}::date)::timestamp at time zone 'America/Sao_Paulo'`;
const nextDayStart = (date: string) => sql`((${date}::date + 1)::timestamp) at time zone 'America/Sao_Paulo'`;

function whereOf(filters: RequestFilters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [
    filters.idPessoa ? eq(requisicao.idPessoa, filters.idPessoa) : undefined,
    filters.idPlano ? eq(vinculoPlano.idPlano, filters.idPlano) : undefined,
    filters.idFuncionalidade ? eq(requisicao.idFuncionalidade, filters.idFuncionalidade) : undefined,
    filters.idStatus ? eq(requisicao.idStatus, filters.idStatus) : undefined,
    filters.dataSolicitacaoInicio ? gte(requisicao.criadoEm, dayStart(filters.dataSolicitacaoInicio)) : undefined,
    filters.dataSolicitacaoFinal ? lt(requisicao.criadoEm, nextDayStart(filters.dataSolicitacaoFinal)) : undefined,
  ];
  const keyword = filters.palavraChave?.trim();
  if (keyword) {
    const digits = keyword.replace(/\D/g, '');
    const escaped = keyword.replace(/[\\%_]/g, (char) => `\\${char}`);
    conditions.push(or(ilike(pessoa.nome, `%${escaped}%`), digits.length >= 3 ? ilike(pessoa.cpf, `%${digits}%`) : undefined));
  }
  return and(...conditions);
}

function baseQuery<T extends Record<string, unknown>>(db: Queryable, columns: T) {
  return db
    .select(columns as never)
    .from(requisicao)
    .innerJoin(pessoa, eq(pessoa.id, requisicao.idPessoa))
    .innerJoin(vinculoPlano, eq(vinculoPlano.id, requisicao.idVinculoPlano))
    .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
    .innerJoin(funcionalidade, eq(funcionalidade.id, requisicao.idFuncionalidade))
    .innerJoin(requisicaoStatus, eq(requisicaoStatus.id, requisicao.idStatus));
}

export type RequestRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] } & { operacao: string | null };

export async function findRequests(db: Queryable, filters: RequestFilters, page: number, limit: number) {
  const where = whereOf(filters);
  const [rows, [{ total }]] = await Promise.all([
    baseQuery(db, { ...listColumns, operacao: operationColumn })
      .where(where)
      .orderBy(desc(requisicao.criadoEm), desc(requisicao.id))
      .limit(limit)
      .offset(page * limit) as unknown as Promise<RequestRow[]>,
    baseQuery(db, { total: count() }).where(where) as unknown as Promise<Array<{ total: number }>>,
  ]);
  return { rows, total: Number(total) };
}

export async function findRequest(db: Queryable, id: number) {
  const [row] = (await baseQuery(db, { ...listColumns, operacao: operationColumn, dados: requisicao.dados, pessoaEmail: pessoa.email }).where(eq(requisicao.id, id)).limit(1)) as unknown as Array<
    RequestRow & { dados: Record<string, unknown>; pessoaEmail: string | null }
  >;
  return row ?? null;
}

const autor = alias(pessoa, 'autor');

export function findHistory(db: Queryable, idRequisicao: number) {
  return db
    .select({
      id: requisicaoHistorico.id,
      statusId: requisicaoStatus.id,
      statusNome: requisicaoStatus.nome,
      autorId: autor.id,
      autorNome: autor.nome,
      autorAdmin: autor.admin,
      comentario: requisicaoHistorico.comentario,
      criadoEm: requisicaoHistorico.criadoEm,
    })
    .from(requisicaoHistorico)
    .innerJoin(requisicaoStatus, eq(requisicaoStatus.id, requisicaoHistorico.idStatus))
    .innerJoin(autor, eq(autor.id, requisicaoHistorico.idAutor))
    .where(eq(requisicaoHistorico.idRequisicao, idRequisicao))
    .orderBy(asc(requisicaoHistorico.criadoEm), asc(requisicaoHistorico.id));
}

export function listStatuses(db: Queryable) {
  return db.select({ id: requisicaoStatus.id, nome: requisicaoStatus.nome, encerrado: requisicaoStatus.encerrado }).from(requisicaoStatus).orderBy(asc(requisicaoStatus.id));
}

export function findStatus(db: Queryable, id: number) {
  return db.query.requisicaoStatus.findFirst({ where: eq(requisicaoStatus.id, id) });
}

/** Services that end in a request (every one but the pages that only show data). */
export function listRequestFunctionalities(db: Queryable) {
  return db.select({ id: funcionalidade.id, nome: funcionalidade.nome }).from(funcionalidade).orderBy(asc(funcionalidade.nome));
}

/** Locks the request row so two status changes cannot interleave. */
export async function lockRequest(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: requisicao.id,
      idStatus: requisicao.idStatus,
      idPessoa: requisicao.idPessoa,
      idVinculoPlano: requisicao.idVinculoPlano,
      idFuncionalidade: requisicao.idFuncionalidade,
      dados: requisicao.dados,
      encerrado: requisicaoStatus.encerrado,
    })
    .from(requisicao)
    .innerJoin(requisicaoStatus, eq(requisicaoStatus.id, requisicao.idStatus))
    .where(eq(requisicao.id, id))
    .for('update', { of: requisicao });
  return row ?? null;
}

export async function updateStatus(db: Queryable, input: { id: number; idStatus: number; idAutor: number; comentario: string | null }) {
  await db.update(requisicao).set({ idStatus: input.idStatus, atualizadoEm: new Date() }).where(eq(requisicao.id, input.id));
  await db.insert(requisicaoHistorico).values({ idRequisicao: input.id, idStatus: input.idStatus, idAutor: input.idAutor, comentario: input.comentario });
}

export async function insertRequest(
  db: Queryable,
  input: { idPessoa: number; idVinculoPlano: number; idFuncionalidade: number; idStatus: number; dados: Record<string, unknown>; idAutor: number; comentario: string },
) {
  // The id is drawn first so the protocol (year + number) is written with the row, never patched afterwards.
  // PGlite and node-postgres both answer { rows }.
  const { rows } = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('requisicao', 'id'))::int as id, extract(year from now() at time zone 'America/Sao_Paulo')::int as ano`,
  )) as unknown as { rows: Array<{ id: number; ano: number }> };
  const { id, ano } = rows[0];
  const protocolo = formatProtocol(ano, id);
  await db.insert(requisicao).values({
    id,
    protocolo,
    idPessoa: input.idPessoa,
    idVinculoPlano: input.idVinculoPlano,
    idFuncionalidade: input.idFuncionalidade,
    idStatus: input.idStatus,
    dados: input.dados,
  });
  await db.insert(requisicaoHistorico).values({ idRequisicao: id, idStatus: input.idStatus, idAutor: input.idAutor, comentario: input.comentario });
  return { id, protocolo };
}

export function findPlanLinkOf(db: Queryable, idVinculoPlano: number) {
  return db.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, idVinculoPlano) });
}

/** Locks the plan link until the transaction ends: two requests sent at once are checked one after the other. */
export async function lockPlanLink(db: Queryable, idVinculoPlano: number) {
  await db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.id, idVinculoPlano)).for('update');
}

/** The newest request of one of these services on the link that is still open (its status not closed), or null. */
export async function findOpenRequestAmong(db: Queryable, idVinculoPlano: number, idsFuncionalidade: number[]) {
  const [row] = await db
    .select({
      id: requisicao.id,
      protocolo: requisicao.protocolo,
      criadoEm: requisicao.criadoEm,
      idFuncionalidade: funcionalidade.id,
      funcionalidadeNome: funcionalidade.nome,
      statusId: requisicaoStatus.id,
      statusNome: requisicaoStatus.nome,
    })
    .from(requisicao)
    .innerJoin(funcionalidade, eq(funcionalidade.id, requisicao.idFuncionalidade))
    .innerJoin(requisicaoStatus, eq(requisicaoStatus.id, requisicao.idStatus))
    .where(and(eq(requisicao.idVinculoPlano, idVinculoPlano), inArray(requisicao.idFuncionalidade, idsFuncionalidade), eq(requisicaoStatus.encerrado, false)))
    .orderBy(desc(requisicao.criadoEm), desc(requisicao.id))
    .limit(1);
  return row ?? null;
}

/** The requests still open (received, in review, waiting for documents), for their deadlines. */
export function openRequests(db: Queryable, openStatuses: number[]) {
  return db
    .select({
      id: requisicao.id,
      protocolo: requisicao.protocolo,
      idPessoa: requisicao.idPessoa,
      pessoaNome: pessoa.nome,
      idFuncionalidade: requisicao.idFuncionalidade,
      servico: funcionalidade.nome,
      dados: requisicao.dados,
      criadoEm: requisicao.criadoEm,
    })
    .from(requisicao)
    .innerJoin(pessoa, eq(pessoa.id, requisicao.idPessoa))
    .innerJoin(funcionalidade, eq(funcionalidade.id, requisicao.idFuncionalidade))
    .where(inArray(requisicao.idStatus, openStatuses))
    .orderBy(asc(requisicao.id));
}

/** Records a deadline alert; false when it was sent already (another run, another instance). */
export async function recordDeadlineAlert(db: Queryable, values: { idRequisicao: number; prazo: string; tipo: 'proximo' | 'vencido' }): Promise<boolean> {
  const inserted = await db.insert(alertaPrazo).values(values).onConflictDoNothing().returning({ id: alertaPrazo.id });
  return inserted.length > 0;
}
