import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflow } from './support/page-checks';
import { DEMO, signInAsCarlosOnHpe, signInByApi } from './support/demo';

// Issue 26: the filters of the extracts live in the address, so a reloaded or shared link shows the same period.

const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
const now = new Date();
const currentMonth = monthOf(now);
const sixMonthsAgo = monthOf(new Date(now.getFullYear(), now.getMonth() - 5, 1));
const elevenMonthsAgo = monthOf(new Date(now.getFullYear(), now.getMonth() - 11, 1));

const tableOf = (page: Page) => page.getByRole('region', { name: /Contribuições de/ }).getByRole('table');

/** The form shows the period and type, and the table the six basic contributions of it (6 × R$ 364,08). */
async function expectSixBasicMonths(page: Page) {
  await expect(page.getByLabel('De (mês)')).toHaveValue(sixMonthsAgo);
  await expect(page.getByLabel('Até (mês)')).toHaveValue(currentMonth);
  await expect(page.getByLabel('Tipo de contribuição')).toHaveValue('basica');
  await expect(tableOf(page).locator('tbody tr')).toHaveCount(6);
  await expect(page.getByTestId('total-valor')).toHaveText('R$\u00a02.184,48');
}

for (const width of [1280, 390]) {
  test.describe(`the extracts' filters in the address at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Carlos filters his contribution extract: a reload, the link in a new page and Back all show the same period and figures', async ({ page, context }) => {
      await signInAsCarlosOnHpe(page);
      await page.goto('/extract');
      await page.getByRole('link', { name: /Extrato de contribuição/ }).click();
      await expect(page).toHaveURL(/\/services\/extrato-contribuicao$/);
      await expect(tableOf(page).locator('tbody tr')).toHaveCount(36);

      await page.getByLabel('De (mês)').fill(sixMonthsAgo);
      await page.getByLabel('Até (mês)').fill(currentMonth);
      await page.getByLabel('Tipo de contribuição').selectOption({ label: 'Básica' });
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await expect(page).toHaveURL(new RegExp(`/services/extrato-contribuicao\\?inicio=${sixMonthsAgo}&fim=${currentMonth}&tipo=basica$`));
      await expectSixBasicMonths(page);
      // The files are of the period shown.
      await expect(page.getByRole('link', { name: 'Baixar CSV' })).toHaveAttribute('href', new RegExp(`inicio=${sixMonthsAgo}.*fim=${currentMonth}.*tipo=basica`));
      expect(await horizontalOverflow(page)).toBe(0);

      await page.reload();
      await expectSixBasicMonths(page);

      const shared = await context.newPage();
      await shared.goto(page.url());
      await expectSixBasicMonths(shared);
      await shared.close();

      // The filter replaced the address instead of adding history: Back leaves the page, Forward finds the filter.
      await page.goBack();
      await expect(page).toHaveURL(/\/extract$/);
      await page.goForward();
      await expectSixBasicMonths(page);
    });

    test('a bad address falls back to the last 12 months without an error', async ({ page }) => {
      await signInAsCarlosOnHpe(page);
      await page.goto('/services/extrato-contribuicao?inicio=2025-13&fim=abc&tipo=nenhum');
      await expect(tableOf(page).locator('tbody tr')).toHaveCount(36);
      await expect(page.getByLabel('De (mês)')).toHaveValue(elevenMonthsAgo);
      await expect(page.getByLabel('Até (mês)')).toHaveValue(currentMonth);
      await expect(page.getByLabel('Tipo de contribuição')).toHaveValue('');
      await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
      // An end before the start, which the form would refuse, is not an error in an address either.
      await page.goto(`/services/extrato-contribuicao?inicio=${currentMonth}&fim=${sixMonthsAgo}`);
      await expect(tableOf(page).locator('tbody tr')).toHaveCount(36);
      await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
    });
  });
}

test.describe('the paycheck and the statement year in the address', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('Maria’s chosen paycheck survives a reload and a shared link; a month not on her list shows the newest', async ({ page, context }) => {
    await signInByApi(page, DEMO.maria);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Maria');
    await page.goto('/services/contracheque');
    const months = page.getByRole('navigation', { name: 'Meses' });
    await months.getByRole('button', { name: /^jun\/2025/ }).click();
    await expect(page).toHaveURL(/\/services\/contracheque\?competencia=2025-06$/);
    const june = page.getByRole('region', { name: 'Contracheque de jun/2025' });
    await expect(june.getByRole('heading', { name: 'Contracheque de jun/2025' })).toBeFocused();
    await expect(june.getByText('Valor líquido', { exact: true }).locator('..')).toContainText('R$ 5.629,61');

    await page.reload();
    await expect(page.getByRole('region', { name: 'Contracheque de jun/2025' }).getByText('Valor líquido', { exact: true }).locator('..')).toContainText('R$ 5.629,61');
    await expect(months.getByRole('button', { name: /^jun\/2025/ })).toHaveAttribute('aria-current', 'true');

    await months.getByRole('button', { name: /^13º de 2025/ }).click();
    await expect(page).toHaveURL(/\?competencia=2025-12&tipo=abono_anual$/);
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole('region', { name: 'Abono anual (13º) de 2025' })).toContainText('R$ 6.041,96');
    await shared.goto('/services/contracheque?competencia=1999-01');
    await expect(shared.getByRole('navigation', { name: 'Meses' }).getByRole('button').first()).toHaveAttribute('aria-current', 'true');
    await shared.close();
  });

  test('Carlos’s statement year survives a reload', async ({ page }) => {
    await signInAsCarlosOnHpe(page);
    await page.goto('/services/demonstrativo-contribuicao');
    await page.getByLabel('Ano').selectOption('2025');
    await expect(page).toHaveURL(/\/services\/demonstrativo-contribuicao\?ano=2025$/);
    await page.reload();
    await expect(page.getByLabel('Ano')).toHaveValue('2025');
    const year = page.getByRole('region', { name: 'Contribuições de 2025' });
    await expect(year.getByText('Suas contribuições (dedutíveis)', { exact: true }).locator('..')).toContainText('R$ 12.493,68');
    // A year without contributions shows the newest.
    await page.goto('/services/demonstrativo-contribuicao?ano=1990');
    await expect(page.getByLabel('Ano')).not.toHaveValue('1990');
    await expect(page.getByRole('region', { name: /^Contribuições de \d{4}$/ })).toBeVisible();
  });
});
