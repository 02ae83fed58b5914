import { Money, toCents } from './money';

/** Progressive monthly income tax (domain-rules.md): dated tables, so a 2025 statement uses the 2025 table. */

interface Bracket {
  upTo: string | null; // null = above the last limit
  rate: string;
  deduction: string;
}

interface MonthlyTable {
  validFrom: string; // yyyy-MM
  brackets: Bracket[];
  simplifiedDiscount: string;
  /** Lei 15.270/2025: zero tax up to `zeroUpTo`; between it and `phaseOutUpTo` the reduction is a − b × income. */
  reducer: { zeroUpTo: string; phaseOutUpTo: string; a: string; b: string } | null;
}

/** Lei 14.848/2024: in force from February 2024 to April 2025. */
const TABLE_FEB_2024: Omit<MonthlyTable, 'validFrom' | 'reducer'> = {
  brackets: [
    { upTo: '2259.20', rate: '0', deduction: '0' },
    { upTo: '2826.65', rate: '0.075', deduction: '169.44' },
    { upTo: '3751.05', rate: '0.15', deduction: '381.44' },
    { upTo: '4664.68', rate: '0.225', deduction: '662.77' },
    { upTo: null, rate: '0.275', deduction: '896.00' },
  ],
  simplifiedDiscount: '564.80',
};

const TABLE_MAY_2025: Omit<MonthlyTable, 'validFrom' | 'reducer'> = {
  brackets: [
    { upTo: '2428.80', rate: '0', deduction: '0' },
    { upTo: '2826.65', rate: '0.075', deduction: '182.16' },
    { upTo: '3751.05', rate: '0.15', deduction: '394.16' },
    { upTo: '4664.68', rate: '0.225', deduction: '675.49' },
    { upTo: null, rate: '0.275', deduction: '908.73' },
  ],
  simplifiedDiscount: '607.20',
};

export const MONTHLY_TABLES: MonthlyTable[] = [
  { validFrom: '2024-02', ...TABLE_FEB_2024, reducer: null },
  { validFrom: '2025-05', ...TABLE_MAY_2025, reducer: null },
  { validFrom: '2026-01', ...TABLE_MAY_2025, reducer: { zeroUpTo: '5000', phaseOutUpTo: '7350', a: '978.62', b: '0.133145' } },
];

export function monthlyTableFor(competence: string): MonthlyTable {
  const table = [...MONTHLY_TABLES].reverse().find((candidate) => candidate.validFrom <= competence.slice(0, 7));
  if (!table) throw new Error(`Não há tabela de IR cadastrada para ${competence}.`);
  return table;
}

/**
 * Tax withheld on a month's taxable income (competence yyyy-MM or yyyy-MM-dd), with the
 * simplified discount when it beats the legal deductions, and the 2026 reducer.
 */
export function monthlyIncomeTax(taxableIncome: string, competence: string, legalDeductions = '0'): string {
  const table = monthlyTableFor(competence);
  const income = new Money(taxableIncome);
  const deductions = Money.max(legalDeductions, table.simplifiedDiscount);
  const base = Money.max(0, income.minus(deductions));
  const bracket = table.brackets.find((candidate) => candidate.upTo === null || base.lte(candidate.upTo))!;
  let tax = Money.max(0, base.times(bracket.rate).minus(bracket.deduction));
  if (table.reducer) {
    if (income.lte(table.reducer.zeroUpTo)) tax = new Money(0);
    else if (income.lte(table.reducer.phaseOutUpTo)) {
      const reduction = new Money(table.reducer.a).minus(new Money(table.reducer.b).times(income));
      tax = Money.max(0, tax.minus(Money.max(0, reduction)));
    }
  }
  return toCents(tax).toFixed(2);
}

/**
 * The annual table of the Declaração de Ajuste Anual (Lei 9.250/1995, art. 11), by calendar year. The annual limits
 * add up the months' limits (2025: four months of the February-2024 table and eight of the May-2025 one); each
 * deduction follows from the limits by continuity, which is why 2026's are not exactly the monthly ones × 12.
 */
interface AnnualTable {
  year: number;
  brackets: Bracket[];
  /** Simplified discount (art. 10): 20 % of the taxable income up to this cap; it replaces every legal deduction. */
  simplifiedRate: string;
  simplifiedCap: string;
  /** Lei 15.270/2025 (art. 11-A): up to `capUpTo` a reduction of at most `cap`; up to `phaseOutUpTo`, a − b × income. */
  reducer: { capUpTo: string; cap: string; phaseOutUpTo: string; a: string; b: string } | null;
}

export const ANNUAL_TABLES: AnnualTable[] = [
  {
    year: 2025,
    brackets: [
      { upTo: '28467.20', rate: '0', deduction: '0' },
      { upTo: '33919.80', rate: '0.075', deduction: '2135.04' },
      { upTo: '45012.60', rate: '0.15', deduction: '4679.03' },
      { upTo: '55976.16', rate: '0.225', deduction: '8054.97' },
      { upTo: null, rate: '0.275', deduction: '10853.78' },
    ],
    simplifiedRate: '0.20',
    simplifiedCap: '16754.34',
    reducer: null,
  },
  {
    year: 2026,
    brackets: [
      { upTo: '29145.60', rate: '0', deduction: '0' },
      { upTo: '33919.80', rate: '0.075', deduction: '2185.92' },
      { upTo: '45012.60', rate: '0.15', deduction: '4729.91' },
      { upTo: '55976.16', rate: '0.225', deduction: '8105.85' },
      { upTo: null, rate: '0.275', deduction: '10904.66' },
    ],
    simplifiedRate: '0.20',
    simplifiedCap: '17640.00',
    reducer: { capUpTo: '60000', cap: '2694.15', phaseOutUpTo: '88200', a: '8429.73', b: '0.095575' },
  },
];

/** The table of a calendar year; a later year uses the latest table kept (the law in force until a new one). */
export function annualTableFor(year: number): AnnualTable {
  const table = [...ANNUAL_TABLES].reverse().find((candidate) => candidate.year <= year);
  if (!table) throw new Error(`Não há tabela anual de IR cadastrada para ${year}.`);
  return table;
}

/**
 * Annual tax on a calculation base (taxable income less the deductions of the chosen model). The 2026 reducer is a
 * function of the gross taxable income, not of the base, and never goes past the tax: `grossIncome` defaults to the
 * base when there are no deductions.
 */
export function annualIncomeTax(base: string, year: number, grossIncome: string = base): string {
  const table = annualTableFor(year);
  const taxable = Money.max(0, base);
  const bracket = table.brackets.find((candidate) => candidate.upTo === null || taxable.lte(candidate.upTo))!;
  let tax = toCents(Money.max(0, taxable.times(bracket.rate).minus(bracket.deduction)));
  const reducer = table.reducer;
  if (reducer) {
    const income = new Money(grossIncome);
    const reduction = income.lte(reducer.capUpTo)
      ? new Money(reducer.cap)
      : income.lte(reducer.phaseOutUpTo)
        ? Money.max(0, toCents(new Money(reducer.a).minus(new Money(reducer.b).times(income))))
        : new Money(0);
    tax = Money.max(0, tax.minus(Money.min(tax, reduction)));
  }
  return tax.toFixed(2);
}

/** The simplified model's discount for a taxable income: 20 % up to the year's cap. */
export function simplifiedDiscount(income: string, year: number): string {
  const table = annualTableFor(year);
  return toCents(Money.min(new Money(income).times(table.simplifiedRate), table.simplifiedCap)).toFixed(2);
}
