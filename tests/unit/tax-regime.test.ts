import { describe, expect, it } from 'vitest';
import { CATEGORY_ID, SITUATION_ID } from '@/domain/constants';
import { addMonths, breakEvenIncome, compareIncome, compareRedemption, recommendRegime, regimeChoice, REGIME_MESSAGES, simulateRegimes, type IncomeScenarioInput } from '@/domain/tax-regime';

const { TAXPAYER, ASSISTED, PENSIONER, BPD } = CATEGORY_ID;
const { ACTIVE, IN_BENEFIT, IN_CONCESSION, LEFT } = SITUATION_ID;

describe('regimeChoice (Lei 14.803/2024: chosen up to the benefit or the first redemption; regressive is irrevocable)', () => {
  it("'Não informado' may choose either regime", () => {
    expect(regimeChoice({ regimeTributacao: null, idCategoria: TAXPAYER, idSituacao: ACTIVE })).toEqual({ podeEscolher: true, opcoesPermitidas: ['progressivo', 'regressivo'] });
    expect(regimeChoice({ regimeTributacao: null, idCategoria: BPD, idSituacao: ACTIVE }).podeEscolher).toBe(true);
  });

  it('progressive may only move to regressive (someone who left the sponsor too)', () => {
    expect(regimeChoice({ regimeTributacao: 'progressivo', idCategoria: TAXPAYER, idSituacao: LEFT })).toEqual({ podeEscolher: true, opcoesPermitidas: ['regressivo'] });
  });

  it('regressive is final, whatever the situation', () => {
    expect(regimeChoice({ regimeTributacao: 'regressivo', idCategoria: TAXPAYER, idSituacao: ACTIVE })).toEqual({ podeEscolher: false, opcoesPermitidas: [], motivo: REGIME_MESSAGES.regressiveIsFinal });
  });

  it('nobody receiving or about to receive a benefit chooses', () => {
    for (const link of [
      { regimeTributacao: null, idCategoria: ASSISTED, idSituacao: IN_BENEFIT },
      { regimeTributacao: 'progressivo' as const, idCategoria: PENSIONER, idSituacao: IN_BENEFIT },
      { regimeTributacao: null, idCategoria: TAXPAYER, idSituacao: IN_CONCESSION },
      { regimeTributacao: null, idCategoria: TAXPAYER, idSituacao: IN_BENEFIT },
    ]) {
      expect(regimeChoice(link)).toEqual({ podeEscolher: false, opcoesPermitidas: [], motivo: REGIME_MESSAGES.receivingBenefit });
    }
  });
});

describe('compareRedemption: a full redemption today', () => {
  it('regressive = the extract as it is; progressive = 15 % withheld in advance on the same amount', () => {
    // R$ 100 000,00 today whose lots bear R$ 12 345,67 by the regressive table (12,35 %); 15 % of it is R$ 15 000,00.
    expect(compareRedemption({ valorAtual: '100000.00', imposto: '12345.67' })).toEqual({
      valorBruto: '100000.00',
      progressivo: { imposto: '15000.00', aliquotaEfetiva: '15.00', valorLiquido: '85000.00' },
      regressivo: { imposto: '12345.67', aliquotaEfetiva: '12.35', valorLiquido: '87654.33' },
    });
  });

  it('rounds the 15 % half up to the centavo and answers zeros for an empty balance', () => {
    // 15 % of 33,33 = 4,9995 → 5,00.
    expect(compareRedemption({ valorAtual: '33.33', imposto: '11.67' }).progressivo).toEqual({ imposto: '5.00', aliquotaEfetiva: '15.00', valorLiquido: '28.33' });
    expect(compareRedemption({ valorAtual: '0', imposto: '0' }).regressivo).toEqual({ imposto: '0.00', aliquotaEfetiva: '0.00', valorLiquido: '0.00' });
  });
});

// At 0 % a year the income is the balance divided by the payments, so every figure below is done by hand.
const flat: Omit<IncomeScenarioInput, 'lotes' | 'prazoMeses'> = { hoje: '2026-11-15', contribuicaoMensal: '0', mesesAteAposentadoria: 0, rentabilidadeAnual: '0', pagamentosPorAno: 12, outrasRendasMensais: '0' };

describe('compareIncome: a monthly income at retirement', () => {
  it('R$ 120 000 of old contributions over 120 months: R$ 1 000 a month, no progressive tax (2026 reducer), 10 % regressive', () => {
    const result = compareIncome({ ...flat, lotes: [{ competencia: '2010-01', valorAtual: '120000.00' }], prazoMeses: 120 });
    expect(result.renda).toMatchObject({ saldoProjetado: '120000.00', rendaMensal: '1000.00', pagamentos: 120, rendaTotal: '120000.00', inicioRenda: '2026-12' });
    // 1 000 is under R$ 5 000: the 2026 reducer takes the tax to zero.
    expect(result.progressivo).toEqual({ impostoMensal: '0.00', aliquotaEfetiva: '0.00', impostoTotal: '0.00' });
    // Every lot is older than 10 years at each payment: 10 % of 1 000 = 100, × 120 = 12 000.
    expect(result.regressivo).toEqual({
      impostoPrimeiroPagamento: '100.00',
      aliquotaPrimeiroPagamento: '10.00',
      impostoMedioPorPagamento: '100.00',
      aliquotaEfetiva: '10.00',
      impostoTotal: '12000.00',
      porAliquota: [{ aliquota: '10.00', renda: '120000.00' }],
    });
  });

  it('R$ 10 000 a month: progressive 16,74 % (no reducer above R$ 7 350), regressive 10 %', () => {
    const result = compareIncome({ ...flat, lotes: [{ competencia: '2010-01', valorAtual: '1200000.00' }], prazoMeses: 120 });
    // (10 000 − 607,20 simplified discount) × 27,5 % − 908,73 = 2 583,02 − 908,73 = 1 674,29; × 120 = 200 914,80.
    expect(result.progressivo).toEqual({ impostoMensal: '1674.29', aliquotaEfetiva: '16.74', impostoTotal: '200914.80' });
    expect(result.regressivo).toMatchObject({ impostoPrimeiroPagamento: '1000.00', aliquotaEfetiva: '10.00', impostoTotal: '120000.00' });
  });

  it('progressive is the marginal tax: what the income adds to the other income', () => {
    // Other income R$ 3 000: tax(3 000) = 0 (reducer); tax(4 000) = 0 too; with R$ 5 000 of other income,
    // tax(6 000) − tax(5 000): (5 392,80 × 27,5 % − 908,73 = 574,29) − (978,62 − 0,133145 × 6 000 = 179,75) = 394,54; tax(5 000) = 0.
    const lotes = [{ competencia: '2010-01', valorAtual: '120000.00' }];
    expect(compareIncome({ ...flat, lotes, prazoMeses: 120, outrasRendasMensais: '3000' }).progressivo.impostoMensal).toBe('0.00');
    expect(compareIncome({ ...flat, lotes, prazoMeses: 120, outrasRendasMensais: '5000' }).progressivo).toEqual({ impostoMensal: '394.54', aliquotaEfetiva: '39.45', impostoTotal: '47344.80' });
  });

  it('pays oldest lots first and ages young lots at payment (FIFO): 10 % then 30 %', () => {
    // Retires in 12 months with R$ 1 000 a month until then (competences 12/2026 … 11/2027) and R$ 12 000 contributed
    // in 11/2016. Income: 24 000 / 24 = R$ 1 000 a month from 12/2027 to 11/2029. Payments 1–12 take the 2016 lot
    // (over 10 years: 10 % → R$ 100 each); payments 13–24 (12/2028 … 11/2029) take the contributions of 12/2026 …
    // 11/2027 in order, each exactly 2 years old on its payment day (30 % → R$ 300 each). Total 1 200 + 3 600 = 4 800, 20 %.
    const result = compareIncome({ ...flat, mesesAteAposentadoria: 12, contribuicaoMensal: '1000', lotes: [{ competencia: '2016-11', valorAtual: '12000.00' }], prazoMeses: 24 });
    expect(result.renda).toMatchObject({ saldoAtual: '12000.00', saldoProjetado: '24000.00', rendaMensal: '1000.00', inicioRenda: '2027-12', rendaTotal: '24000.00' });
    expect(result.regressivo).toEqual({
      impostoPrimeiroPagamento: '100.00',
      aliquotaPrimeiroPagamento: '10.00',
      impostoMedioPorPagamento: '200.00',
      aliquotaEfetiva: '20.00',
      impostoTotal: '4800.00',
      porAliquota: [
        { aliquota: '10.00', renda: '12000.00' },
        { aliquota: '30.00', renda: '12000.00' },
      ],
    });
  });

  it('13 payments a year: a 13th income with every 12th one, taxed like a month', () => {
    // R$ 130 000 over 120 months with 13 payments a year: 120 + 10 = 130 payments of R$ 1 000.
    const result = compareIncome({ ...flat, pagamentosPorAno: 13, lotes: [{ competencia: '2010-01', valorAtual: '130000.00' }], prazoMeses: 120 });
    expect(result.renda).toMatchObject({ rendaMensal: '1000.00', pagamentos: 130, rendaTotal: '130000.00' });
    expect(result.regressivo).toMatchObject({ impostoTotal: '13000.00', aliquotaEfetiva: '10.00' });
  });

  it('grows with the projection: the domain-rules.md example gives the same balance and income', () => {
    // S0 = 100 000 (one lot of 01/2020), C = 1 000, 4 % a.a., 240 months → R$ 582 954,04 and R$ 3 510,66 for 240 months.
    const result = compareIncome({ ...flat, rentabilidadeAnual: '4.00', contribuicaoMensal: '1000', mesesAteAposentadoria: 240, lotes: [{ competencia: '2020-01', valorAtual: '100000.00' }], prazoMeses: 240 });
    expect(result.renda).toMatchObject({ saldoProjetado: '582954.04', rendaMensal: '3510.66', inicioRenda: '2046-12' });
    // 3 510,66 is under R$ 5 000: no progressive tax. Every lot is paid after 10 years in the plan (the newest, of
    // 11/2046, is paid last, in 2066): 10 % → R$ 351,07 a payment.
    expect(result.progressivo.impostoTotal).toBe('0.00');
    expect(result.regressivo).toMatchObject({ impostoPrimeiroPagamento: '351.07', aliquotaEfetiva: '10.00' });
  });
});

describe('breakEvenIncome: where the progressive tax reaches the regressive rate', () => {
  it('10 % with no other income, 2026 table: R$ 6 666,77', () => {
    // Between R$ 5 271,88 and R$ 7 350 the tax is (X − 607,20) × 27,5 % − 908,73 − (978,62 − 0,133145 X)
    // = 0,408145 X − 2 054,33, which is 10 % of X at X = 2 054,33 / 0,308145 ≈ 6 666,77.
    expect(breakEvenIncome('10', '0', '2026-11')).toBe('6666.77');
  });

  it('2025 table (no reducer): (X − 607,20) × 27,5 % − 908,73 = 10 % X at X ≈ 6 146,93', () => {
    expect(breakEvenIncome('10', '0', '2025-11')).toBe('6146.93');
  });

  it('other income lowers it; above the 27,5 % of the table there is none', () => {
    expect(breakEvenIncome('10', '3000', '2026-11')).toBe('2693.19');
    expect(breakEvenIncome('30', '0', '2026-11')).toBeNull();
    expect(breakEvenIncome('0', '0', '2026-11')).toBeNull();
  });

  it('is exact to the centavo: 1 centavo less and the progressive tax is below the rate', async () => {
    const { monthlyIncomeTax } = await import('@/domain/income-tax');
    expect(monthlyIncomeTax('6666.77', '2026-11')).toBe('666.68'); // ≥ 666,677
    expect(monthlyIncomeTax('6666.76', '2026-11')).toBe('666.67'); // < 666,676
  });
});

describe('recommendRegime and simulateRegimes', () => {
  const extrato = { valorAtual: '120000.00', imposto: '12000.00' };
  const simulate = (valorAtual: string, outrasRendasMensais = '0') =>
    simulateRegimes({ ...flat, outrasRendasMensais, lotes: [{ competencia: '2010-01', valorAtual }], prazoMeses: 120, extrato, regimeAtual: null });

  it('a small income: progressive, with the break-even and the redemption in the explanation', () => {
    const result = simulate('120000.00');
    expect(result.pontoDeEquilibrio).toEqual({ rendaMensal: '6666.77', aliquotaRegressiva: '10.00', outrasRendasMensais: '0.00' });
    expect(result.recomendacao.regime).toBe('progressivo');
    expect(result.recomendacao.explicacao).toContain('o regime progressivo cobraria menos');
    expect(result.recomendacao.explicacao).toContain('R$\u00a06.666,77');
    expect(result.recomendacao.explicacao).toContain('Num resgate total hoje, o regressivo reteria R$\u00a012.000,00 (10,00 %); o progressivo reteria R$\u00a018.000,00 (15 %)');
  });

  it('a large income: regressive', () => {
    const result = simulate('1200000.00');
    expect(result.recomendacao.regime).toBe('regressivo');
    expect(result.recomendacao.explicacao).toContain('R$\u00a0120.000,00 no total, contra R$\u00a0200.914,80 no progressivo (R$\u00a080.914,80 a menos)');
  });

  it('at the break-even the two are a tie, and a tie keeps the door open: progressive', () => {
    // 6 666,77 × 120 = 800 012,40: progressive 666,68 a month, regressive 666,68 (10 %).
    const result = simulate('800012.40');
    expect(result.renda.progressivo.impostoMensal).toBe('666.68');
    expect(result.renda.regressivo.impostoPrimeiroPagamento).toBe('666.68');
    expect(result.recomendacao.regime).toBe('progressivo');
    expect(result.recomendacao.explicacao).toContain('quase o mesmo imposto');
  });

  it('always states that the regressive choice is irrevocable and that other income and deductions matter', () => {
    for (const value of ['120000.00', '1200000.00']) {
      const { ressalvas } = simulate(value).recomendacao;
      expect(ressalvas.join(' ')).toContain('irretratável');
      expect(ressalvas.join(' ')).toContain('Lei 14.803/2024');
      expect(ressalvas.join(' ')).toContain('deduções');
    }
  });

  it('says so when the recommended regime is already the current one', () => {
    const result = simulateRegimes({ ...flat, lotes: [{ competencia: '2010-01', valorAtual: '120000.00' }], prazoMeses: 120, extrato, regimeAtual: 'progressivo' });
    expect(recommendRegime({ renda: result.renda, resgate: result.resgate, pontoDeEquilibrio: '6666.77', regimeAtual: 'progressivo' }).explicacao).toContain('Você já está no regime progressivo.');
  });

  it('without balance or contributions there is no income to compare: progressive, the flexible choice', () => {
    const result = simulateRegimes({ ...flat, lotes: [], prazoMeses: 120, extrato: { valorAtual: '0.00', imposto: '0.00' }, regimeAtual: null });
    expect(result.renda.renda.rendaMensal).toBe('0.00');
    expect(result.pontoDeEquilibrio).toEqual({ rendaMensal: '6666.77', aliquotaRegressiva: '10.00', outrasRendasMensais: '0.00' });
    expect(result.recomendacao.regime).toBe('progressivo');
    expect(result.recomendacao.explicacao).toContain('Ainda não há saldo nem contribuições');
  });

  it('addMonths crosses years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-11-15', 13)).toBe('2027-12');
  });
});
