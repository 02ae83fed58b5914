import { describe, expect, it } from 'vitest';
import { accountBalances, balanceOf, csvDecimal, cumulativeQuotas, extractTotals, parseCsvDecimal, quotaReturn } from '@/domain/extracts-balance';
import { Money, toCents } from '@/domain/money';
import { addMonthsTo, listMonths, monthsInPeriod, PERIOD_MESSAGES, resolvePeriod } from '@/domain/extracts-period';

describe('accountBalances: the total rounded once, the accounts its shares', () => {
  it('rounds the total once (all quotas × quota value) and gives each account its share in centavos', () => {
    // 100.005 + 50.0049 = 150.0099 → 150.01 once. Shares: cut 100.00 + 50.00 = 150.00; the missing centavo goes to the
    // largest fraction (0.005 of the basic account's 100.005) → 100.01 + 50.00.
    const { contas, saldoTotal } = accountBalances({ basica: '40.00200000', patrocinadora: '20.00196000' }, '2.50000000');
    expect(contas).toEqual([
      { conta: 'basica', nome: 'Participante — contribuição básica', cotas: '40.00200000', saldo: '100.01' },
      { conta: 'suplementar', nome: 'Participante — contribuição suplementar', cotas: '0.00000000', saldo: '0.00' },
      { conta: 'esporadica', nome: 'Participante — contribuições esporádicas', cotas: '0.00000000', saldo: '0.00' },
      { conta: 'patrocinadora', nome: 'Patrocinadora', cotas: '20.00196000', saldo: '50.00' },
    ]);
    expect(saldoTotal).toBe('150.01');
  });

  it('never adds rounded accounts into a total that differs from the product of all quotas', () => {
    // 0.005 + 0.005 = 0.01 exactly: the total is 0.01 (adding the accounts each rounded up would show 0.02). The one
    // centavo goes to the earlier of two equal fractions; the accounts still add up to the total.
    const { contas, saldoTotal } = accountBalances({ basica: '0.00500000', suplementar: '0.00500000' }, '1.00000000');
    expect(saldoTotal).toBe('0.01');
    expect(contas.map((account) => account.saldo)).toEqual(['0.01', '0.00', '0.00', '0.00']);
  });

  it('works a case like the seed\'s, where the accounts rounded one by one miss the balance by a centavo', () => {
    // Each account rounded on its own: 370.93 + 361.63 + 357.88 + 351.72 = 1 442.16. All quotas × the quota value:
    // 598.63903192 × 2.40907443 = 1 442.16598459… → 1 442.17, the balance.
    const { contas, saldoTotal } = accountBalances(
      { basica: '153.97236523', suplementar: '150.11111111', esporadica: '148.55555555', patrocinadora: '146.00000003' },
      '2.40907443',
    );
    expect(saldoTotal).toBe('1442.17');
    // Cut: 370.93 + 361.62 + 357.88 + 351.72 = 1 442.15; the 2 centavos missing go to the largest fractions,
    // 0.00883943 (supplementary) and 0.00486685 (sponsor).
    expect(contas.map((account) => account.saldo)).toEqual(['370.93', '361.63', '357.88', '351.73']);
    expect(contas.reduce((sum, account) => sum.plus(account.saldo), new Money(0)).toFixed(2)).toBe(saldoTotal);
  });

  it('is balanceOf: quotas × quota value rounded half-up once', () => {
    expect(balanceOf('153.97236523', '2.40907443')).toBe('370.93'); // 370.9308880…
    expect(balanceOf('112057.74262453', '2.40907443')).toBe(toCents(new Money('112057.74262453').times('2.40907443')).toFixed(2));
    expect(balanceOf('0', '2.40907443')).toBe('0.00');
  });
});

describe('cumulativeQuotas', () => {
  it('adds each month to what was held before, per account', () => {
    expect(cumulativeQuotas({ basica: '10.5' }, [{ basica: '1.25', patrocinadora: '1' }, {}, { esporadica: '0.00000001' }])).toEqual([
      { basica: '11.75000000', suplementar: '0.00000000', esporadica: '0.00000000', patrocinadora: '1.00000000' },
      { basica: '11.75000000', suplementar: '0.00000000', esporadica: '0.00000000', patrocinadora: '1.00000000' },
      { basica: '11.75000000', suplementar: '0.00000000', esporadica: '0.00000001', patrocinadora: '1.00000000' },
    ]);
  });
});

describe('quotaReturn', () => {
  it('is (end ÷ start − 1) × 100 with 2 places, rounded half up', () => {
    expect(quotaReturn('2.00000000', '2.20000000')).toBe('10.00');
    expect(quotaReturn('1.00000000', '2.40907443')).toBe('140.91');
    expect(quotaReturn('2.41', '2.36458016')).toBe('-1.88'); // −1.8846…
    expect(quotaReturn('3', '3.00015')).toBe('0.01'); // 0.005 → up
  });
  it('is null without a start (a series younger than the period)', () => {
    expect(quotaReturn(null, '2.2')).toBeNull();
    expect(quotaReturn('0', '2.2')).toBeNull();
  });
});

describe('csvDecimal', () => {
  it('writes a decimal comma, no thousands separator, fixed places', () => {
    expect(csvDecimal('1234.5', 2)).toBe('1234,50');
    expect(csvDecimal('1405.22', 2)).toBe('1405,22');
    expect(csvDecimal('153.972365234', 8)).toBe('153,97236523');
    expect(csvDecimal('0.005', 2)).toBe('0,01');
    expect(parseCsvDecimal('1234,50')).toBe('1234.50');
  });
});

describe('the extract period', () => {
  it('is the last 12 months by default', () => {
    expect(resolvePeriod({}, '2026-11')).toEqual({ inicio: '2025-12', fim: '2026-11' });
    expect(resolvePeriod({ fim: '2026-03' }, '2026-11')).toEqual({ inicio: '2025-04', fim: '2026-03' });
    expect(resolvePeriod({ inicio: '2026-02' }, '2026-11')).toEqual({ inicio: '2026-02', fim: '2026-11' });
  });
  it('refuses an end before the start and more than ten years', () => {
    expect(resolvePeriod({ inicio: '2026-02', fim: '2026-01' }, '2026-11')).toEqual({ error: PERIOD_MESSAGES.endBeforeStart });
    expect(resolvePeriod({ inicio: '2016-11', fim: '2026-10' }, '2026-11')).toEqual({ inicio: '2016-11', fim: '2026-10' }); // 120 months
    expect(resolvePeriod({ inicio: '2016-10', fim: '2026-10' }, '2026-11')).toEqual({ error: PERIOD_MESSAGES.tooLong }); // 121
  });
  it('counts and lists months across years', () => {
    expect(addMonthsTo('2026-01', -1)).toBe('2025-12');
    expect(addMonthsTo('2025-12', 13)).toBe('2027-01');
    expect(monthsInPeriod('2025-12', '2026-02')).toBe(3);
    expect(listMonths('2025-11', '2026-01')).toEqual(['2025-11', '2025-12', '2026-01']);
  });
});

describe('extractTotals', () => {
  it('adds every row’s value, the paid rows’ quotas, and per type in account order', () => {
    const totals = extractTotals([
      { tipo: 'patrocinadora', valor: '364.08', cotas: '151.12858095' },
      { tipo: 'basica', valor: '364.08', cotas: '151.12858095' },
      { tipo: 'esporadica', valor: '250.00', cotas: null },
      { tipo: 'basica', valor: '0.01', cotas: '0.00000001' },
    ]);
    expect(totals).toEqual({
      valor: '978.17',
      cotas: '302.25716191',
      porTipo: [
        { tipo: 'basica', valor: '364.09', cotas: '151.12858096' },
        { tipo: 'esporadica', valor: '250.00', cotas: '0.00000000' },
        { tipo: 'patrocinadora', valor: '364.08', cotas: '151.12858095' },
      ],
    });
    expect(extractTotals([])).toEqual({ valor: '0.00', cotas: '0.00000000', porTipo: [] });
  });
});
