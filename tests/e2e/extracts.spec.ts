import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { horizontalOverflow } from './support/page-checks';
import { signInAsCarlosOnHpe } from './support/demo';

const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
const now = new Date();
const currentMonth = monthOf(now);
const sixMonthsAgo = monthOf(new Date(now.getFullYear(), now.getMonth() - 5, 1));

/** R$ 1.234,56 → 1234.56 (the page's figure as the API writes it). */
const fromBrl = (text: string) => text.replace(/[^\d,-]/g, '').replace(',', '.');

test.describe('the participant’s money (issue 12)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Carlos reads his balance, filters the contribution extract and downloads it as CSV and PDF', async ({ page }) => {
    await signInAsCarlosOnHpe(page);
    const homeBalance = (await page.getByText(/^R\$\s[\d.]+,\d{2}$/).first().textContent()) ?? '';
    await page.getByRole('link', { name: 'Ver o extrato' }).click();
    await expect(page).toHaveURL(/\/extract$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Extrato' })).toBeVisible();

    const total = page.getByTestId('saldo-total');
    await expect(total).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
    expect(await total.textContent()).toBe(homeBalance);
    const apiBalance = await (await page.request.get('/api/retornarSaldo/1')).json();
    expect(fromBrl((await total.textContent()) ?? '')).toBe(apiBalance.saldoTotal);

    // The chart is drawn (uPlot arrived on demand) and its figures are in the table behind the disclosure.
    const figure = page.getByRole('figure', { name: 'Evolução do saldo nos últimos 12 meses' });
    await expect(figure.locator('canvas')).toHaveCount(1);
    await figure.getByText('Ver os valores do gráfico em tabela').click();
    await expect(figure.getByRole('table').getByRole('row')).toHaveCount(13);

    await page.getByRole('link', { name: /Extrato de contribuição/ }).click();
    await expect(page).toHaveURL(/\/services\/extrato-contribuicao$/);
    const table = page.getByRole('region', { name: /Contribuições de/ }).getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(36);

    await page.getByLabel('De (mês)').fill(sixMonthsAgo);
    await page.getByLabel('Até (mês)').fill(currentMonth);
    await page.getByLabel('Tipo de contribuição').selectOption({ label: 'Básica' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(6);
    await expect(table.locator('tbody tr').first()).toContainText('Básica');
    const pageTotal = (await page.getByTestId('total-valor').textContent()) ?? '';
    expect(pageTotal).toBe('R$\u00a02.184,48'); // 6 × R$ 364,08

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Baixar CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe(`extrato-contribuicao-100231-${sixMonthsAgo}-a-${currentMonth}-basica.csv`);
    const records: string[][] = parse(await readFile(await csv.path()), { delimiter: ';', bom: true });
    expect(records[0]).toEqual(['Competência', 'Tipo', 'Valor (R$)', 'Cotas', 'Valor da cota (R$)', 'Situação']);
    expect(records).toHaveLength(8);
    const totals = records.at(-1)!;
    expect(totals[0]).toBe('Total');
    expect(totals[2]).toBe(fromBrl(pageTotal).replace('.', ','));

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Baixar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`extrato-contribuicao-100231-${sixMonthsAgo}-a-${currentMonth}-basica.pdf`);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('an end month before the start is explained before anything is asked', async ({ page }) => {
    await signInAsCarlosOnHpe(page);
    await page.goto('/services/extrato-contribuicao');
    await page.getByLabel('De (mês)').fill(currentMonth);
    await page.getByLabel('Até (mês)').fill(sixMonthsAgo);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('form', { name: 'Filtrar o extrato' }).getByRole('alert')).toHaveText('O mês final deve ser igual ou posterior ao mês inicial.');
  });
});

for (const width of [1280, 390]) {
  test.describe(`the money pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('fit the width and are kept as screenshots', async ({ page }, testInfo) => {
      await signInAsCarlosOnHpe(page);
      for (const path of ['/extract', '/services/extrato-saldo', '/services/extrato-contribuicao', '/services/extrato-ir-regressivo']) {
        await page.goto(path);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.locator('main table, main dl').first()).toBeVisible();
        if (path === '/extract' || path === '/services/extrato-saldo') await expect(page.locator('figure canvas')).toHaveCount(1);
        expect(await horizontalOverflow(page), path).toBe(0);
        await page.screenshot({ path: testInfo.outputPath(`${path.replaceAll('/', '_')}-${width}.png`), fullPage: true });
      }
    });
  });
}
