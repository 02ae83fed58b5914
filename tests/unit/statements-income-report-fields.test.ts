import { describe, expect, it } from 'vitest';
import { FICHA, incomeReportIrpfFichas, irpfTypedAmount, type IncomeReportFieldFigures } from '@/domain/statements-income-report-fields';

const FUND = { nome: 'Fundação Exemplo de Previdência Complementar', cnpj: '11.222.333/0001-81' };
const NO_CONTRIBUTIONS = { basica: '0.00', suplementar: '0.00', esporadica: '0.00', total: '0.00' };

/** Maria's 2025 (an assisted participant under 65): benefits, their tax, the 13th and a health plan. */
const MARIA: IncomeReportFieldFigures = {
  rendimentosTributaveis: '82200.00',
  impostoRetido: '9794.04',
  parcelaIsenta: '0.00',
  parcelaIsentaDecimoTerceiro: '0.00',
  decimoTerceiro: '6850.00',
  impostoDecimoTerceiro: '808.04',
  contribuicoesDedutiveis: NO_CONTRIBUTIONS,
  pagamentos: 13,
  planosSaude: [{ nomeOperadora: 'Operadora Exemplo', cnpjOperadora: '47.382.916/0001-17', valorTitular: '4948.20', dependentes: [], total: '4948.20' }],
};

const rows = (ficha: { fields: Array<{ label: string; typed: string }> }) => ficha.fields.map((field) => [field.label, field.typed]);

describe('irpfTypedAmount', () => {
  it('types digits with a comma decimal, no R$ and no thousands dots', () => {
    expect(irpfTypedAmount('12345.67')).toBe('12345,67');
    expect(irpfTypedAmount('1234567.8')).toBe('1234567,80');
    expect(irpfTypedAmount('808.04')).toBe('808,04');
    expect(irpfTypedAmount('0.005')).toBe('0,01');
  });
});

describe('incomeReportIrpfFichas', () => {
  it('puts an assisted participant’s benefits, tax and 13th in Rendimentos Tributáveis Recebidos de PJ with the fund’s CNPJ', () => {
    const [taxable, healthPlan, ...rest] = incomeReportIrpfFichas(MARIA, FUND);
    expect(rest).toEqual([]);
    expect(taxable.ficha).toBe(FICHA.TAXABLE_FROM_COMPANY);
    expect(rows(taxable)).toEqual([
      ['CNPJ da fonte pagadora', '11.222.333/0001-81'],
      ['Nome da fonte pagadora', 'Fundação Exemplo de Previdência Complementar'],
      ['Rendimentos recebidos de pessoa jurídica', '82200,00'],
      ['Imposto retido na fonte', '9794,04'],
      ['13º salário', '6850,00'],
      ['IRRF sobre 13º salário', '808,04'],
    ]);
    expect(taxable.fields[2].display).toBe('R$\u00a082.200,00');
    expect(taxable.note).toContain('Rendimentos Sujeitos à Tributação Exclusiva/Definitiva');
    expect(healthPlan).toMatchObject({ ficha: FICHA.PAYMENTS, code: '26 – Planos de saúde no Brasil' });
    expect(rows(healthPlan)).toEqual([
      ['CNPJ do beneficiário', '47.382.916/0001-17'],
      ['Nome do beneficiário', 'Operadora Exemplo'],
      ['Valor pago (titular)', '4948,20'],
    ]);
  });

  it('gives a retiree over 65 the exempt portion (and its 13th) under code 10 of Rendimentos Isentos, and leaves zero fields out', () => {
    const paulo = { ...MARIA, rendimentosTributaveis: '29712.24', impostoRetido: '0.00', parcelaIsenta: '22847.76', parcelaIsentaDecimoTerceiro: '1903.98', decimoTerceiro: '4380.00', impostoDecimoTerceiro: '173.39', planosSaude: [] };
    const [taxable, exempt] = incomeReportIrpfFichas(paulo, FUND);
    expect(rows(taxable).map(([label]) => label)).not.toContain('Imposto retido na fonte');
    expect(exempt.ficha).toBe(FICHA.EXEMPT);
    expect(exempt.code).toMatch(/^10 – Parcela isenta de proventos de aposentadoria, reserva remunerada, reforma e pensão de declarante com 65 anos ou mais$/);
    expect(rows(exempt).slice(2)).toEqual([
      ['Parcela isenta de proventos de aposentadoria, reserva remunerada, reforma e pensão de declarante com 65 anos ou mais', '22847,76'],
      ['Parcela isenta do 13º salário', '1903,98'],
    ]);
  });

  it('gives a contributor only Pagamentos Efetuados, code 36, with the fund as the beneficiary and the 12 % rule', () => {
    const carlos = {
      ...MARIA,
      rendimentosTributaveis: '0.00',
      impostoRetido: '0.00',
      decimoTerceiro: '0.00',
      impostoDecimoTerceiro: '0.00',
      contribuicoesDedutiveis: { basica: '3600.00', suplementar: '1200.00', esporadica: '500.50', total: '5300.50' },
      pagamentos: 0,
      planosSaude: [],
    };
    const fichas = incomeReportIrpfFichas(carlos, FUND);
    expect(fichas).toHaveLength(1);
    expect(fichas[0]).toMatchObject({ ficha: FICHA.PAYMENTS, code: '36 – Previdência Complementar' });
    expect(fichas[0].note).toContain('declaração completa, até 12 %');
    expect(fichas[0].note).toContain('uma única vez');
    expect(rows(fichas[0])).toEqual([
      ['CNPJ do beneficiário', '11.222.333/0001-81'],
      ['Nome do beneficiário', 'Fundação Exemplo de Previdência Complementar'],
      ['Valor pago', '5300,50'],
    ]);
  });

  it('lists a health plan’s dependants one by one and leaves the CNPJ out when the fund has none set', () => {
    const withDependant = {
      ...MARIA,
      planosSaude: [{ ...MARIA.planosSaude[0], dependentes: [{ cpf: '000.000.000-00', nome: 'Ana', dataNascimento: '2010-01-01', valor: '1200.00' }], total: '6148.20' }],
    };
    const [taxable, healthPlan] = incomeReportIrpfFichas(withDependant, { nome: 'Previdência', cnpj: null });
    expect(rows(taxable)[0]).toEqual(['Nome da fonte pagadora', 'Previdência']);
    expect(rows(healthPlan).slice(2)).toEqual([
      ['Valor pago (titular)', '4948,20'],
      ['Valor pago (dependente Ana)', '1200,00'],
    ]);
  });

  it('has no ficha for a report whose figures are all zero', () => {
    const zero = { ...MARIA, rendimentosTributaveis: '0.00', impostoRetido: '0.00', decimoTerceiro: '0.00', impostoDecimoTerceiro: '0.00', planosSaude: [] };
    expect(incomeReportIrpfFichas(zero, FUND)).toEqual([]);
  });
});
