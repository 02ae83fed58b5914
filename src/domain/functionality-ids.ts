/**
 * The catalogue's functionality ids (spec §2.5; 38 is the fund's, see the seed): one constant per service, shared by
 * the pages (EnabledService), the routes' 'x-funcionalidade' marks, the request kinds and the tests.
 * Read as a namespace, `import * as FUNCTIONALITY from '@/domain/functionality-ids'`, then `FUNCTIONALITY.PEP`: webpack
 * follows a namespace's properties, so a page's first load carries only the ids it reads, folded into its code, and
 * not a table of all of them (0.3 kB gzip on most service pages, as the object it replaced).
 */
export const TAX_REGIME = 1;
export const PEP = 2;
export const FATCA = 3;
export const BENEFICIARIES = 4;
export const FOREIGN_RESIDENT = 5;
export const CONTRIBUTION_EXTRACT = 6;
export const SPORADIC_CONTRIBUTION = 7;
export const CONTRIBUTION_CHANGE = 8;
export const CONTRIBUTION_SUSPENSION = 9;
export const INVESTMENT_PROFILE = 10;
export const BENEFIT_SIMULATOR = 11;
export const BENEFIT_REQUEST = 12;
export const CASH_WITHDRAWAL = 13;
export const REDEMPTION = 14;
export const PORTABILITY = 15;
export const BPD = 16;
export const SELF_SPONSORSHIP = 17;
export const INCOME_REPORT = 19;
export const PAYCHECK = 20;
export const BENEFIT_SUSPENSION = 21;
export const EXEMPTION_65 = 22;
export const CONTRIBUTION_STATEMENT = 23;
export const SERIOUS_ILLNESS_EXEMPTION = 24;
export const REGRESSIVE_TAX_EXTRACT = 26;
export const LOANS = 27;
export const LOAN_REQUEST = 28;
export const TAX_INCENTIVE_SIMULATOR = 29;
export const EXIT_OPTIONS = 30;
export const INCOME_CHANGE = 31;
export const INVITATION = 32;
export const BALANCE_EXTRACT = 33;
export const DISABILITY_REDEMPTION = 37;
export const PLAN_WITHDRAWAL = 38;
export const PROOF_OF_LIFE = 39;
/** Opened by the fund when it confirms a death (death-report): never asked for by a participant. */
export const DEATH_PENSION = 40;
export const BALANCE_TO_BENEFICIARIES = 41;
