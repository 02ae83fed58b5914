import { expect, test, type Page } from '@playwright/test';
import { sessionTokenOf, signInAsCarlosOnHpe } from './support/demo';
import { ownFetchesDone, trackRequests } from './support/network-quiet';
import { bearer, socketReady } from './support/realtime';

/**
 * Issue 31, first paint: a signed-in page draws its own frame from the pre-rendered HTML and reads the session from
 * its readable cookie, with no call to wait for; a valid session never passes by /login and nothing on the page moves
 * when the session, the menus and the figures arrive; a session ended elsewhere still sends the page to /login at once.
 */

/** Sums the page's layout shifts as Lighthouse's CLS does (shifts right after an input excluded), from the start. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShiftOf = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total);

test.describe('first paint of a signed-in page (issue 31)', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`Carlos opens /extract directly at ${viewport.width} px: the page’s frame is in the HTML, no detour by /login, CLS ≤ 0.02`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInAsCarlosOnHpe(page);
      await observeLayoutShifts(page);
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });

      const response = await page.goto('/extract');
      // The pre-rendered HTML already has the page's heading: nothing waits for the session to draw it.
      expect(await response?.text()).toContain('>Extrato</h1>');
      await expect(page.getByTestId('saldo-total')).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
      await expect(page.getByRole('navigation', { name: 'Menu principal' }).or(page.getByRole('button', { name: 'Menu' })).first()).toBeVisible();
      // Charts and late parts have had the time to arrive.
      await page.waitForLoadState('networkidle');

      // The router's own history updates count as navigations of the same page; none goes anywhere else.
      expect(new Set(visited)).toEqual(new Set(['/extract']));
      // The browser measures layout shifts at all (else the figure below would be 0 whatever happened).
      expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift'))).toBe(true);
      const layoutShift = await layoutShiftOf(page);
      test.info().annotations.push({ type: 'CLS', description: layoutShift.toFixed(4) });
      expect(layoutShift).toBeLessThanOrEqual(0.02);
    });
  }

  test('a session ended elsewhere sends the open page to /login at once, with no click', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsCarlosOnHpe(page);
    const connected = socketReady(page);
    await page.goto('/extract');
    await expect(page.getByTestId('saldo-total')).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
    await connected;

    // Another device (here the API with the same session) ends it.
    const logout = await request.post('/api/logout', { headers: bearer(await sessionTokenOf(page)) });
    expect(logout.status()).toBe(200);

    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    const cookieNames = (await page.context().cookies()).map(({ name }) => name);
    expect(cookieNames).not.toContain('login');
    await page.goto('/extract');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a session ended while the page was not connected sends it to /login once its socket is refused, with no click', async ({ page, request }) => {
    await signInAsCarlosOnHpe(page);
    // The socket cannot connect (a phone between two networks): socket.io keeps trying, 1 to 5 s apart.
    const socketAddress = '**/socket.io/**';
    await page.route(socketAddress, (route) => route.abort('internetdisconnected'));
    trackRequests(page);
    await page.goto('/extract');
    await expect(page.getByTestId('saldo-total')).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
    // What the page asks for on its own (its panels, the bell's notifications, loaded when the page is idle) is in.
    await ownFetchesDone(page);
    const refusedCalls: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401 && !response.url().endsWith('/api/logout')) refusedCalls.push(response.url());
    });

    const logout = await request.post('/api/logout', { headers: bearer(await sessionTokenOf(page)) });
    expect(logout.status()).toBe(200);
    await page.unroute(socketAddress);

    // The next attempt reaches the server, which refuses the ended session: the page leaves without any call of its own.
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    expect(refusedCalls, 'the page left because its socket was refused, not because a call of the page got a 401').toEqual([]);
  });
});
