import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo';

// Olivia's Mais Valor link has no contributions of its own; 2018 is long before anything another test reads.
const CSV = [
  'cpf;id_plano;competencia;tipo;valor',
  '214.365.879-64;4;2018-01;basica;122,08',
  '214.365.879-64;4;2018-13;basica;122,08',
  '214.365.879-64;4;2018-02;suplementar;1.050,00',
].join('\n');
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/e2e-artifacts/screenshots';

async function upload(page: Page) {
  await page.locator('input[type="file"]').setInputFiles({ name: 'contribuicoes.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
  await expect(page.getByText('contribuicoes.csv', { exact: true })).toBeVisible();
  await expect(page.getByText('3 linhas de dados no arquivo.')).toBeVisible();
  await page.getByRole('button', { name: 'Conferir arquivo' }).click();
  await expect(page.getByRole('heading', { name: 'Resultado da conferência' })).toBeVisible();
}

test.describe('contribution import (settings/importar-contribuicoes)', () => {
  test('Ana checks a file with one bad line, imports it, and the same file again is all ignored', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await signInByApi(page, DEMO.ana);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/settings/importar-contribuicoes');
    await expect(page).toHaveTitle('Importar contribuições | Portal do Participante');

    await upload(page);
    const errors = page.getByRole('table', { name: 'Erros por linha' });
    await expect(errors.getByRole('row')).toHaveCount(2);
    await expect(errors.getByRole('row').nth(1)).toContainText('3');
    await expect(errors.getByRole('row').nth(1)).toContainText('competencia');
    await expect(errors.getByRole('row').nth(1)).toContainText('Competência inválida: "2018-13". Use AAAA-MM, por exemplo 2026-03.');
    await expect(page.getByText('Serão importadas 2 linhas novas de contribuições.', { exact: false })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/importar-contribuicoes-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/importar-contribuicoes-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(page.getByRole('heading', { name: 'Resumo da importação' })).toBeVisible();
    await expect(page.getByText('2 linhas importadas, 0 ignoradas (já existiam) e 1 com erro.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/importar-contribuicoes-resumo-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Importar outro arquivo' }).click();
    await upload(page);
    await expect(page.getByText('Nenhuma linha nova de contribuições neste arquivo: as linhas válidas já estão registradas.')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(page.getByText('0 linhas importadas, 2 ignoradas (já existiam) e 1 com erro.')).toBeVisible();
  });

  test('the quota values page lists a series and takes a CSV upload with a preview', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await signInByApi(page, DEMO.ana);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/settings/indexadores');
    await expect(page).toHaveTitle('Indexadores | Portal do Participante');
    await page.getByLabel('Plano e perfil de investimento').selectOption({ label: 'Mais Valor' });
    const table = page.getByRole('table', { name: /Valores de Mais Valor/ });
    await expect(table.getByRole('row')).toHaveCount(121);
    // The page has two uploads (quota values, economic indexes): this one is the quota values'.
    const quotaUpload = page.getByRole('region', { name: 'Enviar arquivo de valores' });
    await quotaUpload.locator('input[type="file"]').setInputFiles({ name: 'cotas.csv', mimeType: 'text/csv', buffer: Buffer.from('id_plano;id_perfil_investimento;data;valor\n4;;2040-01-01;9,87654321\n4;1;2040-02-01;1,0\n', 'utf8') });
    await quotaUpload.getByRole('button', { name: 'Conferir arquivo' }).click();
    await expect(quotaUpload.getByRole('table', { name: 'Erros por linha' })).toContainText('Este plano não tem perfis de investimento: não informe o perfil.');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/indexadores-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/indexadores-390.png`, fullPage: true });
    await quotaUpload.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(quotaUpload.getByText('1 linha importada, 0 ignoradas (já existiam) e 1 com erro.')).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('01/01/2040');
    await expect(table.getByRole('row').nth(1)).toContainText('9,87654321');
  });
});
