import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEMO, signInByApi } from './support/demo';


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

  test('/ with the plan question open has no serious or critical violations', async ({ page }) => {
    await signInByApi(page, DEMO.carlos);
    await expect(page.getByRole('dialog', { name: 'Escolha o plano' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/ signed in as a participant has no serious or critical violations', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/ of a taxpayer in a dark plan theme has no serious or critical violations', async ({ page }) => {
    await signInByApi(page, DEMO.sofia);
    await expect(page.getByRole('heading', { name: 'Últimas contribuições' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/services signed in as a participant has no serious or critical violations', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serviços');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/perfil in a dark plan theme has no serious or critical violations', async ({ page }) => {
    await signInByApi(page, DEMO.sofia);
    await expect(page.getByRole('heading', { name: 'Últimas contribuições' })).toBeVisible();
    await page.goto('/perfil');
    await expect(page.getByRole('heading', { name: 'Planos e contribuições' })).toBeVisible();
    // The plan's dark look is applied once its theme has arrived.
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/dependentes with an incomplete dependant has no serious or critical violations', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
    await page.goto('/dependentes?tipo=imposto-renda');
    await expect(page.getByRole('row', { name: /José Assistido/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/ signed in as an administrator has no serious or critical violations', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expect(page.getByRole('heading', { name: 'Últimas solicitações' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/services signed in as an administrator has no serious or critical violations', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expect(page.getByText('Solicitações aguardando')).toBeVisible();
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serviços');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/settings/desativacao-temporaria has no serious or critical violations', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expect(page.getByText('Solicitações aguardando')).toBeVisible();
    await page.goto('/settings/desativacao-temporaria');
    await expect(page.getByRole('heading', { name: 'Janelas de manutenção' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/ on a 390 px phone with the menu open has no serious or critical violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page, DEMO.maria);
    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
