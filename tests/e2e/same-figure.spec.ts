import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, sessionTokenOf, signInByApi } from './support/demo';

/**
 * Carlos's HPE balance (the R$ 269.955,44 against R$ 269.955,46) on every page that shows it, as the API
 * gives it (tests/api/same-figure.test.ts holds the API's routes equal to each other).
 */

/** R$ 1.234,56 as the pages write it, from the API's '1234.56'. */
const brl = (value: string) => {
  const [integer, fraction] = value.split('.');
  return `R$\u00a0${integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
};

/** The value beside a label in a description list (the home's cards). */
const valueOf = (page: Page, label: string): Locator => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test.use({ viewport: { width: 1280, height: 900 } });

test("Carlos's HPE balance is the API's to the centavo on the home, the extracts and the regime simulator", async ({ page }) => {
  await signInByApi(page, DEMO.carlos);
  const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
  await dialog.getByLabel('Plano').selectOption({ label: 'HPE' });
  await dialog.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByText('Plano HPE · matrícula 100231')).toBeVisible();

  const headers = { authorization: `Bearer ${await sessionTokenOf(page)}` };
  const { saldoTotal } = (await (await page.request.get('/api/retornarSaldo/1', { headers })).json()) as { saldoTotal: string };
  const balance = brl(saldoTotal);

  await expect(valueOf(page, 'Saldo atual')).toHaveText(balance);

  await page.goto('/extract');
  await expect(page.getByTestId('saldo-total')).toHaveText(balance);

  await page.goto('/services/extrato-saldo');
  await expect(page.getByTestId('saldo-total')).toHaveText(balance);

  await page.goto('/services/extrato-ir-regressivo');
  await expect(page.getByTestId('total-valor-atual')).toHaveText(balance);
  await page.getByText(/^Ver as \d+ contribuições mês a mês$/).click();
  await expect(page.getByRole('table').filter({ hasText: 'Competência' }).locator('tfoot td').nth(1)).toHaveText(balance);

  await page.goto('/services/simulador-regime-tributacao');
  await expect(page.getByText(`Com o saldo de hoje, ${balance}`, { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Se você resgatasse tudo hoje' }).getByText(balance, { exact: true })).toBeVisible();
});
