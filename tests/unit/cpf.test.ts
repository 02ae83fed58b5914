import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf, maskCpfForLog, normalizeCpf, onlyDigits } from '@/domain/cpf';

describe('CPF (spec §5, domain-rules.md)', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09', '987.654.321-00', '390.533.447-05', '853.513.468-93', '214.365.879-64', '369.258.147-55', '741.852.963-55'])(
    'accepts the valid CPF %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );

  it.each(['529.982.247-24', '52998224735', '11111111111', '00000000000', '1234567890', '123456789012', '', 'abc.def.ghi-jk'])('refuses %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('formats as 000.000.000-00, stripping non-digits and ignoring digits past the eleventh', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('529 982 247 25 999')).toBe('529.982.247-25');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
    expect(formatCpf('')).toBe('');
  });

  it('normalizes to digits only when valid', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(normalizeCpf('529.982.247-26')).toBeNull();
    expect(onlyDigits('a1b2')).toBe('12');
  });

  it('never logs the whole CPF', () => {
    expect(maskCpfForLog('529.982.247-25')).toBe('***.982.***-**');
    expect(maskCpfForLog('52998224725')).not.toContain('52998224725');
  });
});
