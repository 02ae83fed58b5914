import { openOf, payoffAt, schedule, type Installment, type LoanContract, type LoanSystem } from './loans';
import { Money } from './money';

/**
 * A loan row as the pages, the exit options and the data export read it (domain-rules.md, Loans): its dated schedule,
 * so that every one of them takes the outstanding balance from the one rule, payoffAt (src/domain/loans.ts).
 */
export interface LoanRow {
  valorContratado: string;
  /** Monthly rate as a fraction ('0.015000' = 1,5 % a month), as the emprestimo table keeps it. */
  taxaMensal: string;
  prazoMeses: number;
  parcelasPagas: number;
  sistema: LoanSystem;
  dataCredito: string | null;
  dataContratacao: string;
  parcelas: Installment[] | null;
}

/** A loan row's schedule: the stored one, or (rows from before the schedule was kept) Price from its own fields. */
export function contractSchedule(row: Omit<LoanRow, 'parcelasPagas'>): Installment[] {
  return row.parcelas ?? schedule({ valor: row.valorContratado, taxa: new Money(row.taxaMensal), prazoMeses: row.prazoMeses, sistema: row.sistema, dataCredito: row.dataCredito ?? row.dataContratacao });
}

/** A loan row as a contract: its schedule, rate, paid installments, system and credit date. */
export function contractOf(row: LoanRow): LoanContract & { sistema: LoanSystem } {
  return { taxaMensal: row.taxaMensal, parcelasPagas: row.parcelasPagas, parcelas: contractSchedule(row), sistema: row.sistema, dataCredito: row.dataCredito ?? row.dataContratacao };
}

/** The outstanding balance of a loan row on a date: payoffAt while it is open; nothing once paid off or renegotiated. */
export function outstandingBalance(row: LoanRow & { status: string }, data: string): string {
  return row.status === 'aberto' ? payoffAt(contractOf(row), data) : '0.00';
}

/** An open loan and the day its payoff is counted on (the exit options deduct it on the fund's today). */
export type OpenLoan = LoanContract & { data: string };

export function openInstallments(loan: Pick<LoanContract, 'parcelas' | 'parcelasPagas'>): number {
  return openOf(loan).length;
}

/** The payoff of a loan on its day: the loans pages' outstanding balance, to the centavo. */
export function loanPayoff(loan: OpenLoan): string {
  return payoffAt(loan, loan.data);
}

/** The payoff of every open loan of a link, summed (each rounded first, as each would be paid off). */
export function totalPayoff(loans: readonly OpenLoan[]): string {
  return loans.reduce((sum, loan) => sum.plus(loanPayoff(loan)), new Money(0)).toFixed(2);
}
