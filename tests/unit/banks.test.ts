import { describe, expect, it } from 'vitest';
import { bankLabel } from '@/domain/banks';
import { bankName } from '@/server/modules/people/banks';

describe('a bank as participants read it (issue 26: not “Banco 341”)', () => {
  it('the code with the name from the Banco Central list', () => {
    expect(bankName('341')).toBe('Itaú Unibanco S.A.');
    expect(bankLabel('341', bankName('341'))).toBe('341 – Itaú Unibanco S.A.');
    expect(bankLabel('001', bankName('001'))).toBe('001 – Banco do Brasil S.A.');
  });

  it('the code alone when the list does not know it; nothing without a bank', () => {
    expect(bankName('999')).toBeNull();
    expect(bankLabel('999', bankName('999'))).toBe('999');
    expect(bankLabel(null, null)).toBeNull();
    expect(bankLabel('', null)).toBeNull();
  });
});
