import { expect, type Page, type Request } from '@playwright/test';

/**
 * Playwright's 'networkidle' rule (no request in flight), with a shorter quiet time: it waits 500 ms after the last
 * request, a fixed cost on each of the crawler's 600 visits. The pages' loading states say the rest: each placeholder
 * is `aria-busy` until its data or code arrives, and the crawler waits for none to be left.
 */
const trackers = new WeakMap<Page, { inFlight: Set<Request>; lastChange: number }>();

function trackerOf(page: Page) {
  let tracker = trackers.get(page);
  if (!tracker) {
    const state = { inFlight: new Set<Request>(), lastChange: Date.now() };
    const settled = (request: Request) => {
      state.inFlight.delete(request);
      state.lastChange = Date.now();
    };
    page.on('request', (request) => {
      state.inFlight.add(request);
      state.lastChange = Date.now();
    });
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    tracker = state;
    trackers.set(page, tracker);
  }
  return tracker;
}

/** Starts counting the page's requests: call before the navigation to wait on. */
export function trackRequests(page: Page): void {
  trackerOf(page);
}

/** Resolves once no request of the page has been in flight for `quietMs`. */
export async function networkQuiet(page: Page, { quietMs = 150, timeoutMs = 30_000 } = {}): Promise<void> {
  const tracker = trackerOf(page);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = Date.now();
    if (tracker.inFlight.size === 0 && now - tracker.lastChange >= quietMs) return;
    if (now > deadline) throw new Error(`network still busy after ${timeoutMs} ms: ${[...tracker.inFlight].map((request) => request.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * What a signed-in page fetches on its own is in: no loading placeholder (`aria-busy`) left, the toasts' library
 * mounted (once the page is idle), then `quietMs` with no request in flight. For a test that then takes the network
 * away: 'networkidle' is reached once, at the first quiet moment, which on a slow machine comes before the page's
 * idle-time fetches. Call trackRequests before the navigation.
 */
export async function ownFetchesDone(page: Page, { quietMs = 500 } = {}): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-rht-toaster]')).toBeAttached();
  await networkQuiet(page, { quietMs });
}
