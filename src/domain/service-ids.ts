/**
 * Catalogue ids (spec §2.5) of the services that read or write through their own routes: the route's 'x-funcionalidade'
 * mark and the page's EnabledService name the same id. (The services that end in a request are in REQUEST_SERVICE.)
 * A module of constants only: a page imports it without any rule's code in its first load.
 */
export const SERVICE_ID = {
  TAX_REGIME: 1,
  CONTRIBUTION_EXTRACT: 6,
  SPORADIC_CONTRIBUTION: 7,
  CONTRIBUTION_CHANGE: 8,
  CONTRIBUTION_SUSPENSION: 9,
  INVESTMENT_PROFILE: 10,
  BENEFIT_SIMULATOR: 11,
  INCOME_REPORT: 19,
  PAYCHECK: 20,
  CONTRIBUTION_STATEMENT: 23,
  REGRESSIVE_TAX_EXTRACT: 26,
  LOANS: 27,
  LOAN_REQUEST: 28,
  TAX_INCENTIVE_SIMULATOR: 29,
  BALANCE_EXTRACT: 33,
} as const;
