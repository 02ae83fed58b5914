import { format, startOfMonth, subMonths } from 'date-fns';
import { basicContribution, supplementaryContribution } from '@/domain/contribution';
import { monthlyIncomeTax } from '@/domain/income-tax';
import { Money, toCents } from '@/domain/money';
import type { Queryable } from '../client';
import { contribuicao, pagamentoBeneficio, valorCota } from '../schema';

/** Deterministic pseudo-random numbers (mulberry32), so every fresh start has the same history. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function monthsBack(count: number, until = new Date()): Date[] {
  const last = startOfMonth(until);
  return Array.from({ length: count }, (_, index) => subMonths(last, count - 1 - index));
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += 1000) await insert(rows.slice(index, index + 1000));
}

/** Monthly quota values: about 0.3 %–1.0 % a month, occasionally negative, like a balanced portfolio. */
export async function seedQuotaValues(db: Queryable, idPlano: number, months: Date[], seed: number) {
  const random = seededRandom(seed);
  let value = new Money('1.00000000');
  const rows = months.map((month) => {
    value = value.times(new Money(1).plus(new Money(random()).times('0.014').minus('0.004'))).toDecimalPlaces(8);
    return { idPlano, data: day(month), valor: value.toFixed(8) };
  });
  await insertInChunks(rows, (chunk) => db.insert(valorCota).values(chunk));
  return new Map(rows.map((row) => [row.data, row.valor]));
}

export interface ContributionPlan {
  idVinculoPlano: number;
  months: Date[];
  quotaValues: Map<string, string>;
  /** percentages path (spec §9 formula) or a fixed monthly value (value path). */
  rule: { salary: string; basicPercent: number; supplementaryPercent: number; sponsorMatches: boolean } | { fixedValue: string };
}

export async function seedContributions(db: Queryable, plan: ContributionPlan) {
  const rows: Array<typeof contribuicao.$inferInsert> = [];
  for (const month of plan.months) {
    const competencia = day(month);
    const quota = plan.quotaValues.get(competencia);
    if (!quota) continue;
    const add = (tipo: string, valor: string) => {
      if (new Money(valor).lte(0)) return;
      rows.push({ idVinculoPlano: plan.idVinculoPlano, competencia, tipo, valor, cotas: new Money(valor).div(quota).toFixed(8) });
    };
    if ('fixedValue' in plan.rule) {
      add('basica', plan.rule.fixedValue);
    } else {
      const basic = basicContribution(plan.rule.salary, plan.rule.basicPercent);
      add('basica', basic);
      add('suplementar', supplementaryContribution(plan.rule.salary, plan.rule.supplementaryPercent));
      if (plan.rule.sponsorMatches) add('patrocinadora', basic);
    }
  }
  await insertInChunks(rows, (chunk) => db.insert(contribuicao).values(chunk));
  return rows.length;
}

/** Monthly benefit payments with income tax by the dated table; paid on the 25th. */
export async function seedBenefitPayments(db: Queryable, idVinculoPlano: number, grossValue: string, months: Date[], healthPlanDiscount: string) {
  const rows = months.map((month) => {
    const competencia = day(month);
    const impostoRenda = monthlyIncomeTax(grossValue, competencia);
    const valorLiquido = toCents(new Money(grossValue).minus(impostoRenda).minus(healthPlanDiscount)).toFixed(2);
    return {
      idVinculoPlano,
      competencia,
      valorBruto: grossValue,
      impostoRenda,
      outrosDescontos: healthPlanDiscount,
      valorLiquido,
      dataPagamento: day(new Date(month.getFullYear(), month.getMonth(), 25)),
    };
  });
  await insertInChunks(rows, (chunk) => db.insert(pagamentoBeneficio).values(chunk));
}
