import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { isPublicRoute } from '@/domain/constants';
import { addressOf, isDynamicRoute, orphanDeclarations, PAGE_DECLARATIONS, pageRoutes } from './crawler-pages';
import { wcagViolations } from './support/axe';
import { collectConsoleErrors, horizontalOverflow, isDocumentStatusLine, MIN_TARGET_PX, smallTargets } from './support/page-checks';
import { signInAs, SIGNED_IN_ROLES, type SignedInRole, type Visitor } from './support/roles';

/**
 * Issue 11 §1: every page of src/pages × {participant, administrator, administrator viewing as a participant} ×
 * {1280 px, 390 px}, and the public pages once per width without a session. Each visit checks axe (WCAG 2.0/2.1/2.2
 * A and AA rules) with no violation, no sideways scroll, no console or page error, and every pointer target at
 * least 44 × 44 px (the rule is in support/page-checks.ts).
 */

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

const VISITS: Visit[] = ROUTES.flatMap((route) => {
  const visitors: Visitor[] = [...SIGNED_IN_ROLES, ...(isPublicRoute(route) ? (['anonimo'] as const) : [])];
  return visitors.flatMap((visitor) => WIDTHS.map((viewport) => ({ route, visitor, viewport })));
});

// Every role signs in once per run (through the forms, as a person does) and every visit starts from a copy of its
// cookies. Kept in the run's output folder (emptied at each start): a worker started after a failure reuses them.
const test = base.extend<{ visitor: Visitor }, { sessions: (role: SignedInRole) => Promise<StorageState> }>({
  visitor: ['anonimo', { option: true }],
  sessions: [
    async ({ browser }, provide, workerInfo) => {
      const folder = path.join(workerInfo.project.outputDir, 'crawler-sessions');
      const signIn = async (role: SignedInRole): Promise<StorageState> => {
        const file = path.join(folder, `${role}.json`);
        if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StorageState;
        const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL, storageState: undefined });
        try {
          await signInAs(page, role);
          const state = await page.context().storageState();
          mkdirSync(folder, { recursive: true });
          writeFileSync(`${file}.${workerInfo.workerIndex}`, JSON.stringify(state));
          renameSync(`${file}.${workerInfo.workerIndex}`, file);
          return state;
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
  storageState: async ({ visitor, sessions }, provide) => {
    await provide(visitor === 'anonimo' ? undefined : await sessions(visitor));
  },
});

/** Where the visit is settled: the expected path, the page's heading, no loading placeholder, the network quiet. */
async function settle(page: Page, expectedPath: string) {
  await expect(page).toHaveURL((url) => url.pathname === expectedPath);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('page crawler', () => {
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

  for (const { route, visitor, viewport } of VISITS) {
    test.describe(() => {
      test.use({ visitor, viewport });
      test(`${route} · ${visitor} · ${viewport.width} px`, async ({ page }) => {
        const declaration = PAGE_DECLARATIONS[route] ?? {};
        const errors = collectConsoleErrors(page);
        if (declaration.endsSession && visitor !== 'anonimo') {
          // Its own session: logging out the worker's shared one would sign every later visit out.
          await page.context().clearCookies();
          await signInAs(page, visitor);
        }

        const status = declaration.status ?? 200;
        const response = await page.goto(addressOf(route));
        expect(response?.status(), 'status of the page').toBe(status);
        const documentUrl = response?.url() ?? '';
        await settle(page, declaration.endsAt?.[visitor] ?? route);

        expect.soft(await wcagViolations(page), 'axe violations').toEqual([]);
        expect.soft(await horizontalOverflow(page), 'px of sideways scroll').toBe(0);
        expect.soft(await smallTargets(page), `targets under ${MIN_TARGET_PX} × ${MIN_TARGET_PX} px`).toEqual([]);
        const unexpected = errors.filter((error) => status === 200 || !isDocumentStatusLine(error, documentUrl, status));
        expect(unexpected.map(({ text, url }) => `${text}${url ? ` (${url})` : ''}`), 'console and page errors').toEqual([]);
      });
    });
  }
});
