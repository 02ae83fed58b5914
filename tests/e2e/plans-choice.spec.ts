import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo';

async function cookie(page: Page, name: string) {
  const found = (await page.context().cookies()).find((item) => item.name === name);
  return found ? decodeURIComponent(found.value) : undefined;
}

test.describe('plan choice (spec §4)', () => {
  test('a participant with two enrolments must choose plan and enrolment; the choice is kept for an hour and can be switched', async ({ page }) => {
    await signInByApi(page, DEMO.carlos);
    const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
    await expect(dialog).toBeVisible();
    const access = dialog.getByRole('button', { name: 'Acessar' });
    await expect(access).toBeDisabled();
    await expect(dialog.getByLabel('Plano').locator('option')).toHaveText(['Selecione', 'HPE', 'DXC']);

    await dialog.getByLabel('Plano').selectOption({ label: 'DXC' });
    await expect(dialog.getByLabel('Matrícula')).toHaveValue('2');
    await expect(access).toBeEnabled();
    await access.click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Plano DXC · matrícula 700418')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const saved = JSON.parse((await cookie(page, 'login.vinculoPlano')) ?? 'null') as { id: number } | null;
    expect(saved?.id).toBe(2);
    const expires = (await page.context().cookies()).find((item) => item.name === 'login.vinculoPlano')?.expires ?? 0;
    expect(expires - Date.now() / 1000).toBeGreaterThan(3500);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(3600);

    const switcher = page.getByLabel('Matrícula', { exact: true });
    await expect(switcher).toBeEnabled();
    await switcher.selectOption({ label: 'HPE · 100231' });
    await expect(page.getByText('Plano HPE · matrícula 100231')).toBeVisible();
  });

  test('closing the question picks plan 1 (BD) after 500 ms', async ({ page }) => {
    await signInByApi(page, DEMO.carlos);
    const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Plano HPE · matrícula 100231')).toBeVisible();
  });

  test('the plan theme paints the shell: a dark primary colour turns the dark look on, the default keeps it light', async ({ page }) => {
    await signInByApi(page, DEMO.sofia);
    await expect(page.getByText('Saldo atual')).toBeVisible();
    await expect(page.locator('.theme-scope')).toHaveCSS('--color-primary', '#1D4ED8');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('.theme-scope')).toHaveCSS('--color-on-primary', '#ffffff');
  });

  test('the default theme is light and a theme that fails to load falls back to it', async ({ page }) => {
    await page.route('**/api/retornarConfiguracaoTema/**', (route) => route.fulfill({ status: 500, json: { message: 'Falha simulada' } }));
    await signInByApi(page, DEMO.maria);
    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
    await expect(page.locator('.theme-scope')).toHaveCSS('--color-primary', '#3BA387');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('Educação Financeira appears for the loan kind when the server gives its address, in a new tab', async ({ page }) => {
    const url = 'https://educacao.example.org/entrar?token=abc';
    await page.route('**/api/retornarTokenWebhook**', (route) => route.fulfill({ json: { token: 'abc', url } }));
    await signInByApi(page, DEMO.sofia);
    const link = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /Educação Financeira/ });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('without a configured address there is no Educação Financeira link', async ({ page }) => {
    await signInByApi(page, DEMO.sofia);
    await expect(page.getByText('Saldo atual')).toBeVisible();
    await expect(page.getByRole('link', { name: /Educação Financeira/ })).toHaveCount(0);
  });
});
