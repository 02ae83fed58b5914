import { format, lastDayOfMonth, subMonths } from 'date-fns';
import { accountBalances, cumulativeQuotas, quotaReturn } from '@/domain/extracts-balance';
import { fundMonth, fundToday } from '@/domain/business-days';
import { addMonthsTo, listMonths } from '@/domain/extracts-period';
import type { Queryable } from '../../db/client';
import { latestQuotaValue, quotaSeriesOf, type QuotaValue } from '../quota-values/series';
import * as repository from './repository';

type Link = { id: number; idPlano: number; idPerfilInvestimento: number | null; temPerfil?: 'S' | 'N' };

export const EVOLUTION_MONTHS = 12;

/**
 * The balance of a plan link on the fund's day `today`, per account: the quotas of its paid contributions × the latest
 * value of its quota series (on or before today), the total rounded once and the accounts its shares (accountBalances).
 * The home (painel), the simulators, the exit options, the requests and the personal-data export show this figure; the
 * balance extract computes the same one with `balanceWithHistory`, the regressive-tax extract from its lots, and
 * tests/api/same-figure.test.ts holds them all equal.
 */
export async function currentBalance(db: Queryable, link: Link, today: string) {
  const series = await quotaSeriesOf(db, link);
  const [quotas, latest] = await Promise.all([repository.quotasByType(db, link.id), latestQuotaValue(db, series, today)]);
  if (!latest) return null;
  const { contas, saldoTotal } = accountBalances(quotas, latest.valor);
  return { series, saldoTotal, valorCota: latest.valor, dataCota: latest.data, contas };
}

/** The last value of a series (oldest first) on or before `day`. */
function valueOnOrBefore(values: QuotaValue[], day: string): QuotaValue | null {
  let found: QuotaValue | null = null;
  for (const value of values) {
    if (value.data > day) break;
    found = value;
  }
  return found;
}

/**
 * The balance extract (33) in three queries whatever the history's length — the link's series, its paid quotas
 * grouped into "before the chart" and one bucket per month of the chart, and the series' values (one a month: ten
 * years are 120 rows) — so that it answers within its 50 ms at 10 million contributions:
 * - the balance per account, as `currentBalance`;
 * - month-end balances of the last 12 months (the current one included): the quotas held at the end of each month ×
 *   the series' last value of that month (on or before today), rounded once as the balance, so the current month
 *   equals the balance shown;
 * - the series' returns, in % with 2 places: (latest value ÷ base value − 1) × 100, where the base is, for
 *   ultimos12Meses, the value on or before the day 12 months before the latest value's date; for noAno, the last
 *   value of the previous year; for desdeInicio, the series' first value. A period older than the series gives null.
 *   Quota returns are the plan's, net of its costs: the participant's own return also depends on when each
 *   contribution came in.
 */
export async function balanceWithHistory(db: Queryable, link: Link, now: Date) {
  // The fund's day and month (Brasília), not the server's: the quota of the day and the chart's last month.
  const today = fundToday(now);
  const lastMonth = fundMonth(now);
  const months = listMonths(addMonthsTo(lastMonth, -(EVOLUTION_MONTHS - 1)), lastMonth);
  const firstDay = `${months[0]}-01`;
  const series = await quotaSeriesOf(db, link);
  const [buckets, allValues] = await Promise.all([repository.paidQuotasByChartMonth(db, link.id, firstDay), repository.quotaValuesOf(db, series)]);
  const values = allValues.filter((value) => value.data <= today);
  const latest = values.at(-1);
  if (!latest) return null;

  const before: Record<string, string> = {};
  const perMonth = months.map(() => ({}) as Record<string, string>);
  for (const bucket of buckets) {
    if (bucket.mes === null) before[bucket.tipo] = bucket.cotas;
    // A competence after this month (paid in advance) counts from this month on, as in the balance.
    else perMonth[months.includes(bucket.mes) ? months.indexOf(bucket.mes) : months.length - 1][bucket.tipo] = bucket.cotas;
  }
  const cumulative = cumulativeQuotas(before, perMonth);
  const { contas, saldoTotal } = accountBalances(cumulative.at(-1)!, latest.valor);

  const evolucao: Array<{ mes: string; saldo: string }> = [];
  months.forEach((month, index) => {
    const endOfMonth = format(lastDayOfMonth(new Date(`${month}-01T12:00:00`)), 'yyyy-MM-dd');
    const value = valueOnOrBefore(values, endOfMonth);
    if (value) evolucao.push({ mes: month, saldo: accountBalances(cumulative[index], value.valor).saldoTotal });
  });

  const latestDate = new Date(`${latest.data}T12:00:00`);
  const yearAgo = format(subMonths(latestDate, 12), 'yyyy-MM-dd');
  const yearBase = valueOnOrBefore(values, `${Number(latest.data.slice(0, 4)) - 1}-12-31`);
  const first = values[0];
  return {
    saldoTotal,
    valorCota: latest.valor,
    dataCota: latest.data,
    contas,
    evolucao,
    rentabilidade: {
      ultimos12Meses: quotaReturn(valueOnOrBefore(values, yearAgo)?.valor, latest.valor),
      noAno: quotaReturn(yearBase?.valor, latest.valor),
      desdeInicio: quotaReturn(first.valor, latest.valor),
      inicioSerie: first.data,
    },
  };
}
