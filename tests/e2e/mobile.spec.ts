import { expect, test } from '@playwright/test';
import { DEMO, signInThroughForm } from './support/demo';

test.describe('the shell on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar sits behind "Menu" and closes 800 ms after a link is chosen', async ({ page }) => {
    await signInThroughForm(page, DEMO.maria);
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
    await signInThroughForm(page, DEMO.maria);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Início' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
  });
});

test.describe('the administrator on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dark-mode switch is in the menu drawer', async ({ page }) => {
    await signInThroughForm(page, DEMO.ana);
    await expect(page.getByText('Solicitações aguardando')).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByText('Escuro', { exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
