import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

export interface Violation {
  id: string;
  impact: string | null | undefined;
  targets: string[];
}

// The minified build: a visit sends it to the page and the page compiles it, 170 ms against 240 ms for axe.js.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe into every document of `context` as the document is created, for a context that opens many pages (the
 * crawler's): no check then sends axe's source over the test's connection. Six pages opened three times and checked:
 * 26.5 s, against 36.6 s with @axe-core/playwright's AxeBuilder, which sent it twice per check.
 */
export async function axeInEveryDocument(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_SOURCE });
}

/**
 * axe-core's own `axe.run` in the page (on the part `include` selects, or the whole document), axe loaded first if the
 * document does not have it yet. The portal has no iframes, so nothing is merged across frames.
 */
async function axeRun(page: Page, include: string | undefined, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Typed on the way back: Playwright's types for a value as deep as axe's results exhaust TypeScript.
  const results: unknown = await page.evaluate(
    async ({ include, options }) => (await (window as unknown as { axe: typeof import('axe-core') }).axe.run(include ?? document, options)) as unknown,
    { include, options: options as Record<string, unknown> },
  );
  return results as AxeResults;
}

/**
 * Waits for the page's CSS transitions to end (a plan theme that has just arrived fades the colours in): axe would
 * measure the contrast half-way. Endless animations (spinners) are not waited for.
 */
async function transitionsEnded(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

function violationsOf(results: AxeResults): Violation[] {
  return results.violations.map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** The WCAG 2.0 A/AA, 2.1 AA and 2.2 AA rules (issue 11 §1): what the page crawler asks of every page. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Every axe violation of the WCAG_TAGS rules on the page, whatever its impact, with where it is. */
export async function wcagViolations(page: Page): Promise<Violation[]> {
  await transitionsEnded(page);
  return violationsOf(await axeRun(page, undefined, { runOnly: { type: 'tag', values: WCAG_TAGS } }));
}

/** The serious and critical axe violations (axe's default rules) of the page, or of the part `include` selects. */
export async function seriousViolations(page: Page, include?: string): Promise<Violation[]> {
  await transitionsEnded(page);
  const violations = violationsOf(await axeRun(page, include, {}));
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** The violations of the named axe rules only, whatever their impact. */
export async function ruleViolations(page: Page, rules: string[]): Promise<Violation[]> {
  await transitionsEnded(page);
  return violationsOf(await axeRun(page, undefined, { runOnly: { type: 'rule', values: rules } }));
}
