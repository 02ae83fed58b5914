import { apportionCents } from './money';

/** One person entitled to a deceased participant's pension or balance, and where the fund found them. */
export interface EntitledPerson {
  origem: 'dependente' | 'beneficiario';
  nome: string;
  cpf: string | null;
  parentesco: string | null;
  /** The share given by the participant, a decimal string, or null when they gave none. */
  percentual: string | null;
}

/**
 * The shares the request lists: the participant's own when they add up to 100 %, otherwise equal parts (the fund
 * decides by the plan's rules; equal parts are its starting point), in hundredths that always add up to 100.00.
 */
export function entitledShares(people: EntitledPerson[]): Array<EntitledPerson & { parcela: string }> {
  if (people.length === 0) return [];
  const given = people.map((person) => person.percentual);
  const isComplete = given.every((share) => share !== null) && apportionCents(given as string[]).reduce((sum, share) => sum.plus(share), apportionCents(['0'])[0]).eq(100);
  const parts = isComplete ? (given as string[]) : people.map(() => String(100 / people.length));
  const shares = apportionCents(parts, '100.00');
  return people.map((person, index) => ({ ...person, parcela: shares[index].toFixed(2) }));
}
