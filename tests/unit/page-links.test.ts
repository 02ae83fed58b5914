import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuEntry } from '@/components/navigation/menus';
import { BUILT_ROUTES } from '@/components/navigation/routes';
import { IS_CHAT_BUILT } from '@/components/navigation/chat-route';
import { SETTINGS_GROUPS } from '@/components/settings/settings-catalogue';
import { BASE_ENTRIES, buildPaletteEntries } from '@/domain/command-palette';
import { CATEGORY_ID, PLAN_ID, PLAN_KIND } from '@/domain/constants';
import { ALL_REQUEST_SERVICES as REQUEST_SERVICES } from './support/request-services';
import { FUNCTIONALITIES } from '@/server/db/seed/reference';
import { pageRoutes } from '../../scripts/lib/page-routes.mjs';

/**
 * No hand-kept page list (issue 27): the build's pages come from src/pages, and every place that links to a page
 * names one that exists, so nothing a person should reach is hidden because its link went stale.
 */
const PAGES = new Set(pageRoutes());
const pathOf = (href: string) => href.split('?')[0].replace(/\/$/, '') || '/';
const missing = (hrefs: readonly string[]) => [...new Set(hrefs.filter((href) => !/^https?:/.test(href) && !PAGES.has(pathOf(href))))];

const hrefsOf = (entries: MenuEntry[]): string[] => entries.flatMap((entry) => (entry.kind === 'link' ? [entry.href] : entry.children.map((child) => child.href)));

describe('the pages a link may name', () => {
  it("the top bar's own answer for the chat is the list's", () => {
    expect(IS_CHAT_BUILT).toBe(BUILT_ROUTES.includes('/chat'));
    expect(IS_CHAT_BUILT).toBe(PAGES.has('/chat'));
  });

  it('are the files under src/pages, as the build reads them', () => {
    expect([...BUILT_ROUTES]).toEqual(pageRoutes());
    expect(BUILT_ROUTES).toEqual(expect.arrayContaining(['/', '/settings/theme-settings', '/settings/onboarding-management', '/services/emprestimos/quitar']));
  });

  it('every page under src/pages/settings is on the settings hub, and the hub names only pages that exist', () => {
    const onHub = SETTINGS_GROUPS.flatMap((group) => group.paginas.map((page) => page.href));
    const settingsPages = pageRoutes().filter((route) => route.startsWith('/settings/'));
    expect([...onHub].sort()).toEqual(settingsPages);
  });

  it('every menu link, of every audience, names a page that exists', () => {
    const everything = () => true;
    const links = [CATEGORY_ID.TAXPAYER, CATEGORY_ID.ASSISTED, CATEGORY_ID.PENSIONER, CATEGORY_ID.SELF_SPONSORED, CATEGORY_ID.BPD].flatMap((categoria) =>
      [PLAN_KIND.STANDARD, PLAN_KIND.LOAN_ENABLED].flatMap((tipo) =>
        hrefsOf(buildMenu({ vinculo: { plano: { id: PLAN_ID.MAIS_VALOR, tipo }, categoria: { id: categoria } }, isActingAsAdmin: false, isReregistrationMode: false, educacaoFinanceiraUrl: null, isRouteBuilt: everything })),
      ),
    );
    links.push(...hrefsOf(buildMenu({ vinculo: null, isActingAsAdmin: true, isReregistrationMode: false, educacaoFinanceiraUrl: null, isRouteBuilt: everything })));
    links.push(...hrefsOf(buildMenu({ vinculo: null, isActingAsAdmin: true, isReregistrationMode: true, educacaoFinanceiraUrl: null, isRouteBuilt: everything })));
    expect(links.length).toBeGreaterThan(10);
    expect(missing(links)).toEqual([]);
  });

  it("every service card (the catalogue's and the base ones) and every palette entry names a page that exists", () => {
    expect(missing([...FUNCTIONALITIES.map((service) => service.href), ...BASE_ENTRIES.map((entry) => entry.href)])).toEqual([]);
    const palette = [null, ...Object.values(CATEGORY_ID)].flatMap((categoria) => buildPaletteEntries(FUNCTIONALITIES, categoria, () => true).map((entry) => entry.href));
    expect(palette.length).toBeGreaterThan(FUNCTIONALITIES.length);
    expect(missing(palette)).toEqual([]);
  });

  it("every request service's form lives on a page that exists", () => {
    expect(missing(Object.values(REQUEST_SERVICES).map((service) => service.route))).toEqual([]);
  });
});
