import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO, DEMO_PASSWORD, expectShell, newestOutboxId, readSecurityCode, signInThroughForm } from './support/demo';
import { checkAndShoot } from './support/page-checks';
import { withPersonLock } from './support/person-lock';
import { socketReady } from './support/realtime';

// Diego, not Carlos: forcing a new password ends every session of the person, and Carlos is signed in by many tests
// running side by side. The only other test that signs Diego in (exit-options.spec.ts) holds the same person lock, and
// his password ends as it began.
const DIEGO = '468.532.157-02';

async function signedInAsAna(page: Page) {
  await signInThroughForm(page, DEMO.ana);
  await expectShell(page);
}

test.describe('forced password change (/settings/solcitiar-alterar-senha)', () => {
  test('Ana makes Diego choose a new password: his open page is logged out and he resets it with the e-mailed code', async ({ browser, page, request }) => {
    await withPersonLock(DIEGO, async () => {
      const adminToken = await apiToken(request, DEMO.ana);

      // Diego has the portal open.
      const diegoContext = await browser.newContext();
      const diegoPage = await diegoContext.newPage();
      const ready = socketReady(diegoPage);
      await signInThroughForm(diegoPage, DIEGO);
      await expect(diegoPage.getByRole('heading', { level: 1 })).toHaveText('Olá, Diego');
      await ready;

      await signedInAsAna(page);
      await page.goto('/settings/solcitiar-alterar-senha');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicitar alteração de senha');
      await page.getByLabel('Pessoa (nome ou CPF)').fill('Diego');
      await page.getByRole('button', { name: 'Escolher Diego Desligado' }).click();
      await expect(page.getByText('Pessoa: Diego Desligado')).toBeVisible();
      await checkAndShoot(page, 'solcitiar-alterar-senha');

      const afterId = await newestOutboxId(request, adminToken);
      await page.getByRole('button', { name: 'Exigir nova senha' }).click();
      const dialog = page.getByRole('dialog', { name: 'Exigir nova senha?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      // Every open session of Diego's ends (other specs may have left some open before this one: the count varies).
      const done = page.getByRole('status').filter({ hasText: /^Pronto\. \d+ (sessão foi encerrada|sessões foram encerradas)/ });
      await expect(done).toContainText('d******o@example.com');
      const ended = Number((await done.textContent())!.match(/^Pronto\. (\d+)/)![1]);
      expect(ended).toBeGreaterThanOrEqual(1);

      // Diego's page receives logout and leaves for the login page.
      await expect(diegoPage).toHaveURL(/\/login/);
      // His old password no longer signs in.
      expect((await request.post('/api/autenticar', { data: { cpf: DIEGO.replace(/\D/g, ''), senha: DEMO_PASSWORD } })).status()).toBe(401);

      // He types the code of the e-mail in the password reset and chooses a password (the demo one, so the other tests keep theirs).
      const code = await readSecurityCode(request, adminToken, afterId, 'diego.desligado@example.com');
      await diegoPage.goto('/alterar-senha');
      await diegoPage.getByLabel('CPF', { exact: true }).pressSequentially(DIEGO.replace(/\D/g, ''));
      await diegoPage.getByRole('button', { name: 'Já tenho um código' }).click();
      await diegoPage.getByLabel('Código de segurança').fill(code);
      await diegoPage.getByRole('button', { name: 'Confirmar código' }).click();
      await diegoPage.getByLabel('Nova senha', { exact: true }).fill(DEMO_PASSWORD);
      await diegoPage.getByLabel('Confirmação da nova senha', { exact: true }).fill(DEMO_PASSWORD);
      await diegoPage.getByRole('button', { name: 'Salvar nova senha' }).click();
      await expect(diegoPage.getByText('Senha alterada com sucesso.')).toBeVisible();
      await signInThroughForm(diegoPage, DIEGO);
      await expect(diegoPage.getByRole('heading', { level: 1 })).toHaveText('Olá, Diego');
      await diegoContext.close();

      // The audit shows it: Ana, the action in words, for Diego.
      await page.goto('/settings/auditoria');
      await page.getByLabel('Pessoa (nome ou CPF)').fill('Diego');
      await page.getByRole('button', { name: 'Escolher Diego Desligado' }).click();
      await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Exigiu uma nova senha' });
      await page.getByRole('button', { name: 'Filtrar' }).click();
      // The newest row first (a retry of this test leaves an older one below it), with the count the page announced.
      const newest = page.getByRole('table').getByRole('row').nth(1);
      await expect(newest).toContainText('Ana Administradora');
      await expect(newest).toContainText('Exigiu uma nova senha');
      await expect(newest).toContainText(`sessões encerradas: ${ended}`);
    });
  });
});

test.describe('audit viewer (/settings/auditoria)', () => {
  test('Ana filters by Carlos and a past period and downloads the CSV: its rows are the page\'s rows', async ({ page }) => {
    await signedInAsAna(page);
    await page.goto('/settings/auditoria');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auditoria');
    await expect(page.getByRole('table')).toBeVisible();
    await checkAndShoot(page, 'auditoria');

    // A past period: what other tests do today cannot change the rows (the seeded requests' trail is older).
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    await page.getByLabel('Pessoa (nome ou CPF)').fill('529.982');
    await page.getByRole('button', { name: 'Escolher Carlos Contribuinte' }).click();
    await page.getByLabel('De', { exact: true }).fill(day(365));
    await page.getByLabel('Até', { exact: true }).fill(day(1));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('heading', { name: 'Registros de Carlos Contribuinte' })).toBeVisible();

    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Quando', 'Quem fez', 'O que fez', 'Para quem', 'Detalhes']);
    const bodyRows = table.locator('tbody tr');
    await expect(bodyRows.first()).toBeVisible();
    const pageRows = await bodyRows.evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));
    expect(pageRows.length).toBeGreaterThan(2);
    expect(pageRows.every((row) => row[1] === 'Carlos Contribuinte' || row[3] === 'Carlos Contribuinte')).toBe(true);
    await expect(page.getByText(`${pageRows.length} registros, do mais recente para o mais antigo.`)).toBeVisible();
    // Details in words (issue 26): the request's protocol and service, the statuses by name; no bare ids, no JSON.
    const details = pageRows.map((row) => row[4]);
    expect(details.some((text) => /^solicitação: \d+ \(.+\); situação: .+ → .+$/.test(text))).toBe(true);
    expect(details.some((text) => /^solicitação: \d+; serviço: [^\d\s]/.test(text))).toBe(true);
    expect(details.filter((text) => /serviço: \d|(de|para): \d|nº|[{}[\]]/.test(text))).toEqual([]);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Baixar CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
    const records: string[][] = parse(await readFile(await csv.path()), { delimiter: ';', bom: true });
    expect(records[0]).toEqual(['Quando', 'Quem fez', 'O que fez', 'Para quem', 'Detalhes']);
    expect(records.slice(1)).toEqual(pageRows);

    // An empty period says so.
    await page.getByLabel('De', { exact: true }).fill('2001-01-01');
    await page.getByLabel('Até', { exact: true }).fill('2001-01-31');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByText('Nenhum registro encontrado com estes filtros.')).toBeVisible();
  });
});
