import { expect, type Page } from '@playwright/test';
import { wcagViolations } from './axe';

/** WCAG 2.5.5 (AAA) and ui.md: 44 × 44 CSS px for every pointer target, at every width. */
export const MIN_TARGET_PX = 44;

export interface ConsoleError {
  text: string;
  /** The address the message is about, when the browser names one (a failed resource). */
  url: string;
}

/** The console errors and uncaught page errors of `page` from now on. */
export function collectConsoleErrors(page: Page): ConsoleError[] {
  const errors: ConsoleError[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push({ text: `console: ${message.text()}`, url: message.location().url });
  });
  page.on('pageerror', (error) => errors.push({ text: `page error: ${error.message}`, url: '' }));
  return errors;
}

/**
 * Chromium logs a document answered with an error status as a failed resource; for a page that is meant to answer
 * so (the 404 page), that one line is the declared status, not an error of the page.
 */
export function isDocumentStatusLine(error: ConsoleError, documentUrl: string, status: number): boolean {
  return error.url === documentUrl && error.text === `console: Failed to load resource: the server responded with a status of ${status} (${STATUS_TEXT[status] ?? ''})`;
}

const STATUS_TEXT: Record<number, string> = { 404: 'Not Found', 500: 'Internal Server Error' };

/** How far the page scrolls sideways: 0 when its content fits the viewport's width. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });
}

/**
 * The visible pointer targets smaller than MIN_TARGET_PX in either dimension, described for a failure message.
 *
 * The rule:
 * - targets: links, buttons, elements with an interactive role, `summary`, `select`, text-like inputs and textareas;
 *   a checkbox or radio is measured with its labels (label and box are one target: a click on either toggles it);
 * - only what a pointer can hit: hidden elements (display, visibility, opacity 0) and visually-hidden ones (clipped
 *   away or 1 px: the sr-only pattern, such as the skip link until it is focused) are not measured;
 * - the inline exception of WCAG 2.5.5 and 2.5.8: a link laid out inline (`display: inline`) inside a block that also
 *   holds text of its own, outside any target, sits in a sentence and its height is the line's; such a link is exempt.
 *   A link alone in its block (a card, a menu item, "Voltar ao início") is not in a sentence and is measured.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const TARGETS = [
      'a[href]',
      'button',
      'summary',
      'select',
      'textarea',
      'input:not([type="hidden"])',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="option"]',
    ].join(',');

    const isShown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true, checkOpacity: true, checkVisibilityCSS: true });
    // The sr-only pattern: clipped to nothing, whatever its padding makes of its box.
    const isClippedAway = (element: Element) => {
      const style = getComputedStyle(element);
      return style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
    };

    function targetRect(element: Element): DOMRect {
      const rects = [element.getBoundingClientRect()];
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        for (const label of element.labels ?? []) if (isShown(label)) rects.push(label.getBoundingClientRect());
      }
      const shown = rects.filter((rect) => rect.width > 1 && rect.height > 1);
      if (shown.length === 0) return rects[0];
      const left = Math.min(...shown.map((rect) => rect.left));
      const top = Math.min(...shown.map((rect) => rect.top));
      const right = Math.max(...shown.map((rect) => rect.right));
      const bottom = Math.max(...shown.map((rect) => rect.bottom));
      return new DOMRect(left, top, right - left, bottom - top);
    }

    function isInSentence(element: Element): boolean {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || element.contains(node)) continue;
        const owner = node.parentElement?.closest(TARGETS);
        if (!owner || !block.contains(owner)) return true;
      }
      return false;
    }

    function describe(element: Element, rect: DOMRect): string {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const role = element.getAttribute('role');
      const type = element.getAttribute('type');
      const tag = `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${type ? `[type=${type}]` : ''}`;
      return `${tag} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)} (${element.outerHTML.slice(0, 160)})`;
    }

    const offenders: string[] = [];
    for (const element of document.querySelectorAll(TARGETS)) {
      if (!isShown(element) || (isClippedAway(element) && !(element instanceof HTMLInputElement))) continue;
      const rect = targetRect(element);
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.width >= minimum && rect.height >= minimum) continue;
      if (isInSentence(element)) continue;
      offenders.push(describe(element, rect));
    }
    return offenders;
  }, MIN_TARGET_PX);
}

/**
 * A state the crawler does not reach (a result on screen, a confirmation step), checked as the crawler checks pages —
 * axe, no sideways scroll, 44 px targets — at 1280 and 390 px, and photographed to test-results/screenshots.
 */
export async function checkAndShoot(page: Page, name: string) {
  // A toast fades out while axe runs (2 s after it came): axe would measure its contrast half-way. The state checked is
  // the page's, after the toast.
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 10_000 });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: scrolled, the sticky top bar covers whatever lies under it, and axe counts a covered button as a
    // target too small (target-size) though a person scrolls to reach it.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await wcagViolations(page), `axe at ${width} px`).toEqual([]);
    expect(await horizontalOverflow(page), `sideways scroll at ${width} px`).toBe(0);
    expect(await smallTargets(page), `targets under 44 px at ${width} px`).toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
