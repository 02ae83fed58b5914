import { addCalendarDays, isBusinessDay } from './business-days';
import { Money } from './money';
import { simulateTaxIncentive } from './tax-incentive';

/**
 * The December tax room (issue 30): what a contributor may still pay into the plan this year and deduct, up to 12 %
 * of the gross taxable income (Lei 9.532/1997, art. 11), the tax that saves by the year's annual table (with the
 * Lei 15.270/2025 reducer, through simulateTaxIncentive), and the last day a payment still counts in the year.
 */

/** The card shows from October (month 10) to December. */
export const DECEMBER_ROOM_FIRST_MONTH = 10;

export function isDecemberRoomSeason(today: string): boolean {
  return Number(today.slice(5, 7)) >= DECEMBER_ROOM_FIRST_MONTH;
}

/** A PIX settles at once, every day of the year: 31 December counts. */
export function lastPixDayOfYear(year: number): string {
  return `${year}-12-31`;
}

/**
 * A boleto is paid on a banking day: 31 December has no bank business for the public (Resolução CMN 4.880/2020
 * keeps it closed), so the last one is the last business day before it (national holidays and weekends skipped).
 * 2026: 31/12 is a Thursday → Wednesday 30/12.
 */
export function lastBoletoDayOfYear(year: number): string {
  let day = addCalendarDays(`${year}-12-31`, -1);
  while (!isBusinessDay(day)) day = addCalendarDays(day, -1);
  return day;
}

export interface DecemberRoomInput {
  ano: number;
  rendaTributavelAnual: string;
  /** Own contributions paid into the plan this year (basic, supplementary, sporadic). */
  contribuicoesPagas: string;
  /** Sporadic contributions asked for and due this year, not yet paid: they will count, so they use room. */
  esporadicasPendentes: string;
}

export interface DecemberRoom {
  ano: number;
  rendaTributavelAnual: string;
  contribuicoesPagas: string;
  esporadicasPendentes: string;
  limiteDedutivel: string;
  /** What may still be contributed and deducted this year. */
  espacoRestante: string;
  /** The tax that room saves, in the complete return (the difference of the annual table's tax). */
  economiaImposto: string;
  ultimoDiaPix: string;
  ultimoDiaBoleto: string;
}

export function decemberTaxRoom(input: DecemberRoomInput): DecemberRoom {
  const counted = new Money(input.contribuicoesPagas).plus(input.esporadicasPendentes).toFixed(2);
  const result = simulateTaxIncentive({ rendaTributavelAnual: input.rendaTributavelAnual, contribuicoesAnuais: counted, ano: input.ano });
  return {
    ano: input.ano,
    rendaTributavelAnual: new Money(input.rendaTributavelAnual).toFixed(2),
    contribuicoesPagas: new Money(input.contribuicoesPagas).toFixed(2),
    esporadicasPendentes: new Money(input.esporadicasPendentes).toFixed(2),
    limiteDedutivel: result.limiteDedutivel,
    espacoRestante: result.contribuicaoAdicionalPossivel,
    economiaImposto: result.economiaAdicionalPossivel,
    ultimoDiaPix: lastPixDayOfYear(input.ano),
    ultimoDiaBoleto: lastBoletoDayOfYear(input.ano),
  };
}
