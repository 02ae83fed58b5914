import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiToken, DEMO, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';
import { withPersonLock } from './support/person-lock';
import { bearer } from './support/realtime';
import * as FUNCTIONALITY from '../../src/domain/functionality-ids';

/**
 * Sofia is the only person of Mais Valor × Autopatrocinado × Ativo, and no other browser test opens FATCA or her
 * extracts: switching them off for that segment touches nobody else's test. The tests that change her segment hold her
 * lock, so that one does not put back what the other has just switched off.
 */
const FATCA = 'Notificação FATCA';
const SEGMENT = { plano: 'Mais Valor', categoria: 'Autopatrocinado', situacao: 'Ativo' };

interface Matrix {
  planos: Array<{ id: number; nome: string }>;
  categorias: Array<{ id: number; nome: string }>;
  situacoes: Array<{ id: number; nome: string }>;
  segmentos: Array<{ idPlano: number; idCategoria: number; idSituacao: number; funcionalidades: number[] }>;
}

/** Sofia's segment's path and its services as stored now (put back at the end, whatever happened). */
async function sofiasSegment(request: APIRequestContext, token: string) {
  const matrix = (await (await request.get('/api/retornarMatrizFuncionalidades', { headers: bearer(token) })).json()) as Matrix;
  const idPlano = matrix.planos.find((item) => item.nome === SEGMENT.plano)!.id;
  const idCategoria = matrix.categorias.find((item) => item.nome === SEGMENT.categoria)!.id;
  const idSituacao = matrix.situacoes.find((item) => item.nome === SEGMENT.situacao)!.id;
  const stored = matrix.segmentos.find((item) => item.idPlano === idPlano && item.idCategoria === idCategoria && item.idSituacao === idSituacao)?.funcionalidades ?? [];
  return { path: `${idPlano}/${idCategoria}/${idSituacao}`, stored };
}

async function chooseSofiasSegment(page: Page) {
  await page.getByLabel('Plano', { exact: true }).selectOption({ label: SEGMENT.plano });
  await page.getByLabel('Categoria', { exact: true }).selectOption({ label: SEGMENT.categoria });
  await page.getByLabel('Situação', { exact: true }).selectOption({ label: SEGMENT.situacao });
  await expect(page.getByRole('heading', { name: 'Mais Valor · Autopatrocinado · Ativo' })).toBeVisible();
}

async function paletteOptions(page: Page, text: string) {
  await page.getByRole('button', { name: 'Procurar...' }).click();
  const palette = page.getByRole('dialog', { name: 'Procurar' });
  await expect(palette).toBeVisible();
  await palette.getByRole('combobox').fill(text);
  return palette.getByRole('option');
}

test('Ana switches FATCA off for Sofia’s segment: gone from her services and her search; switched on, it is back', async ({ page, browser, request }) => {
  await withPersonLock(DEMO.sofia, () => fatcaOffAndOn(page, browser, request));
});

async function fatcaOffAndOn(page: Page, browser: Browser, request: APIRequestContext) {
  const adminToken = await apiToken(request, DEMO.ana);
  const segment = await sofiasSegment(request, adminToken);
  expect(segment.stored.length).toBeGreaterThan(0);
  const sofiaContext = await browser.newContext();
  const sofia = await sofiaContext.newPage();
  try {
    await signInByApi(page, DEMO.ana);
    await page.goto('/settings/services-management');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestão de serviços');
    await chooseSofiasSegment(page);
    await expect(page.getByRole('group', { name: 'Gerais' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Serviços do participante' })).toBeVisible();
    // Mais Valor is the loan-enabled kind: the standard-only invitation stays stored but is said not to appear.
    await expect(page.getByText('Só em planos sem empréstimos: fica guardado, mas não aparece neste plano.')).toBeVisible();

    const fatca = page.getByRole('checkbox', { name: FATCA });
    await expect(fatca).toBeChecked();
    await fatca.uncheck();
    await expect(page.getByText('Alterações não salvas. Desabilitados: Notificação FATCA.')).toBeVisible();
    await checkAndShoot(page, 'gestao-servicos-alteracao');
    await page.getByRole('button', { name: 'Salvar serviços' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Serviços de Mais Valor · Autopatrocinado · Ativo salvos. Desabilitados: Notificação FATCA.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar serviços' })).toBeDisabled();

    await signInByApi(sofia, DEMO.sofia);
    await sofia.goto('/services');
    await expect(sofia.getByRole('heading', { level: 1 })).toHaveText('Serviços');
    await expect(sofia.getByRole('link', { name: 'Pessoa politicamente exposta' })).toBeVisible();
    await expect(sofia.getByRole('link', { name: FATCA })).toHaveCount(0);
    await expect(await paletteOptions(sofia, 'FATCA')).toHaveCount(0);
    await sofia.keyboard.press('Escape');

    // Back on, at a phone's width: the same toggles, one column.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await chooseSofiasSegment(page);
    await expect(page.getByRole('checkbox', { name: FATCA })).not.toBeChecked();
    await page.getByRole('checkbox', { name: FATCA }).check();
    await page.getByRole('button', { name: 'Salvar serviços' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Habilitados: Notificação FATCA.' })).toBeVisible();
    await checkAndShoot(page, 'gestao-servicos-salvo');

    await sofia.goto('/services');
    await expect(sofia.getByRole('link', { name: FATCA })).toBeVisible();
    await expect((await paletteOptions(sofia, 'FATCA')).filter({ hasText: FATCA })).toHaveCount(1);
  } finally {
    const restored = await request.put(`/api/atualizarPlanoFuncionalidades/${segment.path}`, { headers: bearer(adminToken), data: { funcionalidades: segment.stored } });
    expect(restored.status(), await restored.text()).toBe(200);
    await sofiaContext.close();
  }
}

test('with the balance extract switched off for Sofia’s segment, its page says so without asking the API, and the extract page keeps only the links', async ({ page, request }) => {
  await withPersonLock(DEMO.sofia, async () => {
    const adminToken = await apiToken(request, DEMO.ana);
    const segment = await sofiasSegment(request, adminToken);
    expect(segment.stored).toContain(FUNCTIONALITY.BALANCE_EXTRACT);
    const balanceCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/retornarSaldo/')) balanceCalls.push(sent.url());
    });
    try {
      const off = await request.put(`/api/atualizarPlanoFuncionalidades/${segment.path}`, { headers: bearer(adminToken), data: { funcionalidades: segment.stored.filter((id) => id !== FUNCTIONALITY.BALANCE_EXTRACT) } });
      expect(off.status(), await off.text()).toBe(200);
      await signInByApi(page, DEMO.sofia);
      await page.goto('/services/extrato-saldo');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Extrato de saldo');
      await expect(page.getByText('Este serviço não está disponível para o seu plano e a sua situação no plano.')).toBeVisible();
      await page.goto('/extract');
      await expect(page.getByRole('heading', { name: 'Extratos e demonstrativos' })).toBeVisible();
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: /Extrato de contribuição/ })).toBeVisible();
      await expect(main.getByRole('link', { name: /Extrato de saldo/ })).toHaveCount(0);
      await expect(page.getByText('Saldo total', { exact: true })).toHaveCount(0);
      await checkAndShoot(page, 'extrato-sem-saldo');
      expect(balanceCalls).toEqual([]);
    } finally {
      const restored = await request.put(`/api/atualizarPlanoFuncionalidades/${segment.path}`, { headers: bearer(adminToken), data: { funcionalidades: segment.stored } });
      expect(restored.status(), await restored.text()).toBe(200);
    }
    await page.goto('/services/extrato-saldo');
    await expect(page.getByText('Saldo total', { exact: true })).toBeVisible();
  });
});

test('a participant reaches no services management (403 from the API, the page says it is for administrators)', async ({ page, request }) => {
  const token = await apiToken(request, DEMO.sofia);
  expect((await request.put('/api/atualizarPlanoFuncionalidades/1/1/1', { headers: bearer(token), data: { funcionalidades: [] } })).status()).toBe(403);
  expect((await request.get('/api/retornarMatrizFuncionalidades', { headers: bearer(token) })).status()).toBe(403);
  await signInByApi(page, DEMO.sofia);
  await page.goto('/settings/services-management');
  await expect(page.getByText('Esta página é exclusiva dos administradores.')).toBeVisible();
});
