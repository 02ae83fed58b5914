import { and, asc, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { anexo } from '../../db/schema/attachments';
import { pessoa } from '../../db/schema/people';
import { representacao } from '../../db/schema/representatives';

/** The representative and the represented person: both are people, joined twice. */
export const representante = alias(pessoa, 'representante');
export const representado = alias(pessoa, 'representado');

/**
 * The columns of a representation both sides see: what it allows, its validity, its document and the fund's answer.
 * The one list of them: the lists here and the LGPD export (profile/related-people-repository.ts) select them, the
 * document's name from a left join on anexo.
 */
export const representationColumns = {
  id: representacao.id,
  tipo: representacao.tipo,
  poderes: representacao.poderes,
  inicioVigencia: representacao.inicioVigencia,
  fimVigencia: representacao.fimVigencia,
  idAnexoDocumento: representacao.idAnexoDocumento,
  nomeDocumento: anexo.nomeOriginal,
  canaisAvisos: representacao.canaisAvisos,
  situacao: representacao.situacao,
  motivoRecusa: representacao.motivoRecusa,
  criadoEm: representacao.criadoEm,
};

const listColumns = {
  ...representationColumns,
  idPessoa: representacao.idPessoa,
  nomePessoa: representado.nome,
  idRepresentante: representacao.idRepresentante,
  nome: representante.nome,
  cpf: representante.cpf,
  email: representante.email,
  telefone: representante.telefone,
};

function listQuery(db: Queryable) {
  return db
    .select(listColumns)
    .from(representacao)
    .innerJoin(representante, eq(representante.id, representacao.idRepresentante))
    .innerJoin(representado, eq(representado.id, representacao.idPessoa))
    .leftJoin(anexo, eq(anexo.id, representacao.idAnexoDocumento));
}

export type RepresentationRow = Awaited<ReturnType<typeof listOf>>[number];

export function listOf(db: Queryable, idPessoa: number) {
  return listQuery(db).where(eq(representacao.idPessoa, idPessoa)).orderBy(desc(representacao.id));
}

export function listPending(db: Queryable) {
  return listQuery(db).where(eq(representacao.situacao, 'pendente')).orderBy(asc(representacao.id));
}

export async function findRepresentation(db: Queryable, id: number) {
  const [row] = await db.select().from(representacao).where(eq(representacao.id, id));
  return row ?? null;
}

/** The approved representation in validity today of one representative for one person, or null. */
export async function findActive(db: Queryable, idRepresentante: number, idPessoa: number, today: string) {
  const [row] = await db
    .select({ id: representacao.id, tipo: representacao.tipo, poderes: representacao.poderes })
    .from(representacao)
    .where(and(eq(representacao.idRepresentante, idRepresentante), eq(representacao.idPessoa, idPessoa), eq(representacao.situacao, 'aprovada'), lte(representacao.inicioVigencia, today), gte(representacao.fimVigencia, today)))
    .orderBy(desc(representacao.id))
    .limit(1);
  return row ?? null;
}

/** Whom the representative may act for today. */
export function representedBy(db: Queryable, idRepresentante: number, today: string) {
  return db
    .select({ id: representacao.id, idPessoa: representado.id, nome: representado.nome, cpf: representado.cpf, dataNascimento: representado.dataNascimento, tipo: representacao.tipo, poderes: representacao.poderes, fimVigencia: representacao.fimVigencia })
    .from(representacao)
    .innerJoin(representado, eq(representado.id, representacao.idPessoa))
    .where(and(eq(representacao.idRepresentante, idRepresentante), eq(representacao.situacao, 'aprovada'), lte(representacao.inicioVigencia, today), gte(representacao.fimVigencia, today)))
    .orderBy(asc(representado.nome));
}

/** The active representatives of these people who chose channels for their notices (the notices service forwards). */
export function forwardingOf(db: Queryable, idsPessoa: number[], today: string) {
  if (!idsPessoa.length) return Promise.resolve([]);
  return db
    .select({ idPessoa: representacao.idPessoa, nomePessoa: representado.nome, idRepresentante: representacao.idRepresentante, tipo: representacao.tipo, canaisAvisos: representacao.canaisAvisos })
    .from(representacao)
    .innerJoin(representado, eq(representado.id, representacao.idPessoa))
    .where(and(inArray(representacao.idPessoa, idsPessoa), eq(representacao.situacao, 'aprovada'), lte(representacao.inicioVigencia, today), gte(representacao.fimVigencia, today)));
}

/** An open (pending or approved, not ended) representation of the same representative for the same person. */
export async function hasOpen(db: Queryable, idPessoa: number, idRepresentante: number) {
  const [row] = await db
    .select({ id: representacao.id })
    .from(representacao)
    .where(and(eq(representacao.idPessoa, idPessoa), eq(representacao.idRepresentante, idRepresentante), inArray(representacao.situacao, ['pendente', 'aprovada'])))
    .limit(1);
  return Boolean(row);
}

export async function findPersonByCpf(db: Queryable, cpf: string) {
  const [row] = await db.select({ id: pessoa.id, admin: pessoa.admin, email: pessoa.email, nome: pessoa.nome }).from(pessoa).where(eq(pessoa.cpf, cpf));
  return row ?? null;
}

export async function findPerson(db: Queryable, id: number) {
  const [row] = await db.select({ id: pessoa.id, nome: pessoa.nome, email: pessoa.email }).from(pessoa).where(eq(pessoa.id, id));
  return row ?? null;
}

export async function insertPerson(db: Queryable, values: typeof pessoa.$inferInsert) {
  const [row] = await db.insert(pessoa).values(values).returning({ id: pessoa.id });
  return row.id;
}

export async function insertRepresentation(db: Queryable, values: typeof representacao.$inferInsert) {
  const [row] = await db.insert(representacao).values(values).returning({ id: representacao.id });
  return row.id;
}

/** Moves a representation from one status to another; false when it was not in that status (a race or a repeat). */
export async function decide(db: Queryable, id: number, from: ReadonlyArray<'pendente' | 'aprovada'>, values: Partial<typeof representacao.$inferInsert>) {
  const rows = await db
    .update(representacao)
    .set(values)
    .where(and(eq(representacao.id, id), inArray(representacao.situacao, [...from])))
    .returning({ id: representacao.id });
  return rows.length === 1;
}

/** The attachment's sender (the document must be the registrant's own upload). */
export async function attachmentOwner(db: Queryable, idAnexo: number) {
  const [row] = await db.select({ idPessoa: anexo.idPessoa }).from(anexo).where(eq(anexo.id, idAnexo));
  return row?.idPessoa ?? null;
}

/** Approved representations whose validity ends within 30 days or has ended, with what was already sent. */
export function endingSoon(db: Queryable, today: string) {
  return db
    .select({ id: representacao.id, idPessoa: representacao.idPessoa, nomePessoa: representado.nome, idRepresentante: representacao.idRepresentante, nome: representante.nome, tipo: representacao.tipo, fimVigencia: representacao.fimVigencia, avisosVigencia: representacao.avisosVigencia })
    .from(representacao)
    .innerJoin(representante, eq(representante.id, representacao.idRepresentante))
    .innerJoin(representado, eq(representado.id, representacao.idPessoa))
    .where(and(eq(representacao.situacao, 'aprovada'), lte(representacao.fimVigencia, sql`(${today}::date + 30)`), ne(sql`'fim' = any(${representacao.avisosVigencia})`, true)));
}

/** Claims one validity notice (false when another run already did): the notice is sent once. */
export async function claimValidityNotice(db: Queryable, id: number, marco: string) {
  const rows = await db
    .update(representacao)
    .set({ avisosVigencia: sql`array_append(${representacao.avisosVigencia}, ${marco}::text)` })
    .where(and(eq(representacao.id, id), ne(sql`${marco}::text = any(${representacao.avisosVigencia})`, true)))
    .returning({ id: representacao.id });
  return rows.length === 1;
}
