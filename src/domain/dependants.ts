import { Money } from './money';

/** Dependants and beneficiaries (spec §3, §5; services.md "beneficiaries"). */

export interface DependantFields {
  nome: string | null;
  cpf: string | null;
  data_nascimento: string | null;
  parentesco: string | null;
  finalidade: string | null;
  percentual: string | null;
}

const FIELD_LABELS: Record<keyof DependantFields, string> = {
  nome: 'nome',
  cpf: 'CPF',
  data_nascimento: 'data de nascimento',
  parentesco: 'parentesco',
  finalidade: 'finalidade',
  percentual: 'participação',
};

/** The names of the fields still empty, in the form's order, so the person knows what to fill in. */
export function missingDependantFields(dependant: DependantFields): string[] {
  return (Object.keys(FIELD_LABELS) as Array<keyof DependantFields>)
    .filter((field) => dependant[field] === null || String(dependant[field]).trim() === '')
    .map((field) => FIELD_LABELS[field]);
}

/** Spec §5: complete only with share (average), birth date, CPF, purpose (finality), kinship and name. */
export function isDependantComplete(dependant: DependantFields): boolean {
  return missingDependantFields(dependant).length === 0;
}

/** Sum of the pension beneficiaries' shares, as an exact decimal string. */
export function sumShares(shares: Array<string | null>): string {
  return shares.reduce((sum, share) => sum.plus(share ?? 0), new Money(0)).toFixed(2);
}

export const KINSHIPS = ['Cônjuge', 'Companheiro(a)', 'Filho(a)', 'Enteado(a)', 'Pai', 'Mãe', 'Irmão(ã)', 'Neto(a)', 'Outro'] as const;

/** A share typed in the form is valid from 0,01 % to 100 % with up to two decimals (the API's rule). */
export function isValidShare(share: string | null): boolean {
  return share !== null && new Money(share).gt(0) && new Money(share).lte(100);
}

/** What is left to distribute among pension beneficiaries, never below zero. */
export function remainingShare(total: string): string {
  return Money.max(new Money(100).minus(total), 0).toFixed(2);
}

export type DependantKind = 'imposto-renda' | 'previdencial';

/** The `tipo` query of /dependentes; anything missing or unknown means the pension beneficiaries. */
export function dependantKindFromQuery(tipo: string | string[] | undefined): DependantKind {
  return tipo === 'imposto-renda' ? 'imposto-renda' : 'previdencial';
}

export const DEPENDANT_PAGE_TITLES: Record<DependantKind, string> = {
  'imposto-renda': 'Beneficiários de IR',
  previdencial: 'Beneficiários Previdencial',
};
