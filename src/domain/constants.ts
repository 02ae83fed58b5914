/** Constants of the spec (§3, §9). Values the fund may change per plan live in the database instead. */

export const PLAN_ID = { HPE: 1, MAIS_VALOR: 4, DXC: 7 } as const;
export const PLAN_KIND = { STANDARD: '1', LOAN_ENABLED: '2' } as const;
export type PlanKind = (typeof PLAN_KIND)[keyof typeof PLAN_KIND];

/** Category = participant type (spec §3). */
export const CATEGORY_ID = { TAXPAYER: 1, ASSISTED: 2, PENSIONER: 3, SELF_SPONSORED: 4, BPD: 5 } as const;

export const SITUATION_ID = {
  ACTIVE: 1,
  IN_BENEFIT: 2,
  IN_CONCESSION: 3,
  CLOSED: 4,
  DECEASED: 5,
  SUSPENDED: 6,
  LEFT: 7,
  PORTED: 8,
  TRANSITORY: 9,
} as const;

export const NOTIFICATION_TYPE = { CHAT_MESSAGE: 1, DETAIL: 2, INFORMATIVE: 3 } as const;
export const BENEFICIARY_TYPE = { 'imposto-renda': 1, previdencial: 2 } as const;
export const PAYMENT_FORM = { AUTOMATIC_DEBIT: 5, SLIP: 2 } as const;

export const SESSION_TTL_SECONDS = 3600;
export const COOKIE_MAX_AGE_DAYS = SESSION_TTL_SECONDS / 86400;

export const COOKIE = {
  login: 'login',
  /** The session token: set and cleared by the server only (HttpOnly, SameSite=Strict); page scripts never see it. */
  token: 'login.token',
  pessoa: 'login.pessoa',
  vinculoPlano: 'login.vinculoPlano',
  pessoaTarget: 'login.pessoaTarget',
  /** Login's onboarding flag ('N' when done) and onboarding_plano (spec §3), 1 hour like the session. */
  onboarding: 'login.onboarding',
  onboardingPlano: 'login.onboarding_plano',
  showCommunicationPopup: 'user.showCommunicationPopup',
} as const;

/**
 * The header the web's HTTP client sends on every call (and the upload client with it). A write authenticated by the
 * session cookie is refused without it: a form or an image on another site cannot send a custom header.
 */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'portal' } as const;

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_PRIMARY_COLOR = '#3BA387';
export const ADMIN_ACCENT_COLOR = '#4F46E5';

export const REQUEST_PAGE_SIZE = 5;
export const PEOPLE_SEARCH_LIMIT = 10;
/** Spec §9: the people search waits 500 ms after the last key. */
export const PEOPLE_SEARCH_DEBOUNCE_MS = 500;
export const NOTIFICATION_BADGE_MAX = 99;
export const MAX_UPLOAD_BYTES = 629145600;

/** Routes reachable without a session (spec §2.4). */
export const PUBLIC_ROUTES = [
  '/login',
  '/onboarding',
  '/development',
  '/404',
  '/500',
  '/_error',
  '/alterar-senha',
  '/simulador-beneficio',
  '/logout',
  '/timeout',
  '/recadastramento',
  '/manutencao',
  '/comunicar-falecimento',
] as const;

export function isPublicRoute(pathname: string): boolean {
  return PUBLIC_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
