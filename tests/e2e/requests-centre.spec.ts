import { expect, test, type Browser, type Page } from '@playwright/test';
import { requestProblemMessage } from '../../src/domain/chat';
import { seriousViolations } from './support/axe';
import { apiToken, DEMO, signInByApi } from './support/demo';
import { bearer, bellLabelFor, bellOf, idOfMaria, notificationPanelOf, socketReady, unreadNotifications } from './support/realtime';
import { expectSavedAndBackOnRow, reopenFromRow } from './support/request-centre';

// Both tests work on Maria's requests: one after the other.
test.describe.configure({ mode: 'serial' });

const OPEN_STATUSES = ['Recebida', 'Em análise', 'Pendente de documentos'];

async function signedIn(browser: Browser, cpf: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const ready = socketReady(page);
  await signInByApi(page, cpf);
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();
  return { page, ready };
}

/** Ana in the request centre, filtered by "Maria", with the detail of one of Maria's open requests open. */
async function openOneOfMariasOpenRequests(page: Page): Promise<{ protocolo: string; status: string }> {
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Central de Solicitações' }).click();
  await expect(page).toHaveURL(/\/request-management$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Central de Solicitações');
  await page.getByRole('searchbox', { name: 'Pessoa' }).fill('Maria');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('Página 1 de')).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: 'Maria Assistida' }).filter({ hasText: new RegExp(OPEN_STATUSES.join('|')) });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasNotText: 'Maria Assistida' }).filter({ has: page.getByRole('cell') })).toHaveCount(0);
  const row = rows.first();
  const protocolo = (await row.getByRole('button').textContent())?.trim() ?? '';
  const current = (await row.getByRole('cell').last().textContent())?.trim() ?? '';
  await row.getByRole('button', { name: `Ver solicitação ${protocolo} de Maria Assistida` }).click();
  await expect(page.getByRole('dialog', { name: `Solicitação ${protocolo}` })).toBeVisible();
  return { protocolo, status: current };
}

test.describe('request centre', () => {
  test('Ana changes the status of one of Maria’s requests with a comment; Maria is told live', async ({ browser }) => {
    const maria = await signedIn(browser, DEMO.maria);
    await expect(maria.page).toHaveURL(/\/$/);
    await bellOf(maria.page).click();
    await expect(notificationPanelOf(maria.page).getByRole('list', { name: 'Lista de notificações' })).toBeVisible();
    const before = await unreadNotifications(maria.page);
    await maria.ready;

    const ana = await signedIn(browser, DEMO.ana);
    const { protocolo, status } = await openOneOfMariasOpenRequests(ana.page);
    const dialog = ana.page.getByRole('dialog', { name: `Solicitação ${protocolo}` });
    await expect(dialog).toContainText('123.456.789-09');
    await expect(dialog).toContainText('matrícula 100077');
    const next = status === 'Em análise' ? 'Pendente de documentos' : 'Em análise';
    const comment = `Comentário da Ana ${Date.now()}`;
    await dialog.getByLabel('Nova situação').selectOption({ label: next });
    await dialog.getByLabel('Comentário para o participante (opcional)').fill(comment);
    await dialog.getByRole('button', { name: 'Salvar situação' }).click();

    // The dialog closes: the toast and the row say the new status, and the focus is back on the row's button.
    await expectSavedAndBackOnRow(ana.page, protocolo, 'Maria Assistida', next);
    await expect(ana.page.getByText(`Situação alterada para "${next}"`)).toBeVisible();
    // Opened again from the row: the new status and the comment are in its history.
    await reopenFromRow(ana.page, protocolo, 'Maria Assistida');
    await expect(dialog.getByTestId('request-status')).toHaveText(next);
    await expect(dialog.getByRole('list', { name: 'Histórico da solicitação' }).getByRole('listitem').first()).toContainText(next);
    await expect(dialog.getByRole('list', { name: 'Histórico da solicitação' }).getByRole('listitem').first()).toContainText(comment);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(ana.page.getByRole('row').filter({ hasText: protocolo })).toContainText(next);

    await expect(bellOf(maria.page)).toHaveAccessibleName(bellLabelFor(before + 1));
    await expect(notificationPanelOf(maria.page).getByText(`Solicitação ${protocolo}: ${next}`)).toBeVisible();

    await maria.page.context().close();
    await ana.page.context().close();
  });

  test("'Abrir chat' opens a conversation about the request with the problem message", async ({ browser }) => {
    const ana = await signedIn(browser, DEMO.ana);
    const { protocolo } = await openOneOfMariasOpenRequests(ana.page);
    await ana.page.getByRole('dialog').getByRole('button', { name: 'Abrir chat' }).click();
    await expect(ana.page).toHaveURL(/\/chat\?idConversa=\d+$/);
    await expect(ana.page.getByRole('list', { name: 'Mensagens' })).toContainText(requestProblemMessage(protocolo));
    await expect(ana.page.getByRole('heading', { level: 2, name: new RegExp(`Solicitação ${protocolo}`) })).toBeVisible();
    await ana.page.context().close();
  });

  test('a participant who opens the request centre is sent home', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/request-management');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
  });

  test('the request centre and a request’s detail have no serious or critical accessibility violations', async ({ browser }) => {
    const ana = await signedIn(browser, DEMO.ana);
    await openOneOfMariasOpenRequests(ana.page);
    expect((await seriousViolations(ana.page)).map(({ id, targets }) => ({ id, targets }))).toEqual([]);
    await ana.page.context().close();
  });

  test('a request closed meanwhile cannot change: the API’s 409 message is shown', async ({ browser, request }) => {
    const ana = await signedIn(browser, DEMO.ana);
    const { protocolo, status } = await openOneOfMariasOpenRequests(ana.page);
    const adminToken = await apiToken(request, DEMO.ana);
    const list = await request.get('/api/retornarSolicitacoes', { params: { idPessoa: await idOfMaria(request, adminToken), limit: 100 }, headers: bearer(adminToken) });
    const found = ((await list.json()) as { requisicoes: { id: number; protocolo: string }[] }).requisicoes.find((item) => item.protocolo === protocolo);
    expect(found).toBeDefined();
    // Another administrator closes it while Ana has its detail open.
    const closed = await request.post(`/api/alterarStatusSolicitacao/${found!.id}`, { data: { idStatus: 4, comentario: 'Concluída por outro administrador.' }, headers: bearer(adminToken) });
    expect(closed.status()).toBe(200);

    const dialog = ana.page.getByRole('dialog', { name: `Solicitação ${protocolo}` });
    await dialog.getByLabel('Nova situação').selectOption({ label: status === 'Em análise' ? 'Pendente de documentos' : 'Em análise' });
    await dialog.getByRole('button', { name: 'Salvar situação' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Esta solicitação já foi encerrada e não pode mais ser alterada.');
    // A refused change does not close the dialog: its message stays to be read.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Salvar situação' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(ana.page.getByRole('row').filter({ hasText: protocolo })).toContainText('Concluída');
    await ana.page.getByRole('button', { name: `Ver solicitação ${protocolo} de Maria Assistida` }).click();
    await expect(dialog).toContainText('Solicitação encerrada (Concluída): a situação não pode mais ser alterada.');
    await expect(dialog.getByRole('button', { name: 'Salvar situação' })).toHaveCount(0);
    await ana.page.context().close();
  });
});
