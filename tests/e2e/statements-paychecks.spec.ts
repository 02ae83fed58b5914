import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo';

const noSidewaysScroll = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** A downloaded file is a PDF named for what and whose it is. */
async function expectPdfDownload(download: Download, name: RegExp) {
  expect(download.suggestedFilename()).toMatch(name);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** Screenshots of the pages at both widths for a person to look at: `E2E_SCREENSHOTS=/tmp/shots`. */
async function keepScreenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

for (const width of [1280, 390]) {
  test.describe(`paychecks and yearly documents at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Maria goes from the home to her paychecks, opens one and downloads its PDF, then downloads an income report', async ({ page }) => {
      await signInByApi(page, DEMO.maria);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Maria');
      await page.getByRole('link', { name: 'Ver contracheques' }).click();
      await expect(page).toHaveURL(/\/services\/contracheque$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contracheque');

      const months = page.getByRole('navigation', { name: 'Meses' });
      // The newest is shown first; choose June 2025.
      await expect(months.getByRole('button').first()).toHaveAttribute('aria-current', 'true');
      const june = months.getByRole('button', { name: /^jun\/2025/ });
      expect((await june.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await june.click();
      const detail = page.getByRole('region', { name: 'Contracheque de jun/2025' });
      await expect(detail.getByRole('heading', { name: 'Contracheque de jun/2025' })).toBeFocused();
      await expect(detail.getByRole('row', { name: /Benefício mensal/ })).toContainText('R$ 6.850,00');
      await expect(detail.getByRole('row', { name: /Imposto de renda retido na fonte/ })).toContainText('R$ 808,04');
      await expect(detail.getByRole('row', { name: /Totais/ })).toContainText('R$ 1.220,39');
      await expect(detail.getByText('Valor líquido', { exact: true }).locator('..')).toContainText('R$ 5.629,61');
      await noSidewaysScroll(page, width);
      await keepScreenshot(page, `contracheque-${width}`);

      const downloading = page.waitForEvent('download');
      await detail.getByRole('link', { name: 'Baixar contracheque (PDF)' }).click();
      await expectPdfDownload(await downloading, /^contracheque-2025-06-\d+\.pdf$/);

      // The 13th is a paycheck of its own.
      await months.getByRole('button', { name: /^13º de 2025/ }).click();
      await expect(page.getByRole('region', { name: 'Abono anual (13º) de 2025' })).toContainText('R$ 6.041,96');

      await page.goto('/services/report-income');
      const report = page.getByRole('region', { name: 'Informe de rendimentos 2025' });
      await expect(report.getByText('Rendimentos tributáveis', { exact: true }).locator('..')).toContainText('R$ 82.200,00');
      await expect(report.getByText('Imposto de renda retido', { exact: true }).locator('..')).toContainText('R$ 9.794,04');
      await noSidewaysScroll(page, width);
      await keepScreenshot(page, `informe-${width}`);
      const reportDownload = page.waitForEvent('download');
      await report.getByRole('link', { name: 'Baixar informe de 2025 (PDF)' }).click();
      await expectPdfDownload(await reportDownload, /^informe-rendimentos-2025-\d+\.pdf$/);
    });

    test('Carlos, a contributor, chooses a year and downloads its contribution statement', async ({ page }) => {
      await signInByApi(page, DEMO.carlos);
      const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
      await dialog.getByLabel('Plano').selectOption({ label: 'HPE' });
      await dialog.getByRole('button', { name: 'Acessar' }).click();
      await expect(dialog).toHaveCount(0);

      await page.goto('/services/demonstrativo-contribuicao');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demonstrativo de contribuições');
      await page.getByLabel('Ano').selectOption('2025');
      const year = page.getByRole('region', { name: 'Contribuições de 2025' });
      // 12 × 364,08 basic and 12 × 677,06 supplementary (his own), 12 × 364,08 from the sponsor.
      await expect(year.getByText('Suas contribuições (dedutíveis)', { exact: true }).locator('..')).toContainText('R$ 12.493,68');
      await expect(year.getByText('Patrocinadora', { exact: true }).locator('..')).toContainText('R$ 4.368,96');
      await noSidewaysScroll(page, width);
      await keepScreenshot(page, `demonstrativo-${width}`);
      const downloading = page.waitForEvent('download');
      await year.getByRole('link', { name: 'Baixar demonstrativo de 2025 (PDF)' }).click();
      await expectPdfDownload(await downloading, /^demonstrativo-contribuicao-2025-\d+\.pdf$/);
    });
  });
}
