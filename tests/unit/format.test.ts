import { describe, expect, it } from 'vitest';
import { formatCep, formatDateBr, formatPercent } from '@/domain/format';
import { parseDecimalInput } from '@/domain/masks';
import { incomeRangeLabel, pepLabel, personalDataFileName } from '@/domain/profile';

describe('formatDateBr', () => {
  it('shows a yyyy-MM-dd date as dd/MM/yyyy, whatever the time zone', () => {
    expect(formatDateBr('2026-11-22')).toBe('22/11/2026');
    expect(formatDateBr('1952-01-01')).toBe('01/01/1952');
  });
});

describe('formatPercent', () => {
  it('shows two decimals with a comma and a space before the sign (ui.md)', () => {
    expect(formatPercent('6.00')).toBe('6,00 %');
    expect(formatPercent('33.5')).toBe('33,50 %');
    expect(formatPercent(100)).toBe('100,00 %');
  });
});

describe('formatCep', () => {
  it('masks as 00000-000 and ignores digits past the eighth', () => {
    expect(formatCep('80010010')).toBe('80010-010');
    expect(formatCep('8001')).toBe('8001');
    expect(formatCep('800100')).toBe('80010-0');
    expect(formatCep('80010-0109')).toBe('80010-010');
  });
});

describe('parseDecimalInput', () => {
  it('reads the Brazilian comma and an optional % sign', () => {
    expect(parseDecimalInput('33,5')).toBe('33.5');
    expect(parseDecimalInput(' 50 % ')).toBe('50');
    expect(parseDecimalInput('12.25')).toBe('12.25');
  });

  it('refuses anything that is not a number with up to two decimals', () => {
    expect(parseDecimalInput('')).toBeNull();
    expect(parseDecimalInput('abc')).toBeNull();
    expect(parseDecimalInput('1,234')).toBeNull();
    expect(parseDecimalInput('-5')).toBeNull();
  });
});

describe('profile labels', () => {
  it('names the income range and the PEP answer, or nothing when not given', () => {
    expect(incomeRangeLabel(6)).toBe('Acima de R$ 20.000');
    expect(incomeRangeLabel(null)).toBeNull();
    expect(pepLabel('S')).toBe('Sim');
    expect(pepLabel('N')).toBe('Não');
    expect(pepLabel(null)).toBeNull();
  });

  it('names the data export after the CPF digits', () => {
    expect(personalDataFileName('390.533.447-05')).toBe('meus-dados-39053344705.json');
  });
});
