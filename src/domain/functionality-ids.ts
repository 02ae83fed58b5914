/**
 * The catalogue's functionality ids (spec §2.5; 38 is the fund's, see the seed): one constant per service, shared by
 * the pages (EnabledService), the routes' 'x-funcionalidade' marks, the request kinds and the tests.
 * A module of constants only: a page imports it without any rule's code in its first load.
 */
export const FUNCTIONALITY = {
  TAX_REGIME: 1,
  PEP: 2,
  FATCA: 3,
  BENEFICIARIES: 4,
  FOREIGN_RESIDENT: 5,
  CONTRIBUTION_EXTRACT: 6,
  SPORADIC_CONTRIBUTION: 7,
  CONTRIBUTION_CHANGE: 8,
  CONTRIBUTION_SUSPENSION: 9,
  INVESTMENT_PROFILE: 10,
  BENEFIT_SIMULATOR: 11,
  BENEFIT_REQUEST: 12,
  CASH_WITHDRAWAL: 13,
  REDEMPTION: 14,
  PORTABILITY: 15,
  BPD: 16,
  SELF_SPONSORSHIP: 17,
  INCOME_REPORT: 19,
  PAYCHECK: 20,
  BENEFIT_SUSPENSION: 21,
  EXEMPTION_65: 22,
  CONTRIBUTION_STATEMENT: 23,
  SERIOUS_ILLNESS_EXEMPTION: 24,
  REGRESSIVE_TAX_EXTRACT: 26,
  LOANS: 27,
  LOAN_REQUEST: 28,
  TAX_INCENTIVE_SIMULATOR: 29,
  EXIT_OPTIONS: 30,
  INCOME_CHANGE: 31,
  INVITATION: 32,
  BALANCE_EXTRACT: 33,
  DISABILITY_REDEMPTION: 37,
  PLAN_WITHDRAWAL: 38,
  PROOF_OF_LIFE: 39,
  /** Opened by the fund when it confirms a death (death-report): never asked for by a participant. */
  DEATH_PENSION: 40,
  BALANCE_TO_BENEFICIARIES: 41,
} as const;

/** Requests only the fund opens (no page, no form): never in a plan's matrix of services a participant may ask for. */
export const FUND_OPENED_FUNCTIONALITIES: readonly number[] = [FUNCTIONALITY.DEATH_PENSION, FUNCTIONALITY.BALANCE_TO_BENEFICIARIES];

export type FunctionalityId = (typeof FUNCTIONALITY)[keyof typeof FUNCTIONALITY];
