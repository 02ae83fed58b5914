/**
 * Dependants and beneficiaries (spec §3, §5; services.md "beneficiaries"). The sums of shares, which need exact
 * decimals (decimal.js), are in ./dependant-shares: the list page imports this module and must not load them.
 */

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

export const KINSHIPS = ['Cônjuge', 'Companheiro(a)', 'Filho(a)', 'Enteado(a)', 'Pai', 'Mãe', 'Irmão(ã)', 'Neto(a)', 'Outro'] as const;

export type DependantKind = 'imposto-renda' | 'previdencial';

/** The `tipo` query of /dependentes; anything missing or unknown means the pension beneficiaries. */
export function dependantKindFromQuery(tipo: string | string[] | undefined): DependantKind {
  return tipo === 'imposto-renda' ? 'imposto-renda' : 'previdencial';
}

export const DEPENDANT_PAGE_TITLES: Record<DependantKind, string> = {
  'imposto-renda': 'Beneficiários de IR',
  previdencial: 'Beneficiários Previdencial',
};
