import { describe, expect, it } from 'vitest';
import { fatcaProblems, maskTinInput } from '@/domain/declarations';

describe('maskTinInput', () => {
  it('adds the dashes of 123-45-6789 while typing and drops what is not a digit or beyond the ninth', () => {
    expect(maskTinInput('')).toBe('');
    expect(maskTinInput('12')).toBe('12');
    expect(maskTinInput('1234')).toBe('123-4');
    expect(maskTinInput('123456')).toBe('123-45-6');
    expect(maskTinInput('123-45-6789 00')).toBe('123-45-6789');
    expect(maskTinInput('a1b2c3')).toBe('123');
  });

  it('gives a value the FATCA rule accepts', () => {
    expect(fatcaProblems({ cidadaniaAmericana: 'S', residenciaFiscalEua: 'N', tin: maskTinInput('123456789') })).toEqual([]);
  });
});
