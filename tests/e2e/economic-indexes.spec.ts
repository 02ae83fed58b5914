import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { accumulatedChange, shiftMonth } from '../../src/domain/economic-indexes';
import { formatMonthBr } from '../../src/domain/format-date';
import { DEMO, signInByApi } from './support/demo';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/e2e-artifacts/screenshots';
const percent = (value: string) => `${value.replace('.', ',')} %`;

test.describe('economic indexes (settings/indexadores)', () => {
  test('Ana adds the next INPC month and sees the 12-month change move; a CSV is checked line by line', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await signInByApi(page, DEMO.ana);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/settings/indexadores');
    const section = page.getByRole('region', { name: 'Índices econômicos' });
    await section.getByLabel('Índice', { exact: true }).selectOption({ label: 'INPC — Índice Nacional de Preços ao Consumidor' });
    const table = section.getByRole('table', { name: /Variações do INPC/ });
    await expect(table.getByRole('row')).toHaveCount(121);

    // The months as the API has them (the page's session goes with page.request), to know the next month and the figures.
    const months: Array<{ competencia: string; variacao: string; acumulado12Meses: string | null }> = await (
      await page.request.get(`/api/retornarValoresIndice/${(await (await page.request.get('/api/retornarIndices')).json()).find((index: { codigo: string }) => index.codigo === 'INPC').id}`)
    ).json();
    const twelve = section.getByTestId('acumulado-12-meses');
    await expect(twelve).toHaveText(percent(months[0].acumulado12Meses!));

    const next = shiftMonth(`${months[0].competencia}-01`, 1);
    const expected = accumulatedChange(['1.25', ...months.slice(0, 11).map((month) => month.variacao)]);
    expect(expected).not.toBe(months[0].acumulado12Meses);
    await section.getByLabel('Mês', { exact: true }).fill(next.slice(0, 7));
    await section.getByLabel('Variação no mês (%)').fill('1,25');
    await section.getByRole('button', { name: 'Incluir variação' }).click();
    await expect(page.getByText('Variação do INPC incluída.')).toBeVisible();
    await expect(twelve).toHaveText(percent(expected));
    await expect(table.getByRole('row')).toHaveCount(122);
    await expect(table.getByRole('row').nth(1)).toContainText(formatMonthBr(next));
    await expect(table.getByRole('row').nth(1)).toContainText('1,25 %');
    await expect(table.getByRole('row').nth(1)).toContainText(percent(expected));

    // Correcting it through the table's button.
    await table.getByRole('button', { name: `Corrigir a variação de ${formatMonthBr(next)}` }).click();
    await expect(section.getByLabel('Variação no mês (%)')).toHaveValue('1,25');
    await section.getByLabel('Variação no mês (%)').fill('-0,5');
    await section.getByRole('button', { name: 'Corrigir variação' }).click();
    await expect(page.getByText('Variação do INPC corrigida.')).toBeVisible();
    await expect(twelve).toHaveText(percent(accumulatedChange(['-0.5', ...months.slice(0, 11).map((month) => month.variacao)])));

    const upload = page.getByRole('region', { name: 'Enviar arquivo de índices' });
    await upload.locator('input[type="file"]').setInputFiles({ name: 'indices.csv', mimeType: 'text/csv', buffer: Buffer.from('codigo;competencia;variacao\nIGP-M;2040-01;0,55\nSELIC;2040-01;0,80\n', 'utf8') });
    await upload.getByRole('button', { name: 'Conferir arquivo' }).click();
    await expect(upload.getByRole('table', { name: 'Erros por linha' })).toContainText('O índice SELIC não existe. Use IPCA, INPC, IGP-M, CDI.');
    await page.setViewportSize({ width: 1280, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/indexadores-indices-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/indexadores-indices-390.png`, fullPage: true });
    await upload.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(upload.getByText('1 linha importada, 0 ignoradas (já existiam) e 1 com erro.')).toBeVisible();
    await section.getByLabel('Índice', { exact: true }).selectOption({ label: 'IGP-M — Índice Geral de Preços do Mercado' });
    await expect(section.getByRole('table', { name: /Variações do IGP-M/ }).getByRole('row').nth(1)).toContainText('jan/2040');
  });
});
