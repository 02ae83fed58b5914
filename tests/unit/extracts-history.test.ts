import { describe, expect, it } from 'vitest';
import { balanceHistoryTitle, comparisonMonths, describeMonths, HISTORY_MESSAGES, MAX_HISTORY_MONTHS, resolveBalancePeriod } from '@/domain/extracts-history';
import { monthsInPeriod } from '@/domain/extracts-period';

const CURRENT = '2026-12';

describe('resolveBalancePeriod: the months of the balance history', () => {
  it('is the last 12 months, the current one included, by default and for 12m', () => {
    expect(resolveBalancePeriod({}, CURRENT, '2016-12')).toEqual({ inicio: '2026-01', fim: '2026-12' });
    expect(resolveBalancePeriod({ periodo: '12m' }, CURRENT, null)).toEqual({ inicio: '2026-01', fim: '2026-12' });
  });

  it('is 60 months for 5a: January 2022 to December 2026', () => {
    const period = resolveBalancePeriod({ periodo: '5a' }, CURRENT, null);
    expect(period).toEqual({ inicio: '2022-01', fim: '2026-12' });
    expect(monthsInPeriod('2022-01', '2026-12')).toBe(60);
  });

  it('runs from the first month with a balance for tudo: the current month without one, at most 600 months', () => {
    expect(resolveBalancePeriod({ periodo: 'tudo' }, CURRENT, '2016-12')).toEqual({ inicio: '2016-12', fim: CURRENT });
    expect(resolveBalancePeriod({ periodo: 'tudo' }, CURRENT, null)).toEqual({ inicio: CURRENT, fim: CURRENT });
    // A contribution paid in advance (next month) does not start the history in the future.
    expect(resolveBalancePeriod({ periodo: 'tudo' }, CURRENT, '2027-01')).toEqual({ inicio: CURRENT, fim: CURRENT });
    // 2026-12 minus 599 months = 1977-01: 600 months.
    expect(resolveBalancePeriod({ periodo: 'tudo' }, CURRENT, '1970-01')).toEqual({ inicio: '1977-01', fim: CURRENT });
  });

  it('takes inicio and fim as the contribution extract does', () => {
    expect(resolveBalancePeriod({ inicio: '2020-03', fim: '2021-02' }, CURRENT, null)).toEqual({ inicio: '2020-03', fim: '2021-02' });
    expect(resolveBalancePeriod({ inicio: '2025-06' }, CURRENT, null)).toEqual({ inicio: '2025-06', fim: CURRENT });
    expect(resolveBalancePeriod({ fim: '2025-06' }, CURRENT, null)).toEqual({ inicio: '2024-07', fim: '2025-06' });
    expect(resolveBalancePeriod({ inicio: CURRENT, fim: CURRENT }, CURRENT, null)).toEqual({ inicio: CURRENT, fim: CURRENT });
    expect(resolveBalancePeriod({ inicio: '1977-01', fim: CURRENT }, CURRENT, null)).toEqual({ inicio: '1977-01', fim: CURRENT });
  });

  it('refuses both forms, an end before the start, a future end or start and more than 600 months, naming the field', () => {
    const refused = (query: Parameters<typeof resolveBalancePeriod>[0]) => resolveBalancePeriod(query, CURRENT, '2016-12');
    expect(refused({ periodo: '5a', inicio: '2020-01' })).toEqual({ errors: [{ path: 'querystring/periodo', message: HISTORY_MESSAGES.bothForms, type: 'periodo' }] });
    expect(refused({ periodo: 'tudo', fim: '2020-01' })).toEqual({ errors: [{ path: 'querystring/periodo', message: HISTORY_MESSAGES.bothForms, type: 'periodo' }] });
    expect(refused({ inicio: '2025-02', fim: '2025-01' })).toEqual({ errors: [{ path: 'querystring/fim', message: HISTORY_MESSAGES.endBeforeStart, type: 'periodo' }] });
    expect(refused({ inicio: '2025-02', fim: '2027-01' })).toEqual({ errors: [{ path: 'querystring/fim', message: HISTORY_MESSAGES.futureEnd, type: 'futuro' }] });
    expect(refused({ inicio: '2027-01' })).toEqual({ errors: [{ path: 'querystring/inicio', message: HISTORY_MESSAGES.futureStart, type: 'futuro' }] });
    expect(refused({ inicio: '1976-12', fim: CURRENT })).toEqual({ errors: [{ path: 'querystring/inicio', message: HISTORY_MESSAGES.tooLong, type: 'periodo' }] });
    expect(monthsInPeriod('1976-12', CURRENT)).toBe(MAX_HISTORY_MONTHS + 1);
    expect(HISTORY_MESSAGES.tooLong).toBe('O período pode ter no máximo 600 meses (50 anos). Escolha um período menor.');
  });
});

describe('comparisonMonths: the months whose quota return is known (a month-end value and the one before)', () => {
  it('starts after the series’ first month and ends at its last', () => {
    expect(comparisonMonths({ inicio: '2016-12', fim: '2026-12' }, '2016-12', '2026-12')).toEqual({ inicio: '2017-01', fim: '2026-12' });
    expect(comparisonMonths({ inicio: '2026-01', fim: '2026-12' }, '2016-12', '2026-11')).toEqual({ inicio: '2026-01', fim: '2026-11' });
    expect(comparisonMonths({ inicio: '2020-05', fim: '2021-04' }, '2016-12', '2026-12')).toEqual({ inicio: '2020-05', fim: '2021-04' });
  });

  it('is null when the series covers no month of the period', () => {
    expect(comparisonMonths({ inicio: CURRENT, fim: CURRENT }, CURRENT, CURRENT)).toBeNull();
    expect(comparisonMonths({ inicio: '2010-01', fim: '2012-12' }, '2016-12', '2026-12')).toBeNull();
  });
});

describe('describeMonths: the months of a comparison, named for reading', () => {
  it('names the first and last month and counts them', () => {
    expect(describeMonths({ inicio: '2026-01', fim: '2026-12' })).toBe('de jan/2026 a dez/2026 (12 meses)');
    expect(describeMonths({ inicio: '2017-04', fim: '2027-02' })).toBe('de abr/2017 a fev/2027 (119 meses)');
  });

  it('names a lone month once', () => {
    expect(describeMonths({ inicio: '2026-12', fim: '2026-12' })).toBe('em dez/2026 (1 mês)');
  });
});

describe('balanceHistoryTitle: the chart of each period', () => {
  it('keeps the 12 months title the pages had, and says 5 anos for 5a', () => {
    expect(balanceHistoryTitle('12m', '2026-01')).toBe('Evolução do saldo nos últimos 12 meses');
    expect(balanceHistoryTitle('5a', '2022-01')).toBe('Evolução do saldo nos últimos 5 anos');
  });

  it('names the first month of tudo, or the start when there is none', () => {
    expect(balanceHistoryTitle('tudo', '2017-03')).toBe('Evolução do saldo desde mar/2017');
    expect(balanceHistoryTitle('tudo', undefined)).toBe('Evolução do saldo desde o início');
  });
});
