import { Money } from './money';

/**
 * Shares of pension beneficiaries, exact (decimal.js). Used by the API, which sends the sums to the list, and by the
 * form's schema, fetched with the form: the list page's first load does without decimal.js.
 */

/** Sum of the pension beneficiaries' shares, as an exact decimal string. */
export function sumShares(shares: Array<string | null>): string {
  return shares.reduce((sum, share) => sum.plus(share ?? 0), new Money(0)).toFixed(2);
}

/** A share typed in the form is valid from 0,01 % to 100 % with up to two decimals (the API's rule). */
export function isValidShare(share: string | null): boolean {
  return share !== null && new Money(share).gt(0) && new Money(share).lte(100);
}

/** What is left to distribute among pension beneficiaries, never below zero. */
export function remainingShare(total: string): string {
  return Money.max(new Money(100).minus(total), 0).toFixed(2);
}
