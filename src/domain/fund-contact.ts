/** The fund's contact details shown on the chat page (a setting administrators keep). */
export interface ContatoFundo {
  telefone: string | null;
  email: string | null;
  horarioAtendimento: string | null;
}

/** The settings key under which the contact is stored. */
export const FUND_CONTACT_SETTING_KEY = 'contato_fundo';

export const FUND_CONTACT_LIMITS = {
  telefone: 20,
  email: 254,
  horarioAtendimento: 300,
} as const;

/**
 * Brazilian numbers as people write them: '(11) 3003-4000', '11 93003-4000', '+55 11 3003 4000', '0800 123 4567',
 * '4004-1234' (capital-wide numbers have no area code).
 */
export const PHONE_PATTERN = '^(\\+55 ?)?(\\(?[1-9][0-9]\\)? ?)?(9 ?)?[0-9]{4}[ -]?[0-9]{4}$|^0[38]00 ?[0-9]{3} ?[0-9]{4}$';

/** The phone as a tel: link: digits only, the country code added to numbers with an area code. */
export function telHref(telefone: string): string {
  const digits = telefone.replace(/\D/g, '');
  if (digits.startsWith('0') || digits.length <= 8) return `tel:${digits}`;
  return `tel:+${digits.length >= 12 && digits.startsWith('55') ? digits : `55${digits}`}`;
}
