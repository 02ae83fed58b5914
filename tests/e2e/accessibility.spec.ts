import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInThroughForm } from './support/demo';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

test.describe('accessibility (axe)', () => {
  test('/login has no serious or critical violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/login in dark mode has no serious or critical violations', async ({ page }) => {
    await page.goto('/login');
    await page.getByText('Escuro', { exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/alterar-senha has no serious or critical violations', async ({ page }) => {
    await page.goto('/alterar-senha');
    await expect(page.getByRole('button', { name: 'Enviar código' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/ signed in has no serious or critical violations', async ({ page }) => {
    await signInThroughForm(page, DEMO.carlos);
    await expect(page.getByRole('list', { name: 'Seus planos' }).getByRole('listitem')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/ signed in as an administrator has no serious or critical violations', async ({ page }) => {
    await signInThroughForm(page, DEMO.ana);
    await expect(page.getByText('Você está no modo administrador.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
