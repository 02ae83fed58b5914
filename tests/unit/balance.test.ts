import { describe, expect, it } from 'vitest';
import { accountBalances, csvDecimal, cumulativeQuotas, extractTotals, parseCsvDecimal, quotaReturn } from '@/domain/balance';
import { addMonthsTo, listMonths, monthsInPeriod, PERIOD_MESSAGES, resolvePeriod } from '@/domain/extract-period';

describe('accountBalances', () => {
  it('rounds each account (quotas × quota value) to centavos and adds the rounded figures', () => {
    // 100.005 → 100.01 (half up); 50.0049… → 50.00; sum 150.01, while the unrounded total 150.00999… rounds to 150.01 too.
    const { contas, saldoTotal } = accountBalances({ basica: '40.00200000', patrocinadora: '20.00196000' }, '2.50000000');
    expect(contas).toEqual([
      { conta: 'basica', nome: 'Participante — contribuição básica', cotas: '40.00200000', saldo: '100.01' },
      { conta: 'suplementar', nome: 'Participante — contribuição suplementar', cotas: '0.00000000', saldo: '0.00' },
      { conta: 'esporadica', nome: 'Participante — contribuições esporádicas', cotas: '0.00000000', saldo: '0.00' },
      { conta: 'patrocinadora', nome: 'Patrocinadora', cotas: '20.00196000', saldo: '50.00' },
    ]);
    expect(saldoTotal).toBe('150.01');
  });

  it('makes the page add up where the unrounded product would not', () => {
    // 0.005 + 0.005: each account rounds up to 0.01, the total shown is 0.02 (the product of all quotas: 0.01).
    const { contas, saldoTotal } = accountBalances({ basica: '0.00500000', suplementar: '0.00500000' }, '1.00000000');
    expect(contas.map((account) => account.saldo)).toEqual(['0.01', '0.01', '0.00', '0.00']);
    expect(saldoTotal).toBe('0.02');
  });

  it('works the seed-like case: 1 405,22 a month bought at a rising quota', () => {
    expect(accountBalances({ basica: '153.97236523' }, '2.40907443').contas[0].saldo).toBe('370.93'); // 370.9307…
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
