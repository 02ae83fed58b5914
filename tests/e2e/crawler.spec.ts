import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { isPublicRoute } from '@/domain/constants';
import { pageRoutes, routeOf } from '../../scripts/lib/page-routes.mjs';
import { addressOf, isDynamicRoute, orphanDeclarations, PAGE_DECLARATIONS } from './crawler-pages';
import { axeInEveryDocument, wcagViolations } from './support/axe';
import { networkQuiet, trackRequests } from './support/network-quiet';
import { collectConsoleErrors, horizontalOverflow, isDocumentStatusLine, type ConsoleError, MIN_TARGET_PX, smallTargets } from './support/page-checks';
import { signInAs, SIGNED_IN_ROLES, type SignedInRole, type Visitor } from './support/roles';

/**
 * Issue 11 §1: every page of src/pages × {participant, administrator, administrator viewing as a participant} ×
 * {1280 px, 390 px}, and the public pages once per width without a session. Each visit checks axe (WCAG 2.0/2.1/2.2
 * A and AA rules) with no violation, no sideways scroll, no console or page error, and every pointer target at
 * least 44 × 44 px (the rule is in support/page-checks.ts).
 */

/** Creates `file` if no one has: true for the one caller that did. */
function claim(file: string): boolean {
  try {
    closeSync(openSync(file, 'wx'));
    return true;
  } catch {
    return false;
  }
}

type StorageState = Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const ROUTES = pageRoutes();

interface Visit {
  route: string;
  visitor: Visitor;
  viewport: (typeof WIDTHS)[number];
}

const visitorsOf = (route: string): Visitor[] => [...SIGNED_IN_ROLES, ...(isPublicRoute(route) ? (['anonimo'] as const) : [])];
const VISITS: Visit[] = ROUTES.flatMap((route) => visitorsOf(route).flatMap((visitor) => WIDTHS.map((viewport) => ({ route, visitor, viewport }))));

// Every role signs in once per run (through the forms, as a person does) and its cookies are kept in the run's
// output folder (emptied at each start): a worker started after a failure reuses them. Each worker then keeps one
// browser context per visitor and opens every visit in a new page of it: the pages share the context's cache, so only
// a worker's first visit downloads the scripts (the first load of a test took 6.2 s in a fresh context, 2.9 s with a
// warm cache). A page that ends the session gets a context of its own.
const test = base.extend<{ visitor: Visitor }, { sessions: (role: SignedInRole) => Promise<StorageState>; tabs: (visitor: Visitor) => Promise<Page> }>({
  visitor: ['anonimo', { option: true }],
  sessions: [
    async ({ browser }, provide, workerInfo) => {
      const folder = path.join(workerInfo.project.outputDir, 'crawler-sessions');
      const signIn = async (role: SignedInRole): Promise<StorageState> => {
        const file = path.join(folder, `${role}.json`);
        mkdirSync(folder, { recursive: true });
        // The first worker to claim a role signs it in; the others wait for its file.
        if (!claim(`${file}.claim`)) {
          await expect.poll(() => existsSync(file), { timeout: 60_000 }).toBe(true);
          return JSON.parse(readFileSync(file, 'utf8')) as StorageState;
        }
        const page = await browser.newPage({ ...contextOptions(workerInfo), storageState: undefined });
        try {
          await signInAs(page, role);
          const state = await page.context().storageState();
          writeFileSync(`${file}.${workerInfo.workerIndex}`, JSON.stringify(state));
          renameSync(`${file}.${workerInfo.workerIndex}`, file);
          return state;
        } catch (error) {
          rmSync(`${file}.claim`, { force: true });
          throw error;
        } finally {
          await page.context().close();
        }
      };
      const states = new Map<SignedInRole, Promise<StorageState>>();
      await provide((role) => {
        if (!states.has(role)) states.set(role, signIn(role));
        return states.get(role) as Promise<StorageState>;
      });
    },
    { scope: 'worker' },
  ],
  tabs: [
    async ({ browser, sessions }, provide, workerInfo) => {
      const tabs = new Map<Visitor, Promise<Page>>();
      await provide((visitor) => {
        if (!tabs.has(visitor)) {
          tabs.set(visitor, (async () => visitPage(browser, contextOptions(workerInfo), visitor === 'anonimo' ? undefined : await sessions(visitor)))());
        }
        return tabs.get(visitor) as Promise<Page>;
      });
      for (const tab of tabs.values()) await (await tab).context().close();
    },
    { scope: 'worker' },
  ],
  page: async ({ visitor, tabs, browser, sessions }, provide, testInfo) => {
    const route = testInfo.title.split(' · ')[0];
    if (PAGE_DECLARATIONS[route]?.endsSession) {
      const page = await visitPage(browser, contextOptions(testInfo), visitor === 'anonimo' ? undefined : await sessions(visitor));
      await provide(page);
      await page.context().close();
      return;
    }
    const page = await tabs(visitor);
    await provide(page);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  },
});

/** The project's context options (address, language, time zone), for the contexts the crawler opens itself. */
function contextOptions({ project }: { project: { use: Partial<import('@playwright/test').PlaywrightTestOptions> } }) {
  const { baseURL, locale, timezoneId, userAgent, deviceScaleFactor, isMobile, hasTouch } = project.use;
  return { baseURL, locale, timezoneId, userAgent, deviceScaleFactor, isMobile, hasTouch };
}

/** A page in a context of its own that loads axe into each document it opens (support/axe.ts says why). */
async function visitPage(browser: Browser, options: ReturnType<typeof contextOptions>, storageState: StorageState | undefined): Promise<Page> {
  const page = await browser.newPage({ ...options, storageState });
  await axeInEveryDocument(page.context());
  return page;
}

/** Where the visit is settled: the expected path, the network quiet, the page's heading, no loading placeholder. */
async function settle(page: Page, expectedPath: string) {
  await expect(page, `ends on ${expectedPath} (declare a redirect in crawler-pages.ts)`).toHaveURL((url) => url.pathname === expectedPath);
  await networkQuiet(page);
  await expect(page.locator('h1').first(), 'the page shows its heading (h1)').toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), 'nothing is still loading (aria-busy)').toHaveCount(0);
}

/** One visit: the page opened afresh at one width, settled, then every check (soft: a failure lists them all). */
async function visit(page: Page, route: string, visitor: Visitor, viewport: Visit['viewport'], errors: ConsoleError[]) {
  const declaration = PAGE_DECLARATIONS[route] ?? {};
  const at = `${viewport.width} px`;
  if (declaration.endsSession && visitor !== 'anonimo') {
    // Its own session: logging out the shared one would sign every later visit out.
    await page.context().clearCookies();
    await page.setViewportSize(WIDTHS[0]);
    await signInAs(page, visitor);
    errors.length = 0;
  }
  await page.setViewportSize(viewport);

  const status = declaration.status ?? 200;
  trackRequests(page);
  const response = await page.goto(addressOf(route));
  expect(response?.status(), `${at}: status of the page`).toBe(status);
  const documentUrl = response?.url() ?? '';
  await settle(page, declaration.endsAt?.[visitor] ?? route);

  expect.soft(await wcagViolations(page), `${at}: axe violations`).toEqual([]);
  expect.soft(await horizontalOverflow(page), `${at}: px of sideways scroll`).toBe(0);
  expect.soft(await smallTargets(page), `${at}: targets under ${MIN_TARGET_PX} × ${MIN_TARGET_PX} px`).toEqual([]);
  const unexpected = errors.filter((error) => status === 200 || !isDocumentStatusLine(error, documentUrl, status));
  expect.soft(unexpected.map(({ text, url }) => `${text}${url ? ` (${url})` : ''}`), `${at}: console and page errors`).toEqual([]);
}

// Recording a trace of every visit costs a tenth of the crawl; the failure messages say what and where, and a retry
// (CI) records one.
test.use({ trace: 'on-first-retry' });

test.describe('page crawler', () => {
  // Two visits a test, and the logout signs in before each.
  test.describe.configure({ timeout: 120_000 });

  test(`covers every page of src/pages; every declaration names one (${VISITS.length} visits)`, () => {
    expect(ROUTES.length).toBeGreaterThan(0);
    expect(orphanDeclarations(ROUTES), 'declarations for pages that do not exist in src/pages').toEqual([]);
    const undeclaredDynamic = ROUTES.filter((route) => isDynamicRoute(route) && !PAGE_DECLARATIONS[route]?.address);
    expect(undeclaredDynamic, 'dynamic routes need a declared address to open').toEqual([]);
    const publicCount = ROUTES.filter(isPublicRoute).length;
    console.log(
      `page crawler: ${VISITS.length} visits = ${ROUTES.length} pages × ${SIGNED_IN_ROLES.length} roles × ${WIDTHS.length} widths + ${publicCount} public pages × ${WIDTHS.length} widths without a session`,
    );
  });

  test('reads routes from files as Next does', () => {
    expect(['index.tsx', 'login.tsx', 'services/index.tsx', 'services/fatca.tsx', 'settings/emails.tsx'].map(routeOf)).toEqual([
      '/',
      '/login',
      '/services',
      '/services/fatca',
      '/settings/emails',
    ]);
    expect(['_app.tsx', '_document.tsx', '_error.tsx', 'api/hello.ts', 'services', 'perfil.test.tsx', 'types.d.ts', 'notes.md'].map(routeOf)).toEqual(
      Array(8).fill(null),
    );
    expect(routeOf('services/emprestimos/[id].tsx')).toBe('/services/emprestimos/[id]');
  });

  // One test per page and visitor, both widths in it: the second load reuses the first one's cached scripts.
  for (const route of ROUTES) {
    for (const visitor of visitorsOf(route)) {
      test.describe(() => {
        test.use({ visitor });
        test(`${route} · ${visitor}`, async ({ page }) => {
          const errors = collectConsoleErrors(page);
          for (const viewport of WIDTHS) {
            await test.step(`${viewport.width} px`, async () => {
              errors.length = 0;
              await visit(page, route, visitor, viewport, errors);
            });
          }
        });
      });
    }
  }
});
