import { test, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

/**
 * For a spec file whose tests sign several people in, each in a browser context of its own: returns the function that
 * opens one, and closes every context it opened after each test. Left open, their pages (and sockets) would keep
 * running, and take the machine's time, through the rest of the worker's tests. Call it at the top of the file.
 */
export function contextsClosedAfterEachTest(): (browser: Browser, options?: BrowserContextOptions) => Promise<BrowserContext> {
  const opened: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  return async (browser, options) => {
    const context = await browser.newContext(options);
    opened.push(context);
    return context;
  };
}
