import { Money } from './money';

/**
 * FEBRABAN payment slips (boleto de cobrança, Carta-Circular BCB 2.926/2000): the 44-digit barcode and its
 * 47-digit digitable line, with the free field laid out as Itaú (bank 341) does for its registered wallets.
 *
 * Barcode: bank (3) + currency 9 + general check digit (1) + due-date factor (4) + value in cents (10) + free field (25).
 * Digitable line: five fields; 1–3 carry the barcode's bank, currency and free field with a mod-10 digit each,
 * 4 is the general check digit, 5 the factor and the value.
 */

export const ITAU_BANK_CODE = '341';
const CURRENCY_REAL = '9';
/** The factor counts days from here (FEBRABAN). */
const FACTOR_BASE_DAY = Date.UTC(1997, 9, 7);
const DAY_MS = 86_400_000;
/** Ten digits of cents: R$ 99.999.999,99 is the largest amount a slip can carry. */
const MAX_CENTS = 9_999_999_999n;

const isDigits = (value: string, length: number) => value.length === length && /^\d+$/.test(value);

function parseDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Data inválida: ${day}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(time).toISOString().slice(0, 10) !== day) throw new RangeError(`Data inválida: ${day}`);
  return time;
}

/**
 * The due-date factor: days since 07/10/1997, four digits. It reached 9999 on 21/02/2025 and FEBRABAN restarted it
 * at 1000 on 22/02/2025 (and every 9000 days after), so a factor names one day in each 9000-day cycle.
 */
export function dueDateFactor(day: string): string {
  const days = Math.round((parseDay(day) - FACTOR_BASE_DAY) / DAY_MS);
  // 1000 (03/07/2000) is the first factor in use; earlier days cannot be written on a slip issued today.
  if (days < 1000) throw new RangeError(`Vencimento anterior a 03/07/2000: ${day}`);
  return String(((days - 1000) % 9000) + 1000);
}

/** The amount as ten digits of cents, exact from its decimal text ('122.08' → '0000012208'). */
export function amountField(valor: string): string {
  if (!/^\d+(\.\d{1,2})?$/.test(valor)) throw new RangeError(`Valor inválido: ${valor}`);
  const cents = BigInt(new Money(valor).times(100).toFixed(0));
  if (cents <= 0n || cents > MAX_CENTS) throw new RangeError(`Valor fora do que um boleto comporta: ${valor}`);
  return cents.toString().padStart(10, '0');
}

/** Módulo 10: weights 2, 1, 2, 1… from the right, the digits of each product summed; 10 − remainder (10 → 0). */
export function mod10(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const weight = index % 2 === 0 ? 2 : 1;
    const product = Number(digits[digits.length - 1 - index]) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general check digit: módulo 11, weights 2–9 from the right; 11 − remainder, and 0, 10, 11 → 1. */
export function barcodeCheckDigit(digits43: string): number {
  if (!isDigits(digits43, 43)) throw new RangeError('O código sem o dígito geral deve ter 43 dígitos.');
  let sum = 0;
  for (let index = 0; index < 43; index += 1) sum += Number(digits43[42 - index]) * ((index % 8) + 2);
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

export interface ItauCollectionAccount {
  /** Branch, 4 digits. */
  agencia: string;
  /** Account without its check digit, 5 digits. */
  conta: string;
  /** Wallet (carteira), 3 digits, e.g. 109. */
  carteira: string;
}

/**
 * Itaú's free field: carteira (3) + nosso número (8) + DAC (mod 10 of agência + conta + carteira + nosso número)
 * + agência (4) + conta (5) + DAC (mod 10 of agência + conta, the account's own digit) + '000'.
 */
export function itauFreeField(account: ItauCollectionAccount, nossoNumero: string): string {
  const { agencia, conta, carteira } = account;
  if (!isDigits(agencia, 4) || !isDigits(conta, 5) || !isDigits(carteira, 3) || !isDigits(nossoNumero, 8)) {
    throw new RangeError('Agência (4), conta (5), carteira (3) e nosso número (8) devem ter só dígitos, nesses tamanhos.');
  }
  const nossoNumeroDac = mod10(agencia + conta + carteira + nossoNumero);
  const accountDac = mod10(agencia + conta);
  return `${carteira}${nossoNumero}${nossoNumeroDac}${agencia}${conta}${accountDac}000`;
}

export interface BarcodeInput {
  banco: string;
  /** yyyy-MM-dd */
  vencimento: string;
  /** Decimal text, at most two places. */
  valor: string;
  campoLivre: string;
}

/** The 44-digit barcode. */
export function buildBarcode({ banco, vencimento, valor, campoLivre }: BarcodeInput): string {
  if (!isDigits(banco, 3)) throw new RangeError('O banco deve ter 3 dígitos.');
  if (!isDigits(campoLivre, 25)) throw new RangeError('O campo livre deve ter 25 dígitos.');
  const head = banco + CURRENCY_REAL;
  const tail = dueDateFactor(vencimento) + amountField(valor) + campoLivre;
  return `${head}${barcodeCheckDigit(head + tail)}${tail}`;
}

/** The 47-digit digitable line of a barcode. */
export function digitableLine(barcode: string): string {
  if (!isDigits(barcode, 44)) throw new RangeError('O código de barras deve ter 44 dígitos.');
  const free = barcode.slice(19);
  const field1 = barcode.slice(0, 4) + free.slice(0, 5);
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  return `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${barcode[4]}${barcode.slice(5, 19)}`;
}

/** The barcode a digitable line stands for (its field check digits dropped). */
export function barcodeFromDigitableLine(line: string): string {
  if (!isDigits(line, 47)) throw new RangeError('A linha digitável deve ter 47 dígitos.');
  return line.slice(0, 4) + line[32] + line.slice(33, 47) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
}

/** '34191.09008 00001.309123 45678.000000 1 16430000012208': how slips print the line (and banking apps show it). */
export function formatDigitableLine(line: string): string {
  if (!isDigits(line, 47)) return line;
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
}

export interface ItauSlipInput extends ItauCollectionAccount {
  nossoNumero: string;
  vencimento: string;
  valor: string;
}

/** An Itaú slip: its barcode and digitable line. */
export function itauSlip(input: ItauSlipInput): { codigoBarras: string; linhaDigitavel: string } {
  const codigoBarras = buildBarcode({ banco: ITAU_BANK_CODE, vencimento: input.vencimento, valor: input.valor, campoLivre: itauFreeField(input, input.nossoNumero) });
  return { codigoBarras, linhaDigitavel: digitableLine(codigoBarras) };
}
