/**
 * Dependants and beneficiaries (spec §3, §5; services.md "beneficiaries"). The sums of shares, which need exact
 * decimals (decimal.js), are in ./dependant-shares: the list page imports this module and must not load them.
 */

export interface DependantFields {
  /** The share (percentual) applies to pension beneficiaries only: an income-tax dependant is complete without it. */
  tipo: DependantKind;
  nome: string | null;
  cpf: string | null;
  data_nascimento: string | null;
  parentesco: string | null;
  finalidade: string | null;
  percentual: string | null;
}

type DependantField = Exclude<keyof DependantFields, 'tipo'>;

const FIELD_LABELS: Record<DependantField, string> = {
  nome: 'nome',
  cpf: 'CPF',
  data_nascimento: 'data de nascimento',
  parentesco: 'parentesco',
  finalidade: 'finalidade',
  percentual: 'participação',
};

/** The fields a dependant of this kind needs: the share only for pension beneficiaries (it splits the benefit). */
export function dependantFieldsFor(kind: DependantKind): DependantField[] {
  const fields = Object.keys(FIELD_LABELS) as DependantField[];
  return kind === 'previdencial' ? fields : fields.filter((field) => field !== 'percentual');
}

/** The names of the fields still empty, in the form's order, so the person knows what to fill in. */
export function missingDependantFields(dependant: DependantFields): string[] {
  return dependantFieldsFor(dependant.tipo)
    .filter((field) => dependant[field] === null || String(dependant[field]).trim() === '')
    .map((field) => FIELD_LABELS[field]);
}

/**
 * Spec §5: complete only with share (average), birth date, CPF, purpose (finality), kinship and name. The share is
 * a pension beneficiary's part of the benefit, so an income-tax dependant (tipo imposto-renda) is complete without it.
 */
export function isDependantComplete(dependant: DependantFields): boolean {
  return missingDependantFields(dependant).length === 0;
}

export const KINSHIPS = ['Cônjuge', 'Companheiro(a)', 'Filho(a)', 'Enteado(a)', 'Pai', 'Mãe', 'Irmão(ã)', 'Neto(a)', 'Outro'] as const;

export type DependantKind = 'imposto-renda' | 'previdencial';

/** What /dependentes shows: one kind of dependant, or the designated beneficiaries of the balance (issue 29). */
export type DependantsPageKind = DependantKind | 'indicados';

/** The `tipo` query of /dependentes; anything missing or unknown means the pension beneficiaries. */
export function dependantKindFromQuery(tipo: string | string[] | undefined): DependantsPageKind {
  return tipo === 'imposto-renda' || tipo === 'indicados' ? tipo : 'previdencial';
}

/** The sentence under the title of each kind's list. */
export const DEPENDANT_INTROS: Record<DependantKind, string> = {
  'imposto-renda': 'Dependentes que você declara para deduzir do Imposto de Renda sobre o benefício.',
  previdencial: 'Quem recebe o benefício do plano se você faltar, e a participação de cada um.',
};

export const DEPENDANT_PAGE_TITLES: Record<DependantsPageKind, string> = {
  'imposto-renda': 'Beneficiários de IR',
  previdencial: 'Beneficiários Previdencial',
  indicados: 'Beneficiários indicados',
};

/**
 * The kinds the page offers as tabs: those who receive a benefit have the three of their menu group; the others the
 * pension beneficiaries and the designated ones (their menu has one Beneficiários link).
 */
export function dependantsPageKindsFor(receivesBenefit: boolean): DependantsPageKind[] {
  return receivesBenefit ? ['imposto-renda', 'previdencial', 'indicados'] : ['previdencial', 'indicados'];
}
