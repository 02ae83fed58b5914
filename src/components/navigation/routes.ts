/**
 * The portal's pages that exist in this build, read from src/pages when it is built (next.config.js; the unit tests
 * set the same list, vitest.config.ts). Menus, the services list, the command palette and the settings hub show an
 * entry only when its page is built: a feature not built yet has no entry, never an "em construção".
 */
export const BUILT_ROUTES: readonly string[] = JSON.parse(process.env.PORTAL_PAGES ?? '[]') as string[];

/** True when the link's page exists; query strings are ignored (`/dependentes?tipo=…` → `/dependentes`). */
export function isRouteBuilt(href: string): boolean {
  const path = href.split('?')[0].replace(/\/$/, '') || '/';
  return BUILT_ROUTES.includes(path);
}
