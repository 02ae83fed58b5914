import { describe, expect, it } from 'vitest';
import { balanceOf } from '@/domain/extracts-balance';
import { completedYears, regressiveLots, regressiveRate, regressiveTax } from '@/domain/extracts-regressive-tax';

describe('regressiveRate (Lei 11.053/2004): a lot completes N years on its N-th anniversary', () => {
  const lot = '2016-03-01';
  it.each([
    ['2016-03-01', '35'],
    ['2018-02-28', '35'], // the day before the 2nd anniversary
    ['2018-03-01', '30'], // the day of it
    ['2020-02-29', '30'],
    ['2020-03-01', '25'],
    ['2022-02-28', '25'],
    ['2022-03-01', '20'],
    ['2024-02-29', '20'],
    ['2024-03-01', '15'],
    ['2026-02-28', '15'],
    ['2026-03-01', '10'],
    ['2040-01-01', '10'],
  ])('a lot of 01/03/2016 redeemed on %s bears %s %%', (today, rate) => {
    expect(regressiveRate(lot, today)).toBe(rate);
  });

  it('counts whole years by anniversaries, a 29 February lot on 1 March of common years', () => {
    expect(completedYears('2024-02-29', '2025-02-28')).toBe(0);
    expect(completedYears('2024-02-29', '2025-03-01')).toBe(1);
    expect(completedYears('2024-02-29', '2028-02-29')).toBe(4);
    expect(completedYears('2024-11-15', '2026-11-14')).toBe(1);
    expect(completedYears('2024-11-15', '2026-11-15')).toBe(2);
    expect(completedYears('2026-11-15', '2026-01-01')).toBe(0);
  });

  it('rejects what is not a date', () => {
    expect(() => regressiveRate('2024-1-1', '2026-01-01')).toThrow(RangeError);
  });
});

describe('regressiveTax', () => {
  it('is value × rate, rounded half-up to centavos', () => {
    expect(regressiveTax('1000.00', '35')).toBe('350.00');
    expect(regressiveTax('1234.57', '15')).toBe('185.19'); // 185.1855
    expect(regressiveTax('0.03', '35')).toBe('0.01'); // 0.0105
    expect(regressiveTax('0.01', '10')).toBe('0.00'); // 0.001
    expect(regressiveTax('1.10', '25.00')).toBe('0.28'); // 0.275 → up
  });
});

describe('regressiveLots: the lots are shares of the balance, each taxed by its rate', () => {
  // Three lots of 33.335 quotas at R$ 3,00: each is worth 100.005. Rounded one by one they would make 300.03; the
  // balance (all quotas × quota value, rounded once) is 300.015 → 300.02.
  const lots = [
    { competencia: '2016-03-01', cotas: '33.33500000' },
    { competencia: '2020-06-01', cotas: '33.33500000' },
    { competencia: '2025-03-01', cotas: '33.33500000' },
  ];

  it('values the lots to add up to the balance rounded once, none more than a centavo from its exact value', () => {
    const extract = regressiveLots(lots, '3.00000000', '2026-11-24');
    expect(extract.totais).toEqual({ cotas: '100.00500000', valorAtual: '300.02', imposto: '65.00' });
    expect(extract.totais.valorAtual).toBe(balanceOf('100.00500000', '3.00000000'));
    // Cut to the centavo: 3 × 100.00; the 2 centavos missing go to the earlier lots (equal fractions of 0.005).
    expect(extract.lotes).toEqual([
      { competencia: '2016-03', cotas: '33.33500000', valorAtual: '100.01', aliquota: '10.00', imposto: '10.00' }, // 10.001
      { competencia: '2020-06', cotas: '33.33500000', valorAtual: '100.01', aliquota: '20.00', imposto: '20.00' }, // 20.002
      { competencia: '2025-03', cotas: '33.33500000', valorAtual: '100.00', aliquota: '35.00', imposto: '35.00' },
    ]);
    expect(extract.porAliquota).toEqual([
      { aliquota: '10.00', lotes: 1, valorAtual: '100.01', imposto: '10.00' },
      { aliquota: '20.00', lotes: 1, valorAtual: '100.01', imposto: '20.00' },
      { aliquota: '35.00', lotes: 1, valorAtual: '100.00', imposto: '35.00' },
    ]);
  });

  it("taxes each lot exactly by the rule: its value × its rate, rounded half-up, and the total tax is the lots' sum", () => {
    // Lots worth 370.9308880…, 361.6288394…, 357.8813903…, 351.7248668… (quota 2,40907443): balance 1 442.17, the
    // shares 370.93, 361.63, 357.88, 351.73 (the two centavos cut off go to the largest fractions).
    const extract = regressiveLots(
      [
        { competencia: '2024-12-01', cotas: '153.97236523' },
        { competencia: '2016-12-01', cotas: '150.11111111' },
        { competencia: '2022-07-01', cotas: '148.55555555' },
        { competencia: '2020-01-01', cotas: '146.00000003' },
      ],
      '2.40907443',
      '2026-11-30',
    );
    // Oldest first: 2016-12 (9 years: 15 %), 2020-01 (6: 20 %), 2022-07 (4: 25 %), 2024-12 (35 %: 2 years on 1 December).
    expect(extract.lotes.map(({ competencia, valorAtual, aliquota, imposto }) => [competencia, valorAtual, aliquota, imposto])).toEqual([
      ['2016-12', '361.63', '15.00', '54.24'], // 54.2445
      ['2020-01', '351.73', '20.00', '70.35'], // 70.346
      ['2022-07', '357.88', '25.00', '89.47'], // 89.47
      ['2024-12', '370.93', '35.00', '129.83'], // 129.8255 → up
    ]);
    expect(extract.totais).toEqual({ cotas: '598.63903192', valorAtual: '1442.17', imposto: '343.89' });
    // A day later the 2024-12 lot is 2 years old: 30 %, the same value.
    expect(regressiveLots([{ competencia: '2024-12-01', cotas: '153.97236523' }], '2.40907443', '2026-12-01').lotes[0]).toMatchObject({ valorAtual: '370.93', aliquota: '30.00', imposto: '111.28' });
  });

  it('has no lots and zero totals for a link without paid contributions', () => {
    expect(regressiveLots([], '2.40907443', '2026-11-30')).toEqual({ lotes: [], porAliquota: [], totais: { cotas: '0.00000000', valorAtual: '0.00', imposto: '0.00' } });
  });
});
