import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';

/** A valid CPF no demo account has, new on every run. */
function freshCpf(): string {
  const base = Array.from({ length: 9 }, (_, index) => (index === 0 ? 1 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10)));
  const digit = (digits: number[]) => {
    const sum = digits.reduce((total, value, index) => total + value * (digits.length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])].join('');
}

async function actForMaria(page: Page) {
  const choice = page.getByRole('dialog', { name: 'Agir por…' });
  await expect(choice).toBeVisible();
  await choice.getByRole('button', { name: /Agir por Maria Assistida/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Você está agindo por' })).toHaveText(/Você está agindo por Maria Assistida \(curatela\)/);
}

test.describe('legal representatives (issue 29)', () => {
  for (const width of [1280, 390]) {
    test(`Renato, Maria's curator, signs in and acts for her with the banner on every page (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInByApi(page, DEMO.renato);
      const panelRequest = page.waitForRequest((request) => request.url().includes('/api/retornarPainelParticipante/'));
      await actForMaria(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Maria');
      expect((await panelRequest).headers()['x-pessoa-alvo']).toMatch(/^\d+$/);
      await expect(page.locator('footer')).toContainText('Agindo por Maria Assistida · Representante: Renato Curador');

      await page.goto('/perfil');
      const banner = page.getByRole('status').filter({ hasText: 'Você está agindo por' });
      await expect(banner).toContainText('Maria Assistida (curatela)');
      await expect(page.getByText('123.456.789-09').first()).toBeVisible();
      if (width === 1280) await checkAndShoot(page, 'representatives-acting');

      await banner.getByRole('button', { name: 'Parar de agir por esta pessoa' }).click();
      await expect(page.getByRole('dialog', { name: 'Agir por…' })).toBeVisible();
    });
  }

  test('Bruno registers a representative with the document, and Ana approves it', async ({ page, browser }) => {
    const cpf = freshCpf();
    await signInByApi(page, DEMO.bruno);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
    await page.goto('/perfil/representantes');
    await expect(page.getByRole('heading', { level: 1, name: 'Representantes' })).toBeVisible();
    const form = page.locator('form').filter({ hasText: 'Cadastrar representante' });
    await form.getByLabel('CPF do representante').pressSequentially(cpf);
    await form.getByLabel('Data de nascimento').fill('1970-03-04');
    await form.getByLabel('Nome completo').fill('Tereza Procuradora');
    await form.getByLabel('E-mail do representante').fill(`tereza.${cpf}@example.com`);
    await form.getByLabel('Telefone do representante').fill('(11) 98765-4321');
    await form.getByLabel('Tipo de representação').selectOption('procuracao');
    await form.getByLabel('O que o representante pode fazer').selectOption('solicitacoes');
    await form.getByLabel('Início da vigência').fill('2026-01-01');
    await form.getByLabel('Fim da vigência').fill('2030-12-31');
    await form.locator('input[type=file]').setInputFiles({ name: `procuracao-${cpf}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${cpf}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`) });
    await form.getByRole('button', { name: 'Cadastrar representante' }).click();
    const card = page.locator('article').filter({ hasText: 'Tereza Procuradora' });
    await expect(card).toContainText('Aguardando aprovação');
    await expect(card).toContainText('Consultar e cuidar das solicitações');
    await checkAndShoot(page, 'representatives-registered');

    const admin = await browser.newPage();
    await signInByApi(admin, DEMO.ana);
    await expect(admin.getByText('Solicitações aguardando')).toBeVisible();
    await admin.goto('/settings/representantes');
    const pending = admin.locator('article').filter({ hasText: 'Tereza Procuradora' });
    await expect(pending).toContainText('Bruno Vinculado');
    await expect(pending.getByRole('button', { name: `procuracao-${cpf}.pdf` })).toBeVisible();
    await checkAndShoot(admin, 'representatives-queue');
    await pending.getByRole('button', { name: 'Aprovar' }).click();
    await expect(admin.getByText('Representação aprovada.').first()).toBeVisible();
    await expect(pending).toHaveCount(0);
    await admin.close();

    await page.reload();
    await expect(page.locator('article').filter({ hasText: 'Tereza Procuradora' })).toContainText('Aprovada');
  });
});
