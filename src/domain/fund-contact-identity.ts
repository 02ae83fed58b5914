/**
 * Who the fund is (name and CNPJ on statements, income reports and payment slips) and where sporadic
 * contributions are paid (the fund's collection account at the plan's bank and its PIX key): settings kept in the
 * `configuracao` table, like the fund's contact.
 */
export interface IdentidadeFundo {
  nome: string;
  /** 14 digits. */
  cnpj: string;
  cidade: string;
  uf: string;
}

export interface CobrancaFundo {
  /** The collection account of the fund (beneficiário) at the bank of the plan's contribution rules. */
  agencia: string;
  conta: string;
  carteira: string;
  /** The PIX key of the fund (its CNPJ, an e-mail or a random key). */
  chavePix: string;
}

export const FUND_IDENTITY_SETTING_KEY = 'identidade_fundo';
export const FUND_COLLECTION_SETTING_KEY = 'cobranca_fundo';
