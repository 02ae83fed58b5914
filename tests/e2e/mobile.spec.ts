import { expect, test } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo';

test.describe('the shell on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar sits behind "Menu" and closes 800 ms after a link is chosen', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const box = await menuButton.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Fechar menu' })).toBeFocused();

    const chosenAt = Date.now();
    await drawer.getByRole('link', { name: 'Serviços' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(drawer).toBeHidden();
    expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(800);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serviços');
  });

  test('Escape closes the drawer', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Início' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
  });

  test('a drawer opened again is not shut by the close still pending from a link chosen before', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await menuButton.click();
    // A link chosen (the close is due 800 ms later), then the drawer shut and opened again at once.
    await drawer.getByRole('link', { name: 'Início' }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.waitForTimeout(1_200);
    await expect(drawer).toBeVisible();
  });
});

test.describe('the administrator on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dark-mode switch is in the menu drawer', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expect(page.getByText('Solicitações aguardando')).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByText('Escuro', { exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/** 'Anterior', the page label and 'Próxima' on one line: the same vertical centre, and nothing scrolls sideways. */
async function expectPaginationOnOneLine(page: import('@playwright/test').Page) {
  const pagination = page.getByRole('navigation', { name: 'Paginação das solicitações' });
  await expect(pagination.getByText(/^Página \d+ de \d+$/)).toBeVisible();
  const previous = await pagination.getByRole('button', { name: 'Anterior' }).boundingBox();
  const next = await pagination.getByRole('button', { name: 'Próxima' }).boundingBox();
  const label = await pagination.getByText(/^Página \d+ de \d+$/).boundingBox();
  if (!previous || !next || !label) throw new Error('pagination not laid out');
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  expect(Math.abs(middle(next) - middle(previous))).toBeLessThan(2);
  expect(next.x).toBeGreaterThan(label.x);
  expect(label.x).toBeGreaterThan(previous.x);
  expect(next.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe('request pagination on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the request centre keeps Anterior, the page and Próxima on one line', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expect(page.getByText('Solicitações aguardando')).toBeVisible();
    await page.goto('/request-management');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Central de Solicitações');
    await expectPaginationOnOneLine(page);
  });

  test('a participant’s request list keeps Anterior, the page and Próxima on one line', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
    await page.goto('/services/requests');
    await expectPaginationOnOneLine(page);
  });
});
