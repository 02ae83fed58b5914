import { format, parseISO, startOfMonth, subMonths } from 'date-fns';
import { fundToday } from '@/domain/business-days';
import { basicContribution, supplementaryContribution } from '@/domain/contribution';
import { monthlyIncomeTax } from '@/domain/income-tax';
import { Money, toCents } from '@/domain/money';
import type { Queryable } from '../client';
import { contribuicao } from '../schema/contributions';
import { indiceEconomico, valorIndice } from '../schema/economic-indexes';
import { pagamentoBeneficio } from '../schema/statements';
import { valorCota } from '../schema/quota-values';

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

/** The first days of the `count` months up to the fund's month of `until` (Brasília's, whatever the server's zone). */
export function monthsBack(count: number, until = new Date()): Date[] {
  const last = startOfMonth(parseISO(fundToday(until)));
  return Array.from({ length: count }, (_, index) => subMonths(last, count - 1 - index));
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += 1000) await insert(rows.slice(index, index + 1000));
}

/**
 * Monthly quota values of one series: a drift of `meanMonthly` with ± `spread` of noise, like a portfolio of that
 * risk (the super-conservative one barely moves, the bold one swings and sometimes falls).
 */
export async function seedQuotaValues(
  db: Queryable,
  series: { idPlano: number; idPerfilInvestimento: number | null },
  months: Date[],
  seed: number,
  risk: { meanMonthly: string; spread: string } = { meanMonthly: '0.003', spread: '0.007' },
) {
  const random = seededRandom(seed);
  let value = new Money('1.00000000');
  const rows = months.map((month) => {
    const change = new Money(risk.meanMonthly).plus(new Money(random()).times(2).minus(1).times(risk.spread));
    value = value.times(new Money(1).plus(change)).toDecimalPlaces(8);
    return { ...series, data: day(month), valor: value.toFixed(8) };
  });
  await insertInChunks(rows, (chunk) => db.insert(valorCota).values(chunk));
  return new Map(rows.map((row) => [row.data, row.valor]));
}

/**
 * IPCA as IBGE published it (SIDRA table 1737, change in the month, %), for the years we have it at hand; every
 * other month of every index below is a demo value.
 */
const PUBLISHED_IPCA: Record<number, string[]> = {
  2016: ['1.27', '0.90', '0.43', '0.61', '0.78', '0.35', '0.52', '0.44', '0.08', '0.26', '0.18', '0.30'],
  2017: ['0.38', '0.33', '0.25', '0.14', '0.31', '-0.23', '0.24', '0.19', '0.16', '0.42', '0.28', '0.44'],
  2018: ['0.29', '0.32', '0.09', '0.22', '0.40', '1.26', '0.33', '-0.09', '0.48', '0.45', '-0.21', '0.15'],
  2019: ['0.32', '0.43', '0.75', '0.57', '0.13', '0.01', '0.19', '0.11', '-0.04', '0.10', '0.51', '1.15'],
  2020: ['0.21', '0.25', '0.07', '-0.31', '-0.38', '0.26', '0.36', '0.24', '0.64', '0.86', '0.89', '1.35'],
};

/**
 * Demo drift and noise per index (monthly %, ±): plausible, not published — IGP-M swings the most. The CDI is demo in
 * every month: its published monthly values (B3) could not be checked where this seed was written, so none is typed
 * in; 0,55 % to 1,05 % a month spans the rates of the last ten years, never negative.
 */
const DEMO_INDEX_RISK: Record<string, { mean: string; spread: string; seed: number }> = {
  IPCA: { mean: '0.38', spread: '0.35', seed: 101 },
  INPC: { mean: '0.37', spread: '0.40', seed: 102 },
  'IGP-M': { mean: '0.45', spread: '1.10', seed: 103 },
  CDI: { mean: '0.80', spread: '0.25', seed: 104 },
};

/** Monthly values of the reference indexes for these months (the published IPCA where PUBLISHED_IPCA has it). */
export async function seedIndexValues(db: Queryable, months: Date[]) {
  const indexes = await db.select({ id: indiceEconomico.id, codigo: indiceEconomico.codigo }).from(indiceEconomico);
  for (const index of indexes) {
    const risk = DEMO_INDEX_RISK[index.codigo];
    if (!risk) continue;
    const random = seededRandom(risk.seed);
    const rows = months.map((month) => {
      const demo = new Money(risk.mean).plus(new Money(random()).times(2).minus(1).times(risk.spread)).toFixed(2);
      const published = index.codigo === 'IPCA' ? PUBLISHED_IPCA[month.getFullYear()]?.[month.getMonth()] : undefined;
      return { idIndice: index.id, competencia: day(month), variacao: published ?? demo };
    });
    await insertInChunks(rows, (chunk) => db.insert(valorIndice).values(chunk));
  }
}

export interface ContributionPlan {
  idVinculoPlano: number;
  months: Date[];
  quotaValues: Map<string, string>;
  /** percentages path (spec §9 formula) or a fixed monthly value (value path), with the sponsor's share when it pays one. */
  rule: { salary: string; basicPercent: number; supplementaryPercent: number; sponsorMatches: boolean } | { fixedValue: string; sponsorValue?: string };
}

export async function seedContributions(db: Queryable, plan: ContributionPlan) {
  const rows: Array<typeof contribuicao.$inferInsert> = [];
  for (const month of plan.months) {
    const competencia = day(month);
    const quota = plan.quotaValues.get(competencia);
    if (!quota) continue;
    const add = (tipo: 'basica' | 'suplementar' | 'patrocinadora', valor: string) => {
      if (new Money(valor).lte(0)) return;
      rows.push({ idVinculoPlano: plan.idVinculoPlano, competencia, tipo, valor, cotas: new Money(valor).div(quota).toFixed(8), valorCota: quota, status: 'paga' });
    };
    if ('fixedValue' in plan.rule) {
      add('basica', plan.rule.fixedValue);
      if (plan.rule.sponsorValue) add('patrocinadora', plan.rule.sponsorValue);
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

export interface BenefitPlan {
  idVinculoPlano: number;
  grossValue: string;
  months: Date[];
  healthPlanDiscount: string;
  /** The operator the health-plan deduction is passed to (operadora_saude.id). */
  idOperadoraSaude: number;
  /** The monthly exempt portion of a person aged 65 or more, once granted (service 22); '0' otherwise. */
  exemptPortion?: string;
}

/**
 * Monthly benefit payments, paid on the 25th, with income tax by the dated table on the taxable part, and each
 * December the 13th income (abono anual), paid on the 20th and taxed on its own (exclusively at source).
 */
export async function seedBenefitPayments(db: Queryable, plan: BenefitPlan) {
  const exempt = plan.exemptPortion ?? '0.00';
  const rows: Array<typeof pagamentoBeneficio.$inferInsert> = [];
  for (const month of plan.months) {
    const competencia = day(month);
    const taxable = Money.max(0, new Money(plan.grossValue).minus(exempt)).toFixed(2);
    const impostoRenda = monthlyIncomeTax(taxable, competencia);
    const valorLiquido = toCents(new Money(plan.grossValue).minus(impostoRenda).minus(plan.healthPlanDiscount)).toFixed(2);
    rows.push({
      idVinculoPlano: plan.idVinculoPlano,
      competencia,
      tipo: 'mensal',
      valorBruto: plan.grossValue,
      parcelaIsenta: new Money(exempt).toFixed(2),
      impostoRenda,
      outrosDescontos: plan.healthPlanDiscount,
      valorLiquido,
      rubricas: [
        { codigo: '001', descricao: 'Benefício mensal', tipo: 'provento', valor: plan.grossValue },
        { codigo: '501', descricao: 'Imposto de renda retido na fonte', tipo: 'desconto', valor: impostoRenda },
        { codigo: '601', descricao: 'Plano de saúde', tipo: 'desconto', valor: plan.healthPlanDiscount, idOperadoraSaude: plan.idOperadoraSaude },
      ],
      dataPagamento: day(new Date(month.getFullYear(), month.getMonth(), 25)),
    });
    if (month.getMonth() === 11) {
      const thirteenthTax = monthlyIncomeTax(plan.grossValue, competencia);
      rows.push({
        idVinculoPlano: plan.idVinculoPlano,
        competencia,
        tipo: 'abono_anual',
        valorBruto: plan.grossValue,
        parcelaIsenta: '0.00',
        impostoRenda: thirteenthTax,
        outrosDescontos: '0.00',
        valorLiquido: toCents(new Money(plan.grossValue).minus(thirteenthTax)).toFixed(2),
        rubricas: [
          { codigo: '002', descricao: 'Abono anual (13º)', tipo: 'provento', valor: plan.grossValue },
          { codigo: '502', descricao: 'Imposto de renda retido na fonte sobre o 13º', tipo: 'desconto', valor: thirteenthTax },
        ],
        dataPagamento: day(new Date(month.getFullYear(), month.getMonth(), 20)),
      });
    }
  }
  await insertInChunks(rows, (chunk) => db.insert(pagamentoBeneficio).values(chunk));
}
