import { describe, expect, it } from 'vitest';
import { isValidPixPayload } from '@brazilian-utils/brazilian-utils/is-valid-pix-payload';
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils/get-pix-payload-info';
import { pixCopiaECola, sporadicTxid } from '@/domain/pix';

/** CRC16-CCITT-FALSE, written here apart from the library: polynomial 0x1021, initial 0xFFFF, no reflection, no final xor. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The TLV fields of an EMV payload at one level: id → value. */
function fields(payload: string): Map<string, string> {
  const result = new Map<string, string>();
  for (let index = 0; index < payload.length; ) {
    const id = payload.slice(index, index + 2);
    const length = Number(payload.slice(index + 2, index + 4));
    result.set(id, payload.slice(index + 4, index + 4 + length));
    index += 4 + length;
  }
  return result;
}

describe('CRC16-CCITT of the BR Code', () => {
  it("gives the check value of the standard test string and the Banco Central manual's example", () => {
    expect(crc16('123456789')).toBe('29B1'); // the catalogued check value of CRC-16/CCITT-FALSE
    const manual = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16(manual)).toBe('1D3D');
    expect(isValidPixPayload(`${manual}1D3D`)).toBe(true);
  });
});

describe('PIX copia e cola of a sporadic contribution', () => {
  const payload = pixCopiaECola({ chave: '11222333000181', nome: 'Fundação Exemplo de Previdência Complementar', cidade: 'São Paulo', valor: '122.08', txid: sporadicTxid(4321) });

  it('carries the key, amount, receiver and txid in their EMV fields', () => {
    const top = fields(payload);
    expect(top.get('00')).toBe('01');
    const account = fields(top.get('26')!);
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe('11222333000181');
    expect(top.get('52')).toBe('0000');
    expect(top.get('53')).toBe('986');
    expect(top.get('54')).toBe('122.08');
    expect(top.get('58')).toBe('BR');
    expect(top.get('59')).toBe('Fundacao Exemplo de Previ'); // ASCII, 25 characters
    expect(top.get('60')).toBe('Sao Paulo');
    expect(fields(top.get('62')!).get('05')).toBe('CONTRIB4321');
  });

  it('ends with 6304 and the CRC16 of everything before it, and validates', () => {
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    expect(isValidPixPayload(payload)).toBe(true);
    expect(getPixPayloadInfo(payload)).toMatchObject({ key: '11222333000181', amount: 122.08, txid: 'CONTRIB4321' });
  });

  it('refuses a txid a bank would reject', () => {
    expect(() => pixCopiaECola({ chave: '11222333000181', nome: 'Fundo', cidade: 'São Paulo', valor: '10.00', txid: 'com espaço' })).toThrow(RangeError);
  });
});
