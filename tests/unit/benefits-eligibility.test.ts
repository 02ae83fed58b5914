import { describe, expect, it } from 'vitest';
import { anniversary, benefitRequestEligibility, combineEligibility, inBenefitEligibility, incomeChangeAvailability } from '@/domain/benefits-eligibility';
import { CATEGORY_ID, SITUATION_ID } from '@/domain/constants';

// The demo's Carlos: born 21/07/1979, in HPE since 01/03/2012, taxpayer, active; the plan asks 55 years and 10 in the plan.
const carlos = {
  dataNascimento: '1979-07-21',
  dataAdesao: '2012-03-01',
  idCategoria: CATEGORY_ID.TAXPAYER,
  idSituacao: SITUATION_ID.ACTIVE,
  today: '2026-11-24',
  idadeMinima: 55,
  anosMinimosPlano: 10,
  idadeMinimaBpd: 60,
};

describe('benefitRequestEligibility (service 12)', () => {
  it('tells a 47-year-old the day he turns 55, and that day is when he becomes eligible', () => {
    expect(benefitRequestEligibility(carlos)).toEqual({ elegivel: false, motivos: ['Você precisa ter 55 anos: completa em 21/07/2034.'], elegivelEm: '2034-07-21' });
  });

  it('is eligible on the birthday itself, not the day before', () => {
    expect(benefitRequestEligibility({ ...carlos, today: '2034-07-20' }).elegivel).toBe(false);
    expect(benefitRequestEligibility({ ...carlos, today: '2034-07-21' })).toEqual({ elegivel: true, motivos: [], elegivelEm: null });
  });

  it('with both rules missing, gives both sentences and the later of the two days', () => {
    // Joined on 01/08/2030: ten years in the plan on 01/08/2040, after the 55th birthday (21/07/2034).
    const result = benefitRequestEligibility({ ...carlos, dataAdesao: '2030-08-01', today: '2031-01-10' });
    expect(result).toEqual({
      elegivel: false,
      motivos: ['Você precisa ter 55 anos: completa em 21/07/2034.', 'Você precisa de 10 anos no plano: completa em 01/08/2040.'],
      elegivelEm: '2040-08-01',
    });
  });

  it('counts the years in the plan from the joining day, with the plan\'s own minimum (singular for one year)', () => {
    const oneYear = benefitRequestEligibility({ ...carlos, idadeMinima: 40, anosMinimosPlano: 1, dataAdesao: '2026-03-15' });
    expect(oneYear).toEqual({ elegivel: false, motivos: ['Você precisa de 1 ano no plano: completa em 15/03/2027.'], elegivelEm: '2027-03-15' });
    // The plan lowers the age to 45 and asks 15 years: Carlos (47, 14 years and 8 months) waits for the years.
    expect(benefitRequestEligibility({ ...carlos, idadeMinima: 45, anosMinimosPlano: 15 })).toEqual({
      elegivel: false,
      motivos: ['Você precisa de 15 anos no plano: completa em 01/03/2027.'],
      elegivelEm: '2027-03-01',
    });
  });

  it('someone born on 29 February turns 55 on 28 February of a common year', () => {
    expect(anniversary('1972-02-29', 55)).toBe('2027-02-28');
    expect(anniversary('1972-02-29', 56)).toBe('2028-02-29');
    const result = benefitRequestEligibility({ ...carlos, dataNascimento: '1972-02-29' });
    expect(result.motivos).toEqual(['Você precisa ter 55 anos: completa em 28/02/2027.']);
  });

  it('a BPD participant waits for the BPD age only (the years were counted when BPD was chosen)', () => {
    const bruno = { ...carlos, idCategoria: CATEGORY_ID.BPD, dataNascimento: '1975-04-10', dataAdesao: '2025-01-01' };
    expect(benefitRequestEligibility(bruno)).toEqual({
      elegivel: false,
      motivos: ['O benefício proporcional diferido começa aos 60 anos: você completa essa idade em 10/04/2035.'],
      elegivelEm: '2035-04-10',
    });
    expect(benefitRequestEligibility({ ...bruno, today: '2035-04-10' }).elegivel).toBe(true);
  });

  it('someone already receiving, or not active, is told why, with no date (it is not a matter of time)', () => {
    const cases: Array<[number, number, string]> = [
      [CATEGORY_ID.ASSISTED, SITUATION_ID.IN_BENEFIT, 'Você já recebe o benefício deste plano.'],
      [CATEGORY_ID.PENSIONER, SITUATION_ID.IN_BENEFIT, 'Você já recebe o benefício deste plano.'],
      [CATEGORY_ID.TAXPAYER, SITUATION_ID.IN_CONCESSION, 'O seu benefício já está em concessão: acompanhe o pedido em Acompanhar solicitações.'],
      [CATEGORY_ID.TAXPAYER, SITUATION_ID.LEFT, 'Você deixou a patrocinadora: veja as suas escolhas em Opções de desligamento.'],
      [CATEGORY_ID.TAXPAYER, SITUATION_ID.SUSPENDED, 'A sua inscrição no plano está suspensa: fale com o fundo para voltar a ficar ativo.'],
      [CATEGORY_ID.TAXPAYER, SITUATION_ID.PORTED, 'A sua inscrição no plano não está ativa, por isso não é possível pedir o benefício.'],
    ];
    for (const [idCategoria, idSituacao, motivo] of cases) {
      // Old enough and long enough in the plan: the situation alone refuses.
      expect(benefitRequestEligibility({ ...carlos, idCategoria, idSituacao, today: '2040-01-01' })).toEqual({ elegivel: false, motivos: [motivo], elegivelEm: null });
    }
  });
});

describe('incomeChangeAvailability (service 31, once per period)', () => {
  it('with no change asked, or the period over, a change may be asked', () => {
    expect(incomeChangeAvailability(null, 12, '2026-11-24').elegivel).toBe(true);
    expect(incomeChangeAvailability('2025-11-24', 12, '2026-11-24').elegivel).toBe(true);
  });

  it('within the period, says when the last one was asked and from which day a new one may be', () => {
    expect(incomeChangeAvailability('2026-03-10', 12, '2026-11-24')).toEqual({
      elegivel: false,
      motivos: ['A renda pode ser alterada uma vez a cada 12 meses. Você pediu uma alteração em 10/03/2026: uma nova pode ser pedida a partir de 10/03/2027.'],
      elegivelEm: '2027-03-10',
    });
    expect(incomeChangeAvailability('2025-11-25', 12, '2026-11-24').elegivelEm).toBe('2026-11-25');
  });

  it('a month-end request counts to the last day of the shorter month; one month is singular', () => {
    expect(incomeChangeAvailability('2026-10-31', 1, '2026-11-24')).toEqual({
      elegivel: false,
      motivos: ['A renda pode ser alterada uma vez a cada 1 mês. Você pediu uma alteração em 31/10/2026: uma nova pode ser pedida a partir de 30/11/2026.'],
      elegivelEm: '2026-11-30',
    });
    expect(incomeChangeAvailability('2026-03-10', 0, '2026-03-11').elegivel).toBe(true);
  });
});

describe('inBenefitEligibility and combineEligibility', () => {
  it('only a benefit being paid may be changed or suspended', () => {
    expect(inBenefitEligibility(SITUATION_ID.IN_BENEFIT, 'suspensao').elegivel).toBe(true);
    expect(inBenefitEligibility(SITUATION_ID.SUSPENDED, 'suspensao').motivos).toEqual(['O seu benefício já está suspenso.']);
    expect(inBenefitEligibility(SITUATION_ID.ACTIVE, 'suspensao').motivos).toEqual(['O benefício só pode ser suspenso enquanto está sendo pago.']);
    expect(inBenefitEligibility(SITUATION_ID.ACTIVE, 'alteracao-renda')).toEqual({ elegivel: false, motivos: ['A renda só pode ser alterada enquanto o benefício está sendo pago.'], elegivelEm: null });
  });

  it('joins the reasons; the date stays only when both are a matter of time', () => {
    const wait = (data: string) => ({ elegivel: false, motivos: [data], elegivelEm: data });
    const ok = { elegivel: true, motivos: [], elegivelEm: null };
    expect(combineEligibility(ok, wait('2027-01-01'))).toEqual(wait('2027-01-01'));
    expect(combineEligibility(wait('2028-01-01'), wait('2027-01-01'))).toEqual({ elegivel: false, motivos: ['2028-01-01', '2027-01-01'], elegivelEm: '2028-01-01' });
    expect(combineEligibility(inBenefitEligibility(SITUATION_ID.ACTIVE, 'alteracao-renda'), wait('2027-01-01')).elegivelEm).toBeNull();
  });
});

describe('estimatedFirstIncome', () => {
  it('answers the simulator\'s worked numbers for a balance of R$ 582.954,04 (domain-rules.md)', async () => {
    const { estimatedFirstIncome } = await import('@/domain/benefits-income');
    const plan = { rentabilidadeReferencia: '4.00', pagamentosPorAno: 12 as const };
    expect(estimatedFirstIncome('582954.04', { formaRenda: 'prazo', prazoMeses: 240 }, plan)).toBe('3510.66');
    expect(estimatedFirstIncome('582954.04', { formaRenda: 'prazo', prazoMeses: 120 }, plan)).toBe('5882.33');
    expect(estimatedFirstIncome('582954.04', { formaRenda: 'percentual', percentualSaldo: '0.50' }, plan)).toBe('2914.77');
    // Maria's 0,80 % of R$ 100.000,00.
    expect(estimatedFirstIncome('100000.00', { formaRenda: 'percentual', percentualSaldo: '0.80' }, plan)).toBe('800.00');
  });
});

describe('the request detail reads the benefit requests\' data in Portuguese', () => {
  it('labels and formats the income form, the balance and the estimated incomes', async () => {
    const { describeRequestData } = await import('@/domain/requests-data');
    const rows = describeRequestData({ formaRenda: 'percentual', percentualSaldo: '1.00', saldo: '523456.78', dataSaldo: '2026-11-20', rendaEstimada: '5234.57', formaRendaAnterior: 'prazo', prazoMesesAnterior: 240 });
    expect(rows).toEqual([
      { label: 'Forma de recebimento da renda', value: 'Percentual do saldo' },
      { label: 'Percentual do saldo por mês', value: '1,00 %' },
      { label: 'Saldo na data do pedido', value: 'R$\u00a0523.456,78' },
      { label: 'Data do saldo', value: '20/11/2026' },
      { label: 'Primeira renda estimada', value: 'R$\u00a05.234,57' },
      { label: 'Forma de recebimento anterior', value: 'Por prazo determinado' },
      { label: 'Prazo anterior (meses)', value: '240' },
    ]);
  });
});
