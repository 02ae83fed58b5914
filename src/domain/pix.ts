import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';

export interface PixCharge {
  /** The fund's PIX key (CNPJ, e-mail, phone or random key). */
  chave: string;
  /** Receiver's name and city as the payer's bank shows them (folded to ASCII, 25 and 15 characters). */
  nome: string;
  cidade: string;
  /** Decimal text, at most two places. */
  valor: string;
  /** Identifies the payment in the fund's statement: letters and digits, up to 25. */
  txid: string;
}

/**
 * The PIX "copia e cola" (EMV BR Code of the Banco Central manual): a static code with the amount and the txid,
 * closed by its CRC16-CCITT. The amount goes in as a number: up to R$ 1.000.000,00 with two places it is exact
 * in a double, and the library refuses any amount that does not survive its two-place round trip.
 */
export function pixCopiaECola(charge: PixCharge): string {
  if (!/^[A-Za-z0-9]{1,25}$/.test(charge.txid)) throw new RangeError(`txid inválido: ${charge.txid}`);
  const payload = generatePixPayload({ key: charge.chave, merchantName: charge.nome, merchantCity: charge.cidade, amount: Number(charge.valor), txid: charge.txid });
  if (!payload) throw new RangeError('Não foi possível montar o código PIX com a chave e os dados do fundo.');
  return payload;
}

/** The txid of a sporadic contribution: its id, so the import can match the payment back. */
export function sporadicTxid(idContribuicao: number): string {
  return `CONTRIB${idContribuicao}`;
}
