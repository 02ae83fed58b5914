import type { Visitor } from './support/roles';

/**
 * The pages the crawler visits: the routes of the files under src/pages, read at run time, so a new page is crawled
 * from its first day. What a page needs to be opened, or where it ends up, is declared below; a page without a
 * declaration is opened at its bare address and must stay there.
 */

export interface PageDeclaration {
  /** The query the page is opened with (without '?'). */
  query?: string;
  /** The address of a dynamic route ([param]) to open, path and query. */
  address?: string;
  /** The path a visitor ends on when it is not the page's own (a redirect); the final page is checked. */
  endsAt?: Partial<Record<Visitor, string>>;
  /** The HTTP status its document answers with, when it is not 200 (the not-found page). */
  status?: number;
  /** Opening it ends the session (logout): the visit signs in on its own instead of spending the shared one. */
  endsSession?: boolean;
}

const HOME = '/';
const LOGIN = '/login';

export const PAGE_DECLARATIONS: Record<string, PageDeclaration> = {
  '/404': { status: 404 },
  '/500': { status: 500 },
  '/dependentes': { query: 'tipo=imposto-renda' },
  // A person whose onboarding is done sees its closing screen; administrators go home, visitors to the login.
  '/onboarding': { query: 'idStep=0', endsAt: { administrador: HOME, 'administrador-como-participante': HOME, anonimo: LOGIN } },
  '/manutencao': { query: 'dataFim=2026-12-24T08:00:00-03:00' },
  '/success': { query: 'protocolo=2026000123&servico=Notifica%C3%A7%C3%A3o%20FATCA' },
  '/sucesso-emprestimo': { query: 'protocolo=2026000124&servico=empr%C3%A9stimo' },
  // The request centre is the administrators'; a participant (or an administrator viewing as one) is sent home.
  '/request-management': { endsAt: { participante: HOME, 'administrador-como-participante': HOME } },
  // The proof-of-life list is the administrators' too.
  '/provas-de-vida': { endsAt: { participante: HOME, 'administrador-como-participante': HOME } },
  // Public (issue 29): every visitor, signed in or not, stays on the form.
  '/comunicar-falecimento': {},
  '/logout': { endsSession: true, endsAt: { participante: LOGIN, administrador: LOGIN, 'administrador-como-participante': LOGIN, anonimo: LOGIN } },
};

/** The declarations that name no page of src/pages: each is a mistake (a page renamed or removed). */
export function orphanDeclarations(routes: readonly string[]): string[] {
  return Object.keys(PAGE_DECLARATIONS).filter((route) => !routes.includes(route));
}

/** The address to open a route at: its declared address or query, else the route itself. */
export function addressOf(route: string): string {
  const declaration = PAGE_DECLARATIONS[route];
  if (declaration?.address) return declaration.address;
  return declaration?.query ? `${route}?${declaration.query}` : route;
}

export const isDynamicRoute = (route: string) => /\[.+\]/.test(route);
