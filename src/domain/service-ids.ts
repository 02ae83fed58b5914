/**
 * Catalogue ids (spec §2.5) that both a route's 'x-funcionalidade' mark and its page name. A module of constants only:
 * a page imports it without any rule's code in its first load.
 */
export const TAX_REGIME_SERVICE = 1;
export const SPORADIC_CONTRIBUTION_SERVICE = 7;
export const CONTRIBUTION_STATEMENT_SERVICE = 23;
