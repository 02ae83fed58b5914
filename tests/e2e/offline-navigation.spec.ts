import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo';
import { ownFetchesDone, trackRequests } from './support/network-quiet';

// A phone with Data Saver on: Next.js prefetches nothing, so the pages behind the menu are not loaded until chosen.
async function withoutPrefetching(page: Page) {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } }));
}

for (const width of [1280, 390] as const) {
  test(`offline at ${width} px, a menu link keeps the page and says 'Sem conexão. Tente de novo.'; back online it works`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await withoutPrefetching(page);
    trackRequests(page);
    await signInByApi(page, DEMO.paulo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');
    // Before the connection drops, what the page fetches on its own must be in and, on a phone, the menu's code
    // (fetched when the page is idle or when the Menu button takes the focus).
    if (width === 390) await page.getByRole('button', { name: 'Menu', exact: true }).focus();
    await ownFetchesDone(page);

    const openMenu = async () => {
      if (width === 390) await page.getByRole('button', { name: 'Menu', exact: true }).click();
      return page.getByRole('navigation', { name: 'Menu principal' }).filter({ visible: true }).getByRole('link', { name: 'Informações Cadastrais' });
    };

    await page.context().setOffline(true);
    await (await openMenu()).click();
    await expect(page.getByText('Sem conexão. Tente de novo.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');

    await page.context().setOffline(false);
    if (width === 390) {
      // The drawer closes by itself 800 ms after a link is chosen (spec §2.6): wait for it before opening it again.
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      if (await drawer.isVisible()) await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
    await (await openMenu()).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informações Cadastrais');
  });
}
