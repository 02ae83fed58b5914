import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface Violation {
  id: string;
  impact: string | null | undefined;
  targets: string[];
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

/** The WCAG 2.0 A/AA, 2.1 AA and 2.2 AA rules (issue 11 §1): what the page crawler asks of every page. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Every axe violation of the WCAG_TAGS rules on the page, whatever its impact, with where it is. */
export async function wcagViolations(page: Page): Promise<Violation[]> {
  await transitionsEnded(page);
  // Legacy mode runs axe in the page itself, without the blank page the default mode opens to merge frame results: the
  // portal has no iframes, and a visit is a second faster.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations.map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** The serious and critical axe violations of the page, or of the part `include` selects, with where they are. */
export async function seriousViolations(page: Page, include?: string): Promise<Violation[]> {
  await transitionsEnded(page);
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}
