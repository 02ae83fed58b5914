import { describe, expect, it } from 'vitest';
import { checkDesignation, designationChanges, isSameDesignation, sharesAddUpToWhole, shareInHundredths, sumDesignatedShares, DESIGNATED_MESSAGES } from '@/domain/dependants-designated';
import { describeRequestData } from '@/domain/requests-data';

const person = (cpf: string, percentual: string, nome = `Pessoa ${cpf.slice(0, 3)}`) => ({ nome, cpf, parentesco: 'Filho(a)', percentual });
// Valid CPFs (check digits), none the participant's.
const HELENA = '153.509.460-56';
const PEDRO = '70248328000';
const ANA = '39053344705';
const OWN = '52998224725';

describe('designated beneficiaries: shares add up to exactly 100,00 %', () => {
  it('passes 33,33 + 33,33 + 33,34 and fails 33,33 × 3 (exact, two decimals)', () => {
    expect(sharesAddUpToWhole(['33.33', '33.33', '33.34'])).toBe(true);
    expect(sharesAddUpToWhole(['33,33', '33,33', '33,34'])).toBe(true);
    expect(sharesAddUpToWhole(['33.33', '33.33', '33.33'])).toBe(false);
    expect(sumDesignatedShares(['33.33', '33.33', '33.33'])).toBe('99.99');
    // Binary floating point would say 0.1 + 0.2 ≠ 0.3; hundredths are exact.
    expect(sharesAddUpToWhole(['0.1', '0.2', '99.7'])).toBe(true);
    expect(sharesAddUpToWhole(['60', '40'])).toBe(true);
    expect(sharesAddUpToWhole(['100.00'])).toBe(true);
    expect(sharesAddUpToWhole(['60.001', '39.999'])).toBe(false);
    expect(sharesAddUpToWhole(['100', '0'])).toBe(false);
    expect(sharesAddUpToWhole([])).toBe(false);
  });

  it('reads a share with up to two decimals, with a comma or a point', () => {
    expect(shareInHundredths('60')).toBe(6000);
    expect(shareInHundredths('60,5')).toBe(6050);
    expect(shareInHundredths('0.01')).toBe(1);
    expect(shareInHundredths('1.234')).toBeNull();
    expect(shareInHundredths('-1')).toBeNull();
    expect(shareInHundredths('1e2')).toBeNull();
  });
});

describe('checkDesignation', () => {
  it('cleans a valid list: CPF digits, shares with two decimals, contact optional', () => {
    const result = checkDesignation([{ ...person(HELENA, '60', ' Helena   Contribuinte '), email: 'helena@example.com', telefone: '(11) 98765-4321' }, person(PEDRO, '40,00')], OWN);
    expect(result).toEqual({
      ok: true,
      beneficiarios: [
        { nome: 'Helena Contribuinte', cpf: '15350946056', parentesco: 'Filho(a)', percentual: '60.00', email: 'helena@example.com', telefone: '11987654321' },
        { nome: `Pessoa 702`, cpf: PEDRO, parentesco: 'Filho(a)', percentual: '40.00', email: null, telefone: null },
      ],
    });
  });

  it('allows an empty list (no designation)', () => {
    expect(checkDesignation([], OWN)).toEqual({ ok: true, beneficiarios: [] });
  });

  it('refuses an invalid, repeated or own CPF, a bad share, e-mail or phone, each at its path', () => {
    const result = checkDesignation(
      [
        { ...person('111.111.111-11', '10'), email: 'sem-arroba', telefone: '123' },
        person(HELENA, '0'),
        person(HELENA, '30'),
        person(OWN, '60'),
        { nome: ' ', cpf: ANA, parentesco: '', percentual: '1.234' },
      ],
      OWN,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => `${error.path} ${error.type}`)).toEqual([
      'beneficiarios/0/cpf cpf',
      'beneficiarios/0/email email',
      'beneficiarios/0/telefone phone',
      'beneficiarios/1/percentual range',
      'beneficiarios/2/cpf unique',
      'beneficiarios/3/cpf cpf',
      'beneficiarios/4/nome required',
      'beneficiarios/4/parentesco required',
      'beneficiarios/4/percentual range',
    ]);
    expect(result.errors[5].message).toBe(DESIGNATED_MESSAGES.ownCpf);
  });

  it('refuses shares that do not add up to 100,00 %, saying the sum', () => {
    const result = checkDesignation([person(HELENA, '33.33'), person(PEDRO, '33.33'), person(ANA, '33.33')], OWN);
    expect(result).toEqual({ ok: false, errors: [{ path: 'beneficiarios', message: DESIGNATED_MESSAGES.sum('99.99'), type: 'sum' }] });
    expect(DESIGNATED_MESSAGES.sum('99.99')).toContain('Hoje ela é 99,99 %');
  });
});

describe('designationChanges and the request detail', () => {
  const before = checkDesignation([person(HELENA, '60'), person(PEDRO, '40')], OWN);
  const after = checkDesignation([person(HELENA, '50'), person(ANA, '50', 'Ana')], OWN);

  it('names who came in, who left and whose data changed', () => {
    if (!before.ok || !after.ok) throw new Error('fixtures');
    expect(designationChanges(before.beneficiarios, after.beneficiarios)).toEqual({ incluidos: ['Ana'], removidos: ['Pessoa 702'], alterados: ['Pessoa 153'] });
    expect(designationChanges(after.beneficiarios, after.beneficiarios)).toEqual({ incluidos: [], removidos: [], alterados: [] });
  });

  it('sees the same people and shares in another order as no change, and any difference as one', () => {
    if (!before.ok || !after.ok) throw new Error('fixtures');
    expect(isSameDesignation(before.beneficiarios, [...before.beneficiarios].reverse())).toBe(true);
    expect(isSameDesignation([], [])).toBe(true);
    expect(isSameDesignation(before.beneficiarios, after.beneficiarios)).toBe(false);
    expect(isSameDesignation(before.beneficiarios, before.beneficiarios.slice(0, 1))).toBe(false);
    expect(isSameDesignation([], before.beneficiarios)).toBe(false);
  });

  it('reads one row per beneficiary asked for in the request centre', () => {
    if (!after.ok) throw new Error('fixtures');
    expect(describeRequestData({ beneficiarios: after.beneficiarios, somaPercentuais: '100.00' })).toEqual([
      { label: 'Beneficiário indicado 1', value: 'Pessoa 153, CPF 153.509.460-56, Filho(a): 50,00 %' },
      { label: 'Beneficiário indicado 2', value: 'Ana, CPF 390.533.447-05, Filho(a): 50,00 %' },
      { label: 'Soma das participações', value: '100,00 %' },
    ]);
  });
});
