import { format, lastDayOfMonth, subMonths } from 'date-fns';
import { accountBalances, cumulativeQuotas, quotaReturn } from '@/domain/balance';
import { addMonthsTo, listMonths, monthOf } from '@/domain/extract-period';
import type { Queryable } from '../../db/client';
import { latestQuotaValue, quotaSeriesOf } from '../cotas/series';
import * as repository from './repository';

type Link = { id: number; idPlano: number; idPerfilInvestimento: number | null };

export const EVOLUTION_MONTHS = 12;

/**
 * The balance of a plan link today, per account: the quotas of its paid contributions × the latest value of its
 * quota series (on or before today). The home (painel) and the balance extract show this same figure.
 */
export async function currentBalance(db: Queryable, link: Link, today: string) {
  const series = await quotaSeriesOf(db, link);
  const [quotas, latest] = await Promise.all([repository.quotasByType(db, link.id), latestQuotaValue(db, series, today)]);
  if (!latest) return null;
  const { contas, saldoTotal } = accountBalances(quotas, latest.valor);
  return { series, saldoTotal, valorCota: latest.valor, dataCota: latest.data, contas };
}

/**
 * Month-end balances of the last 12 months (the current one included): the quotas held at the end of each month (paid
 * contributions of that competence or before) × the series' last value of that month (on or before today), with
 * the same per-account rounding as the balance, so the current month equals the balance shown.
 */
export async function balanceEvolution(db: Queryable, link: Link, series: Awaited<ReturnType<typeof quotaSeriesOf>>, now: Date) {
  const today = format(now, 'yyyy-MM-dd');
  const lastMonth = monthOf(now);
  const months = listMonths(addMonthsTo(lastMonth, -(EVOLUTION_MONTHS - 1)), lastMonth);
  const firstDay = `${months[0]}-01`;
  const [before, bought, values, valueBefore] = await Promise.all([
    repository.quotasByType(db, link.id, firstDay),
    repository.monthlyQuotasByType(db, link.id, firstDay, today),
    repository.quotaValuesBetween(db, series, firstDay, today),
    repository.quotaValueBefore(db, series, firstDay),
  ]);
  const perMonth = months.map((month) => Object.fromEntries(bought.filter((row) => row.competencia.startsWith(month)).map((row) => [row.tipo, row.cotas])));
  const held = cumulativeQuotas(before, perMonth);
  const evolution: Array<{ mes: string; saldo: string }> = [];
  let value = valueBefore?.valor ?? null;
  months.forEach((month, index) => {
    const endOfMonth = format(lastDayOfMonth(new Date(`${month}-01T12:00:00`)), 'yyyy-MM-dd');
    for (const row of values) if (row.data <= endOfMonth) value = row.valor;
    if (value !== null) evolution.push({ mes: month, saldo: accountBalances(held[index], value).saldoTotal });
  });
  return evolution;
}

/**
 * Returns of the quota series, in % with 2 places: (latest value ÷ base value − 1) × 100, where the base is
 * - ultimos12Meses: the series' value on or before the day 12 months before the latest value's date;
 * - noAno: the last value of the previous year (the year's return so far);
 * - desdeInicio: the series' first value.
 * A period older than the series gives null. Quota returns are the plan's, net of its costs: the participant's own
 * return also depends on when each contribution came in.
 */
export async function quotaReturns(db: Queryable, series: Awaited<ReturnType<typeof quotaSeriesOf>>, latest: { data: string; valor: string }) {
  const latestDate = new Date(`${latest.data}T12:00:00`);
  const yearAgo = format(subMonths(latestDate, 12), 'yyyy-MM-dd');
  const [twelveMonthsBase, yearBase, first] = await Promise.all([
    latestQuotaValue(db, series, yearAgo),
    repository.quotaValueBefore(db, series, `${latest.data.slice(0, 4)}-01-01`),
    repository.firstQuotaValue(db, series),
  ]);
  return {
    ultimos12Meses: quotaReturn(twelveMonthsBase?.valor, latest.valor),
    noAno: quotaReturn(yearBase?.valor, latest.valor),
    desdeInicio: quotaReturn(first?.valor, latest.valor),
    inicioSerie: first?.data ?? null,
  };
}
