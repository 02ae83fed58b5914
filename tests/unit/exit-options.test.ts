import { describe, expect, it } from 'vitest';
import {
  addYears,
  cashWithdrawalLimit,
  EXIT_MESSAGES,
  exitOptions,
  installments,
  regressiveTaxOnAmount,
  redemptionLots,
  vestedPercent,
  waitingPeriod,
  withdrawalValues,
  type ExitOptionsInput,
} from '@/domain/exit-options';
import { loanPayoff, openInstallments, totalPayoff } from '@/domain/loans-payoff';
import { schedule } from '@/domain/loans';
import { Money } from '@/domain/money';
import { regressiveLots } from '@/domain/extracts-regressive-tax';

const VESTING = [
  { anos: 3, percentual: '30.00' },
  { anos: 5, percentual: '50.00' },
  { anos: 8, percentual: '80.00' },
  { anos: 10, percentual: '100.00' },
];

const RULES = {
  vestingPatrocinadora: VESTING,
  resgateParcelasMaximas: 12,
  carenciaPortabilidadeAnos: 3,
  carenciaBpdAnos: 3,
  idadeMinimaBpd: 60,
  taxaAdministrativaAutopatrocinio: '0.50',
};

/**
 * The worked case: on 24/11/2026 a participant who joined on 01/09/2018 (8 completed years → 80 % of the sponsor
 * share) has R$ 60.000,00 of own balance and R$ 50.000,00 in the sponsor account, in three contribution lots:
 *   01/09/2018 (8 years → 15 %): own 20.000 + sponsor 10.000 × 80 % = 28.000,00 → tax  4.200,00
 *   01/06/2021 (5 years → 25 %): own 25.000 + sponsor 25.000 × 80 % = 45.000,00 → tax 11.250,00
 *   01/03/2025 (1 year  → 35 %): own 15.000 + sponsor 15.000 × 80 % = 27.000,00 → tax  9.450,00
 * Gross = 60.000 + 50.000 × 80 % = 100.000,00 (= the sum of the lots). Progressive: 15 % = 15.000,00 withheld.
 * Regressive: 4.200 + 11.250 + 9.450 = 24.900,00.
 */
const CASE: ExitOptionsInput = {
  hoje: '2026-11-24',
  dataAdesao: '2018-09-01',
  dataNascimento: '1985-08-19',
  regime: 'progressivo',
  saldoProprio: '60000.00',
  saldoPatrocinadora: '50000.00',
  lotes: [
    { competencia: '2021-06-01', proprio: '25000', patrocinadora: '25000' },
    { competencia: '2018-09-01', proprio: '20000', patrocinadora: '10000' },
    { competencia: '2025-03-01', proprio: '15000', patrocinadora: '15000' },
  ],
  emprestimos: [],
  regras: RULES,
  beneficio: { rentabilidadeReferencia: '0.00', pagamentosPorAno: 13 },
  ultimaContribuicao: { competencia: '2026-09-01', participante: '650.00', patrocinadora: '650.00' },
};

/**
 * Lucas's loan of the demo (domain-rules.md's example): PV 10.000, 1,5 % a month, 24 × 499,24 (the last 499,26),
 * credited 24/02/2026, 9 paid: CASE's day, 24/11/2026, is the 9th installment's due date.
 */
const LOAN_SCHEDULE = schedule({ valor: '10000.00', taxa: new Money('0.015'), prazoMeses: 24, sistema: 'price', dataCredito: '2026-02-24' });
const LOAN = { taxaMensal: '0.015000', parcelasPagas: 9, parcelas: LOAN_SCHEDULE, dataCredito: '2026-02-24', data: '2026-11-24' };

describe('vestedPercent: the highest step of the plan reached by years in the plan', () => {
  it.each([
    [0, '0.00'],
    [2, '0.00'], // before the first step nothing of the sponsor share is vested
    [3, '30.00'],
    [4, '30.00'],
    [5, '50.00'],
    [7, '50.00'],
    [8, '80.00'],
    [9, '80.00'],
    [10, '100.00'],
    [25, '100.00'],
  ])('%i years → %s %%', (years, percent) => {
    expect(vestedPercent(VESTING, years)).toBe(percent);
  });

  it('reads the steps in any order, and a plan without steps vests nothing', () => {
    expect(vestedPercent([...VESTING].reverse(), 6)).toBe('50.00');
    expect(vestedPercent([], 30)).toBe('0.00');
  });
});

describe('redemption: net = gross − tax (− open loans), by regime', () => {
  it('progressive: 15 % withheld in advance on the gross (100.000,00 → 15.000,00; net 85.000,00)', () => {
    const options = exitOptions(CASE);
    expect(options.anosNoPlano).toBe(8);
    expect(options.saldo).toEqual({ proprio: '60000.00', patrocinadora: '50000.00', percentualAdquirido: '80.00', patrocinadoraAdquirida: '40000.00', disponivel: '100000.00' });
    expect(options.resgate).toMatchObject({ bruto: '100000.00', imposto: '15000.00', descontoEmprestimos: '0.00', liquido: '85000.00', parcelasMaximas: 12 });
    expect(options.regime).toEqual({ regime: 'progressivo', descricao: 'Progressivo' });
  });

  it('regressive: each lot at the rate of its age, sponsor share vested included (4.200 + 11.250 + 9.450 = 24.900,00)', () => {
    const options = exitOptions({ ...CASE, regime: 'regressivo' });
    expect(redemptionLots(CASE.lotes, '80.00')).toEqual([
      { competencia: '2018-09-01', valor: '28000.00' },
      { competencia: '2021-06-01', valor: '45000.00' },
      { competencia: '2025-03-01', valor: '27000.00' },
    ]);
    expect(options.resgate).toMatchObject({ bruto: '100000.00', imposto: '24900.00', liquido: '75100.00' });
    expect(new Money(options.resgate.bruto).minus(options.resgate.imposto).toFixed(2)).toBe(options.resgate.liquido);
  });

  it('shares the lots out of the amount redeemed (rounded once), so the lots add up to it; fully vested, they are the regressive extract\'s', () => {
    // Lots worth 100.005 each (33.335 quotas at 3,00): one by one they round to 300.03, the balance is 300.02.
    const lotes = ['2016-03-01', '2020-06-01', '2025-03-01'].map((competencia) => ({ competencia, proprio: '50.0025', patrocinadora: '50.0025' }));
    expect(redemptionLots(lotes, '100.00')).toEqual([
      { competencia: '2016-03-01', valor: '100.01' },
      { competencia: '2020-06-01', valor: '100.01' },
      { competencia: '2025-03-01', valor: '100.00' },
    ]);
    const extract = regressiveLots(lotes.map(({ competencia }) => ({ competencia, cotas: '33.33500000' })), '3.00000000', '2026-11-24');
    expect(redemptionLots(lotes, '100.00').map((lot) => lot.valor)).toEqual(extract.lotes.map((lot) => lot.valorAtual));
    // 80 % vested: own 150.0075 + sponsor 150.0075 × 80 % = 270.0135, shared out of the gross the options show.
    const options = exitOptions({ ...CASE, regime: 'regressivo', saldoProprio: '150.01', saldoPatrocinadora: '150.01', lotes });
    expect(options.saldo.disponivel).toBe('270.02'); // 150.01 + 120.008 → 120.01
    const lots = redemptionLots(lotes, '80.00', options.resgate.bruto);
    expect(lots.map((lot) => lot.valor)).toEqual(['90.01', '90.01', '90.00']);
    expect(lots.reduce((sum, lot) => sum.plus(lot.valor), new Money(0)).toFixed(2)).toBe(options.resgate.bruto);
    // 90.01 × 10 % + 90.01 × 20 % + 90.00 × 35 % = 9.00 + 18.00 + 31.50
    expect(options.resgate.imposto).toBe('58.50');
  });

  it("regime not chosen ('Não informado'): figured as progressive, with a note saying so", () => {
    const options = exitOptions({ ...CASE, regime: null });
    expect(options.resgate.imposto).toBe('15000.00');
    expect(options.regime).toEqual({ regime: null, descricao: 'Não informado', observacao: EXIT_MESSAGES.regimeNotChosen });
  });

  it('an open loan is paid off from the redemption and from the portability (6.661,50 for 15 open installments)', () => {
    const options = exitOptions({ ...CASE, emprestimos: [LOAN] });
    // 100.000,00 − 15.000,00 − 6.661,50 = 78.338,50
    expect(options.resgate).toMatchObject({ bruto: '100000.00', imposto: '15000.00', descontoEmprestimos: '6661.50', liquido: '78338.50' });
    // 100.000,00 − 6.661,50, no tax
    expect(options.portabilidade).toMatchObject({ valor: '93338.50', descontoEmprestimos: '6661.50' });
  });

  it('the twelve installments of the largest split: 85.000,00 / 12 = 7.083,33 × 11 + 7.083,37', () => {
    expect(exitOptions(CASE).resgate).toMatchObject({ parcelas: 12, valorParcela: '7083.33', valorUltimaParcela: '7083.37' });
  });
});

describe('installments', () => {
  it('equal ones rounded down to the centavo, the last one takes the remainder; the sum is the net', () => {
    expect(installments('1000.00', 3)).toEqual({ parcelas: 3, valorParcela: '333.33', valorUltimaParcela: '333.34' });
    expect(installments('1200.00', 12)).toEqual({ parcelas: 12, valorParcela: '100.00', valorUltimaParcela: '100.00' });
    expect(installments('85000.00', 1)).toEqual({ parcelas: 1, valorParcela: '85000.00', valorUltimaParcela: '85000.00' });
    const split = installments('85000.00', 7); // 12.142,857… → 12.142,85 × 6 = 72.857,10; last 12.142,90
    expect(split).toEqual({ parcelas: 7, valorParcela: '12142.85', valorUltimaParcela: '12142.90' });
  });
});

describe("loan payoff: the loans pages' outstanding balance (payoffAt)", () => {
  it("PV 10.000, 1,5 % a month, 24 × 499,24 with 9 paid, on the 9th due date: the schedule's balance after it, 6.661,50", () => {
    expect(openInstallments(LOAN)).toBe(15);
    expect(LOAN_SCHEDULE[8].saldo).toBe('6661.50');
    expect(loanPayoff(LOAN)).toBe('6661.50');
  });

  it('a loan fully paid owes nothing; several loans add up', () => {
    expect(loanPayoff({ ...LOAN, parcelasPagas: 24 })).toBe('0.00');
    // 1 open installment (499,26 = 491,88 principal + 7,38 interest) on the 23rd due date: its principal, 491,88.
    expect(loanPayoff({ ...LOAN, parcelasPagas: 23, data: '2028-01-24' })).toBe('491.88');
    expect(totalPayoff([LOAN, { ...LOAN, parcelasPagas: 23, data: '2028-01-24' }])).toBe('7153.38');
  });
});

describe('portability: the whole available balance, vested sponsor share included, without tax', () => {
  it('60.000,00 + 80 % of 50.000,00 = 100.000,00, whatever the regime', () => {
    expect(exitOptions(CASE).portabilidade).toEqual({ valor: '100000.00', descontoEmprestimos: '0.00', elegivel: true, motivos: [], elegivelEm: null });
    expect(exitOptions({ ...CASE, regime: 'regressivo' }).portabilidade.valor).toBe('100000.00');
  });

  it('before the waiting period: not eligible, told why and from when (a leap-day joiner completes on 1 March)', () => {
    const options = exitOptions({ ...CASE, dataAdesao: '2024-02-29' });
    expect(options.anosNoPlano).toBe(2);
    expect(options.saldo.percentualAdquirido).toBe('0.00');
    expect(options.portabilidade).toMatchObject({ elegivel: false, elegivelEm: '2027-03-01', motivos: ['A portabilidade exige 3 anos de plano. Você completa esse tempo em 01/03/2027.'] });
    expect(options.bpd).toMatchObject({ elegivel: false, elegivelEm: '2027-03-01' });
    expect(options.bpd.motivos[0]).toBe('O benefício proporcional diferido (BPD) exige 3 anos de plano. Você completa esse tempo em 01/03/2027.');
  });

  it('waitingPeriod and addYears at the boundary: eligible on the anniversary itself', () => {
    expect(waitingPeriod('A portabilidade', '2023-11-24', '2026-11-24', 3).elegivel).toBe(true);
    expect(waitingPeriod('A portabilidade', '2023-11-25', '2026-11-24', 3)).toMatchObject({ elegivel: false, elegivelEm: '2026-11-25' });
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });
});

describe('BPD: the available balance left in the plan without contributions until the BPD age', () => {
  it('at 0 % a year the balance stays 100.000,00; 20 years of income with a 13th: 100.000 / (240 + 20) = 384,62', () => {
    // Born 19/08/1985, 60 in August 2045: (2045 − 2026) × 12 + (8 − 11) = 225 months from November 2026.
    const { bpd } = exitOptions(CASE);
    expect(bpd).toMatchObject({ beneficioEstimado: '384.62', saldoProjetado: '100000.00', idadeInicio: 60, inicio: '2045-08', prazoMeses: 240, pagamentosPorAno: 13, elegivel: true });
  });

  it('at 4 % a year over exactly 20 years (born November 1986): FV = 100.000 × 1,04^20 = 219.112,31; 240 monthly incomes of 1.319,54', () => {
    // i_m = 1,04^(1/12) − 1 = 0,0032737; R = FV · i_m / (1 − (1 + i_m)^−240); domain-rules' example gives
    // 582.954,04 / 3.510,66 = 166,054 as the factor, and 219.112,31 / 166,054 = 1.319,54.
    const { bpd } = exitOptions({ ...CASE, dataNascimento: '1986-11-10', beneficio: { rentabilidadeReferencia: '4.00', pagamentosPorAno: 12 } });
    expect(bpd).toMatchObject({ saldoProjetado: '219112.31', beneficioEstimado: '1319.54', inicio: '2046-11', rentabilidadeAnual: '4.00' });
  });
});

describe('self-sponsorship: own and sponsor contributions of the latest month, plus the administration fee', () => {
  it('650,00 + 650,00 + 0,50 % of 1.300,00 (6,50) = 1.306,50', () => {
    expect(exitOptions(CASE).autopatrocinio).toEqual({
      contribuicaoMensal: '1306.50',
      contribuicaoParticipante: '650.00',
      contribuicaoPatrocinadora: '650.00',
      taxaAdministrativa: '0.50',
      valorTaxaAdministrativa: '6.50',
      competenciaBase: '2026-09',
      elegivel: true,
      motivos: [],
      elegivelEm: null,
    });
  });
});

describe('saque à vista (13): a share of the balance, taxed by the regime', () => {
  it('25 % of 110.000,00 = 27.500,00 (rounded down to the centavo: 25 % of 1.234,57 = 308,64)', () => {
    expect(cashWithdrawalLimit('110000.00', '25.00')).toBe('27500.00');
    expect(cashWithdrawalLimit('1234.57', '25.00')).toBe('308.64');
  });

  it('regressive: the oldest lots leave first (30.000 from the 2018 lot at 15 % = 4.500; 40.000 adds 10.000 at 25 %)', () => {
    // Without vesting (still with the sponsor): lot 2018 = 20.000 + 10.000 = 30.000,00.
    // Regressive withholding is final; the progressive one's range is redemption-final-tax.test.ts's.
    expect(withdrawalValues('30000.00', 'regressivo', CASE.lotes, CASE.hoje)).toEqual({ bruto: '30000.00', imposto: '4500.00', liquido: '25500.00', impostoDefinitivo: 'S' });
    expect(withdrawalValues('40000.00', 'regressivo', CASE.lotes, CASE.hoje)).toEqual({ bruto: '40000.00', imposto: '7000.00', liquido: '33000.00', impostoDefinitivo: 'S' });
    expect(withdrawalValues('40000.00', 'progressivo', CASE.lotes, CASE.hoje)).toMatchObject({ bruto: '40000.00', imposto: '6000.00', liquido: '34000.00', anoDeclaracao: '2027' });
  });

  it('centavos past the lots bear the newest lot’s rate', () => {
    expect(regressiveTaxOnAmount([{ competencia: '2025-03-01', valor: '100.00' }], '100.10', '2026-11-24')).toBe('35.04'); // 35,00 + 0,035 → 0,04
  });
});
