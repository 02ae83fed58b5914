import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { budgetOf, FIRST_LOAD_BUDGET_KB, firstLoad, heaviestRoute, kB, ROUTE_BUDGETS_KB } from '../../scripts/lib/page-weight.mjs';
import { sourceHash } from '../../scripts/lib/source-hash.mjs';

/**
 * Issue 11 §1 and issue 31: no route's first-load JS passes the budget (scripts/lib/page-weight.mjs), in kB gzip. It reads the production build the web server of this
 * run serves (scripts/start.mjs builds it when the sources changed before the first test starts), counted as
 * bench/page-weight.mjs counts it (scripts/lib/page-weight.mjs).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, '.next');

test(`every route’s first-load JS is within the ${FIRST_LOAD_BUDGET_KB} kB gzip budget, or its own`, () => {
  const stamp = path.join(DIST, 'portal-source-hash');
  expect(existsSync(stamp), 'the production build of scripts/start.mjs').toBe(true);
  expect(readFileSync(stamp, 'utf8'), 'the build is of the current sources').toBe(sourceHash(ROOT));

  const { routes } = firstLoad(DIST);
  const count = Object.keys(routes).length;
  expect(count).toBeGreaterThan(0);
  const heaviest = heaviestRoute(routes);
  console.log(`page weight: ${count} routes; heaviest ${heaviest.route} ${kB(heaviest.gzipBytes)} kB gzip first-load JS (budget ${FIRST_LOAD_BUDGET_KB} kB; ${JSON.stringify(ROUTE_BUDGETS_KB)})`);
  // A route with a budget of its own that no longer exists would hold nothing.
  for (const route of Object.keys(ROUTE_BUDGETS_KB)) expect(routes, `${route}, which has a budget of its own`).toHaveProperty([route]);

  const overBudget = Object.entries(routes)
    .filter(([route, figures]) => figures.gzipBytes > budgetOf(route) * 1000)
    .map(([route, figures]) => `${route}: ${kB(figures.gzipBytes)} kB (budget ${budgetOf(route)} kB)`);
  expect(overBudget, 'routes over their first-load JS budget, kB gzip').toEqual([]);
});
