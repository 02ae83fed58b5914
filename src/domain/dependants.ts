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

/** Spec §5: complete only with share (average), birth date, CPF, purpose (finality), kinship and name. */
export function isDependantComplete(dependant: DependantFields): boolean {
  return [dependant.percentual, dependant.data_nascimento, dependant.cpf, dependant.finalidade, dependant.parentesco, dependant.nome].every(
    (value) => value !== null && String(value).trim() !== '',
  );
}

/** Sum of the pension beneficiaries' shares, as an exact decimal string. */
export function sumShares(shares: Array<string | null>): string {
  return shares.reduce((sum, share) => sum.plus(share ?? 0), new Money(0)).toFixed(2);
}

export const KINSHIPS = ['Cônjuge', 'Companheiro(a)', 'Filho(a)', 'Enteado(a)', 'Pai', 'Mãe', 'Irmão(ã)', 'Neto(a)', 'Outro'] as const;
