import { describe, expect, it } from 'vitest';
import { contributionStatementFigures, healthPlanPaidOfYear, incomeReportFigures, paycheckLineTotals, type BenefitPaymentFigures, type ContributionFigures, type PaycheckLine } from '@/domain/benefits-documents';
import { basicContribution, supplementaryContribution } from '@/domain/contribution';
import { monthlyIncomeTax } from '@/domain/income-tax';
import { Money } from '@/domain/money';

/** A year of benefits as the fund pays them: tax by the dated table on the taxable part, a 13th in December taxed alone. */
function yearOfBenefits(year: number, gross: string, exempt = '0.00'): BenefitPaymentFigures[] {
  const payments: BenefitPaymentFigures[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const competence = `${year}-${String(month).padStart(2, '0')}`;
    const taxable = new Money(gross).minus(exempt).toFixed(2);
    payments.push({ tipo: 'mensal', valorBruto: gross, parcelaIsenta: exempt, impostoRenda: monthlyIncomeTax(taxable, competence) });
    if (month === 12) payments.push({ tipo: 'abono_anual', valorBruto: gross, parcelaIsenta: '0.00', impostoRenda: monthlyIncomeTax(gross, competence) });
  }
  return payments;
}

describe('paycheckLineTotals', () => {
  it('adds the earnings, the deductions and leaves the net value', () => {
    // Maria, a 2025 month: 6 850,00 − 808,04 of tax − 412,35 of health plan = 5 629,61.
    const totals = paycheckLineTotals([
      { codigo: '001', descricao: 'Benefício mensal', tipo: 'provento', valor: '6850.00' },
      { codigo: '501', descricao: 'Imposto de renda retido na fonte', tipo: 'desconto', valor: '808.04' },
      { codigo: '601', descricao: 'Plano de saúde', tipo: 'desconto', valor: '412.35' },
    ]);
    expect(totals).toEqual({ proventos: '6850.00', descontos: '1220.39', liquido: '5629.61' });
  });

  it('is exact where binary floats are not (0,10 + 0,20)', () => {
    expect(
      paycheckLineTotals([
        { codigo: '1', descricao: 'a', tipo: 'provento', valor: '0.10' },
        { codigo: '2', descricao: 'b', tipo: 'provento', valor: '0.20' },
      ]).liquido,
    ).toBe('0.30');
  });
});

describe('incomeReportFigures', () => {
  it('Paulo 2025 (pensioner over 65): 12 × (4 380,00 − 1 903,98) taxable, no monthly tax, the exempt portion apart, the 13th taxed alone', () => {
    const payments = yearOfBenefits(2025, '4380.00', '1903.98');
    // 2 476,02 a month less the simplified discount stays under the exempt bracket of both 2025 tables.
    expect(monthlyIncomeTax('2476.02', '2025-01')).toBe('0.00');
    expect(monthlyIncomeTax('2476.02', '2025-06')).toBe('0.00');
    // The 13th: (4 380,00 − 607,20) × 22,5 % − 675,49 = 173,39.
    expect(monthlyIncomeTax('4380.00', '2025-12')).toBe('173.39');
    const figures = incomeReportFigures(payments, []);
    expect(figures).toMatchObject({
      rendimentosTributaveis: '29712.24', // 12 × 2 476,02
      impostoRetido: '0.00',
      parcelaIsenta: '22847.76', // 12 × 1 903,98
      parcelaIsentaDecimoTerceiro: '0.00',
      decimoTerceiro: '4380.00',
      impostoDecimoTerceiro: '173.39',
      contribuicaoPrevidenciaComplementar: '0.00',
      pagamentos: 13,
    });
  });

  it('Maria 2025 (assisted): the tax of January–April by the 2024 table and of May–December by the 2025 one', () => {
    // (6 850,00 − 564,80) × 27,5 % − 896,00 = 832,43; (6 850,00 − 607,20) × 27,5 % − 908,73 = 808,04.
    expect(monthlyIncomeTax('6850.00', '2025-04')).toBe('832.43');
    expect(monthlyIncomeTax('6850.00', '2025-05')).toBe('808.04');
    const figures = incomeReportFigures(yearOfBenefits(2025, '6850.00'), []);
    expect(figures.rendimentosTributaveis).toBe('82200.00');
    expect(figures.impostoRetido).toBe('9794.04'); // 4 × 832,43 + 8 × 808,04
    expect(figures.parcelaIsenta).toBe('0.00');
    expect(figures.decimoTerceiro).toBe('6850.00');
    expect(figures.impostoDecimoTerceiro).toBe('808.04');
  });

  it('a contributor: only the own contributions are deductible, never the sponsor’s', () => {
    // Carlos at HPE: 6 % basic of (1,0833 × 12 500 − 7 473,30) = 364,08 and 5 % supplementary of 1,0833 × 12 500 = 677,06.
    const contributions: ContributionFigures[] = Array.from({ length: 12 }, (): ContributionFigures[] => [
      { tipo: 'basica', valor: basicContribution('12500.00', 6) },
      { tipo: 'suplementar', valor: supplementaryContribution('12500.00', 5) },
      { tipo: 'patrocinadora', valor: basicContribution('12500.00', 6) },
    ]).flat();
    contributions.push({ tipo: 'esporadica', valor: '1000.00' });
    expect(contributions.slice(0, 2).map((row) => row.valor)).toEqual(['364.08', '677.06']);
    const figures = incomeReportFigures([], contributions);
    expect(figures.contribuicoesDedutiveis).toEqual({ basica: '4368.96', suplementar: '8124.72', esporadica: '1000.00', total: '13493.68' });
    // Withheld from the salary, so in the employer's comprovante (3.03): here in quadro 7 only, never twice.
    expect(figures.contribuicaoPrevidenciaComplementar).toBe('0.00');
    expect(figures.rendimentosTributaveis).toBe('0.00');
    expect(figures.pagamentos).toBe(0);
  });

  it('takes a 13th’s exempt portion out of its exclusive-taxation line into 4.02', () => {
    const figures = incomeReportFigures([{ tipo: 'abono_anual', valorBruto: '4380.00', parcelaIsenta: '1903.98', impostoRenda: '0.00' }], []);
    expect(figures.parcelaIsentaDecimoTerceiro).toBe('1903.98');
    expect(figures.decimoTerceiro).toBe('2476.02');
    expect(figures.parcelaIsenta).toBe('0.00');
  });
});

describe('contributionStatementFigures', () => {
  it('groups by month and type, totals per type, and the own total is what the participant may deduct', () => {
    const figures = contributionStatementFigures([
      { competencia: '2025-02-01', tipo: 'basica', valor: '364.07' },
      { competencia: '2025-01-01', tipo: 'basica', valor: '364.07' },
      { competencia: '2025-01-01', tipo: 'suplementar', valor: '677.06' },
      { competencia: '2025-01-01', tipo: 'patrocinadora', valor: '364.07' },
      { competencia: '2025-02-01', tipo: 'esporadica', valor: '150.00' },
      { competencia: '2025-02-01', tipo: 'esporadica', valor: '0.10' },
    ]);
    expect(figures.meses.map((month) => month.competencia)).toEqual(['2025-01', '2025-02']);
    expect(figures.meses[0]).toEqual({ competencia: '2025-01', porTipo: { basica: '364.07', suplementar: '677.06', esporadica: '0.00', patrocinadora: '364.07' }, total: '1405.20' });
    expect(figures.meses[1].porTipo.esporadica).toBe('150.10');
    expect(figures.totaisPorTipo).toEqual({ basica: '728.14', suplementar: '677.06', esporadica: '150.10', patrocinadora: '364.07' });
    expect(figures.totalProprias).toBe('1555.30');
    expect(figures.totalPatrocinadora).toBe('364.07');
    expect(figures.total).toBe('1919.37');
  });

  it('has no months and zero totals for an empty year', () => {
    expect(contributionStatementFigures([])).toMatchObject({ meses: [], totalProprias: '0.00', total: '0.00' });
  });
});

describe('incomeReportFigures, line 3.03', () => {
  it('counts the own contributions of a year in which the fund paid a benefit (deducted by the fund itself)', () => {
    const figures = incomeReportFigures(
      [{ tipo: 'mensal', valorBruto: '6850.00', parcelaIsenta: '0.00', impostoRenda: '741.46' }],
      [
        { tipo: 'basica', valor: '300.00' },
        { tipo: 'patrocinadora', valor: '300.00' },
      ],
    );
    expect(figures.contribuicaoPrevidenciaComplementar).toBe('300.00');
    expect(figures.contribuicoesDedutiveis.total).toBe('300.00');
    expect(figures.rendimentosTributaveis).toBe('6850.00');
  });
});

describe('healthPlanPaidOfYear (quadro 7: plano de saúde)', () => {
  const VIDA_PLENA = { id: 1, nome: 'Vida Plena Saúde Exemplo S.A.', cnpj: '47382916000117' };
  const CUIDAR_BEM = { id: 2, nome: 'Cuidar Bem Assistência Médica Exemplo Ltda.', cnpj: '58204731000139' };
  const health = (valor: string, idOperadoraSaude = VIDA_PLENA.id, dependenteSaude?: PaycheckLine['dependenteSaude']): PaycheckLine => ({
    codigo: '601',
    descricao: 'Plano de saúde',
    tipo: 'desconto',
    valor,
    idOperadoraSaude,
    ...(dependenteSaude ? { dependenteSaude } : {}),
  });
  const JOSE = { cpf: '38615219036', nome: 'José Assistido', dataNascimento: '1952-06-30' };

  it('Maria 2025: twelve monthly deductions of 412,35 are 4 948,20 paid to the operator, named with its CNPJ', () => {
    const lines = Array.from({ length: 12 }, () => [
      { codigo: '001', descricao: 'Benefício mensal', tipo: 'provento' as const, valor: '6850.00' },
      { codigo: '501', descricao: 'Imposto de renda retido na fonte', tipo: 'desconto' as const, valor: '808.04' },
      health('412.35'),
    ]).flat();
    expect(healthPlanPaidOfYear(lines, [VIDA_PLENA, CUIDAR_BEM])).toEqual([
      { nomeOperadora: 'Vida Plena Saúde Exemplo S.A.', cnpjOperadora: '47.382.916/0001-17', valorTitular: '4948.20', dependentes: [], total: '4948.20' },
    ]);
  });

  it('counts a 13th that deducts, keeps each dependant apart (CPF, birth date, name) and totals exactly', () => {
    // 12 × 412,35 + a 13th's 412,35 for the holder = 5 360,55; José: 12 × 0,10 + 0,20 = 1,40 (no binary float drift).
    const lines = [...Array.from({ length: 13 }, () => health('412.35')), ...Array.from({ length: 12 }, () => health('0.10', VIDA_PLENA.id, JOSE)), health('0.20', VIDA_PLENA.id, JOSE)];
    expect(healthPlanPaidOfYear(lines, [VIDA_PLENA])).toEqual([
      {
        nomeOperadora: VIDA_PLENA.nome,
        cnpjOperadora: '47.382.916/0001-17',
        valorTitular: '5360.55',
        dependentes: [{ cpf: '386.152.190-36', nome: 'José Assistido', dataNascimento: '1952-06-30', valor: '1.40' }],
        total: '5361.95',
      },
    ]);
  });

  it('one entry per operator, by name; earnings and lines without an operator are not health-plan payments', () => {
    const lines: PaycheckLine[] = [
      health('100.00', VIDA_PLENA.id),
      health('50.00', CUIDAR_BEM.id),
      { codigo: '602', descricao: 'Mensalidade associativa', tipo: 'desconto', valor: '30.00' },
      { codigo: '090', descricao: 'Devolução', tipo: 'provento', valor: '20.00', idOperadoraSaude: VIDA_PLENA.id },
    ];
    expect(healthPlanPaidOfYear(lines, [VIDA_PLENA, CUIDAR_BEM]).map((plan) => [plan.nomeOperadora, plan.total])).toEqual([
      ['Cuidar Bem Assistência Médica Exemplo Ltda.', '50.00'],
      ['Vida Plena Saúde Exemplo S.A.', '100.00'],
    ]);
    expect(healthPlanPaidOfYear([], [VIDA_PLENA])).toEqual([]);
  });

  it('refuses a line naming an operator the fund does not keep (no payment left out silently)', () => {
    expect(() => healthPlanPaidOfYear([health('10.00', 99)], [VIDA_PLENA])).toThrow('Operadora de plano de saúde 99 não cadastrada.');
  });

  it('is part of the income report’s figures, from the paychecks’ lines', () => {
    const payments: BenefitPaymentFigures[] = [
      { tipo: 'mensal', valorBruto: '6850.00', parcelaIsenta: '0.00', impostoRenda: '808.04', rubricas: [health('412.35')] },
      { tipo: 'abono_anual', valorBruto: '6850.00', parcelaIsenta: '0.00', impostoRenda: '808.04', rubricas: [] },
    ];
    expect(incomeReportFigures(payments, [], [VIDA_PLENA]).planosSaude).toEqual([expect.objectContaining({ valorTitular: '412.35', total: '412.35' })]);
    expect(incomeReportFigures(payments.map(({ rubricas: _lines, ...payment }) => payment), []).planosSaude).toEqual([]);
  });
});
