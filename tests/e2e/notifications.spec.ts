import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';
import { EVERYONE_NOTICES, withPersonLock } from './support/person-lock';

// Paulo and Lucas hold the notification state these tests change; the tests run in order in one worker.
test.describe.configure({ mode: 'default' });

const LUCAS = '741.852.963-55';

async function idOf(request: APIRequestContext, adminToken: string, cpf: string): Promise<number> {
  const response = await request.get('/api/filtrarPessoas', { params: { palavraChave: cpf.replace(/\D/g, '') }, headers: { Authorization: `Bearer ${adminToken}` } });
  expect(response.status()).toBe(200);
  const { pessoas } = (await response.json()) as { pessoas: { id: number }[] };
  expect(pessoas).toHaveLength(1);
  return pessoas[0].id;
}

async function sendNotification(request: APIRequestContext, adminToken: string, body: { idPessoa: number; titulo: string; descricao: string }) {
  const response = await request.post('/api/enviarNotificacao', { data: body, headers: { Authorization: `Bearer ${adminToken}` } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Resolves once the page's socket.io connection has upgraded to a WebSocket (it is in its rooms by then). */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload) === '3probe') resolve();
      });
    });
  });
}

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notificações/ });
const panelOf = (page: Page) => page.getByRole('region', { name: 'Notificações' });

/** Opens the panel and waits for the list (or the empty text), so the bell's count is the loaded one. */
async function openPanel(page: Page) {
  await bellOf(page).click();
  await expect(panelOf(page).getByRole('list', { name: 'Lista de notificações' }).or(panelOf(page).getByText('Você ainda não tem nenhuma notificação'))).toBeVisible();
}

function unreadCount(label: string | null): number {
  if (!label || label.includes('nenhuma')) return 0;
  return Number(/(\d+) não lidas?/.exec(label)?.[1]);
}

test.describe('notifications', () => {
  test('a notification sent by an administrator appears on an open page without reload', async ({ page, request }) => {
    // Counts Paulo's notifications: not while a notice goes to every participant (a maintenance window).
    await withPersonLock(EVERYONE_NOTICES, async () => {
      const adminToken = await apiToken(request, DEMO.ana);
      const idPaulo = await idOf(request, adminToken, DEMO.paulo);
      const isSocketReady = socketReady(page);
      await signInByApi(page, DEMO.paulo);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');
      await openPanel(page);
      const before = unreadCount(await bellOf(page).getAttribute('aria-label'));
      await isSocketReady;

      const titulo = `Aviso ao vivo ${Date.now()}`;
      await sendNotification(request, adminToken, { idPessoa: idPaulo, titulo, descricao: 'Chegou sem recarregar a página.' });

      await expect(bellOf(page)).toHaveAccessibleName(`Notificações, ${before + 1} ${before + 1 === 1 ? 'não lida' : 'não lidas'}`);
      const item = panelOf(page).getByRole('listitem').filter({ hasText: titulo });
      await expect(item).toBeVisible();
      await expect(item).toContainText('(não lida)');
      // Newest first (spec §4).
      await expect(panelOf(page).getByRole('listitem').first()).toContainText(titulo);
      await expect(page.getByTestId('notification-badge')).toHaveText(String(before + 1));
    });
  });

  test("'Marcar todas como lidas' marks every one read and the state survives a reload (on a 390 px phone)", async ({ page, request }) => {
    // At least one unread notification, whatever earlier runs left.
    const adminToken = await apiToken(request, DEMO.ana);
    await sendNotification(request, adminToken, { idPessoa: await idOf(request, adminToken, LUCAS), titulo: `Para ler ${Date.now()}`, descricao: 'Um aviso novo.' });
    await page.setViewportSize({ width: 390, height: 800 });
    await signInByApi(page, LUCAS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Lucas');
    await openPanel(page);
    // The panel stays on screen and takes at most half of the viewport's height (spec §4).
    const box = await panelOf(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.height).toBeLessThanOrEqual(400);
    const markAll = panelOf(page).getByRole('button', { name: 'Marcar todas como lidas' });
    await expect(markAll).toBeEnabled();
    expect(unreadCount(await bellOf(page).getAttribute('aria-label'))).toBeGreaterThan(0);

    await markAll.click();
    await expect(bellOf(page)).toHaveAccessibleName('Notificações, nenhuma não lida');
    await expect(markAll).toBeDisabled();
    await expect(panelOf(page).getByText('(não lida)')).toHaveCount(0);
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);

    await page.reload();
    await openPanel(page);
    await expect(panelOf(page).getByRole('listitem').first()).toBeVisible();
    await expect(bellOf(page)).toHaveAccessibleName('Notificações, nenhuma não lida');
    await expect(panelOf(page).getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  });

  test('a detail notification (type 2) opens its pop-up; a read chat notification cannot be clicked', async ({ page, request }) => {
    // Counts Paulo's notifications: not while a notice goes to every participant (a maintenance window).
    await withPersonLock(EVERYONE_NOTICES, async () => {
      const adminToken = await apiToken(request, DEMO.ana);
      const idPaulo = await idOf(request, adminToken, DEMO.paulo);
      const titulo = `Detalhe ${Date.now()}`;
      await sendNotification(request, adminToken, { idPessoa: idPaulo, titulo, descricao: 'O texto completo do aviso aparece aqui.' });

      await signInByApi(page, DEMO.paulo);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');
      await openPanel(page);
      const before = unreadCount(await bellOf(page).getAttribute('aria-label'));
      await panelOf(page).getByRole('button', { name: new RegExp(titulo) }).click();

      const detail = page.getByRole('dialog', { name: titulo });
      await expect(detail).toBeVisible();
      await expect(detail).toContainText('O texto completo do aviso aparece aqui.');
      await expect(bellOf(page)).toHaveAccessibleName(new RegExp(before - 1 === 0 ? 'nenhuma não lida' : `${before - 1} não lidas?`));
      await detail.getByRole('button', { name: 'Fechar' }).click();
      await expect(detail).toBeHidden();
      // A read detail notification can be opened again.
      await expect(panelOf(page).getByRole('button', { name: new RegExp(titulo) })).toBeVisible();

      // The seeded chat notification: clicking marks it read and opens its conversation; read, it stops being clickable.
      const chat = panelOf(page).getByRole('button', { name: /Nova mensagem no chat/ });
      if ((await chat.count()) > 0) {
        await chat.first().click();
        await expect(page).toHaveURL(/\/chat\?idConversa=\d+$/);
        await expect(page.getByRole('list', { name: 'Mensagens' })).toBeVisible();
        await openPanel(page);
        await expect(panelOf(page).getByRole('button', { name: /Nova mensagem no chat/ })).toHaveCount(0);
        await expect(panelOf(page).getByRole('listitem').filter({ hasText: 'Nova mensagem no chat' }).first()).toBeVisible();
      }
    });
  });
});

test.describe('notification centre (administrators)', () => {
  // In this file so it runs in order with the tests above, which count Paulo's unread notifications.
  test('Ana sends a notice to the DXC pensioners: Paulo gets it live, and the sent list counts his reading', async ({ page, browser }) => {
    const isSocketReady = socketReady(page);
    await signInByApi(page, DEMO.paulo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');
    await isSocketReady;

    const adminContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const admin = await adminContext.newPage();
    await signInByApi(admin, DEMO.ana);
    await admin.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Central de Notificações' }).click();
    await expect(admin).toHaveURL(/\/notification-management$/);
    await expect(admin).toHaveTitle('Central de Notificações | Portal do Participante');

    const titulo = `Prova de vida ${Date.now()}`;
    const form = admin.getByRole('form', { name: 'Nova notificação' });
    await form.getByRole('button', { name: 'Enviar agora' }).click();
    await expect(form.getByText('O título é obrigatório')).toBeVisible();
    await form.getByLabel('Título').fill(titulo);
    await form.getByLabel('Mensagem').fill('Faça a prova de vida até o dia 30.');
    // The preview: the row of the bell's list, new, and the window it opens.
    const previewRow = form.getByRole('list', { name: 'Prévia na lista de notificações' });
    await expect(previewRow).toContainText(titulo);
    await expect(previewRow).toContainText('(não lida)');
    await expect(form.getByTestId('previa-janela-notificacao')).toContainText('Faça a prova de vida até o dia 30.');

    // The server counts who the destination reaches as it changes: DXC has Carlos, Paulo and Antônio (the death-report
    // demo's participant), its pensioners Paulo only.
    const count = form.getByTestId('quantidade-destinatarios');
    await form.getByLabel('Um segmento').check();
    await form.getByLabel('Plano', { exact: true }).selectOption({ label: 'DXC' });
    await expect(count).toHaveText('Vai para 3 pessoas (Plano DXC · todas as categorias · todas as situações).');
    await form.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Pensionista' });
    await expect(count).toHaveText('Vai para 1 pessoa (Plano DXC · Pensionista · todas as situações).');
    // The form with its preview and count passes the crawler's checks too (axe, no sideways scroll, 44 px targets).
    await checkAndShoot(admin, 'notification-centre-previa');

    // Nothing goes before the confirmation, which names the count; 'Cancelar' has the focus and sends nothing.
    const sendButton = form.getByRole('button', { name: 'Enviar agora' });
    await sendButton.click();
    const confirm = admin.getByRole('dialog', { name: 'Enviar esta notificação?' });
    await expect(confirm).toContainText(`“${titulo}” vai para 1 pessoa (Plano DXC · Pensionista · todas as situações).`);
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await admin.screenshot({ path: 'test-results/screenshots/notification-centre-confirmacao-1280.png' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(sendButton).toBeFocused();
    await expect(admin.getByRole('row').filter({ hasText: titulo })).toHaveCount(0);
    await sendButton.click();
    await confirm.getByRole('button', { name: 'Enviar a 1 pessoa' }).click();
    await expect(admin.getByText('Notificação enviada a 1 pessoa.')).toBeVisible();

    const sentRow = admin.getByRole('row').filter({ hasText: titulo });
    await expect(sentRow).toContainText('Plano DXC · Pensionista · todas as situações');
    await expect(sentRow).toContainText('0 de 1 (0%)');

    // Paulo's open page: the bell and the panel, without reloading.
    await openPanel(page);
    const item = panelOf(page).getByRole('button', { name: new RegExp(titulo) });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page.getByRole('dialog', { name: titulo })).toContainText('Faça a prova de vida até o dia 30.');

    await expect.poll(async () => {
      await admin.reload();
      return admin.getByRole('row').filter({ hasText: titulo }).textContent();
    }).toContain('1 de 1 (100%)');
    await adminContext.close();
  });

  test("a notification about a page: the composer refuses another site, and the person's dialog opens the page with 'Abrir' (390 px)", async ({ page, browser }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const isSocketReady = socketReady(page);
    await signInByApi(page, DEMO.paulo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Paulo');
    await isSocketReady;

    const adminContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await signInByApi(admin, DEMO.ana);
    await expect(admin.getByText('Solicitações aguardando')).toBeVisible();
    await admin.goto('/notification-management');
    const form = admin.getByRole('form', { name: 'Nova notificação' });
    const titulo = `Sua solicitação andou ${Date.now()}`;
    await form.getByLabel('Título').fill(titulo);
    await form.getByLabel('Mensagem').fill('Veja a situação atualizada da sua solicitação.');
    const link = form.getByLabel('Endereço da página (opcional)');
    await link.fill('https://example.com/golpe');
    await form.getByLabel('Um segmento').check();
    // The plan selector names plans as people read them.
    await expect(form.getByLabel('Plano', { exact: true }).locator('option')).toHaveText(['Todos', 'DXC', 'HPE', 'Mais Valor']);
    await form.getByLabel('Plano', { exact: true }).selectOption({ label: 'DXC' });
    await form.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Pensionista' });
    await form.getByRole('button', { name: 'Enviar agora' }).click();
    await expect(form.getByText('Informe o endereço de uma página do portal, começando por /, como /services/requests.')).toBeVisible();
    await link.fill('/services/requests');
    await form.getByRole('button', { name: 'Enviar agora' }).click();
    await admin.getByRole('dialog', { name: 'Enviar esta notificação?' }).getByRole('button', { name: 'Enviar a 1 pessoa' }).click();
    await expect(admin.getByText('Notificação enviada a 1 pessoa.')).toBeVisible();
    await adminContext.close();

    await openPanel(page);
    await panelOf(page).getByRole('button', { name: new RegExp(titulo) }).click();
    const dialog = page.getByRole('dialog', { name: titulo });
    const open = dialog.getByRole('link', { name: 'Abrir' });
    await expect(open).toHaveAttribute('href', '/services/requests');
    expect((await open.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await open.click();
    await expect(page).toHaveURL(/\/services\/requests$/);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
  });

  test("a read notice with a page opens it; the income report's notice offers its page (1280 px)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByApi(page, DEMO.maria);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Maria');
    await openPanel(page);
    await panelOf(page).getByRole('button', { name: /Informe de rendimentos disponível/ }).click();
    const report = page.getByRole('dialog', { name: 'Informe de rendimentos disponível' });
    await expect(report).toContainText('Baixe-o em Informe de rendimentos');
    await expect(report.getByRole('link', { name: 'Abrir' })).toHaveAttribute('href', '/services/report-income');
    await report.getByRole('button', { name: 'Fechar' }).click();
    await expect(report).toBeHidden();
    // The seeded contact-data notice (read, informative) points to Informações Cadastrais.
    await panelOf(page).getByRole('button', { name: /Atualização cadastral/ }).click();
    await expect(page).toHaveURL(/\/perfil$/);
  });
});
