import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getBoletoInfo } from '@brazilian-utils/brazilian-utils/get-boleto-info';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';
import { formatBoleto } from '@brazilian-utils/brazilian-utils/format-boleto';
import {
  amountField,
  barcodeCheckDigit,
  barcodeFromDigitableLine,
  digitableLine,
  dueDateFactor,
  formatDigitableLine,
  itauFreeField,
  itauSlip,
  mod10,
} from '@/domain/boleto';

const ACCOUNT = { agencia: '0912', conta: '45678', carteira: '109' };
const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('due-date factor (FEBRABAN, restarted at 1000 on 22/02/2025)', () => {
  it('counts days from 07/10/1997 and restarts at 1000', () => {
    expect(dueDateFactor('2000-07-03')).toBe('1000'); // the first factor in use: 1000 days after 07/10/1997
    expect(dueDateFactor('2025-02-21')).toBe('9999'); // the last day of the first cycle
    expect(dueDateFactor('2025-02-22')).toBe('1000'); // the restart
    expect(dueDateFactor('2025-02-23')).toBe('1001');
    // 22/02/2025 → 22/02/2026 is 365 days; then to 22/11/2026: 28+31+30+31+30+31+31+30+31 = 273; to 24/11: +2 → 640.
    expect(dueDateFactor('2026-11-24')).toBe('1640');
    expect(dueDateFactor('2049-10-13')).toBe('9999'); // 8999 days after the restart: the cycle's last day
    expect(dueDateFactor('2049-10-14')).toBe('1000'); // and the next cycle begins
  });

  it('agrees with the library for today and the next thousand days', () => {
    const today = new Date();
    for (let offset = 0; offset < 1000; offset += 37) {
      const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
      const slip = itauSlip({ ...ACCOUNT, nossoNumero: '00000001', vencimento: dayOf(day), valor: '10.00' });
      expect(dayOf(getBoletoInfo(slip.linhaDigitavel, { referenceDate: today })!.expirationDate!)).toBe(dayOf(day));
    }
  });

  it('refuses days it cannot write', () => {
    expect(() => dueDateFactor('2000-07-02')).toThrow(RangeError);
    expect(() => dueDateFactor('2026-02-30')).toThrow(RangeError);
    expect(() => dueDateFactor('27/11/2026')).toThrow(RangeError);
  });
});

describe('value field', () => {
  it('is the amount in cents, exact from the decimal text, ten digits', () => {
    expect(amountField('122.08')).toBe('0000012208');
    expect(amountField('0.1')).toBe('0000000010');
    expect(amountField('1000000')).toBe('0100000000');
    // 0.1 + 0.2 in floating point is 0.30000000000000004; the text never goes through a float.
    expect(amountField('0.30')).toBe('0000000030');
    expect(amountField('99999999.99')).toBe('9999999999');
  });

  it('refuses what a slip cannot carry', () => {
    for (const bad of ['0', '0.00', '1.234', '-5', '1e3', '', '100000000.00', '12,50']) expect(() => amountField(bad), bad).toThrow(RangeError);
  });
});

describe('check digits', () => {
  it('módulo 10 sums the digits of the products of 2, 1, 2, 1… from the right', () => {
    expect(mod10('341910900')).toBe(8);
    expect(mod10('0')).toBe(0);
    expect(mod10('091245678')).toBe(7);
  });

  it('módulo 11 of the barcode turns 0, 10 and 11 into 1', () => {
    // Σ = 682 = 62 × 11: remainder 0 → 11 − 0 = 11 → 1 (the worked example below).
    expect(barcodeCheckDigit('3419164300000122081090000000190912456787000')).toBe(1);
    // Changing the last digit from 0 to 1 adds weight 2: Σ = 684, remainder 2 → 11 − 2 = 9.
    expect(barcodeCheckDigit('3419164300000122081090000000190912456787001')).toBe(9);
  });
});

describe('an Itaú slip, worked by hand', () => {
  /*
   * Fund account: agência 0912, conta 45678, carteira 109; nosso número 00000001; R$ 122,08 due on 27/11/2026.
   *
   * DAC of the nosso número = mod 10 of agência+conta+carteira+nosso número = 0912 45678 109 00000001.
   *   From the right, weights 2,1,2,1…: 1×2=2; seven zeros; 9×2=18→1+8=9; 0×1=0; 1×2=2; 8×1=8; 7×2=14→5; 6×1=6;
   *   5×2=10→1; 4×1=4; 2×2=4; 1×1=1; 9×2=18→9; 0×1=0. Σ = 51 → 10 − 1 = 9.
   * DAC of agência+conta = mod 10 of 091245678: 8×2=16→7; 7; 6×2=12→3; 5; 4×2=8; 2; 1×2=2; 9; 0. Σ = 43 → 7.
   * Free field (25) = 109 | 00000001 | 9 | 0912 | 45678 | 7 | 000 = 1090000000190912456787000.
   * Factor: 22/02/2025 is 1000; 27/11/2026 is 643 days later → 1643. Value: 0000012208.
   * 43 digits without the general digit: 3419 1643 0000012208 1090000000190912456787000.
   *   Σ (weights 2–9 from the right) = 682 = 62 × 11, remainder 0 → 11 → general digit 1.
   * Barcode: 3419 1 1643 0000012208 1090000000190912456787000.
   * Line: field 1 = 3419 + 10900 → mod 10 of 341910900: 0×2,0,9×2=18→9,0,1×2=2,9,1×2=2,4,3×2=6 → Σ 32 → 8;
   *   field 2 = 0000019091 → Σ 22 → 8; field 3 = 2456787000 → Σ 39 → 1; field 4 = 1; field 5 = 1643 0000012208.
   */
  const slip = itauSlip({ ...ACCOUNT, nossoNumero: '00000001', vencimento: '2026-11-27', valor: '122.08' });

  it('gives the free field, barcode and line of the hand computation', () => {
    expect(itauFreeField(ACCOUNT, '00000001')).toBe('1090000000190912456787000');
    expect(slip.codigoBarras).toBe('34191164300000122081090000000190912456787000');
    expect(slip.linhaDigitavel).toBe('34191090080000019091824567870001116430000012208');
    expect(formatDigitableLine(slip.linhaDigitavel)).toBe('34191.09008 00000.190918 24567.870001 1 16430000012208');
    expect(formatDigitableLine(slip.linhaDigitavel)).toBe(formatBoleto(slip.linhaDigitavel));
  });

  it('validates in the library, with the same amount and due date', () => {
    expect(isValidBoleto(slip.linhaDigitavel)).toBe(true);
    const info = getBoletoInfo(slip.linhaDigitavel, { referenceDate: new Date(2026, 10, 24) })!;
    expect(info.amount).toBe(12208);
    expect(info.bankCode).toBe('341');
    expect(dayOf(info.expirationDate!)).toBe('2026-11-27');
  });

  it('a wrong digit anywhere breaks it', () => {
    const tampered = slip.linhaDigitavel.slice(0, 40) + ((Number(slip.linhaDigitavel[40]) + 1) % 10) + slip.linhaDigitavel.slice(41);
    expect(isValidBoleto(tampered)).toBe(false);
  });
});

describe('digitable line ↔ barcode', () => {
  it('round-trips and validates for any value, due date and nosso número', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 8999 }),
        fc.integer({ min: 0, max: 99_999_999 }),
        (cents, offset, nosso) => {
          const valor = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
          const day = new Date(2025, 1, 22 + offset);
          const slip = itauSlip({ ...ACCOUNT, nossoNumero: String(nosso).padStart(8, '0'), vencimento: dayOf(day), valor });
          expect(barcodeFromDigitableLine(slip.linhaDigitavel)).toBe(slip.codigoBarras);
          expect(digitableLine(slip.codigoBarras)).toBe(slip.linhaDigitavel);
          expect(isValidBoleto(slip.linhaDigitavel)).toBe(true);
          const info = getBoletoInfo(slip.linhaDigitavel, { referenceDate: day })!;
          expect(info.amount).toBe(cents);
          expect(dayOf(info.expirationDate!)).toBe(dayOf(day));
        },
      ),
      { numRuns: 300 },
    );
  });
});
