import { annuityFactor } from './benefit-projection';
import { payoffAt, schedule, type Installment, type LoanSystem } from './loans';
import { Money, toCents } from './money';

/**
 * The payoff of a loan at a date (domain-rules.md, Loans): the present value of its open installments at the contract
 * rate, PV = PMT · a(n, i) = PMT · [1 − (1+i)^−n] / i, rounded half-up to centavos. Counted on the installment dates
 * (the next one a month away), which is how the exit options deduct an open loan; the loan pages reuse it.
 */
export interface OpenLoan {
  /** Decimal text in R$. */
  valorParcela: string;
  /** Monthly rate as a fraction ('0.015000' = 1,5 % a month), as the emprestimo table keeps it. */
  taxaMensal: string;
  prazoMeses: number;
  parcelasPagas: number;
  /** The dated schedule and the day of the payoff: then the payoff is the loans pages' payoffAt, to the centavo. */
  parcelas?: readonly Installment[];
  data?: string;
}

/** A loan row's schedule: the stored one, or (rows from before the schedule was kept) Price from its own fields. */
export function contractSchedule(row: { valorContratado: string; taxaMensal: string; prazoMeses: number; sistema: LoanSystem; dataCredito: string | null; dataContratacao: string; parcelas: Installment[] | null }): Installment[] {
  return row.parcelas ?? schedule({ valor: row.valorContratado, taxa: new Money(row.taxaMensal), prazoMeses: row.prazoMeses, sistema: row.sistema, dataCredito: row.dataCredito ?? row.dataContratacao });
}

export function openInstallments(loan: Pick<OpenLoan, 'prazoMeses' | 'parcelasPagas'>): number {
  return Math.max(0, loan.prazoMeses - loan.parcelasPagas);
}

export function loanPayoff(loan: OpenLoan): string {
  if (loan.parcelas && loan.data) return payoffAt({ taxaMensal: loan.taxaMensal, parcelasPagas: loan.parcelasPagas, parcelas: loan.parcelas }, loan.data);
  const open = openInstallments(loan);
  if (open === 0) return '0.00';
  return toCents(new Money(loan.valorParcela).times(annuityFactor(open, new Money(loan.taxaMensal)))).toFixed(2);
}

/** The payoff of every open loan of a link, summed (each rounded first, as each would be paid off). */
export function totalPayoff(loans: readonly OpenLoan[]): string {
  return loans.reduce((sum, loan) => sum.plus(loanPayoff(loan)), new Money(0)).toFixed(2);
}
