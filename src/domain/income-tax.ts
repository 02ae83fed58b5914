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
