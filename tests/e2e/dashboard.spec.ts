import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo';

const SOFIA_MATRICULA = /Plano Mais Valor · matrícula \d+/;

const noSidewaysScroll = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const width of [1280, 390]) {
  test.describe(`the home at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a participant opens one of the open requests, and Ver todas goes to the full list', async ({ page }) => {
      await signInByApi(page, DEMO.maria);
      const open = page.getByRole('region', { name: 'Solicitações em aberto' });
      const first = open.getByRole('listitem').first().getByRole('button');
      await expect(first).toContainText(/Protocolo (\d+)/);
      const protocolo = /Protocolo (\S+)/.exec((await first.textContent()) ?? '')?.[1] ?? '';
      expect((await first.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await first.click();
      const dialog = page.getByRole('dialog', { name: `Solicitação ${protocolo}` });
      await expect(dialog.getByRole('region', { name: 'Histórico' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Pedir ajuda' })).toBeVisible();
      await noSidewaysScroll(page, width);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      await open.getByRole('link', { name: 'Ver todas as solicitações' }).click();
      await expect(page).toHaveURL(/\/services\/requests$/);
      await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
    });

    test('an administrator opens one of the latest requests in the request centre’s dialog, and Ver todas goes to the centre', async ({ page }) => {
      await signInByApi(page, DEMO.ana);
      const latest = page.getByRole('region', { name: 'Últimas solicitações' });
      const first = latest.getByRole('listitem').first().getByRole('button');
      await expect(first).toContainText(/Protocolo \S+ · \d{2}\/\d{2}\/\d{4} · \S+/);
      const protocolo = /Protocolo (\S+)/.exec((await first.textContent()) ?? '')?.[1] ?? '';
      await first.click();
      const dialog = page.getByRole('dialog', { name: `Solicitação ${protocolo}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Plano', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Abrir chat' })).toBeVisible();
      await noSidewaysScroll(page, width);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      await latest.getByRole('link', { name: 'Ver todas as solicitações' }).click();
      await expect(page).toHaveURL(/\/request-management$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Central de Solicitações');
    });

    test('a plan reads by its name, not its code: home, top bar, enrolment switcher and profile', async ({ page }) => {
      await signInByApi(page, DEMO.sofia);
      await expect(page.getByText(SOFIA_MATRICULA)).toBeVisible();
      await expect(page.locator('body')).not.toContainText('MAIS_VALOR');
      if (width >= 640) await expect(page.locator('header')).toContainText(/Mais Valor · matrícula \d+/);
      await page.goto('/perfil');
      await expect(page.getByRole('heading', { name: /^Mais Valor · matrícula \d+$/ })).toBeVisible();
      // The bank by its code and name (Banco Central list, resolved by the server), not 'Banco 341'.
      await expect(page.locator('main')).toContainText('341 – Itaú Unibanco S.A.');
      await expect(page.locator('body')).not.toContainText('MAIS_VALOR');
      await noSidewaysScroll(page, width);
    });
  });
}

test('the request centre names the plan of each request as people read it', async ({ page }) => {
  await signInByApi(page, DEMO.ana);
  await expect(page.getByText('Solicitações aguardando')).toBeVisible();
  await page.goto('/request-management');
  await page.getByRole('searchbox', { name: 'Pessoa' }).fill('Sofia');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const rows = page.getByRole('row').filter({ hasText: 'Sofia Autopatrocinada' });
  await expect(rows.first()).toContainText('Mais Valor');
  await expect(page.locator('main')).not.toContainText('MAIS_VALOR');
  await expect(page.getByLabel('Plano').locator('option')).toContainText(['Mais Valor']);
});
