import { describe, expect, it } from 'vitest';
import { formatBrl, formatPercent, formatQuotas } from '@/domain/format-decimal';
import { formatDateBr, formatDateTimeBr, formatMonthBr } from '@/domain/format-date';
import { Money } from '@/domain/money';
import { formatCep, parseDecimalInput } from '@/domain/masks';
import { personalDataFileName } from '@/domain/data-export';
import { incomeRangeLabel, pepLabel } from '@/domain/profile';

describe('formatDateBr', () => {
  it('shows a yyyy-MM-dd date as dd/MM/yyyy, whatever the time zone', () => {
    expect(formatDateBr('2026-11-22')).toBe('22/11/2026');
    expect(formatDateBr('1952-01-01')).toBe('01/01/1952');
  });

  it('shows the local day of a date-time', () => {
    const local = new Date(2026, 0, 31, 23, 59);
    expect(formatDateBr(local.toISOString())).toBe('31/01/2026');
  });
});

describe('formatDateTimeBr and formatMonthBr', () => {
  it('write local date and time as dd/MM/yyyy HH:mm, with às where asked', () => {
    const local = new Date(2026, 10, 22, 9, 5).toISOString();
    expect(formatDateTimeBr(local)).toBe('22/11/2026 09:05');
    expect(formatDateTimeBr(local, ' às ')).toBe('22/11/2026 às 09:05');
    expect(formatDateTimeBr(new Date(2026, 10, 22, 0, 0).toISOString())).toBe('22/11/2026 00:00');
  });

  it('write a competence month as the short pt-BR month without a dot', () => {
    expect(formatMonthBr('2026-11-01')).toBe('nov/2026');
    expect(formatMonthBr('2026-05-01')).toBe('mai/2026');
    expect(formatMonthBr('2025-12-01')).toBe('dez/2025');
    expect(formatMonthBr('2026-01')).toBe('jan/2026');
  });
});

describe('formatPercent', () => {
  it('shows two decimals with a comma and a space before the sign (ui.md)', () => {
    expect(formatPercent('6.00')).toBe('6,00 %');
    expect(formatPercent('33.5')).toBe('33,50 %');
    expect(formatPercent(100)).toBe('100,00 %');
  });

  it('rounds the decimal text half away from zero, as Money does, without a float in between', () => {
    // 1.005 is 1.00499999999999989… as a double: a float on the way would show 1,00 %.
    expect(formatPercent('1.005')).toBe('1,01 %');
    expect(formatPercent(new Money('33.335'))).toBe('33,34 %');
  });
});

describe('formatBrl', () => {
  const brl = (value: Parameters<typeof formatBrl>[0]) => formatBrl(value).replace(/\s/g, ' ');

  it('shows R$ with thousands dots and a decimal comma (ui.md)', () => {
    expect(brl('1234.56')).toBe('R$ 1.234,56');
    expect(brl(0)).toBe('R$ 0,00');
    expect(brl('-15.5')).toBe('-R$ 15,50');
  });

  it('is exact for amounts beyond a double and halves, from strings and Money values', () => {
    expect(brl('12345678901234567.89')).toBe('R$ 12.345.678.901.234.567,89');
    expect(brl('2.675')).toBe('R$ 2,68'); // 2.67499999… as a double
    expect(brl(new Money('1000.10').times('1.0833'))).toBe('R$ 1.083,41');
  });
});

describe('formatBrl and formatPercent without Intl', () => {
  // The browsers' own pt-BR output (Node carries the same ICU data) is the reference for what these write by hand.
  const intlBrl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  const intlPercent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const samples = ['0', '0.004', '0.005', '0.994', '0.995', '9.995', '999.995', '999999.999', '1000', '1234567.891', '-0.5', '-999.995', '+12.3', '.75', '7.', '00012.50'];

  it('write what Intl writes for the same decimal text', () => {
    for (const sample of samples) {
      const literal = sample as Intl.StringNumericLiteral;
      expect(formatBrl(sample), sample).toBe(intlBrl.format(literal));
      expect(formatPercent(sample), sample).toBe(`${intlPercent.format(literal)} %`);
    }
  });

  it('read numbers whose text has an exponent, and floats by their shortest text', () => {
    expect(formatBrl(1e21).replace(/\s/g, ' ')).toBe('R$ 1.000.000.000.000.000.000.000,00');
    expect(formatBrl(1e-7).replace(/\s/g, ' ')).toBe('R$ 0,00');
    expect(formatPercent(0.1 + 0.2)).toBe('0,30 %');
  });

  it('drop the sign of an amount that rounds to zero, and say NaN for what is not a number', () => {
    expect(formatBrl('-0.001').replace(/\s/g, ' ')).toBe('R$ 0,00');
    expect(formatBrl('abc').replace(/\s/g, ' ')).toBe('R$ NaN');
    expect(formatPercent('')).toBe('NaN %');
  });
});

describe('dates without Intl', () => {
  it('write what Intl writes for local dates, times and months', () => {
    const intlDateTime = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const intlMonth = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      const local = new Date(2026, month, month + 1, month * 2, month * 5);
      const parts = Object.fromEntries(intlDateTime.formatToParts(local).map(({ type, value }) => [type, value]));
      expect(formatDateTimeBr(local.toISOString())).toBe(`${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`);
      const monthParts = Object.fromEntries(intlMonth.formatToParts(local).map(({ type, value }) => [type, value]));
      expect(formatMonthBr(local.toISOString())).toBe(`${monthParts.month.replace(/\.$/, '')}/${monthParts.year}`);
    }
  });

  it("read the API's UTC date-times, with or without milliseconds, in local time", () => {
    const local = new Date(2026, 6, 14, 21, 7, 3);
    expect(formatDateTimeBr(local.toISOString().replace(/\.\d{3}Z$/, 'Z'))).toBe('14/07/2026 21:07');
    expect(formatDateTimeBr(local.toISOString())).toBe('14/07/2026 21:07');
  });

  it('refuse a text that is not a date', () => {
    expect(() => formatDateBr('31/12/2026')).toThrow(RangeError);
    expect(() => formatDateBr('2026-13-45')).toThrow(RangeError);
    expect(() => formatDateBr('2026-02-29T12:00:00Z')).toThrow(RangeError);
    expect(formatDateBr('2028-02-29')).toBe('29/02/2028');
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
    expect(personalDataFileName('390.533.447-05', 'pdf')).toBe('meus-dados-39053344705.pdf');
  });
});

describe('formatQuotas', () => {
  it('writes quotas with their 8 places in pt-BR, as the page, the CSV and the PDF show them', () => {
    expect(formatQuotas('1363.58290103')).toBe('1.363,58290103');
    expect(formatQuotas('2025.5')).toBe('2.025,50000000');
    expect(formatQuotas('-0.123456789')).toBe('-0,12345679');
    expect(formatQuotas('1234567.000000004')).toBe('1.234.567,00000000');
    expect(formatQuotas('-0.000000001')).toBe('0,00000000');
  });
});
