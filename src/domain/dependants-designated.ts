import type { ApiValidationError } from './api-types';
import { formatCpf, isValidCpf, onlyDigits } from './cpf';

/**
 * Designated beneficiaries (beneficiários indicados, issue 29): who receives the balance if the participant dies
 * before retiring, where the plan allows it. Shares have two decimals and add up to exactly 100,00 %. The sums are
 * done in hundredths (integers), so this module needs no decimal library and the list page may import it.
 */

export interface DesignatedBeneficiary {
  nome: string;
  /** 11 digits. */
  cpf: string;
  parentesco: string;
  /** "60.00": two decimals. */
  percentual: string;
  email: string | null;
  telefone: string | null;
}

/** What a person types: the CPF with or without the mask, the share with a comma or a point. */
export interface DesignatedBeneficiaryInput {
  nome: string;
  cpf: string;
  parentesco: string;
  percentual: string;
  email?: string | null;
  telefone?: string | null;
}

export const DESIGNATED_MESSAGES = {
  nome: 'Informe o nome completo do beneficiário.',
  cpf: 'CPF inválido: confira os 11 dígitos.',
  repeatedCpf: 'Este CPF já está em outro beneficiário da lista.',
  ownCpf: 'Você não pode indicar a si mesmo como beneficiário.',
  parentesco: 'Informe o parentesco ou a relação com o beneficiário.',
  percentual: 'Informe a participação de 0,01 % a 100,00 %, com até duas casas decimais.',
  sum: (total: string) => `A soma das participações precisa ser exatamente 100,00 %. Hoje ela é ${total.replace('.', ',')} %.`,
  email: 'E-mail inválido: confira o endereço, por exemplo nome@exemplo.com.',
  telefone: 'Telefone inválido: informe o DDD e o número, com 10 ou 11 dígitos.',
  tooMany: 'Indique no máximo 10 beneficiários.',
} as const;

export const MAX_DESIGNATED = 10;
const SHARE = /^\d{1,3}([.,]\d{1,2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A share in hundredths of a percent ("33,33" → 3333), or null when it is not a number with up to two decimals. */
export function shareInHundredths(share: string): number | null {
  const text = share.trim();
  if (!SHARE.test(text)) return null;
  const [whole, fraction = ''] = text.replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Hundredths back to the API's form ("100.00"). */
export function hundredthsToShare(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** The sum of the shares ("100.00"); a share that is not a number counts as zero. */
export function sumDesignatedShares(shares: readonly string[]): string {
  return hundredthsToShare(shares.reduce((sum, share) => sum + (shareInHundredths(share) ?? 0), 0));
}

/** True only when every share is a number with up to two decimals and together they make exactly 100,00 %. */
export function sharesAddUpToWhole(shares: readonly string[]): boolean {
  const parsed = shares.map(shareInHundredths);
  return parsed.every((value) => value !== null && value > 0) && parsed.reduce<number>((sum, value) => sum + (value ?? 0), 0) === 10_000;
}

/**
 * Checks a whole list (an empty one means no designation) and gives it back cleaned, or the problems, each at the
 * path of its field (`beneficiarios/1/cpf`), the sum's at `beneficiarios`.
 */
export function checkDesignation(
  list: readonly DesignatedBeneficiaryInput[],
  ownCpf: string | null,
): { ok: true; beneficiarios: DesignatedBeneficiary[] } | { ok: false; errors: ApiValidationError[] } {
  const errors: ApiValidationError[] = [];
  const at = (index: number, field: string, message: string, type: string) => errors.push({ path: `beneficiarios/${index}/${field}`, message, type });
  if (list.length > MAX_DESIGNATED) return { ok: false, errors: [{ path: 'beneficiarios', message: DESIGNATED_MESSAGES.tooMany, type: 'maxItems' }] };
  const seen = new Set<string>();
  const cleaned = list.map((item, index): DesignatedBeneficiary => {
    const nome = item.nome.trim().replace(/\s+/g, ' ');
    if (nome.length < 3) at(index, 'nome', DESIGNATED_MESSAGES.nome, 'required');
    const cpf = onlyDigits(item.cpf);
    if (!isValidCpf(cpf)) at(index, 'cpf', DESIGNATED_MESSAGES.cpf, 'cpf');
    else if (ownCpf && cpf === ownCpf) at(index, 'cpf', DESIGNATED_MESSAGES.ownCpf, 'cpf');
    else if (seen.has(cpf)) at(index, 'cpf', DESIGNATED_MESSAGES.repeatedCpf, 'unique');
    seen.add(cpf);
    const parentesco = item.parentesco.trim();
    if (!parentesco) at(index, 'parentesco', DESIGNATED_MESSAGES.parentesco, 'required');
    const share = shareInHundredths(item.percentual);
    if (share === null || share <= 0 || share > 10_000) at(index, 'percentual', DESIGNATED_MESSAGES.percentual, 'range');
    const email = item.email?.trim() || null;
    if (email && !EMAIL.test(email)) at(index, 'email', DESIGNATED_MESSAGES.email, 'email');
    const telefone = item.telefone ? onlyDigits(item.telefone) || null : null;
    if (telefone && (telefone.length < 10 || telefone.length > 11)) at(index, 'telefone', DESIGNATED_MESSAGES.telefone, 'phone');
    return { nome, cpf, parentesco, percentual: share === null ? item.percentual : hundredthsToShare(share), email, telefone };
  });
  const sharesValid = cleaned.every((item) => shareInHundredths(item.percentual) !== null);
  if (errors.length === 0 && sharesValid && cleaned.length > 0 && !sharesAddUpToWhole(cleaned.map((item) => item.percentual))) {
    errors.push({ path: 'beneficiarios', message: DESIGNATED_MESSAGES.sum(sumDesignatedShares(cleaned.map((item) => item.percentual))), type: 'sum' });
  }
  return errors.length ? { ok: false, errors } : { ok: true, beneficiarios: cleaned };
}

export interface DesignationChanges {
  incluidos: string[];
  removidos: string[];
  alterados: string[];
}

/** What a new version changed, by CPF: who came in, who left, whose data or share changed (names). */
export function designationChanges(before: readonly DesignatedBeneficiary[], after: readonly DesignatedBeneficiary[]): DesignationChanges {
  const previous = new Map(before.map((item) => [item.cpf, item]));
  const next = new Set(after.map((item) => item.cpf));
  const same = (a: DesignatedBeneficiary, b: DesignatedBeneficiary) =>
    a.nome === b.nome && a.parentesco === b.parentesco && a.percentual === b.percentual && a.email === b.email && a.telefone === b.telefone;
  return {
    incluidos: after.filter((item) => !previous.has(item.cpf)).map((item) => item.nome),
    removidos: before.filter((item) => !next.has(item.cpf)).map((item) => item.nome),
    alterados: after.filter((item) => previous.has(item.cpf) && !same(previous.get(item.cpf)!, item)).map((item) => item.nome),
  };
}

/** Whether a new list would record nothing: the same people (by CPF) with the same data and shares, in any order. */
export function isSameDesignation(before: readonly DesignatedBeneficiary[], after: readonly DesignatedBeneficiary[]): boolean {
  if (before.length !== after.length) return false;
  const changes = designationChanges(before, after);
  return changes.incluidos.length === 0 && changes.removidos.length === 0 && changes.alterados.length === 0;
}

/** One line of a designation, as the request centre shows it. */
export function describeDesignated(item: Pick<DesignatedBeneficiary, 'nome' | 'cpf' | 'parentesco' | 'percentual'>): string {
  return `${item.nome}, CPF ${formatCpf(item.cpf)}, ${item.parentesco}: ${item.percentual.replace('.', ',')} %`;
}
