import { describe, expect, it } from 'vitest';
import { accumulatedChange, accumulatedOverMonths, accumulatedTwelveMonths, checkVariacao, parseCompetencia, parseIndexValueLine, shiftMonth } from '@/domain/economic-indexes';

/** IPCA of 2019 as IBGE published it (SIDRA table 1737); the year closed at 4,31 %. */
const IPCA_2019 = ['0.32', '0.43', '0.75', '0.57', '0.13', '0.01', '0.19', '0.11', '-0.04', '0.10', '0.51', '1.15'];

describe('accumulatedChange: (Π(1 + v/100) − 1) × 100, 2 places', () => {
  it('compounds the months instead of adding them', () => {
    // 1.005^12 = 1.0616778118… → 6.17 %, not 12 × 0.5 = 6.00 %
    expect(accumulatedChange(Array(12).fill('0.5'))).toBe('6.17');
    // 1.01 × 1.02 = 1.0302 → 3.02 %
    expect(accumulatedChange(['1', '2'])).toBe('3.02');
    // a rise of 10 % then a fall of 10 %: 1.1 × 0.9 = 0.99 → −1.00 %
    expect(accumulatedChange(['10', '-10'])).toBe('-1.00');
    expect(accumulatedChange([])).toBe('0.00');
  });

  it('gives the published yearly IPCA of 2019 (4,31 %)', () => {
    expect(accumulatedChange(IPCA_2019)).toBe('4.31');
  });

  it('rounds half-up only at the end', () => {
    // 1.00125 × 1.001 = 1.00225125 → 0.225125 % → 0.23 %
    expect(accumulatedChange(['0.125', '0.1'])).toBe('0.23');
  });
});

describe('accumulatedOverMonths: the change of an index over a period of months, null when it does not cover them', () => {
  const values = [
    { competencia: '2026-01-01', variacao: '0.5000' },
    { competencia: '2026-02-01', variacao: '0.4000' },
    { competencia: '2026-03-01', variacao: '0.3000' },
    { competencia: '2026-04-01', variacao: '-0.5000' },
  ];

  it('compounds exactly the months of the period, in any order', () => {
    // 1.005 × 1.004 × 1.003 = 1.01204706 → 1.204706 % → 1.20 %
    expect(accumulatedOverMonths(values, '2026-01', '2026-03')).toBe('1.20');
    expect(accumulatedOverMonths([...values].reverse(), '2026-01', '2026-03')).toBe('1.20');
    // 1.004 × 1.003 = 1.007012; × 0.995 = 1.00197694 → 0.197694 % → 0.20 %
    expect(accumulatedOverMonths(values, '2026-02', '2026-04')).toBe('0.20');
    // one month is that month's change
    expect(accumulatedOverMonths(values, '2026-04', '2026-04')).toBe('-0.50');
  });

  it('rounds half-up at the end: 1.01 × 0.995 = 1.00495 → 0.495 % → 0.50 %', () => {
    expect(accumulatedOverMonths([{ competencia: '2025-12-01', variacao: '1.00' }, { competencia: '2026-01-01', variacao: '-0.50' }], '2025-12', '2026-01')).toBe('0.50');
  });

  it('is null when a month is missing, before the series starts or after it ends, and for an empty period', () => {
    expect(accumulatedOverMonths(values.filter((value) => value.competencia !== '2026-02-01'), '2026-01', '2026-03')).toBeNull();
    expect(accumulatedOverMonths(values, '2025-12', '2026-03')).toBeNull();
    expect(accumulatedOverMonths(values, '2026-03', '2026-05')).toBeNull();
    expect(accumulatedOverMonths(values, '2026-03', '2026-02')).toBeNull();
  });

  it('gives the published IPCA of 2019 over January to December (4,31 %)', () => {
    const year = IPCA_2019.map((variacao, index) => ({ competencia: `2019-${String(index + 1).padStart(2, '0')}-01`, variacao }));
    expect(accumulatedOverMonths(year, '2019-01', '2019-12')).toBe('4.31');
  });
});

describe('accumulatedTwelveMonths', () => {
  const year = IPCA_2019.map((variacao, index) => ({ competencia: `2019-${String(index + 1).padStart(2, '0')}-01`, variacao }));

  it('is the month and the 11 before; null while fewer than 12 months are known', () => {
    const answer = accumulatedTwelveMonths(year);
    expect(answer.get('2019-12-01')).toBe('4.31');
    expect(answer.get('2019-11-01')).toBeNull();
  });

  it('moves with a new month: January 2020 (0,21 %) replaces January 2019 (0,32 %)', () => {
    const answer = accumulatedTwelveMonths([...year, { competencia: '2020-01-01', variacao: '0.21' }]);
    // 1.0431… / 1.0032 × 1.0021 → 4.19 % (IBGE: 4,19 %)
    expect(answer.get('2020-01-01')).toBe('4.19');
  });

  it('is null when a month in the window is missing', () => {
    const gap = [...year.filter((value) => value.competencia !== '2019-06-01'), { competencia: '2020-01-01', variacao: '0.21' }];
    expect(accumulatedTwelveMonths(gap).get('2020-01-01')).toBeNull();
  });
});

describe('months and values', () => {
  it('shifts months across years', () => {
    expect(shiftMonth('2020-01-01', -1)).toBe('2019-12-01');
    expect(shiftMonth('2019-12-01', 13)).toBe('2021-01-01');
    expect(shiftMonth('2020-03-01', -11)).toBe('2019-04-01');
  });

  it('reads AAAA-MM and MM/AAAA, and nothing else', () => {
    expect(parseCompetencia('2026-03')).toBe('2026-03-01');
    expect(parseCompetencia('03/2026')).toBe('2026-03-01');
    expect(parseCompetencia('2026-03-01')).toBe('2026-03-01');
    for (const bad of ['2026-13', '2026-00', '2026-3', '15/03/2026', '1899-12', '']) expect(parseCompetencia(bad)).toBeNull();
  });

  it('bounds the change: −100 < v < 1000, 4 places', () => {
    expect(checkVariacao('0.39')).toEqual({ ok: true, value: '0.3900' });
    expect(checkVariacao('-0.68')).toEqual({ ok: true, value: '-0.6800' });
    expect(checkVariacao('-100').ok).toBe(false);
    expect(checkVariacao('1000').ok).toBe(false);
    expect(checkVariacao('0.12345')).toEqual({ ok: false, mensagem: 'A variação pode ter no máximo 4 casas decimais.' });
  });
});

describe('parseIndexValueLine (codigo;competencia;variacao)', () => {
  it('reads a good line with a decimal comma, negative values too', () => {
    expect(parseIndexValueLine(['ipca', '2024-03', '0,16'], 2)).toEqual({ ok: true, value: { codigo: 'IPCA', competencia: '2024-03-01', variacao: '0.1600' } });
    expect(parseIndexValueLine(['IGP-M', '08/2024', '-0,14'], 3)).toMatchObject({ ok: true, value: { codigo: 'IGP-M', variacao: '-0.1400' } });
  });

  it('reports every bad cell on its line', () => {
    const result = parseIndexValueLine(['IPCA', '2024-13', '0.39'], 5);
    expect(result).toEqual({
      ok: false,
      errors: [
        { linha: 5, campo: 'competencia', mensagem: 'Competência inválida: "2024-13". Use AAAA-MM ou MM/AAAA.' },
        { linha: 5, campo: 'variacao', mensagem: 'Variação inválida: "0.39". Use vírgula para os decimais, por exemplo 0,39 ou -0,12.' },
      ],
    });
    expect(parseIndexValueLine(['IPCA', '2024-01', '-100,00'], 6)).toMatchObject({ ok: false, errors: [{ campo: 'variacao', mensagem: 'A variação do mês deve ser maior que -100 % e menor que 1000 %.' }] });
    expect(parseIndexValueLine(['IPCA', '2024-01'], 7)).toMatchObject({ ok: false, errors: [{ campo: 'linha' }] });
  });
});
