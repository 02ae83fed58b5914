import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SITUATIONS_THAT_ANSWER } from '@/domain/reregistration';
import type { Queryable } from '../../db/client';
import { anexo } from '../../db/schema/attachments';
import { campanhaRecadastramento, campanhaRecadastramentoPlano, recadastramento, tokenRecadastramento } from '../../db/schema/reregistration';
import { pessoa } from '../../db/schema/people';
import { plano, vinculoPlano } from '../../db/schema/plans';

export async function existingPlanIds(db: Queryable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: plano.id }).from(plano).where(inArray(plano.id, ids));
  return rows.map((row) => row.id);
}

/** Who must answer: the participants (not administrators) with a current link in any of the plans. */
export async function peopleToAnswer(db: Queryable, idPlanos: number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ idPessoa: vinculoPlano.idPessoa })
    .from(vinculoPlano)
    .innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa))
    .where(and(inArray(vinculoPlano.idPlano, idPlanos), inArray(vinculoPlano.idSituacao, [...SITUATIONS_THAT_ANSWER]), eq(pessoa.admin, 'N')))
    .orderBy(asc(vinculoPlano.idPessoa));
  return rows.map((row) => row.idPessoa);
}

export async function insertCampaign(db: Queryable, values: typeof campanhaRecadastramento.$inferInsert, idPlanos: number[], idPessoas: number[]) {
  const [campaign] = await db.insert(campanhaRecadastramento).values(values).returning();
  await db.insert(campanhaRecadastramentoPlano).values(idPlanos.map((idPlano) => ({ idCampanha: campaign.id, idPlano })));
  if (idPessoas.length > 0) await db.insert(recadastramento).values(idPessoas.map((idPessoa) => ({ idCampanha: campaign.id, idPessoa })));
  return campaign;
}

export async function findCampaign(db: Queryable, id: number) {
  const [campaign] = await db.select().from(campanhaRecadastramento).where(eq(campanhaRecadastramento.id, id)).limit(1);
  return campaign ?? null;
}

export function plansOfCampaigns(db: Queryable, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ idCampanha: campanhaRecadastramentoPlano.idCampanha, id: plano.id, nome: plano.nomeExibicao })
    .from(campanhaRecadastramentoPlano)
    .innerJoin(plano, eq(plano.id, campanhaRecadastramentoPlano.idPlano))
    .where(inArray(campanhaRecadastramentoPlano.idCampanha, ids))
    .orderBy(asc(plano.id));
}

/** Every campaign, newest first, with its counts made in SQL. */
export function listCampaignsWithCounts(db: Queryable) {
  return db
    .select({
      id: campanhaRecadastramento.id,
      titulo: campanhaRecadastramento.titulo,
      inicio: campanhaRecadastramento.inicio,
      fim: campanhaRecadastramento.fim,
      total: count(recadastramento.id),
      concluidos: sql<number>`count(${recadastramento.respondidoEm})::int`,
    })
    .from(campanhaRecadastramento)
    .leftJoin(recadastramento, eq(recadastramento.idCampanha, campanhaRecadastramento.id))
    .groupBy(campanhaRecadastramento.id)
    .orderBy(desc(campanhaRecadastramento.inicio), desc(campanhaRecadastramento.id));
}

/** What a person's participation in a campaign says (the dashboard's rows, the person's data export). */
export const ANSWER_COLUMNS = {
  respondidoEm: recadastramento.respondidoEm,
  canal: recadastramento.canal,
  houveAlteracao: recadastramento.houveAlteracao,
  tipoComprovante: recadastramento.tipoComprovante,
  idAnexoComprovante: recadastramento.idAnexoComprovante,
  ultimoLembreteEm: recadastramento.ultimoLembreteEm,
  lembretesEnviados: recadastramento.lembretesEnviados,
};

export function listParticipants(db: Queryable, idCampanha: number) {
  return db
    .select({
      id: recadastramento.id,
      idPessoa: pessoa.id,
      nome: pessoa.nome,
      cpf: pessoa.cpf,
      email: pessoa.email,
      ...ANSWER_COLUMNS,
    })
    .from(recadastramento)
    .innerJoin(pessoa, eq(pessoa.id, recadastramento.idPessoa))
    .where(eq(recadastramento.idCampanha, idCampanha))
    .orderBy(asc(pessoa.nome), asc(pessoa.id));
}

export type ParticipantRow = Awaited<ReturnType<typeof listParticipants>>[number];

const participationColumns = {
  id: recadastramento.id,
  idCampanha: recadastramento.idCampanha,
  idPessoa: recadastramento.idPessoa,
  respondidoEm: recadastramento.respondidoEm,
  titulo: campanhaRecadastramento.titulo,
  inicio: campanhaRecadastramento.inicio,
  fim: campanhaRecadastramento.fim,
};

export async function findParticipation(db: Queryable, idCampanha: number, idPessoa: number) {
  const [row] = await db
    .select(participationColumns)
    .from(recadastramento)
    .innerJoin(campanhaRecadastramento, eq(campanhaRecadastramento.id, recadastramento.idCampanha))
    .where(and(eq(recadastramento.idCampanha, idCampanha), eq(recadastramento.idPessoa, idPessoa)))
    .limit(1);
  return row ?? null;
}

export type Participation = NonNullable<Awaited<ReturnType<typeof findParticipation>>>;

/** The person's campaigns that have started (the page shows open ones to answer and answered ones as done). */
export function participationsOfPerson(db: Queryable, idPessoa: number, today: string) {
  return db
    .select(participationColumns)
    .from(recadastramento)
    .innerJoin(campanhaRecadastramento, eq(campanhaRecadastramento.id, recadastramento.idCampanha))
    .where(and(eq(recadastramento.idPessoa, idPessoa), sql`${campanhaRecadastramento.inicio} <= ${today}`, sql`${campanhaRecadastramento.fim} >= ${today}`))
    .orderBy(asc(campanhaRecadastramento.fim), asc(campanhaRecadastramento.id));
}

export async function insertToken(db: Queryable, values: typeof tokenRecadastramento.$inferInsert) {
  await db.insert(tokenRecadastramento).values(values);
}

export async function findToken(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({ id: tokenRecadastramento.id, expiraEm: tokenRecadastramento.expiraEm, usadoEm: tokenRecadastramento.usadoEm, participation: participationColumns })
    .from(tokenRecadastramento)
    .innerJoin(recadastramento, eq(recadastramento.id, tokenRecadastramento.idRecadastramento))
    .innerJoin(campanhaRecadastramento, eq(campanhaRecadastramento.id, recadastramento.idCampanha))
    .where(eq(tokenRecadastramento.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Spends the token; false when another request spent it first (single use holds under concurrency). */
export async function spendToken(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db.update(tokenRecadastramento).set({ usadoEm: now }).where(and(eq(tokenRecadastramento.id, id), isNull(tokenRecadastramento.usadoEm))).returning({ id: tokenRecadastramento.id });
  return rows.length > 0;
}

/** Once answered, every other link of that re-registration is spent too. */
export async function spendAllTokens(db: Queryable, idRecadastramento: number, now: Date) {
  await db.update(tokenRecadastramento).set({ usadoEm: now }).where(and(eq(tokenRecadastramento.idRecadastramento, idRecadastramento), isNull(tokenRecadastramento.usadoEm)));
}

/** Records the answer; false when it was already answered (a second answer is refused). */
export async function markAnswered(db: Queryable, id: number, values: { respondidoEm: Date; canal: 'portal' | 'link'; houveAlteracao: boolean; tipoComprovante: 'vida' | 'endereco'; idAnexoComprovante: number }) {
  const rows = await db.update(recadastramento).set(values).where(and(eq(recadastramento.id, id), isNull(recadastramento.respondidoEm))).returning({ id: recadastramento.id });
  return rows.length > 0;
}

export async function markReminded(db: Queryable, id: number, now: Date) {
  await db
    .update(recadastramento)
    .set({ ultimoLembreteEm: now, lembretesEnviados: sql`${recadastramento.lembretesEnviados} + 1` })
    .where(eq(recadastramento.id, id));
}

/** Whose an attachment is and its content type (sniffed at upload); null when absent. */
export async function findAttachmentOwner(db: Queryable, id: number): Promise<{ idPessoa: number; tipoConteudo: string } | null> {
  const [row] = await db.select({ idPessoa: anexo.idPessoa, tipoConteudo: anexo.tipoConteudo }).from(anexo).where(eq(anexo.id, id)).limit(1);
  return row ?? null;
}

/** Marks a campaign's opening announced; false when another transaction announced it first (once per campaign). */
export async function markOpeningAnnounced(db: Queryable, idCampanha: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(campanhaRecadastramento)
    .set({ aberturaNotificadaEm: now })
    .where(and(eq(campanhaRecadastramento.id, idCampanha), isNull(campanhaRecadastramento.aberturaNotificadaEm)))
    .returning({ id: campanhaRecadastramento.id });
  return rows.length > 0;
}

const openingColumns = { id: campanhaRecadastramento.id, titulo: campanhaRecadastramento.titulo, fim: campanhaRecadastramento.fim, idCriador: campanhaRecadastramento.idCriador };

/** Campaigns open today (the fund's day) whose opening was not announced yet: the scheduled ones whose first day came. */
export function unannouncedOpenCampaigns(db: Queryable, today: string) {
  return db
    .select(openingColumns)
    .from(campanhaRecadastramento)
    .where(and(isNull(campanhaRecadastramento.aberturaNotificadaEm), sql`${campanhaRecadastramento.inicio} <= ${today}`, sql`${campanhaRecadastramento.fim} >= ${today}`))
    .orderBy(asc(campanhaRecadastramento.id));
}

/** The campaigns open on `today` (both ends included), for the scheduled reminders. */
export function openCampaigns(db: Queryable, today: string) {
  return db
    .select()
    .from(campanhaRecadastramento)
    .where(and(sql`${campanhaRecadastramento.inicio} <= ${today}`, sql`${campanhaRecadastramento.fim} >= ${today}`))
    .orderBy(asc(campanhaRecadastramento.id));
}

/** Who still has to answer a campaign. */
export async function pendingPeopleOf(db: Queryable, idCampanha: number): Promise<number[]> {
  const rows = await db
    .select({ idPessoa: recadastramento.idPessoa })
    .from(recadastramento)
    .where(and(eq(recadastramento.idCampanha, idCampanha), isNull(recadastramento.respondidoEm)))
    .orderBy(asc(recadastramento.idPessoa));
  return rows.map((row) => row.idPessoa);
}

/** The campaigns open today that the person has not answered yet, the nearest deadline first (the home's banner). */
export function pendingCampaignsOf(db: Queryable, idPessoa: number, today: string) {
  return db
    .select({ idCampanha: campanhaRecadastramento.id, titulo: campanhaRecadastramento.titulo, fim: campanhaRecadastramento.fim })
    .from(recadastramento)
    .innerJoin(campanhaRecadastramento, eq(campanhaRecadastramento.id, recadastramento.idCampanha))
    .where(
      and(
        eq(recadastramento.idPessoa, idPessoa),
        isNull(recadastramento.respondidoEm),
        sql`${campanhaRecadastramento.inicio} <= ${today}`,
        sql`${campanhaRecadastramento.fim} >= ${today}`,
      ),
    )
    .orderBy(asc(campanhaRecadastramento.fim), asc(campanhaRecadastramento.id));
}
