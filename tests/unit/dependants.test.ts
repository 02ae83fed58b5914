import { describe, expect, it } from 'vitest';
import { isValidShare, remainingShare, sumShares } from '@/domain/dependants-shares';
import { dependantKindFromQuery, isDependantComplete, missingDependantFields } from '@/domain/dependants';

const complete = { tipo: 'previdencial' as const, nome: 'Helena', cpf: '15350946056', data_nascimento: '1981-04-09', parentesco: 'Cônjuge', finalidade: 'Pensão por morte', percentual: '60.00' };
const incomeTax = { ...complete, tipo: 'imposto-renda' as const, finalidade: 'Dedução do IR', percentual: null };

describe('isDependantComplete (spec §5)', () => {
  it('needs share, birth date, CPF, purpose, kinship and name for a pension beneficiary', () => {
    expect(isDependantComplete(complete)).toBe(true);
    for (const field of ['nome', 'cpf', 'data_nascimento', 'parentesco', 'finalidade', 'percentual'] as const) {
      expect(isDependantComplete({ ...complete, [field]: null })).toBe(false);
      expect(isDependantComplete({ ...complete, [field]: '  ' })).toBe(false);
    }
  });

  it('does not ask an income-tax dependant for a share, which applies to pension beneficiaries only', () => {
    expect(isDependantComplete(incomeTax)).toBe(true);
    expect(isDependantComplete({ ...incomeTax, percentual: '10.00' })).toBe(true);
    expect(missingDependantFields(incomeTax)).toEqual([]);
    for (const field of ['nome', 'cpf', 'data_nascimento', 'parentesco', 'finalidade'] as const) {
      expect(isDependantComplete({ ...incomeTax, [field]: null })).toBe(false);
    }
    expect(missingDependantFields({ ...incomeTax, cpf: null })).toEqual(['CPF']);
  });

  it('names what is missing, in the order of the form', () => {
    expect(missingDependantFields(complete)).toEqual([]);
    expect(missingDependantFields({ ...complete, percentual: null, cpf: '' })).toEqual(['CPF', 'participação']);
  });
});

describe('shares of pension beneficiaries', () => {
  it('adds exactly and says what is left to reach 100 %', () => {
    expect(sumShares(['33.33', '33.33', '33.34'])).toBe('100.00');
    expect(sumShares(['60.00', null])).toBe('60.00');
    expect(remainingShare('60.00')).toBe('40.00');
    expect(remainingShare('100.00')).toBe('0.00');
    expect(remainingShare('120.00')).toBe('0.00');
  });

  it('accepts a share from 0,01 % to 100 %', () => {
    expect(isValidShare('0.01')).toBe(true);
    expect(isValidShare('100.00')).toBe(true);
    expect(isValidShare('0.00')).toBe(false);
    expect(isValidShare('100.01')).toBe(false);
    expect(isValidShare(null)).toBe(false);
  });
});

describe('dependantKindFromQuery', () => {
  it('keeps imposto-renda and previdencial, and defaults anything else to previdencial', () => {
    expect(dependantKindFromQuery('imposto-renda')).toBe('imposto-renda');
    expect(dependantKindFromQuery('previdencial')).toBe('previdencial');
    expect(dependantKindFromQuery('indicados')).toBe('indicados');
    expect(dependantKindFromQuery(undefined)).toBe('previdencial');
    expect(dependantKindFromQuery('outro')).toBe('previdencial');
    expect(dependantKindFromQuery(['imposto-renda', 'previdencial'])).toBe('previdencial');
  });
});
