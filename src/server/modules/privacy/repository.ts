import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { auditoria } from '../../db/schema/audit';
import { consentimento } from '../../db/schema/privacy';
import { pessoa } from '../../db/schema/people';
import { hasWithdrawn, type ConsentChannel } from '@/domain/privacy';

const autor = alias(pessoa, 'autor');

/** The person's consent events, newest first, with who made each choice. */
export function listConsentEvents(db: Queryable, idPessoa: number) {
  return db
    .select({ id: consentimento.id, canal: consentimento.canal, concedido: consentimento.concedido, em: consentimento.em, ip: consentimento.ip, idAutor: consentimento.idAutor, autorNome: autor.nome, autorAdmin: autor.admin })
    .from(consentimento)
    .leftJoin(autor, eq(autor.id, consentimento.idAutor))
    .where(eq(consentimento.idPessoa, idPessoa))
    .orderBy(desc(consentimento.em), desc(consentimento.id));
}

export type ConsentEventRow = Awaited<ReturnType<typeof listConsentEvents>>[number];

export async function insertConsent(db: Queryable, values: { idPessoa: number; canal: ConsentChannel; concedido: boolean; em: Date; ip: string | null; idAutor: number }) {
  const [row] = await db.insert(consentimento).values(values).returning();
  return row;
}

/** The audit rows of administrators viewing the portal as the person or acting for them (never the person's own). */
function accessesOf(idPessoa: number) {
  // Administrators, and legal representatives acting for the person (their rows carry the representation's id).
  return and(eq(auditoria.idPessoaAlvo, idPessoa), ne(auditoria.idAtor, idPessoa), or(eq(autor.admin, 'S'), sql`${auditoria.detalhes} ? 'idRepresentacao'`));
}

export async function listAccesses(db: Queryable, idPessoa: number, page: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: auditoria.id, criadoEm: auditoria.criadoEm, acao: auditoria.acao, detalhes: auditoria.detalhes, idAtor: auditoria.idAtor, nome: autor.nome })
      .from(auditoria)
      .innerJoin(autor, eq(autor.id, auditoria.idAtor))
      .where(accessesOf(idPessoa))
      .orderBy(desc(auditoria.criadoEm), desc(auditoria.id))
      .limit(limit)
      .offset(page * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(auditoria).innerJoin(autor, eq(autor.id, auditoria.idAtor)).where(accessesOf(idPessoa)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The consent events of several people for one channel (the re-registration reminders skip whoever withdrew e-mail). */
export function consentEventsOfPeople(db: Queryable, idsPessoa: number[], canal: ConsentChannel) {
  if (!idsPessoa.length) return Promise.resolve([]);
  return db
    .select({ id: consentimento.id, idPessoa: consentimento.idPessoa, canal: consentimento.canal, concedido: consentimento.concedido, em: consentimento.em })
    .from(consentimento)
    .where(and(inArray(consentimento.idPessoa, idsPessoa), eq(consentimento.canal, canal)));
}

/** Who among the people has withdrawn the channel (their latest choice is "no"; never choosing is not withdrawing). */
export async function peopleWhoWithdrew(db: Queryable, idsPessoa: number[], canal: ConsentChannel): Promise<Set<number>> {
  const byPerson = new Map<number, Awaited<ReturnType<typeof consentEventsOfPeople>>>();
  for (const event of await consentEventsOfPeople(db, idsPessoa, canal)) byPerson.set(event.idPessoa, [...(byPerson.get(event.idPessoa) ?? []), event]);
  return new Set([...byPerson].filter(([, events]) => hasWithdrawn(events, canal)).map(([idPessoa]) => idPessoa));
}

