import { format, lastDayOfMonth, subMonths } from 'date-fns';
import { accountBalances, cumulativeQuotas, quotaReturn } from '@/domain/extracts-balance';
import { fundMonth, fundToday } from '@/domain/business-days';
import { accumulatedOverMonths } from '@/domain/economic-indexes';
import { COMPARISON_INDEXES, comparisonMonths, type MonthRange } from '@/domain/extracts-history';
import { addMonthsTo, listMonths } from '@/domain/extracts-period';
import { Money, type MoneyValue } from '@/domain/money';
import type { Queryable } from '../../db/client';
import { latestQuotaValue, quotaSeriesOf, type QuotaValue } from '../quota-values/series';
import * as repository from './repository';

type Link = { id: number; idPlano: number; idPerfilInvestimento: number | null; temPerfil?: 'S' | 'N' };

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

/** The series' value at the end of each month (its last value on or before the month's last day), null before it starts. */
function monthEndValues(values: QuotaValue[], months: string[]): Array<QuotaValue | null> {
  const lastOfMonth = new Map(values.map((value) => [value.data.slice(0, 7), value]));
  let carried = valueOnOrBefore(values, `${months[0]}-00`);
  return months.map((month) => (carried = lastOfMonth.get(month) ?? carried));
}

/**
 * The balance extract (33) in four queries whatever the history's length — the link's series, its paid quotas
 * grouped into "before the chart" and one bucket per month of the chart, the series' values (one a month: ten years
 * are 120 rows) and the IPCA and CDI of the compared months — so that it answers within its 50 ms at 10 million
 * contributions:
 * - the balance per account, as `currentBalance` (all the paid quotas, whatever the period);
 * - month-end balances of the period's months (resolveBalancePeriod; by default the last 12): the quotas held at
 *   the end of each month × the series' last value of that month (on or before today), rounded once as the balance,
 *   so the current month equals the balance shown; a month before the series' first value has no point;
 * - the series' returns, in % with 2 places: (latest value ÷ base value − 1) × 100, where the base is, for
 *   ultimos12Meses, the value on or before the day 12 months before the latest value's date; for noAno, the last
 *   value of the previous year; for desdeInicio, the series' first value. A period older than the series gives null.
 *   Quota returns are the plan's, net of its costs: the participant's own return also depends on when each
 *   contribution came in;
 * - comparacao: over the period's months the series covers (comparisonMonths), the quota's return (month-end value of
 *   `fim` ÷ month-end value of the month before `inicio`) beside the IPCA and the CDI accumulated over the same months
 *   (null when an index lacks one of them).
 */
export async function balanceWithHistory(db: Queryable, link: Link, now: Date, { inicio, fim }: MonthRange) {
  // The fund's day and month (Brasília), not the server's: the quota of the day and the current month.
  const today = fundToday(now);
  const currentMonth = fundMonth(now);
  const months = listMonths(inicio, fim);
  const series = await quotaSeriesOf(db, link);
  const [buckets, allValues] = await Promise.all([repository.paidQuotasByChartMonth(db, link.id, `${inicio}-01`), repository.quotaValuesOf(db, series)]);
  const values = allValues.filter((value) => value.data <= today);
  const latest = values.at(-1);
  if (!latest) return null;

  const before: Record<string, string> = {};
  const held: Record<string, MoneyValue> = {};
  const monthIndex = new Map(months.map((month, index) => [month, index]));
  const perMonth = months.map(() => ({}) as Record<string, string>);
  const addTo = (bucket: Record<string, string>, tipo: string, cotas: string) => (bucket[tipo] = new Money(bucket[tipo] ?? 0).plus(cotas).toFixed(8));
  for (const bucket of buckets) {
    held[bucket.tipo] = (held[bucket.tipo] ?? new Money(0)).plus(bucket.cotas);
    if (bucket.mes === null) addTo(before, bucket.tipo, bucket.cotas);
    else if (monthIndex.has(bucket.mes)) addTo(perMonth[monthIndex.get(bucket.mes)!], bucket.tipo, bucket.cotas);
    // A competence after this month (paid in advance) counts from this month on, as in the balance; after a past `fim`, not at all.
    else if (bucket.mes > currentMonth && fim === currentMonth) addTo(perMonth[months.length - 1], bucket.tipo, bucket.cotas);
  }
  const cumulative = cumulativeQuotas(before, perMonth);
  const { contas, saldoTotal } = accountBalances(Object.fromEntries(Object.entries(held).map(([tipo, cotas]) => [tipo, cotas.toFixed(8)])), latest.valor);

  const monthEnds = monthEndValues(values, months);
  const evolucao: Array<{ mes: string; saldo: string }> = [];
  months.forEach((month, index) => {
    const value = monthEnds[index];
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
    comparacao: await comparison(db, values, { inicio, fim }),
  };
}

/** The plan's return and the IPCA and CDI accumulated over the months of the period its quota series covers. */
async function comparison(db: Queryable, values: QuotaValue[], period: MonthRange) {
  const compared = comparisonMonths(period, values[0].data.slice(0, 7), values.at(-1)!.data.slice(0, 7));
  if (!compared) return { ...period, rentabilidadePlano: null, ipca: null, cdi: null };
  const monthEnd = (month: string) => valueOnOrBefore(values, format(lastDayOfMonth(new Date(`${month}-01T12:00:00`)), 'yyyy-MM-dd'));
  const indexes = await repository.indexValuesBetween(db, Object.values(COMPARISON_INDEXES), `${compared.inicio}-01`, `${compared.fim}-01`);
  const accumulated = (codigo: string) => accumulatedOverMonths(indexes.filter((row) => row.codigo === codigo), compared.inicio, compared.fim);
  return {
    ...compared,
    rentabilidadePlano: quotaReturn(monthEnd(addMonthsTo(compared.inicio, -1))?.valor, monthEnd(compared.fim)?.valor),
    ipca: accumulated(COMPARISON_INDEXES.ipca),
    cdi: accumulated(COMPARISON_INDEXES.cdi),
  };
}
