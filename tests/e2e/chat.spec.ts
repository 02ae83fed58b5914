import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { apiToken, DEMO, signInByApi } from './support/demo';
import { bearer, bellOf, notificationPanelOf, openConversationWithMaria, socketReady, unreadNotifications } from './support/realtime';

async function signedIn(browser: Browser, cpf: string, options: { baseURL?: string } = {}): Promise<{ page: Page; ready: Promise<void> }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const ready = socketReady(page);
  await signInByApi(page, cpf);
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();
  return { page, ready };
}

const conversationButton = (page: Page, assunto: string) => page.getByRole('list', { name: 'Lista de conversas' }).getByRole('button', { name: new RegExp(assunto) });
const messagesOf = (page: Page) => page.getByRole('list', { name: 'Mensagens' });
const composerOf = (page: Page) => page.getByRole('textbox', { name: 'Mensagem' });

test.describe('chat', () => {
  test('Maria sends a file in the chat; Ana sees it live and downloads it as sent', async ({ browser, request }) => {
    const stamp = Date.now();
    const assunto = `Arquivo no chat ${stamp}`;
    const adminToken = await apiToken(request, DEMO.ana);
    const idConversa = await openConversationWithMaria(request, adminToken, assunto, 'Pode enviar o comprovante por aqui.');
    const pdf = Buffer.from(`%PDF-1.4\n% ${stamp}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

    const maria = await signedIn(browser, DEMO.maria);
    const ana = await signedIn(browser, DEMO.ana);
    await ana.page.goto(`/chat?idConversa=${idConversa}`);
    await maria.page.goto(`/chat?idConversa=${idConversa}`);
    await expect(messagesOf(maria.page)).toContainText('Pode enviar o comprovante por aqui.');
    await Promise.all([maria.ready, ana.ready]);

    await maria.page.getByRole('button', { name: 'Anexar arquivo' }).click();
    await maria.page.locator('input[type=file]').setInputFiles({ name: `comprovante-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf });
    await composerOf(maria.page).fill('Segue o comprovante.');
    await maria.page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const mariasBubble = messagesOf(maria.page).getByTestId('chat-message').filter({ hasText: 'Segue o comprovante.' });
    await expect(mariasBubble.getByRole('button', { name: `Baixar comprovante-${stamp}.pdf` })).toBeVisible();

    const onAnasPage = messagesOf(ana.page).getByTestId('chat-message').filter({ hasText: 'Segue o comprovante.' });
    await expect(onAnasPage).toHaveCount(1);
    const downloading = ana.page.waitForEvent('download');
    await onAnasPage.getByRole('button', { name: `Baixar comprovante-${stamp}.pdf` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`comprovante-${stamp}.pdf`);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(await download.path())).equals(pdf)).toBe(true);
    await maria.page.context().close();
    await ana.page.context().close();
  });

  test('Maria and Ana talk live: messages without reload, read marks, unread badge and notification', async ({ browser, request }) => {
    const stamp = Date.now();
    const assunto = `Conversa ao vivo ${stamp}`;
    const adminToken = await apiToken(request, DEMO.ana);
    const idConversa = await openConversationWithMaria(request, adminToken, assunto, 'Olá, Maria! Como podemos ajudar?');

    const maria = await signedIn(browser, DEMO.maria);
    await expect(maria.page).toHaveURL(/\/$/);
    await maria.page.getByRole('link', { name: 'Chat' }).first().click();
    await expect(maria.page).toHaveURL(/\/chat$/);
    await conversationButton(maria.page, assunto).click();
    await expect(maria.page).toHaveURL(new RegExp(`/chat\\?idConversa=${idConversa}$`));
    await expect(messagesOf(maria.page)).toContainText('Olá, Maria! Como podemos ajudar?');

    const ana = await signedIn(browser, DEMO.ana);
    await ana.page.goto('/chat');
    await ana.page.getByRole('searchbox', { name: 'Buscar conversas pelo nome da pessoa' }).fill('maria');
    await conversationButton(ana.page, assunto).click();
    // Maria had the thread open, so the first message shows as read on Ana's side.
    await expect(messagesOf(ana.page).getByTestId('chat-message').first()).toContainText('lida');
    await Promise.all([maria.ready, ana.ready]);

    const fromMaria = `Mensagem da Maria ${stamp}`;
    await composerOf(maria.page).fill(fromMaria);
    await composerOf(maria.page).press('Enter');
    await expect(composerOf(maria.page)).toHaveValue('');
    const mariasBubble = messagesOf(maria.page).getByTestId('chat-message').filter({ hasText: fromMaria });
    await expect(mariasBubble).toContainText(/enviada|lida/);
    await expect(messagesOf(ana.page).getByTestId('chat-message').filter({ hasText: fromMaria })).toHaveCount(1);
    // Ana has it open: Maria's message becomes "lida" on Maria's screen without a reload.
    await expect(mariasBubble).toContainText('lida');

    const bellBefore = await unreadNotifications(maria.page);
    const fromAna = `Resposta da Ana ${stamp}\nsegunda linha`;
    await composerOf(ana.page).fill(`Resposta da Ana ${stamp}`);
    await composerOf(ana.page).press('Shift+Enter');
    await composerOf(ana.page).pressSequentially('segunda linha');
    await expect(composerOf(ana.page)).toHaveValue(fromAna);
    await composerOf(ana.page).press('Enter');
    await expect(messagesOf(maria.page).getByTestId('chat-message').filter({ hasText: `Resposta da Ana ${stamp}` })).toHaveCount(1);
    await expect(messagesOf(maria.page)).toContainText('segunda linha');
    // Tests running beside this one notify Maria too: the count rises by at least one, and the panel, opened without
    // a reload, holds this conversation's notification.
    await expect.poll(() => unreadNotifications(maria.page)).toBeGreaterThan(bellBefore);
    await bellOf(maria.page).click();
    await expect(notificationPanelOf(maria.page).getByRole('button', { name: new RegExp(assunto) }).first()).toBeVisible();
    await maria.page.keyboard.press('Escape');
    await expect(notificationPanelOf(maria.page)).toBeHidden();

    // With the list on screen and no thread open, a new answer raises the conversation's unread badge.
    await maria.page.goto('/chat');
    const item = conversationButton(maria.page, assunto);
    await expect(item).toBeVisible();
    await expect(item.getByTestId('conversation-unread')).toHaveCount(0);
    await composerOf(ana.page).fill(`Mais uma da Ana ${stamp}`);
    await composerOf(ana.page).press('Enter');
    await expect(item.getByTestId('conversation-unread')).toContainText('1 mensagem não lida');
    await expect(item).toContainText(`Mais uma da Ana ${stamp}`);

    // The chat notification (type 1) opens its conversation.
    await bellOf(maria.page).click();
    await notificationPanelOf(maria.page).getByRole('button', { name: new RegExp(assunto) }).first().click();
    await expect(maria.page).toHaveURL(new RegExp(`/chat\\?idConversa=${idConversa}$`));
    await expect(messagesOf(maria.page)).toContainText(`Mais uma da Ana ${stamp}`);
    await expect(item.getByTestId('conversation-unread')).toHaveCount(0);

    await maria.page.context().close();
    await ana.page.context().close();
  });

  test('after a disconnection the page catches up: a message sent meanwhile appears once, and one typed offline is delivered once', async ({ browser, request }) => {
    const stamp = Date.now();
    const assunto = `Conversa offline ${stamp}`;
    const adminToken = await apiToken(request, DEMO.ana);
    const idConversa = await openConversationWithMaria(request, adminToken, assunto, 'Primeira mensagem.');

    // Through 127.0.0.1: socket.io closes its connection on the browser's "offline" event, except on localhost.
    const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100').port;
    const maria = await signedIn(browser, DEMO.maria, { baseURL: `http://127.0.0.1:${port}` });
    await maria.page.goto(`/chat?idConversa=${idConversa}`);
    await expect(messagesOf(maria.page)).toContainText('Primeira mensagem.');
    await maria.ready;

    // The socket closes in the page's own "offline" handler: send nothing before that event has been handled (on a
    // loaded machine the message once slipped in between setOffline and the handler).
    await maria.page.evaluate(() => addEventListener('offline', () => setTimeout(() => document.documentElement.setAttribute('data-e2e-offline', ''), 0), { once: true }));
    await maria.page.context().setOffline(true);
    await expect(maria.page.locator('html[data-e2e-offline]')).toHaveCount(1);
    const whileOffline = `Enviada durante a queda ${stamp}`;
    const sent = await request.post('/api/enviarMensagem', { data: { idConversa, texto: whileOffline, chaveIdempotencia: `e2eoffline${stamp}` }, headers: bearer(adminToken) });
    expect(sent.status()).toBe(200);
    const typedOffline = `Digitada sem rede ${stamp}`;
    await composerOf(maria.page).fill(typedOffline);
    await composerOf(maria.page).press('Enter');
    await expect(messagesOf(maria.page).getByTestId('chat-message').filter({ hasText: typedOffline })).toContainText('enviando…');
    await maria.page.waitForTimeout(2000);
    await expect(messagesOf(maria.page)).not.toContainText(whileOffline);

    await maria.page.context().setOffline(false);
    await expect(messagesOf(maria.page).getByTestId('chat-message').filter({ hasText: whileOffline })).toHaveCount(1, { timeout: 20_000 });
    const typed = messagesOf(maria.page).getByTestId('chat-message').filter({ hasText: typedOffline });
    await expect(typed).toHaveCount(1);
    await expect(typed).toContainText(/enviada|lida/, { timeout: 20_000 });

    const stored = await request.get(`/api/retornarMensagens/${idConversa}`, { headers: bearer(adminToken) });
    const texts = ((await stored.json()) as { texto: string }[]).map(({ texto }) => texto);
    expect(texts.filter((texto) => texto === typedOffline)).toHaveLength(1);
    expect(texts.filter((texto) => texto === whileOffline)).toHaveLength(1);
    await maria.page.context().close();
  });

  test('on a 390 px phone the list and the thread are two screens with a way back', async ({ browser, request }) => {
    const assunto = `Conversa no celular ${Date.now()}`;
    const adminToken = await apiToken(request, DEMO.ana);
    await openConversationWithMaria(request, adminToken, assunto, 'Mensagem para o celular.');
    const maria = await signedIn(browser, DEMO.maria);
    await maria.page.setViewportSize({ width: 390, height: 844 });
    await maria.page.goto('/chat');
    await conversationButton(maria.page, assunto).click();
    await expect(messagesOf(maria.page)).toContainText('Mensagem para o celular.');
    await expect(maria.page.getByRole('list', { name: 'Lista de conversas' })).toBeHidden();
    await maria.page.getByRole('button', { name: 'Voltar para as conversas' }).click();
    await expect(maria.page).toHaveURL(/\/chat$/);
    await expect(conversationButton(maria.page, assunto)).toBeVisible();
    await maria.page.context().close();
  });

  test('/chat with a thread open has no serious or critical accessibility violations', async ({ browser, request }) => {
    const adminToken = await apiToken(request, DEMO.ana);
    const idConversa = await openConversationWithMaria(request, adminToken, `Conversa acessível ${Date.now()}`, 'Mensagem para checar a acessibilidade.');
    const maria = await signedIn(browser, DEMO.maria);
    await maria.page.goto(`/chat?idConversa=${idConversa}`);
    await expect(messagesOf(maria.page)).toContainText('Mensagem para checar a acessibilidade.');
    expect((await seriousViolations(maria.page)).map(({ id, targets }) => ({ id, targets }))).toEqual([]);
    await maria.page.context().close();
  });

  test('a send that fails with 5xx is retried with the same key; a 4xx shows its error on the message', async ({ browser, request }) => {
    const stamp = Date.now();
    const adminToken = await apiToken(request, DEMO.ana);
    const idConversa = await openConversationWithMaria(request, adminToken, `Conversa com falhas ${stamp}`, 'Vamos testar os reenvios.');
    const maria = await signedIn(browser, DEMO.maria);
    await maria.page.goto(`/chat?idConversa=${idConversa}`);
    await expect(messagesOf(maria.page)).toContainText('Vamos testar os reenvios.');

    const keys: string[] = [];
    await maria.page.route('**/api/enviarMensagem', async (route) => {
      keys.push((route.request().postDataJSON() as { chaveIdempotencia: string }).chaveIdempotencia);
      if (keys.length === 1) await route.fulfill({ status: 503, json: { message: 'Serviço indisponível.' } });
      else await route.continue();
    });
    const retried = `Mensagem repetida ${stamp}`;
    await composerOf(maria.page).fill(retried);
    await composerOf(maria.page).press('Enter');
    const bubble = messagesOf(maria.page).getByTestId('chat-message').filter({ hasText: retried });
    await expect(bubble).toContainText(/enviada|lida/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect(bubble).toHaveCount(1);

    await maria.page.unroute('**/api/enviarMensagem');
    await maria.page.route('**/api/enviarMensagem', (route) => route.fulfill({ status: 404, json: { message: 'Conversa não encontrada.' } }));
    const refused = `Recusada ${stamp}`;
    await composerOf(maria.page).fill(refused);
    await composerOf(maria.page).press('Enter');
    const refusedBubble = messagesOf(maria.page).getByTestId('chat-message').filter({ hasText: refused });
    await expect(refusedBubble.getByRole('alert')).toHaveText('Não enviada. Conversa não encontrada.');
    await refusedBubble.getByRole('button', { name: 'Descartar' }).click();
    await expect(refusedBubble).toHaveCount(0);
    await maria.page.context().close();
  });
});
