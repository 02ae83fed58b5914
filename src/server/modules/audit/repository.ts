import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACTING_AS_FILTER } from '@/domain/audit-log';
import type { Queryable } from '../../db/client';
import { auditoria } from '../../db/schema/audit';
import { pessoa } from '../../db/schema/people';

export interface AuditFilters {
  /** The person who acted or was acted for. */
  idPessoa?: number;
  /** An action code, or every write made as a person (ACTING_AS_FILTER). */
  acao?: string;
  /** First and last day, both included, in the fund's calendar (America/Sao_Paulo). */
  de?: string;
  ate?: string;
}

const ator = alias(pessoa, 'ator');
const alvo = alias(pessoa, 'alvo');
const FUND_TIME_ZONE = 'America/Sao_Paulo';

function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.idPessoa !== undefined) conditions.push(or(eq(auditoria.idAtor, filters.idPessoa), eq(auditoria.idPessoaAlvo, filters.idPessoa))!);
  if (filters.acao === ACTING_AS_FILTER) conditions.push(sql`${auditoria.acao} ~ '^(POST|PUT|PATCH|DELETE) /'`);
  else if (filters.acao !== undefined) conditions.push(eq(auditoria.acao, filters.acao));
  // The fund's day starts at its local midnight, whatever the server's time zone.
  if (filters.de !== undefined) conditions.push(sql`${auditoria.criadoEm} >= (${filters.de}::date)::timestamp at time zone ${FUND_TIME_ZONE}`);
  if (filters.ate !== undefined) conditions.push(sql`${auditoria.criadoEm} < (${filters.ate}::date + 1)::timestamp at time zone ${FUND_TIME_ZONE}`);
  return conditions.length ? and(...conditions) : undefined;
}

const columns = {
  id: auditoria.id,
  criadoEm: auditoria.criadoEm,
  acao: auditoria.acao,
  detalhes: auditoria.detalhes,
  ip: auditoria.ip,
  idAtor: ator.id,
  nomeAtor: ator.nome,
  idAlvo: alvo.id,
  nomeAlvo: alvo.nome,
};

/** A page of the audit log, newest first, with the names of who acted and for whom. */
export function listAudit(db: Queryable, filters: AuditFilters, limit: number, offset: number) {
  return db
    .select(columns)
    .from(auditoria)
    .leftJoin(ator, eq(ator.id, auditoria.idAtor))
    .leftJoin(alvo, eq(alvo.id, auditoria.idPessoaAlvo))
    .where(whereOf(filters))
    .orderBy(desc(auditoria.criadoEm), desc(auditoria.id))
    .limit(limit)
    .offset(offset);
}

export async function countAudit(db: Queryable, filters: AuditFilters) {
  const [row] = await db.select({ total: count() }).from(auditoria).where(whereOf(filters));
  return row.total;
}

/** Every row of the filter, newest first, read in batches (the CSV streams it without holding the whole log). */
export async function* eachAuditRow(db: Queryable, filters: AuditFilters, batchSize = 1000) {
  // The cursor keeps the stored time as PostgreSQL's text: a JS Date would drop its microseconds and skip rows.
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const where: SQL | undefined = after ? and(whereOf(filters), sql`(${auditoria.criadoEm}, ${auditoria.id}) < (${after.at}::timestamptz, ${after.id})`) : whereOf(filters);
    const rows: AuditCursorRow[] = await db
      .select({ ...columns, cursor: sql<string>`${auditoria.criadoEm}::text` })
      .from(auditoria)
      .leftJoin(ator, eq(ator.id, auditoria.idAtor))
      .leftJoin(alvo, eq(alvo.id, auditoria.idPessoaAlvo))
      .where(where)
      .orderBy(desc(auditoria.criadoEm), desc(auditoria.id))
      .limit(batchSize);
    yield* rows;
    if (rows.length < batchSize) return;
    const last: AuditCursorRow = rows[rows.length - 1];
    after = { at: last.cursor, id: last.id };
  }
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];
type AuditCursorRow = AuditRow & { cursor: string };
