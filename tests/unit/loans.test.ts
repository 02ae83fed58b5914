import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  availableMargin,
  cet,
  daysBetween,
  iof,
  monthsBetween,
  netCredit,
  interestStillDue,
  nextDue,
  openOf,
  payoffAt,
  prepay,
  pricePayment,
  rateFraction,
  ratePercent,
  renegotiate,
  schedule,
  simulateLoan,
  totalInterest,
  totalPaid,
} from '@/domain/loans';
import { loanPayoff } from '@/domain/loans-payoff';
import { Money } from '@/domain/money';

const RATE = new Money('0.015');

describe('due dates', () => {
  it("fall monthly on the credit date's day, clamped to the month's last day, the first one month after the credit", () => {
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsClamped('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsClamped('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonthsClamped('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsClamped('2026-03-15', -9)).toBe('2025-06-15');
    const rows = schedule({ valor: '1000.00', taxa: RATE, prazoMeses: 3, sistema: 'price', dataCredito: '2026-01-31' });
    expect(rows.map((row) => row.vencimento)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
  });

  it('counts time in days and in months (whole calendar months, then the days left over 30)', () => {
    expect(daysBetween('2026-01-31', '2026-02-28')).toBe(28);
    expect(daysBetween('2026-01-15', '2027-01-15')).toBe(365);
    expect(monthsBetween('2026-10-15', '2026-11-15').toString()).toBe('1');
    expect(monthsBetween('2026-02-14', '2026-03-31').toFixed(6)).toBe(new Money(1).plus(new Money(17).div(30)).toFixed(6));
    expect(monthsBetween('2026-03-31', '2026-02-14').toFixed(6)).toBe(new Money(-1).minus(new Money(17).div(30)).toFixed(6));
  });
});

describe('Price (domain-rules.md worked numbers)', () => {
  it('PV 10 000, 1,5 % a month, 24 months → PMT 499,24 and total interest 1 981,78; the last installment absorbs the rounding', () => {
    expect(pricePayment('10000', RATE, 24).toFixed(2)).toBe('499.24');
    const rows = schedule({ valor: '10000.00', taxa: RATE, prazoMeses: 24, sistema: 'price', dataCredito: '2026-01-15' });
    expect(rows).toHaveLength(24);
    expect(totalInterest(rows)).toBe('1981.78');
    expect(rows[0]).toEqual({ numero: 1, vencimento: '2026-02-15', amortizacao: '349.24', juros: '150.00', valorParcela: '499.24', saldo: '9650.76' });
    expect(rows.slice(0, 23).every((row) => row.valorParcela === '499.24')).toBe(true);
    // 23 × 499,24 + 499,26 = 11 981,78 = 10 000 + 1 981,78.
    expect(rows[23]).toEqual({ numero: 24, vencimento: '2028-01-15', amortizacao: '491.88', juros: '7.38', valorParcela: '499.26', saldo: '0.00' });
    expect(rows.reduce((sum, row) => sum.plus(row.amortizacao), new Money(0)).toFixed(2)).toBe('10000.00');
  });
});

describe('SAC', () => {
  it('PV 1 000, 2 % a month, 3 months: constant principal 333,33 (the last 333,34), interest on the open balance', () => {
    // 1 000 × 2 % = 20,00; 666,67 × 2 % = 13,3334 → 13,33; 333,34 × 2 % = 6,6668 → 6,67.
    const rows = schedule({ valor: '1000.00', taxa: new Money('0.02'), prazoMeses: 3, sistema: 'sac', dataCredito: '2026-01-31' });
    expect(rows).toEqual([
      { numero: 1, vencimento: '2026-02-28', amortizacao: '333.33', juros: '20.00', valorParcela: '353.33', saldo: '666.67' },
      { numero: 2, vencimento: '2026-03-31', amortizacao: '333.33', juros: '13.33', valorParcela: '346.66', saldo: '333.34' },
      { numero: 3, vencimento: '2026-04-30', amortizacao: '333.34', juros: '6.67', valorParcela: '340.01', saldo: '0.00' },
    ]);
  });
});

describe('IOF (Decreto 6.306/2007)', () => {
  it('PV 1 000, 2 %, 3 months Price credited 31/01/2026, worked by hand', () => {
    // Principal 326,75 due 28/02 (28 days), 333,28 due 31/03 (59 days), 339,97 due 30/04 (89 days):
    // 0,38 % × 1 000 = 3,80; 0,0082 % × (326,75 × 28 + 333,28 × 59 + 339,97 × 89) = 0,000082 × (9 149,00 + 19 663,52 + 30 257,33)
    // = 0,000082 × 59 069,85 = 4,8437; 3,80 + 4,8437 = 8,6437 → 8,64. Net credit 1 000 − 8,64 = 991,36.
    const loan = simulateLoan({ valor: '1000.00', taxaMensalPercent: '2.00', prazoMeses: 3, sistema: 'price', dataCredito: '2026-01-31', cobraIof: true });
    expect(loan.parcelas.map((row) => row.amortizacao)).toEqual(['326.75', '333.28', '339.97']);
    expect(loan.iof).toBe('8.64');
    expect(loan.valorLiquido).toBe('991.36');
    expect(netCredit('1000.00', '8.64')).toBe('991.36');
    expect(simulateLoan({ valor: '1000.00', taxaMensalPercent: '2.00', prazoMeses: 3, sistema: 'price', dataCredito: '2026-01-31', cobraIof: false }).iof).toBe('0.00');
  });

  it('counts at most 365 days per installment', () => {
    // SAC 1 300 in 13 × 100 from 15/01/2026: days 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365 and 396 → 365;
    // their sum is 2 728: 100 × 0,0082 % × 2 728 = 22,3696, plus 0,38 % × 1 300 = 4,94 → 27,3096 → 27,31.
    const rows = schedule({ valor: '1300.00', taxa: new Money('0.01'), prazoMeses: 13, sistema: 'sac', dataCredito: '2026-01-15' });
    expect(rows.every((row) => row.amortizacao === '100.00')).toBe(true);
    expect(iof('1300.00', rows, '2026-01-15')).toBe('27.31');
  });
});

describe('CET (Resolução CMN 3.517/2007)', () => {
  /** An independent solver: Newton on the monthly rate with (1+m)^(12·days/365), from 1 %. */
  function newtonMonthly(net: number, flows: Array<{ amount: number; days: number }>) {
    let m = 0.01;
    for (let step = 0; step < 100; step += 1) {
      const f = flows.reduce((sum, flow) => sum + flow.amount * (1 + m) ** ((-12 * flow.days) / 365), 0) - net;
      const df = flows.reduce((sum, flow) => sum + flow.amount * ((-12 * flow.days) / 365) * (1 + m) ** ((-12 * flow.days) / 365 - 1), 0);
      m -= f / df;
    }
    return m;
  }

  it('the 3-month case: the rate that brings 346,75 + 346,75 + 346,77 back to the 991,36 credited', () => {
    const loan = simulateLoan({ valor: '1000.00', taxaMensalPercent: '2.00', prazoMeses: 3, sistema: 'price', dataCredito: '2026-01-31', cobraIof: true });
    const m = newtonMonthly(991.36, [
      { amount: 346.75, days: 28 },
      { amount: 346.75, days: 59 },
      { amount: 346.77, days: 89 },
    ]);
    expect(loan.cet).toEqual({ mensal: (m * 100).toFixed(2), anual: (((1 + m) ** 12 - 1) * 100).toFixed(2) });
    // Above the contract rate: the IOF withheld costs too.
    expect(Number(loan.cet.mensal)).toBeGreaterThan(2);
  });

  it('the worked 24-month loan credited 15/01/2026, and without IOF and on exact months it is close to the contract rate', () => {
    const loan = simulateLoan({ valor: '10000.00', taxaMensalPercent: '1.50', prazoMeses: 24, sistema: 'price', dataCredito: '2026-01-15', cobraIof: true });
    const m = newtonMonthly(Number(loan.valorLiquido), loan.parcelas.map((row) => ({ amount: Number(row.valorParcela), days: daysBetween('2026-01-15', row.vencimento) })));
    expect(loan.cet.mensal).toBe((m * 100).toFixed(2));
    const plain = cet('10000.00', loan.parcelas, '2026-01-15');
    expect(Math.abs(Number(plain.mensal) - 1.5)).toBeLessThanOrEqual(0.02);
    // 1,015^12 − 1 = 19,56 % a year.
    expect(Math.abs(Number(plain.anual) - 19.56)).toBeLessThanOrEqual(0.3);
  });
});

describe('margin', () => {
  it('the plan share of the income less the open installments; never below zero; no income → 0', () => {
    expect(availableMargin('30.00', '7600.00', ['499.24'])).toBe('1780.76');
    expect(availableMargin('30.00', '8400.00', [])).toBe('2520.00');
    expect(availableMargin('30.00', '1000.00', ['499.24'])).toBe('0.00');
    expect(availableMargin('30.00', null, [])).toBe('0.00');
  });
});

const LUCAS = (() => {
  const parcelas = schedule({ valor: '10000.00', taxa: RATE, prazoMeses: 24, sistema: 'price', dataCredito: '2026-01-15' });
  return { taxaMensal: '0.015000', parcelasPagas: 9, parcelas, sistema: 'price' as const, dataCredito: '2026-01-15' };
})();

describe('the outstanding balance at a date (payoffAt): one rule, rounded once', () => {
  it("on an installment date it is the schedule row's balance, to the centavo (Lucas: 6.661,50 in the summary and in row 9)", () => {
    // Row 9 (15/10/2026): 10.000,00 − Σ amortization of rows 1–9 = 6.661,50, which is Σ amortization of rows 10–24.
    expect(LUCAS.parcelas[8]).toMatchObject({ numero: 9, vencimento: '2026-10-15', saldo: '6661.50' });
    expect(payoffAt(LUCAS, '2026-10-15')).toBe('6661.50');
    // The present value of the 15 open installments, each discounted and summed, rounds to 6.661,49: the old, drifting
    // figure (499,24 × a(15; 1,5 %) = 6.661,48, plus the last one's 0,02 extra brought back, 0,016).
    const discounted = openOf(LUCAS).reduce((sum, row, index) => sum.plus(new Money(row.valorParcela).div(new Money('1.015').pow(index + 1))), new Money(0));
    expect(discounted.toFixed(2)).toBe('6661.49');
    // The exit options read the same function.
    expect(loanPayoff({ ...LUCAS, data: '2026-10-15' })).toBe('6661.50');
  });

  it('between installment dates the balance is carried at the contract rate from the last paid due date, rounded once', () => {
    // 25/10/2026, 10 days after row 9: 6.661,50 × 1,015^(10/30) = 6.661,50 × 1,0049752 = 6.694,642 → 6.694,64.
    expect(payoffAt(LUCAS, '2026-10-25')).toBe('6694.64');
    // 3-month loan credited 31/01/2026, none paid: on 14/02, 1.000 × 1,02^(14/30) = 1.009,284 → 1.009,28.
    const rows = schedule({ valor: '1000.00', taxa: new Money('0.02'), prazoMeses: 3, sistema: 'price', dataCredito: '2026-01-31' });
    const contract = { taxaMensal: '0.020000', parcelasPagas: 0, parcelas: rows, dataCredito: '2026-01-31' };
    expect(payoffAt(contract, '2026-02-14')).toBe('1009.28');
    // On the credit day it is the principal (discounting the installments one by one gave 1.000,01).
    expect(payoffAt(contract, '2026-01-31')).toBe('1000.00');
    // Before the credit day (a loan concluded on a Saturday, credited on Monday) it is still the principal, not less.
    expect(payoffAt(contract, '2026-01-29')).toBe('1000.00');
    // An installment due on 28/02 and unpaid is carried forward: on 10/03, 1 month + 10 days: 1.000 × 1,02^(4/3) = 1.026,76.
    expect(payoffAt(contract, '2026-03-10')).toBe('1026.76');
    // Fully paid: nothing.
    expect(payoffAt({ ...contract, parcelasPagas: 3 }, '2026-05-10')).toBe('0.00');
  });

  it('the interest still due is the open installments beyond that balance: the payoff discount and the prepayment page agree', () => {
    // 14 × 499,24 + 499,26 = 7.488,62; 7.488,62 − 6.661,50 = 827,12 = Σ of the schedule's interest over rows 10–24.
    expect(totalPaid(openOf(LUCAS))).toBe('7488.62');
    expect(interestStillDue(LUCAS, '2026-10-15')).toBe('827.12');
    expect(totalInterest(openOf(LUCAS))).toBe('827.12');
    expect(prepay(LUCAS, '2000.00', 'prazo', '2026-10-15').jurosRestantesAntes).toBe('827.12');
    // Ten days later: 7.488,62 − 6.694,64 = 793,98, for the payoff and the prepayment alike.
    expect(interestStillDue(LUCAS, '2026-10-25')).toBe('793.98');
    expect(prepay(LUCAS, '1000.00', 'prazo', '2026-10-25').jurosRestantesAntes).toBe('793.98');
  });
});

describe('partial prepayment', () => {
  it("'prazo': R$ 2 000 on 15/10/2026 keeps 499,24 and shortens 15 installments to 11", () => {
    // Balance 6 661,50 − 2 000 = 4 661,50; n = −ln(1 − 4 661,50 × 0,015 / 499,24) / ln 1,015 = 10,13 → 10 of 499,24 and a smaller 11th.
    const result = prepay(LUCAS, '2000.00', 'prazo', '2026-10-15');
    expect(result).toMatchObject({ saldoDevedor: '6661.50', saldoAposAmortizacao: '4661.50', valorParcela: '499.24', prazoRestante: 11 });
    expect(result.parcelas[0]).toMatchObject({ numero: 10, vencimento: '2026-11-15', juros: '69.92' });
    expect(result.parcelas.slice(0, 10).every((row) => row.valorParcela === '499.24')).toBe(true);
    expect(new Money(result.parcelas[10].valorParcela).lt('499.24')).toBe(true);
    expect(result.parcelas.reduce((sum, row) => sum.plus(row.amortizacao), new Money(0)).toFixed(2)).toBe('4661.50');
    // 10 × 499,24 + 67,63 = 5.060,03 still to pay: 5.060,03 − 4.661,50 = 398,53 of interest; 827,12 − 398,53 = 428,59
    // saved, which is what he stops paying: 7.488,62 − 2.000,00 − 5.060,03.
    expect(totalPaid(result.parcelas)).toBe('5060.03');
    expect(result).toMatchObject({ jurosRestantesAntes: '827.12', jurosRestantesDepois: '398.53', economiaJuros: '428.59' });
  });

  it("'parcela': the same 15 dates with PMT(4 661,50; 1,5 %; 15)", () => {
    // 4 661,50 × 0,015 / (1 − 1,015^−15) = 4 661,50 / 13,3432 = 349,35.
    const result = prepay(LUCAS, '2000.00', 'parcela', '2026-10-15');
    expect(result.prazoRestante).toBe(15);
    expect(result.valorParcela).toBe('349.35');
    expect(result.parcelas.at(-1)!.vencimento).toBe('2028-01-15');
  });

  it('off an installment date the saving is still what he stops paying', () => {
    // 25/10/2026: 6.694,64 − 1.000,00 = 5.694,64; the new installments add up to 6.259,05: 7.488,62 − 1.000,00 − 6.259,05 = 229,57.
    const result = prepay(LUCAS, '1000.00', 'prazo', '2026-10-25');
    expect(result).toMatchObject({ saldoDevedor: '6694.64', saldoAposAmortizacao: '5694.64', economiaJuros: '229.57' });
    expect(totalPaid(result.parcelas)).toBe('6259.05');
    expect(new Money(result.jurosRestantesAntes).minus(result.jurosRestantesDepois).toFixed(2)).toBe(result.economiaJuros);
  });
});

describe('renegotiation', () => {
  it('a new contract credited on the day for the balance, at the plan rate, for the new term', () => {
    const result = renegotiate(LUCAS, { taxaMensalPercent: '1.20', sistema: 'sac' }, 30, '2026-10-15');
    expect(result).toMatchObject({ saldoDevedor: '6661.50', taxaMensal: '1.20', sistema: 'sac', prazoMeses: 30, dataCredito: '2026-10-15' });
    // SAC: 6 661,50 / 30 = 222,05 principal; first interest 6 661,50 × 1,2 % = 79,938 → 79,94.
    expect(result.parcelas[0]).toEqual({ numero: 1, vencimento: '2026-11-15', amortizacao: '222.05', juros: '79.94', valorParcela: '301.99', saldo: '6439.45' });
    expect(result.parcelas).toHaveLength(30);
  });
});

describe('rates', () => {
  it('percent a month ↔ the fraction the loan rows keep', () => {
    expect(rateFraction('1.50')).toBe('0.015000');
    expect(ratePercent('0.015000')).toBe('1.50');
  });
});

describe('the next installment due across the open loans (the home card)', () => {
  it('the earliest due date; the installments falling due that day summed; none without an open loan', () => {
    expect(nextDue([])).toBeNull();
    expect(nextDue([{ vencimento: '2026-12-15', valorParcela: '499.24' }])).toEqual({ vencimento: '2026-12-15', valorParcela: '499.24', quantidade: 1 });
    // 499,24 + 130,06 on 15/12 (not the 05/01 one): 629,30 from two loans.
    expect(
      nextDue([
        { vencimento: '2027-01-05', valorParcela: '88.10' },
        { vencimento: '2026-12-15', valorParcela: '499.24' },
        { vencimento: '2026-12-15', valorParcela: '130.06' },
      ]),
    ).toEqual({ vencimento: '2026-12-15', valorParcela: '629.30', quantidade: 2 });
  });
});
