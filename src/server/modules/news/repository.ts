import { and, arrayOverlaps, asc, desc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { anexo } from '../../db/schema/attachments';
import { bannerCarrossel, noticia } from '../../db/schema/news';
import { plano, vinculoPlano } from '../../db/schema/plans';

export type NewsRow = typeof noticia.$inferSelect;
export type BannerRow = typeof bannerCarrossel.$inferSelect;
export type NewsValues = Pick<typeof noticia.$inferInsert, 'titulo' | 'resumo' | 'conteudo' | 'inicio' | 'fim' | 'idPlanos'>;
export type BannerValues = Pick<typeof bannerCarrossel.$inferInsert, 'titulo' | 'texto' | 'textoAlternativo' | 'link' | 'idAnexo' | 'inicio' | 'fim' | 'ordem' | 'idPlanos'>;

/** What a list is narrowed to: the day it is active on (null = any period) and the plans it reaches (null = all). */
export interface Reach {
  today: string | null;
  plans: number[] | null;
}

function reachFilter(table: typeof noticia | typeof bannerCarrossel, reach: Reach): SQL | undefined {
  const conditions: SQL[] = [];
  if (reach.today) conditions.push(lte(table.inicio, reach.today), gte(table.fim, reach.today));
  if (reach.plans) {
    const byPlan = reach.plans.length > 0 ? or(isNull(table.idPlanos), arrayOverlaps(table.idPlanos, reach.plans)) : isNull(table.idPlanos);
    if (byPlan) conditions.push(byPlan);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function plansOfPerson(db: Queryable, idPessoa: number): Promise<number[]> {
  const rows = await db.selectDistinct({ idPlano: vinculoPlano.idPlano }).from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa));
  return rows.map((row) => row.idPlano);
}

export async function existingPlans(db: Queryable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.select({ id: plano.id }).from(plano).where(inArray(plano.id, ids))).map((row) => row.id);
}

export async function planNames(db: Queryable): Promise<Map<number, string>> {
  return new Map((await db.select({ id: plano.id, nome: plano.nomeExibicao }).from(plano)).map((row) => [row.id, row.nome]));
}

export function listNews(db: Queryable, reach: Reach) {
  return db.select().from(noticia).where(reachFilter(noticia, reach)).orderBy(desc(noticia.inicio), desc(noticia.id));
}

export async function findNews(db: Queryable, id: number): Promise<NewsRow | null> {
  const [row] = await db.select().from(noticia).where(eq(noticia.id, id));
  return row ?? null;
}

export async function insertNews(db: Queryable, values: NewsValues & { idPessoaAutor: number }): Promise<NewsRow> {
  const [row] = await db.insert(noticia).values(values).returning();
  return row;
}

export async function updateNews(db: Queryable, id: number, values: NewsValues): Promise<NewsRow | null> {
  const [row] = await db.update(noticia).set({ ...values, atualizadoEm: new Date() }).where(eq(noticia.id, id)).returning();
  return row ?? null;
}

export async function deleteNews(db: Queryable, id: number): Promise<NewsRow | null> {
  const [row] = await db.delete(noticia).where(eq(noticia.id, id)).returning();
  return row ?? null;
}

export function listBanners(db: Queryable, reach: Reach) {
  return db.select().from(bannerCarrossel).where(reachFilter(bannerCarrossel, reach)).orderBy(asc(bannerCarrossel.ordem), desc(bannerCarrossel.inicio), asc(bannerCarrossel.id));
}

export async function findBanner(db: Queryable, id: number): Promise<BannerRow | null> {
  const [row] = await db.select().from(bannerCarrossel).where(eq(bannerCarrossel.id, id));
  return row ?? null;
}

export async function insertBanner(db: Queryable, values: BannerValues & { idPessoaAutor: number }): Promise<BannerRow> {
  const [row] = await db.insert(bannerCarrossel).values(values).returning();
  return row;
}

export async function updateBanner(db: Queryable, id: number, values: Partial<BannerValues>): Promise<BannerRow | null> {
  const [row] = await db.update(bannerCarrossel).set({ ...values, atualizadoEm: new Date() }).where(eq(bannerCarrossel.id, id)).returning();
  return row ?? null;
}

export async function deleteBanner(db: Queryable, id: number): Promise<BannerRow | null> {
  const [row] = await db.delete(bannerCarrossel).where(eq(bannerCarrossel.id, id)).returning();
  return row ?? null;
}

export async function findAttachment(db: Queryable, id: number) {
  const [row] = await db.select().from(anexo).where(eq(anexo.id, id));
  return row ?? null;
}
