import { expect, test } from '@playwright/test';
import { PLAN_ID } from '@/domain/constants';
import { DEMO, expectShell, signInByApi } from './support/demo';
import { expectLegibleLogo } from './support/plan-logo';

// Issue 26: the Mais Valor logo's dark-blue name read at about 1,7:1 on its plan's dark look. Sofia's plan (Mais Valor,
// #1D4ED8) turns the dark look on; its logo must read at 3:1 or more wherever it is drawn, measured in the page.
const MAIS_VALOR_LOGO = '/images/planos/mais-valor.svg';

test.describe('plan logos are legible on their plan theme', () => {
  test('Sofia’s shell in the dark look: the sidebar’s logo at 1280 px and the drawer’s at 390 px', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByApi(page, DEMO.sofia);
    await expectShell(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    const wide = await expectLegibleLogo(page, request, MAIS_VALOR_LOGO);
    expect(wide).toEqual([{ backdrop: '#ffffff', text: '#1e3a8a', ratio: expect.closeTo(10.36, 2) }]);
    await page.screenshot({ path: 'test-results/screenshots/plan-logo-sofia-1280.png' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await expectLegibleLogo(page, request, MAIS_VALOR_LOGO)).toHaveLength(1);
    await page.screenshot({ path: 'test-results/screenshots/plan-logo-sofia-390.png' });
  });

  test('the login remembering Mais Valor, in the dark look, shows the logo legibly', async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInByApi(page, DEMO.sofia);
    await expectShell(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.planoDaEntrada'))).toBe(String(PLAN_ID.MAIS_VALOR));
    await page.goto('/logout');
    await page.goto('/login');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('.theme-scope').first()).toHaveCSS('--color-primary', '#1D4ED8');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await expectLegibleLogo(page, request, MAIS_VALOR_LOGO)).toEqual([{ backdrop: '#ffffff', text: '#1e3a8a', ratio: expect.closeTo(10.36, 2) }]);
      await page.screenshot({ path: `test-results/screenshots/plan-logo-login-mais-valor-${width}.png` });
    }
  });
});
