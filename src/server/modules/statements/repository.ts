import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { ContributionType } from '@/domain/benefits-documents';
import { suspensaoProvaVida } from '../../db/schema/proof-of-life';
import type { Queryable } from '../../db/client';
import { OWN_CONTRIBUTION_TYPES } from '@/domain/accounts';
import { contribuicao } from '../../db/schema/contributions';
import { plano, vinculoPlano } from '../../db/schema/plans';
import { avisoPublicacao, operadoraSaude, pagamentoBeneficio } from '../../db/schema/statements';

export { findLinkWithOwner, type LinkWithOwner } from '../plans/repository';


const paycheckSummary = {
  competencia: pagamentoBeneficio.competencia,
  tipo: pagamentoBeneficio.tipo,
  valorBruto: pagamentoBeneficio.valorBruto,
  valorLiquido: pagamentoBeneficio.valorLiquido,
  dataPagamento: pagamentoBeneficio.dataPagamento,
};

/** Paychecks already paid (on or before `today`), newest first; in a month, the 13th after the monthly one. */
export function listPaychecks(db: Queryable, idVinculoPlano: number, today: string) {
  return db
    .select(paycheckSummary)
    .from(pagamentoBeneficio)
    .where(and(eq(pagamentoBeneficio.idVinculoPlano, idVinculoPlano), lte(pagamentoBeneficio.dataPagamento, today)))
    .orderBy(desc(pagamentoBeneficio.competencia), desc(pagamentoBeneficio.tipo));
}

/** The proof-of-life suspensions of a link (issue 29), for the months the paychecks page marks. */
export function listProofOfLifeSuspensions(db: Queryable, idVinculoPlano: number) {
  return db.select({ suspensaEm: suspensaoProvaVida.suspensaEm, reativadaEm: suspensaoProvaVida.reativadaEm }).from(suspensaoProvaVida).where(eq(suspensaoProvaVida.idVinculoPlano, idVinculoPlano));
}

export async function findPaycheck(db: Queryable, idVinculoPlano: number, competencia: string, tipo: 'mensal' | 'abono_anual', today: string) {
  const [row] = await db
    .select()
    .from(pagamentoBeneficio)
    .where(
      and(
        eq(pagamentoBeneficio.idVinculoPlano, idVinculoPlano),
        eq(pagamentoBeneficio.competencia, competencia),
        eq(pagamentoBeneficio.tipo, tipo),
        lte(pagamentoBeneficio.dataPagamento, today),
      ),
    );
  return row ?? null;
}

/** The paid benefits of the years [fromYear, toYear) (by competence), oldest first. */
export function paymentsOfYears(db: Queryable, idVinculoPlano: number, fromYear: number, toYear: number, today: string) {
  return db
    .select({
      competencia: pagamentoBeneficio.competencia,
      tipo: pagamentoBeneficio.tipo,
      valorBruto: pagamentoBeneficio.valorBruto,
      parcelaIsenta: pagamentoBeneficio.parcelaIsenta,
      impostoRenda: pagamentoBeneficio.impostoRenda,
      rubricas: pagamentoBeneficio.rubricas,
    })
    .from(pagamentoBeneficio)
    .where(
      and(
        eq(pagamentoBeneficio.idVinculoPlano, idVinculoPlano),
        gte(pagamentoBeneficio.competencia, `${fromYear}-01-01`),
        lt(pagamentoBeneficio.competencia, `${toYear}-01-01`),
        lte(pagamentoBeneficio.dataPagamento, today),
      ),
    )
    .orderBy(asc(pagamentoBeneficio.competencia));
}

/** The health-plan operators with these ids (the ones the paychecks' deductions name). */
export function findHealthPlanOperators(db: Queryable, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: operadoraSaude.id, nome: operadoraSaude.nome, cnpj: operadoraSaude.cnpj }).from(operadoraSaude).where(inArray(operadoraSaude.id, ids));
}

/** Paid contributions of a year (a pending sporadic one is not paid yet), every type or only the given ones. */
export function paidContributionsOfYear(db: Queryable, idVinculoPlano: number, year: number, types?: readonly ContributionType[]) {
  return db
    .select({ competencia: contribuicao.competencia, tipo: contribuicao.tipo, valor: contribuicao.valor })
    .from(contribuicao)
    .where(
      and(
        eq(contribuicao.idVinculoPlano, idVinculoPlano),
        eq(contribuicao.status, 'paga'),
        gte(contribuicao.competencia, `${year}-01-01`),
        lt(contribuicao.competencia, `${year + 1}-01-01`),
        types ? inArray(contribuicao.tipo, [...types]) : undefined,
      ),
    )
    .orderBy(asc(contribuicao.competencia), asc(contribuicao.id));
}

/** Paid contributions summed by year and type, in SQL (ten years of a link are a few hundred rows, the sums are forty). */
export function paidContributionTotalsByYear(db: Queryable, idVinculoPlano: number, types?: readonly ContributionType[]) {
  const year = sql<number>`extract(year from ${contribuicao.competencia})::int`;
  return db
    .select({ ano: year, tipo: contribuicao.tipo, valor: sql<string>`sum(${contribuicao.valor})::text` })
    .from(contribuicao)
    .where(and(eq(contribuicao.idVinculoPlano, idVinculoPlano), eq(contribuicao.status, 'paga'), types ? inArray(contribuicao.tipo, [...types]) : undefined))
    .groupBy(year, contribuicao.tipo)
    .orderBy(desc(year));
}


export { findFundIdentity } from '../../fund/settings-repository';

interface Claimed {
  id_pessoa: number;
  id_plano: number;
  plano: string;
  referencia: string;
}

const rowsOf = (result: unknown) => (result as { rows: Claimed[] }).rows.map((row) => ({ ...row, id_pessoa: Number(row.id_pessoa), id_plano: Number(row.id_plano) }));

/**
 * Claims, in one statement, the paychecks paid in the days given and never announced: returns their owners (the
 * claim is the record; a second run or instance finds them taken).
 */
export async function claimPaychecks(db: Queryable, days: { from: string; to: string }, at: Date) {
  const result = await db.execute(sql`
    with claimed as (
      insert into ${avisoPublicacao} (id_vinculo_plano, documento, referencia, enviado_em)
      select ${pagamentoBeneficio.idVinculoPlano}, 'contracheque', to_char(${pagamentoBeneficio.competencia}, 'YYYY-MM') || '/' || ${pagamentoBeneficio.tipo}, ${at}
      from ${pagamentoBeneficio}
      where ${pagamentoBeneficio.dataPagamento} between ${days.from} and ${days.to}
      on conflict do nothing
      returning id_vinculo_plano, referencia)
    select v.id_pessoa, v.id_plano, p.nome as plano, c.referencia
    from claimed c join ${vinculoPlano} v on v.id = c.id_vinculo_plano join ${plano} p on p.id = v.id_plano`);
  return rowsOf(result);
}

/**
 * Claims the income reports of a year, one per link with a benefit paid in it (by competence, paid by today) or own
 * contributions paid in it: the same links listIncomeReports shows the year for.
 */
export async function claimIncomeReports(db: Queryable, year: number, today: string, at: Date) {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const result = await db.execute(sql`
    with claimed as (
      insert into ${avisoPublicacao} (id_vinculo_plano, documento, referencia, enviado_em)
      select v.id, 'informe_rendimentos', ${String(year)}, ${at}
      from ${vinculoPlano} v
      where exists (select 1 from ${pagamentoBeneficio} pb where pb.id_vinculo_plano = v.id and pb.competencia >= ${from} and pb.competencia < ${to} and pb.data_pagamento <= ${today})
         or exists (select 1 from ${contribuicao} c where c.id_vinculo_plano = v.id and c.status = 'paga' and c.tipo in (${sql.join(OWN_CONTRIBUTION_TYPES.map((tipo) => sql`${tipo}`), sql`, `)}) and c.competencia >= ${from} and c.competencia < ${to})
      on conflict do nothing
      returning id_vinculo_plano, referencia)
    select v.id_pessoa, v.id_plano, p.nome as plano, c.referencia
    from claimed c join ${vinculoPlano} v on v.id = c.id_vinculo_plano join ${plano} p on p.id = v.id_plano`);
  return rowsOf(result);
}
