import { expect, test } from '@playwright/test';
import { SETTINGS_GROUPS } from '@/components/settings/settings-catalogue';
import { pageRoutes } from '../../scripts/lib/page-routes.mjs';
import { DEMO, expectShell, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';

test.describe('settings hub (/settings)', () => {
  test('Ana opens Configurações from the menu: every built settings page is there, grouped, and opens under its own title', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByApi(page, DEMO.ana);
    await expectShell(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Configurações' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page).toHaveTitle('Configurações | Portal do Participante');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configurações');

    const pages = new Set(pageRoutes());
    const built = SETTINGS_GROUPS.map((group) => ({ ...group, paginas: group.paginas.filter((entry) => pages.has(entry.href)) })).filter((group) => group.paginas.length > 0);
    // Every settings page is on the hub (a unit test holds the catalogue to src/pages), the theme and first-access pages too.
    expect(built.flatMap((group) => group.paginas.map((entry) => entry.href))).toEqual(expect.arrayContaining(['/settings/theme-settings', '/settings/onboarding-management']));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(built.map((group) => group.titulo));
    for (const group of built) {
      const section = page.getByRole('region', { name: group.titulo });
      await expect(section.getByRole('link')).toHaveCount(group.paginas.length);
      for (const entry of group.paginas) await expect(section.getByRole('link', { name: new RegExp(`^${entry.titulo.replace(/[()]/g, '\\$&')}`) })).toHaveAttribute('href', entry.href);
    }
    await checkAndShoot(page, 'settings-hub');

    // Each link opens its page, whose heading is the link's title; Back returns to the hub in the page (some twenty
    // pages: a full load each took the test past its minute on a loaded machine).
    for (const entry of built.flatMap((group) => group.paginas)) {
      if (!/\/settings$/.test(page.url())) await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configurações');
      await page.getByRole('main').getByRole('link', { name: new RegExp(`^${entry.titulo.replace(/[()]/g, '\\$&')}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${entry.href}$`));
      await expect(page.getByRole('heading', { level: 1 }), entry.href).toHaveText(entry.titulo);
    }
  });

  test('a participant has no Configurações in the menu, and the address shows that the page is for administrators', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expectShell(page);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Configurações' })).toHaveCount(0);
    await page.goto('/settings');
    await expect(page.getByText('Esta página é exclusiva dos administradores.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Regras de contribuição/ })).toHaveCount(0);
  });
});
