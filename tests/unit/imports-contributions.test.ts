import { describe, expect, it } from 'vitest';
import { monthBounds, parseContributionLine } from '@/domain/imports-contributions';
import { countDataLines, isExpectedHeader, parseDecimalComma } from '@/domain/imports-csv';
import { parseDay, parseQuotaValueLine } from '@/domain/quota-values-import';

describe('parseContributionLine (the line rule of the contribution import)', () => {
  it('reads a good line: CPF with or without the mask, the month, the type and a pt-BR value', () => {
    expect(parseContributionLine(['529.982.247-25', '1', '2026-03', 'Basica', '1.234,56'], 2)).toEqual({
      ok: true,
      value: { cpf: '52998224725', idPlano: 1, competencia: '2026-03', tipo: 'basica', valor: '1234.56' },
    });
    expect(parseContributionLine([' 52998224725 ', '4', '2025-12', 'esporadica', '0,01'], 7)).toMatchObject({ ok: true, value: { valor: '0.01', tipo: 'esporadica' } });
    expect(parseContributionLine(['52998224725', '4', '2025-12', 'patrocinadora', '850'], 7)).toMatchObject({ ok: true, value: { valor: '850.00' } });
  });

  it('reports every bad cell of the line, on that line', () => {
    const result = parseContributionLine(['529.982.247-24', 'HPE', '2026-13', 'extra', '-10,00'], 9);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => [error.linha, error.campo])).toEqual([
      [9, 'cpf'],
      [9, 'id_plano'],
      [9, 'competencia'],
      [9, 'tipo'],
      [9, 'valor'],
    ]);
    expect(result.errors[0].mensagem).toBe('CPF inválido: "529.982.247-24" (os dígitos verificadores não conferem).');
  });

  it('refuses all-equal CPFs, months out of range and a wrong column count', () => {
    expect(parseContributionLine(['111.111.111-11', '1', '2026-01', 'basica', '1,00'], 2)).toMatchObject({ ok: false, errors: [{ campo: 'cpf' }] });
    for (const month of ['2026-00', '2026-1', '26-01', '2026/01', '1899-12']) {
      expect(parseContributionLine(['52998224725', '1', month, 'basica', '1,00'], 2), month).toMatchObject({ ok: false, errors: [{ campo: 'competencia' }] });
    }
    expect(parseContributionLine(['52998224725', '1', '2026-01', 'basica'], 3)).toEqual({
      ok: false,
      errors: [{ linha: 3, campo: 'linha', mensagem: 'A linha deve ter 5 colunas separadas por ponto e vírgula; tem 4.' }],
    });
  });
});

describe('parseDecimalComma', () => {
  const money = { maxDecimals: 2, maxIntegerDigits: 12 };
  it('accepts the pt-BR forms and gives the exact decimal with a dot', () => {
    expect(parseDecimalComma('1234,5', money)).toEqual({ ok: true, value: '1234.50' });
    expect(parseDecimalComma('1.234.567,89', money)).toEqual({ ok: true, value: '1234567.89' });
    expect(parseDecimalComma('999999999999,99', money)).toEqual({ ok: true, value: '999999999999.99' });
  });
  it('refuses zero, negatives, a dot as the decimal mark, too many decimals or digits', () => {
    expect(parseDecimalComma('0,00', money)).toEqual({ ok: false, mensagem: 'O valor deve ser maior que zero.' });
    expect(parseDecimalComma('10,001', money)).toEqual({ ok: false, mensagem: 'O valor pode ter no máximo 2 casas decimais.' });
    expect(parseDecimalComma('1000000000000,00', money)).toEqual({ ok: false, mensagem: 'O valor é grande demais.' });
    for (const text of ['-1,00', '12.5', '1,2,3', '1 000,00', 'R$ 10,00', '', '1.23,00']) expect(parseDecimalComma(text, money).ok, text).toBe(false);
  });
});

describe('the header and the quota-value line', () => {
  it('matches the header whatever the case and spaces, in order only', () => {
    expect(isExpectedHeader([' CPF', 'id_plano', 'competencia', 'tipo', 'Valor '], ['cpf', 'id_plano', 'competencia', 'tipo', 'valor'])).toBe(true);
    expect(isExpectedHeader(['id_plano', 'cpf', 'competencia', 'tipo', 'valor'], ['cpf', 'id_plano', 'competencia', 'tipo', 'valor'])).toBe(false);
  });
  it('reads days in both forms and only real ones', () => {
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('29/02/2024')).toBe('2024-02-29');
    expect(parseDay('29/02/2023')).toBeNull();
    expect(parseDay('2024-2-1')).toBeNull();
  });
  it('reads a quota value with 8 decimals, the profile empty for a plan without profiles', () => {
    expect(parseQuotaValueLine(['4', '', '2026-01-01', '1,23456789'], 2)).toEqual({ ok: true, value: { idPlano: 4, idPerfilInvestimento: null, data: '2026-01-01', valor: '1.23456789' } });
    expect(parseQuotaValueLine(['1', 'x', '2026-01-01', '1,234567891'], 2)).toMatchObject({ ok: false, errors: [{ campo: 'id_perfil_investimento' }, { campo: 'valor' }] });
  });
  it('gives the first and last day of a month', () => {
    expect(monthBounds('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });
});

describe('countDataLines, the total of the progress bar', () => {
  it('counts the non-blank lines after the header, whatever the line ends', () => {
    expect(countDataLines('a;b\n1;2\r\n\n3;4\r5;6\n')).toBe(3);
    expect(countDataLines('a;b\n')).toBe(0);
    expect(countDataLines('')).toBe(0);
  });
});
