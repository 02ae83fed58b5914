import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROOF_OF_LIFE_RULE,
  mayConfirmSuspension,
  proofOfLifeCycle,
  proofOfLifeLine,
  proofOfLifeReminderOn,
  monthsToRepay,
  suspendedMonths,
  isMonthSuspended,
  proofOfLifeSituation,
  type ProofOfLifeRule,
} from '@/domain/proof-of-life';

const birthMonth = DEFAULT_PROOF_OF_LIFE_RULE;
const march: ProofOfLifeRule = { mes: { tipo: 'mes_fixo', mes: 3 }, carenciaDias: 60 };
// Maria, born on 14 August 1958, receiving since 2019.
const maria = { rule: birthMonth, nascimento: '1958-08-14', desde: '2019-05-01' };

describe('the proof-of-life cycle', () => {
  it('runs through the birth month, due on its last day, with 60 days of grace', () => {
    expect(proofOfLifeCycle(birthMonth, '1958-08-14', 2026)).toEqual({ ano: 2026, abertura: '2026-08-01', vencimento: '2026-08-31', fimCarencia: '2026-10-30' });
  });

  it('takes a fixed campaign month when the plan chooses one', () => {
    expect(proofOfLifeCycle(march, '1958-08-14', 2026)).toEqual({ ano: 2026, abertura: '2026-03-01', vencimento: '2026-03-31', fimCarencia: '2026-05-30' });
  });

  it('is due on 28 February in a common year for a person born on 29 February, and on the 29th in a leap year', () => {
    expect(proofOfLifeCycle(birthMonth, '1960-02-29', 2027).vencimento).toBe('2027-02-28');
    expect(proofOfLifeCycle(birthMonth, '1960-02-29', 2028).vencimento).toBe('2028-02-29');
    // 2027-02-28 + 60 days.
    expect(proofOfLifeCycle(birthMonth, '1960-02-29', 2027).fimCarencia).toBe('2027-04-29');
  });
});

describe('where a person stands', () => {
  it('is up to date, until next year’s due date, with a proof made in this year’s campaign', () => {
    const situation = proofOfLifeSituation({ ...maria, ultimaAprovada: '2026-08-10' }, '2026-12-05');
    expect(situation).toMatchObject({ status: 'em_dia', ate: '2027-08-31' });
    expect(proofOfLifeLine(situation)).toBe('Prova de vida em dia até 31/08/2027');
  });

  it('is open during the month, late in the grace period, overdue after it', () => {
    const lastYear = { ...maria, ultimaAprovada: '2025-08-20' };
    expect(proofOfLifeSituation(lastYear, '2026-07-31')).toMatchObject({ status: 'em_dia', ate: '2026-08-31' });
    expect(proofOfLifeSituation(lastYear, '2026-08-01')).toMatchObject({ status: 'aberta', ate: '2026-08-31' });
    expect(proofOfLifeLine(proofOfLifeSituation(lastYear, '2026-08-31'))).toBe('Faça a sua prova de vida até 31/08/2026');
    const late = proofOfLifeSituation(lastYear, '2026-09-01');
    expect(late).toMatchObject({ status: 'em_carencia', ate: '2026-10-30' });
    expect(proofOfLifeLine(late)).toBe('Prova de vida atrasada: faça até 30/10/2026 para não ter o benefício suspenso');
    expect(mayConfirmSuspension(proofOfLifeSituation(lastYear, '2026-10-30'))).toBe(false);
    const overdue = proofOfLifeSituation(lastYear, '2026-10-31');
    expect(overdue.status).toBe('vencida');
    expect(mayConfirmSuspension(overdue)).toBe(true);
  });

  it('counts a December campaign’s grace into the next year', () => {
    const december: ProofOfLifeRule = { mes: { tipo: 'mes_fixo', mes: 12 }, carenciaDias: 60 };
    const situation = proofOfLifeSituation({ rule: december, nascimento: '1950-01-01', desde: '2010-01-01', ultimaAprovada: '2025-12-02' }, '2027-01-15');
    // 31/12/2026 + 60 days = 01/03/2027.
    expect(situation).toMatchObject({ status: 'em_carencia', ciclo: { ano: 2026 }, ate: '2027-03-01' });
  });

  it('asks nothing of a pensioner whose benefit began after this year’s campaign opened', () => {
    const pensioner = { rule: birthMonth, nascimento: '1962-03-05', desde: '2026-04-10', ultimaAprovada: null };
    expect(proofOfLifeSituation(pensioner, '2026-12-05')).toMatchObject({ status: 'em_dia', ate: '2027-03-31' });
    expect(proofOfLifeSituation(pensioner, '2027-03-02')).toMatchObject({ status: 'aberta', ate: '2027-03-31' });
  });
});

describe('the reminders of a cycle', () => {
  const cycle = proofOfLifeCycle(birthMonth, '1958-08-14', 2026);
  it('go on the opening day, 15 days before the due date, on it, and every 15 days of the grace period', () => {
    const days = ['2026-08-01', '2026-08-16', '2026-08-31', '2026-09-15', '2026-09-30', '2026-10-15', '2026-10-30'];
    expect(days.map((day) => proofOfLifeReminderOn(cycle, day))).toEqual(['abertura', 'quinze_dias', 'vencimento', 'carencia', 'carencia', 'carencia', 'carencia']);
    expect(proofOfLifeReminderOn(cycle, '2026-08-02')).toBeNull();
    expect(proofOfLifeReminderOn(cycle, '2026-11-14')).toBeNull();
  });
});

describe('a plan\'s own reminder cadence', () => {
  const cycle = proofOfLifeCycle(birthMonth, '1958-08-14', 2026);
  it('goes 10 days before the due date and every 20 days of grace when the plan says so', () => {
    const cadence = { diasAntesVencimento: 10, intervaloCarenciaDias: 20 };
    const days = ['2026-08-01', '2026-08-21', '2026-08-31', '2026-09-20', '2026-10-10', '2026-10-30'];
    expect(days.map((day) => proofOfLifeReminderOn(cycle, day, cadence))).toEqual(['abertura', 'quinze_dias', 'vencimento', 'carencia', 'carencia', 'carencia']);
    expect(proofOfLifeReminderOn(cycle, '2026-08-16', cadence)).toBeNull();
  });
  it('sends one reminder on a day that is two moments (a 30-day month with 29 days before)', () => {
    expect(proofOfLifeReminderOn(cycle, '2026-08-01', { diasAntesVencimento: 30, intervaloCarenciaDias: 15 })).toBe('abertura');
  });
});

describe('the months a suspension held back', () => {
  it('counts from the suspension month to the month before the reactivation', () => {
    expect(monthsToRepay('2026-11-10', '2027-02-03')).toEqual(['2026-11', '2026-12', '2027-01']);
  });
  it('holds back nothing when undone in its own month', () => {
    expect(monthsToRepay('2026-11-10', '2026-11-25')).toEqual([]);
  });
  it('marks the paychecks of the months held back, and none after the reactivation', () => {
    expect(isMonthSuspended('2026-10-01', '2026-11-10', null)).toBe(false);
    expect(isMonthSuspended('2026-11-01', '2026-11-10', null)).toBe(true);
    expect(isMonthSuspended('2027-01-01', '2026-11-10', '2027-02-03')).toBe(true);
    expect(isMonthSuspended('2027-02-01', '2026-11-10', '2027-02-03')).toBe(false);
  });
});

describe('the months the paychecks page shows as suspended', () => {
  it('runs through this month while the suspension is in force, and to the month before the reactivation after it', () => {
    expect(suspendedMonths('2026-11-10', null, '2027-01-05')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(suspendedMonths('2026-12-06', null, '2026-12-06')).toEqual(['2026-12']);
    expect(suspendedMonths('2026-11-10', '2027-01-20', '2027-03-01')).toEqual(['2026-11', '2026-12']);
  });
});

