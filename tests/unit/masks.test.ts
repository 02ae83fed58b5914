import { describe, expect, it } from 'vitest';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { amountFromQuery, applyDigitMask, formatCnpj, formatDecimalInput, MASK, parseDecimalInput } from '@/domain/masks';
import { validateServiceData } from '@/domain/requests-service-schema';
import { ALL_REQUEST_SERVICES as REQUEST_SERVICES } from './support/request-services';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

describe('applyDigitMask', () => {
  it('CEP 00000-000: the dash appears once the sixth digit is typed', () => {
    expect(applyDigitMask('01310', MASK.CEP)).toBe('01310');
    expect(applyDigitMask('013101', MASK.CEP)).toBe('01310-1');
    expect(applyDigitMask('01310100', MASK.CEP)).toBe('01310-100');
  });

  it('drops non-digits and digits past the mask (a pasted value)', () => {
    expect(applyDigitMask('01.310-100 ', MASK.CEP)).toBe('01310-100');
    expect(applyDigitMask('013101009999', MASK.CEP)).toBe('01310-100');
    expect(applyDigitMask('abc', MASK.CEP)).toBe('');
  });

  it('agency 9999 and account 99999-9 (spec §5: 4 and 7 characters)', () => {
    expect(applyDigitMask('12345', MASK.AGENCY)).toBe('1234');
    expect(applyDigitMask('1234567', MASK.ACCOUNT)).toBe('12345-6');
    expect(applyDigitMask('1234567', MASK.ACCOUNT)).toHaveLength(7);
  });
});

describe('parseDecimalInput / formatDecimalInput', () => {
  it('reads pt-BR amounts', () => {
    expect(parseDecimalInput('122,08')).toBe('122.08');
    expect(parseDecimalInput('1.234,5')).toBe('1234.5');
    expect(parseDecimalInput('R$ 150')).toBe('150');
    expect(parseDecimalInput('150.50')).toBe('150.50');
  });

  it('refuses what is not an amount', () => {
    expect(parseDecimalInput('')).toBeNull();
    expect(parseDecimalInput('12,345')).toBeNull();
    expect(parseDecimalInput('abc')).toBeNull();
  });

  it('writes the field text with a comma and two decimals', () => {
    expect(formatDecimalInput('122.08')).toBe('122,08');
    expect(formatDecimalInput('1500')).toBe('1500,00');
  });
});

describe('amountFromQuery: an amount in a link (?valor=1234.56) for a field to start with', () => {
  it('takes a decimal with a dot and at most two places, shown in the field as pt-BR', () => {
    expect(amountFromQuery('1234.56')).toBe('1234.56');
    expect(formatDecimalInput(amountFromQuery('1234.56')!)).toBe('1234,56');
    expect(formatDecimalInput(amountFromQuery('150')!)).toBe('150,00');
    expect(formatDecimalInput(amountFromQuery('99.5')!)).toBe('99,50');
  });

  it('leaves the field as it was for anything else', () => {
    for (const bad of [undefined, '', '0', '0.00', '-5', '1e3', '1.234,56', '12,50', '1.234.56', '1.005', ' 10', 'abc', '9999999999']) {
      expect(amountFromQuery(bad), String(bad)).toBeNull();
    }
    expect(amountFromQuery(['10.00', '20.00'])).toBeNull();
  });
});

describe('formatCnpj: the CNPJ mask 00.000.000/0000-00 while typing (issue 26)', () => {
  it('puts each dot, the slash and the dash in as the digits reach them', () => {
    const typed = '11222333000181';
    const shown = [...typed].map((_, index) => formatCnpj(typed.slice(0, index + 1)));
    expect(shown).toEqual([
      '1',
      '11',
      '11.2',
      '11.22',
      '11.222',
      '11.222.3',
      '11.222.33',
      '11.222.333',
      '11.222.333/0',
      '11.222.333/00',
      '11.222.333/000',
      '11.222.333/0001',
      '11.222.333/0001-8',
      '11.222.333/0001-81',
    ]);
    expect(MASK.CNPJ).toBe('00.000.000/0000-00');
  });

  it('reformats a pasted CNPJ, with or without punctuation, and drops what passes 14 digits', () => {
    expect(formatCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(formatCnpj(' 11222333000181 ')).toBe('11.222.333/0001-81');
    expect(formatCnpj('112223330001819999')).toBe('11.222.333/0001-81');
    expect(formatCnpj('abc')).toBe('');
  });

  it('a masked CNPJ still has its check digits checked: the portability’s receiving fund refuses a wrong one', async () => {
    expect(isValidCnpj(formatCnpj('11222333000181'))).toBe(true);
    expect(isValidCnpj(formatCnpj('11222333000182'))).toBe(false);
    const portability = REQUEST_SERVICES[FUNCTIONALITY.PORTABILITY];
    const cnpjField = portability.fields.find((field) => field.kind === 'cnpj');
    expect(cnpjField?.name).toBe('cnpj');
    const wrong = await validateServiceData(portability, { cnpj: formatCnpj('11222333000182') }, {});
    expect(wrong.ok ? [] : wrong.errors.filter((error) => error.path === 'dados/cnpj')).toEqual([{ path: 'dados/cnpj', message: 'CNPJ inválido: confira os números.', type: 'cnpj' }]);
  });
});
