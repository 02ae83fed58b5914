import { describe, expect, it } from 'vitest';
import {
  benefitParameterErrors,
  decimalFromMasked,
  isDecimalBetween,
  maskedFromDecimal,
  maskMoneyInput,
  maskPercentInput,
  SIMULATION_MESSAGES,
  simulationInputErrors,
} from '@/domain/benefit-simulator-input';

const worked = { saldoInicial: '100000.00', contribuicaoMensal: '1000.00', rentabilidadeAnual: '4.00', meses: 240, formaRenda: 'prazo', prazoMeses: 240, pagamentosPorAno: 12 };
const pathsOf = (input: Record<string, unknown>) => simulationInputErrors(input).map((error) => error.path);

describe('simulationInputErrors (the API and both simulator pages)', () => {
  it('accepts the worked example, its percentual form and the reverse mode', () => {
    expect(simulationInputErrors(worked)).toEqual([]);
    expect(simulationInputErrors({ ...worked, formaRenda: 'percentual', prazoMeses: undefined, percentualSaldo: '0.50' })).toEqual([]);
    expect(simulationInputErrors({ ...worked, contribuicaoMensal: undefined, rendaDesejada: '3510.66', pagamentosPorAno: 13 })).toEqual([]);
    // The field of the other income form is ignored.
    expect(simulationInputErrors({ ...worked, percentualSaldo: 'x' })).toEqual([]);
  });

  it('takes the limits inclusively: rates 0–20 %, shares above 0 and up to 2 %, months 1–600, money up to 99 999 999,99', () => {
    expect(pathsOf({ ...worked, rentabilidadeAnual: '0' })).toEqual([]);
    expect(pathsOf({ ...worked, rentabilidadeAnual: '20.00' })).toEqual([]);
    expect(pathsOf({ ...worked, rentabilidadeAnual: '20.01' })).toEqual(['rentabilidadeAnual']);
    expect(pathsOf({ ...worked, meses: 600, prazoMeses: 600 })).toEqual([]);
    expect(pathsOf({ ...worked, meses: 601, prazoMeses: 0 })).toEqual(['meses', 'prazoMeses']);
    expect(pathsOf({ ...worked, meses: 12.5 })).toEqual(['meses']);
    expect(pathsOf({ ...worked, formaRenda: 'percentual', percentualSaldo: '2.00' })).toEqual([]);
    expect(pathsOf({ ...worked, formaRenda: 'percentual', percentualSaldo: '0' })).toEqual(['percentualSaldo']);
    expect(pathsOf({ ...worked, saldoInicial: '99999999.99', contribuicaoMensal: '0' })).toEqual([]);
    expect(pathsOf({ ...worked, saldoInicial: '100000000.00' })).toEqual(['saldoInicial']);
  });

  it('refuses non-numbers, negative values, commas and more than two decimals', () => {
    for (const value of ['abc', '-1', '1,00', '1.001', '1e5', ' 1', '', 1000, null]) expect(pathsOf({ ...worked, saldoInicial: value })).toEqual(['saldoInicial']);
    expect(pathsOf({ ...worked, rentabilidadeAnual: 'NaN' })).toEqual(['rentabilidadeAnual']);
  });

  it('needs the contribution or the desired income, not both', () => {
    expect(simulationInputErrors({ ...worked, contribuicaoMensal: undefined })).toEqual([{ path: 'contribuicaoMensal', message: SIMULATION_MESSAGES.contribuicaoOuRenda, type: 'required' }]);
    expect(simulationInputErrors({ ...worked, rendaDesejada: '3000.00' })).toEqual([{ path: 'rendaDesejada', message: SIMULATION_MESSAGES.contribuicaoERenda, type: 'exclusive' }]);
    expect(pathsOf({ ...worked, contribuicaoMensal: undefined, rendaDesejada: '0.00' })).toEqual(['rendaDesejada']);
  });

  it('needs a known income form and 12 or 13 payments', () => {
    expect(pathsOf({ ...worked, formaRenda: 'vitalicia', pagamentosPorAno: 14 })).toEqual(['formaRenda', 'pagamentosPorAno']);
    expect(pathsOf({ ...worked, prazoMeses: undefined })).toEqual(['prazoMeses']);
  });
});

describe('benefitParameterErrors (settings/beneficios)', () => {
  it('accepts the seeded parameters and refuses each bad field with its message', () => {
    expect(benefitParameterErrors({ pagamentosPorAno: 13, rentabilidadeReferencia: '4.00', idadeAposentadoria: 60 })).toEqual([]);
    expect(benefitParameterErrors({ pagamentosPorAno: 11, rentabilidadeReferencia: '21', idadeAposentadoria: 39 })).toEqual([
      { path: 'pagamentosPorAno', message: SIMULATION_MESSAGES.pagamentosPorAno, type: 'enum' },
      { path: 'rentabilidadeReferencia', message: SIMULATION_MESSAGES.rentabilidadeReferencia, type: 'range' },
      { path: 'idadeAposentadoria', message: SIMULATION_MESSAGES.idadeAposentadoria, type: 'range' },
    ]);
  });
});

describe('the fields\' masks', () => {
  it('groups money by thousands with a decimal comma and two places at most', () => {
    expect(maskMoneyInput('100000')).toBe('100.000');
    expect(maskMoneyInput('100.0000')).toBe('1.000.000');
    expect(maskMoneyInput('1234,567')).toBe('1.234,56');
    expect(maskMoneyInput('R$ 00012,5')).toBe('12,5');
    expect(maskMoneyInput(',5')).toBe('0,5');
    expect(maskMoneyInput('abc')).toBe('');
    // Deleting a digit of '10.000' leaves ten thousand's neighbour, not ten reais.
    expect(maskMoneyInput('10.00')).toBe('1.000');
  });

  it('keeps a percentage to digits, one comma (a dot becomes one) and two places', () => {
    expect(maskPercentInput('4.5')).toBe('4,5');
    expect(maskPercentInput('0,505')).toBe('0,50');
    expect(maskPercentInput('12 %')).toBe('12');
  });

  it('converts between the masked text and the API\'s decimal', () => {
    expect(decimalFromMasked('100.000,00')).toBe('100000.00');
    expect(decimalFromMasked('4,5')).toBe('4.5');
    expect(decimalFromMasked('12,')).toBe('12');
    expect(decimalFromMasked('  ')).toBe('');
    expect(maskedFromDecimal('582954.04')).toBe('582.954,04');
    expect(maskedFromDecimal('4.00')).toBe('4,00');
    expect(isDecimalBetween(decimalFromMasked(maskMoneyInput('99999999,99')), '0.00', '99999999.99')).toBe(true);
  });
});
