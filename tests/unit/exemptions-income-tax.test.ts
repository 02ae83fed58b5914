import { describe, expect, it } from 'vitest';
import {
  EXEMPTION_MESSAGES,
  exemptionsInForce,
  exemptPortion65For,
  isAged65InCompetence,
  nextPaycheckCompetence,
  projectNextPaycheck,
  sixtyFifthBirthday,
  type NextPaycheckInput,
} from '@/domain/exemptions-income-tax';
import { monthlyIncomeTax } from '@/domain/income-tax';

// Maria: born 02/10/1955, gross 6 850,00, health plan 412,35. Paulo: born 30/01/1958, gross 4 380,00, health plan 289,90.
const maria = (overrides: Partial<NextPaycheckInput> = {}): NextPaycheckInput => ({
  lastPayment: { valorBruto: '6850.00', outrosDescontos: '412.35', impostoRenda: '741.46' },
  competencia: '2026-12',
  dataNascimento: '1955-10-02',
  regime: 'progressivo',
  isencoes: [],
  ...overrides,
});
const granted65 = [{ tipo: '65' as const, competenciaInicio: '2026-12-01' }];

describe('the exempt portion at 65 (Lei 7.713/1988, art. 6º, XV) as a dated value', () => {
  it('is R$ 1.903,98 a month since April 2015, nothing before', () => {
    expect(exemptPortion65For('2015-04')).toBe('1903.98');
    expect(exemptPortion65For('2026-12-01')).toBe('1903.98');
    expect(exemptPortion65For('2015-03')).toBe('0.00');
  });

  it('applies from the month the person turns 65', () => {
    expect(isAged65InCompetence('1961-12-31', '2026-12')).toBe(true);
    expect(isAged65InCompetence('1961-12-31', '2026-11')).toBe(false);
    expect(isAged65InCompetence('1955-10-02', '2020-10')).toBe(true);
    expect(sixtyFifthBirthday('1961-12-31')).toBe('2026-12-31');
    expect(sixtyFifthBirthday('1960-02-29')).toBe('2025-03-01');
  });

  it('an exemption is in force from its first month on', () => {
    expect(exemptionsInForce(granted65, '2026-11')).toEqual([]);
    expect(exemptionsInForce(granted65, '2026-12')).toEqual(granted65);
    expect(exemptionsInForce(granted65, '2027-03')).toEqual(granted65);
  });
});

describe('nextPaycheckCompetence', () => {
  it('is the month after the last payroll, never a month already past', () => {
    expect(nextPaycheckCompetence('2026-11-01', '2026-11-24')).toBe('2026-12');
    expect(nextPaycheckCompetence('2026-12-01', '2026-12-02')).toBe('2027-01');
    expect(nextPaycheckCompetence('2026-11-01', '2027-02-10')).toBe('2027-02');
  });
});

describe('projectNextPaycheck: net = gross − tax − other deductions', () => {
  it('Maria, 6 850,00 in December 2026, with the portion: base 4 946,02, under the 2026 reducer’s R$ 5 000 → no tax', () => {
    const projected = projectNextPaycheck(maria({ isencoes: granted65 }));
    expect(projected).toEqual({
      competencia: '2026-12',
      valorBruto: '6850.00',
      parcelaIsenta: '1903.98',
      baseCalculo: '4946.02',
      impostoRenda: '0.00',
      outrosDescontos: '412.35',
      valorLiquido: '6437.65', // 6 850,00 − 0,00 − 412,35
      isencoes: [{ tipo: '65', competenciaInicio: '2026-12', doenca: null }],
    });
  });

  it('Maria without the portion: the whole 6 850,00 is taxed, 741,46', () => {
    const projected = projectNextPaycheck(maria());
    expect(projected).toMatchObject({ parcelaIsenta: '0.00', baseCalculo: '6850.00', impostoRenda: '741.46', valorLiquido: '5696.19', isencoes: [] });
  });

  it('Maria in June 2025 (no reducer): 4 946,02 − 607,20 = 4 338,82 × 22,5 % − 675,49 = 300,74 instead of 808,04', () => {
    const isencoes = [{ tipo: '65' as const, competenciaInicio: '2025-01-01' }];
    expect(projectNextPaycheck(maria({ competencia: '2025-06', isencoes }))).toMatchObject({ baseCalculo: '4946.02', impostoRenda: '300.74', valorLiquido: '6136.91' });
    expect(projectNextPaycheck(maria({ competencia: '2025-06' })).impostoRenda).toBe('808.04');
  });

  it('Paulo, 4 380,00 in June 2025: 2 476,02 − 607,20 is under the first bracket → no tax (173,39 without the portion), as the seed’s paychecks', () => {
    const paulo = { lastPayment: { valorBruto: '4380.00', outrosDescontos: '289.90', impostoRenda: '0.00' }, dataNascimento: '1958-01-30', regime: 'progressivo' as const, competencia: '2025-06' };
    const withPortion = projectNextPaycheck({ ...paulo, isencoes: [{ tipo: '65', competenciaInicio: '2024-02-01' }] });
    expect(withPortion).toMatchObject({ parcelaIsenta: '1903.98', baseCalculo: '2476.02', impostoRenda: '0.00', valorLiquido: '4090.10' });
    expect(withPortion.impostoRenda).toBe(monthlyIncomeTax('2476.02', '2025-06'));
    expect(projectNextPaycheck({ ...paulo, isencoes: [] })).toMatchObject({ impostoRenda: '173.39', valorLiquido: '3916.71' });
  });

  it('the portion is at most the gross income', () => {
    const small = projectNextPaycheck(maria({ lastPayment: { valorBruto: '1500.00', outrosDescontos: '0.00', impostoRenda: '0.00' }, isencoes: granted65 }));
    expect(small).toMatchObject({ parcelaIsenta: '1500.00', baseCalculo: '0.00', impostoRenda: '0.00', valorLiquido: '1500.00' });
  });

  it('not before the competence it was granted from, nor before the person turns 65', () => {
    expect(projectNextPaycheck(maria({ competencia: '2026-11', isencoes: granted65 })).parcelaIsenta).toBe('0.00');
    const young = projectNextPaycheck(maria({ dataNascimento: '1962-03-15', isencoes: granted65 }));
    expect(young).toMatchObject({ parcelaIsenta: '0.00', impostoRenda: '741.46', isencoes: [] });
  });

  it('the regressive regime: no portion at 65, the tax withheld per lot stays', () => {
    const regressive = projectNextPaycheck(maria({ regime: 'regressivo', isencoes: granted65, lastPayment: { valorBruto: '6850.00', outrosDescontos: '412.35', impostoRenda: '685.00' } }));
    expect(regressive).toMatchObject({ parcelaIsenta: '0.00', baseCalculo: '6850.00', impostoRenda: '685.00', valorLiquido: '5752.65', isencoes: [] });
  });

  it('serious illness exempts everything in either regime', () => {
    const illness = [{ tipo: 'molestia_grave' as const, competenciaInicio: '2026-12-01', doenca: 'Neoplasia maligna' }];
    for (const regime of ['progressivo', 'regressivo'] as const) {
      expect(projectNextPaycheck(maria({ regime, isencoes: illness }))).toEqual({
        competencia: '2026-12',
        valorBruto: '6850.00',
        parcelaIsenta: '6850.00',
        baseCalculo: '0.00',
        impostoRenda: '0.00',
        outrosDescontos: '412.35',
        valorLiquido: '6437.65',
        isencoes: [{ tipo: 'molestia_grave', competenciaInicio: '2026-12', doenca: 'Neoplasia maligna' }],
      });
    }
  });

  it('says when a younger person turns 65, in dd/MM/yyyy', () => {
    expect(EXEMPTION_MESSAGES.notYet65('15/03/2027')).toBe('A isenção vale a partir dos 65 anos: você completa 65 em 15/03/2027.');
  });
});

describe('the exemption requests read in pt-BR (request detail and request centre)', () => {
  it('age, the monthly portion in reais and the illness', async () => {
    const { describeRequestData } = await import('@/domain/requests-data');
    expect(describeRequestData({ idade: 71, parcelaIsentaMensal: '1903.98' })).toEqual([
      { label: 'Idade na data do pedido (anos)', value: '71' },
      { label: 'Parcela isenta mensal', value: 'R$\u00a01.903,98' },
    ]);
    expect(describeRequestData({ doenca: 'Neoplasia maligna' })).toEqual([{ label: 'Doença', value: 'Neoplasia maligna' }]);
  });
});
