import { onlyDigits } from './cpf';

/**
 * "Baixar meus dados" saves under the person's CPF digits, so two people's exports never overwrite each other. Apart
 * from profile.ts: the privacy page's button needs this name only, not the profile's labels (and their income ranges).
 */
export function personalDataFileName(cpf: string, extension: 'json' | 'pdf' = 'json'): string {
  return `meus-dados-${onlyDigits(cpf)}.${extension}`;
}
