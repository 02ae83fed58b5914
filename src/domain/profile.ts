import { PAYMENT_FORM } from './constants';
import { INCOME_RANGES } from './onboarding';

/** Labels of Informações Cadastrais for the codes the API stores. */

export const PAYMENT_FORM_LABELS: Record<number, string> = {
  [PAYMENT_FORM.AUTOMATIC_DEBIT]: 'Débito automático',
  [PAYMENT_FORM.SLIP]: 'Boleto',
};

export function incomeRangeLabel(id: number | null): string | null {
  return INCOME_RANGES.find((range) => range.id === id)?.nome ?? null;
}

/** Spec §5: PEP 'Sim' is stored as 'S'. */
export function pepLabel(ppe: 'S' | 'N' | null): string | null {
  if (ppe === null) return null;
  return ppe === 'S' ? 'Sim' : 'Não';
}
