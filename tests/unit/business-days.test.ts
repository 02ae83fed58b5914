import { afterEach, describe, expect, it } from 'vitest';
import { addBusinessDays, addCalendarDays, fundMonth, fundToday, fundYear, isBusinessDay } from '@/domain/business-days';
import { regressiveRate } from '@/domain/extracts-regressive-tax';
import { requestDeadlines } from '@/domain/requests-deadlines';
import { ALL_REQUEST_SERVICES as REQUEST_SERVICES } from './support/request-services';

describe('business days (weekends, national holidays, Carnival)', () => {
  it('skips fixed national holidays', () => {
    expect(isBusinessDay('2026-11-20')).toBe(false); // Dia da Consciência Negra, a Friday
    expect(addBusinessDays('2026-11-19', 1)).toBe('2026-11-23');
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28'); // Christmas Friday, then the weekend
    expect(addBusinessDays('2027-04-20', 1)).toBe('2027-04-22'); // Tiradentes
  });

  it('skips the Easter-based ones: Carnival Monday and Tuesday, Good Friday, Corpus Christi', () => {
    // Easter 2027 is 28 March: Carnival 8–9 February, Good Friday 26 March, Corpus Christi 27 May.
    expect(isBusinessDay('2027-02-08')).toBe(false);
    expect(isBusinessDay('2027-02-09')).toBe(false);
    expect(isBusinessDay('2027-02-10')).toBe(true); // Ash Wednesday: the fund opens
    expect(addBusinessDays('2027-02-05', 5)).toBe('2027-02-16'); // Fri + 5: 10, 11, 12, 15, 16
    expect(addBusinessDays('2027-03-25', 1)).toBe('2027-03-29');
    expect(isBusinessDay('2027-05-27')).toBe(false);
  });

  it('does not count the starting day, and counts calendar days apart', () => {
    expect(addBusinessDays('2026-11-23', 0)).toBe('2026-11-23');
    expect(addBusinessDays('2026-11-21', 1)).toBe('2026-11-23'); // from a Saturday
    expect(addCalendarDays('2026-12-20', 30)).toBe('2027-01-19');
  });

  it("reads the fund's day in Brasília time", () => {
    expect(fundToday(new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-24');
  });
});

describe("the fund's clock at the day's boundary (Brasília is UTC−3: from 21:00 there, UTC is already tomorrow)", () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zoneBefore;
  });

  // 30/11/2026 at 22:30 in Brasília = 01/12/2026 at 01:30 UTC: a lot of December 2024 turns 2 years old in UTC's day,
  // not in the fund's.
  const lateEvening = new Date('2026-12-01T01:30:00Z');

  it.each(['UTC', 'America/Sao_Paulo', 'Asia/Tokyo', 'America/Los_Angeles'])('gives the same day, month and year on a server in %s', (zone) => {
    process.env.TZ = zone;
    expect(fundToday(lateEvening)).toBe('2026-11-30');
    expect(fundMonth(lateEvening)).toBe('2026-11');
    expect(fundYear(new Date('2027-01-01T02:59:59Z'))).toBe(2026); // 23:59:59 of 31/12 in Brasília
    expect(fundYear(new Date('2027-01-01T03:00:00Z'))).toBe(2027);
  });

  it('turns the day at midnight in Brasília, not at 21:00', () => {
    expect(fundToday(new Date('2026-12-01T02:59:59Z'))).toBe('2026-11-30'); // 23:59:59
    expect(fundToday(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01'); // 00:00
    expect(fundToday(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11-30'); // 20:59:59
  });

  it("ages a lot by the fund's day: the lot of 12/2024 bears 35 % at 22:30 on 30/11/2026 and 30 % from midnight", () => {
    expect(regressiveRate('2024-12-01', fundToday(lateEvening))).toBe('35');
    expect(regressiveRate('2024-12-01', fundToday(new Date('2026-12-01T03:00:00Z')))).toBe('30');
    // What the server's UTC day said (the defect): 30 % three hours early.
    expect(regressiveRate('2024-12-01', lateEvening.toISOString().slice(0, 10))).toBe('30');
  });
});

describe('request deadlines across Carnival (CNPC 50/2022, PREVIC 23/2023)', () => {
  it('portability whose statement is due on the Friday before Carnival: the term 5 business days after it, the money 10 after the term', () => {
    // Asked on Wednesday 06/01/2027: statement within 30 days (Friday 05/02); Carnival is 08–09/02, so the term is due
    // on 10, 11, 12, 15, 16/02, and the money on 17, 18, 19, 22, 23, 24, 25, 26/02, 01, 02/03.
    const wednesday = new Date('2027-01-06T15:00:00Z');
    expect(requestDeadlines(REQUEST_SERVICES[15], {}, wednesday)).toEqual([
      { descricao: 'Extrato com os valores das opções (até 30 dias do pedido)', data: '2027-02-05' },
      { descricao: 'Termo de portabilidade enviado à entidade receptora (até 5 dias úteis depois do extrato)', data: '2027-02-16' },
      { descricao: 'Transferência dos recursos à entidade receptora (até 10 dias úteis depois do termo)', data: '2027-03-02' },
    ]);
  });

  it('the exit options carry the portability deadlines only when portability is the option chosen', () => {
    const day = new Date('2026-11-24T12:00:00Z');
    expect(requestDeadlines(REQUEST_SERVICES[30], { opcao: 'resgate' }, day).map((item) => item.descricao)).toEqual(['Extrato com os valores das opções (até 30 dias do pedido)']);
    expect(requestDeadlines(REQUEST_SERVICES[30], { opcao: 'portabilidade' }, day)).toHaveLength(3);
    expect(requestDeadlines(REQUEST_SERVICES[21], {}, day)).toEqual([]);
  });

  it("counts from the fund's day: a request at 23:30 in Brasília is that day's", () => {
    const late = new Date('2026-11-25T02:30:00Z'); // 24/11 23:30 in Brasília
    expect(requestDeadlines(REQUEST_SERVICES[14], {}, late)).toEqual([{ descricao: 'Extrato com os valores das opções (até 30 dias do pedido)', data: '2026-12-24' }]);
  });
});
