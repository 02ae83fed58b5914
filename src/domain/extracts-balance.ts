import { ACCOUNTS, CONTRIBUTION_TYPES, type ContributionType } from './accounts';
import { apportionCents, Money, toCents, type MoneyValue } from './money';

export { ACCOUNTS, CONTRIBUTION_STATUS_LABELS, CONTRIBUTION_TYPE_LABELS, CONTRIBUTION_TYPES, type ContributionType } from './accounts';

/**
 * The participant's money (services 6, 33, 26 and the home): accounts, balances, the series' returns and the number
 * format of the CSV extracts. Quotas are exact to 8 places, amounts rounded half-up to centavos only where shown.
 */

export interface AccountBalance {
  conta: ContributionType;
  nome: string;
  /** 8 places. */
  cotas: string;
  /** 2 places: the account's share of the balance in centavos (apportionCents). */
  saldo: string;
}

/**
 * The balance of a plan link: all its quotas × the quota value, rounded half-up to centavos once. This one figure is
 * the balance on every page, API, PDF and CSV (the home, the balance and regressive-tax extracts, the simulators,
 * the exit options, the requests, the personal-data export).
 */
export function balanceOf(quotas: MoneyValue | string, quotaValue: string): string {
  return toCents(new Money(quotas).times(quotaValue)).toFixed(2);
}

/**
 * Balance per account: the total is `balanceOf` all the quotas (rounded once), and each account shows its share of
 * that total in centavos by the largest-remainder method (apportionCents), so the accounts add up to the total and
 * none is more than a centavo from its own quotas × the quota value. Every account is listed, an empty one with zero.
 */
export function accountBalances(quotasByAccount: Partial<Record<string, string>>, quotaValue: string): { contas: AccountBalance[]; saldoTotal: string } {
  const quotas = ACCOUNTS.map(({ conta }) => new Money(quotasByAccount[conta] ?? '0'));
  const saldoTotal = balanceOf(quotas.reduce((sum, value) => sum.plus(value), new Money(0)), quotaValue);
  const shares = apportionCents(quotas.map((value) => value.times(quotaValue)), saldoTotal);
  const contas = ACCOUNTS.map(({ conta, nome }, index) => ({ conta, nome, cotas: quotas[index].toFixed(8), saldo: shares[index].toFixed(2) }));
  return { contas, saldoTotal };
}

/** Cumulative quotas per account, month by month: `before` (held before the first month) plus each month's. */
export function cumulativeQuotas(before: Partial<Record<string, string>>, months: Array<Partial<Record<string, string>>>): Array<Record<string, string>> {
  const running: Record<string, MoneyValue> = {};
  for (const { conta } of ACCOUNTS) running[conta] = new Money(before[conta] ?? '0');
  return months.map((month) => {
    for (const { conta } of ACCOUNTS) running[conta] = running[conta].plus(month[conta] ?? '0');
    return Object.fromEntries(ACCOUNTS.map(({ conta }) => [conta, running[conta].toFixed(8)]));
  });
}

/**
 * Return of a quota series between two of its values, as a percentage with 2 places: (end ÷ start − 1) × 100,
 * rounded half-up. Null without a starting value (the series is younger than the period).
 */
export function quotaReturn(start: string | null | undefined, end: string | null | undefined): string | null {
  if (!start || !end || new Money(start).isZero()) return null;
  return new Money(end).div(start).minus(1).times(100).toDecimalPlaces(2).toFixed(2);
}

/**
 * A decimal as a pt-BR spreadsheet reads it in a CSV: decimal comma, no thousands separator, fixed places
 * ('1234.5' → '1234,50'; quotas with 8). Rounded half-up.
 */
export function csvDecimal(value: string, places: number): string {
  return new Money(value).toDecimalPlaces(places).toFixed(places).replace('.', ',');
}

/** The inverse of csvDecimal ('1234,50' → '1234.50'). */
export function parseCsvDecimal(value: string): string {
  return value.trim().replace(',', '.');
}

export type ExtractRow = { tipo: string; valor: string; cotas: string | null };

/**
 * Totals of the rows shown: every row's value (a pending sporadic contribution included: the table lists it) and the
 * quotas of the paid ones; per type in account order, for the types present.
 */
export function extractTotals(rows: ExtractRow[]) {
  const add = (list: ExtractRow[]) => ({
    valor: list.reduce((sum, row) => sum.plus(row.valor), new Money(0)).toFixed(2),
    cotas: list.reduce((sum, row) => sum.plus(row.cotas ?? 0), new Money(0)).toFixed(8),
  });
  return {
    ...add(rows),
    porTipo: CONTRIBUTION_TYPES.filter((tipo) => rows.some((row) => row.tipo === tipo)).map((tipo) => ({ tipo, ...add(rows.filter((row) => row.tipo === tipo)) })),
  };
}

