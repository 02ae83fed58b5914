import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ruleViolations, seriousViolations } from './support/axe';
import { apiToken, DEMO, signInByApi } from './support/demo';
import { bearer, openConversationWithMaria, socketReady } from './support/realtime';

const WIDTHS = [1280, 390] as const;

async function signedIn(browser: Browser, cpf: string, width: number): Promise<{ page: Page; ready: Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  const page = await context.newPage();
  const ready = socketReady(page);
  await signInByApi(page, cpf);
  // The shell is up (at 390 px the menu is in a closed drawer, so the top bar says so).
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notificações/ })).toBeVisible();
  return { page, ready };
}

async function idOf(request: APIRequestContext, adminToken: string, cpf: string): Promise<number> {
  const response = await request.get('/api/filtrarPessoas', { params: { palavraChave: cpf.replace(/\D/g, '') }, headers: bearer(adminToken) });
  return ((await response.json()) as { pessoas: { id: number }[] }).pessoas[0].id;
}

const chatEntryOf = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Chat/ });

for (const width of WIDTHS) {
  test.describe(`chat at ${width} px`, () => {
    test('the message history scrolls by keyboard: a named, focusable region (axe scrollable-region-focusable)', async ({ browser, request }) => {
      const stamp = Date.now();
      const adminToken = await apiToken(request, DEMO.ana);
      const idConversa = await openConversationWithMaria(request, adminToken, `Histórico longo ${width} ${stamp}`, `Primeira de muitas ${stamp}`);
      for (let index = 1; index <= 25; index += 1) {
        const sent = await request.post('/api/enviarMensagem', { data: { idConversa, texto: `Mensagem ${index} de uma conversa longa`, chaveIdempotencia: `e2elonga${width}${stamp}${index}` }, headers: bearer(adminToken) });
        expect(sent.status()).toBe(200);
      }
      const { page } = await signedIn(browser, DEMO.maria, width);
      await page.goto(`/chat?idConversa=${idConversa}`);
      await expect(page.getByRole('list', { name: 'Mensagens' })).toContainText('Mensagem 25 de uma conversa longa');

      const history = page.getByRole('region', { name: 'Histórico de mensagens' });
      // The newest message in view: the history overflows and is scrolled to its end.
      await expect.poll(() => history.evaluate((element) => element.scrollHeight > element.clientHeight && element.scrollTop > 0)).toBe(true);
      expect((await ruleViolations(page, ['scrollable-region-focusable'])).map(({ id, targets }) => ({ id, targets }))).toEqual([]);

      await history.focus();
      await expect(history).toBeFocused();
      await page.keyboard.press('Home');
      await expect.poll(() => history.evaluate((element) => element.scrollTop)).toBe(0);
      await expect(page.getByText(`Primeira de muitas ${stamp}`)).toBeInViewport();
      await page.context().close();
    });

    test('a participant starts a conversation about one of her requests and lands in it; the fund’s contact is on the page', async ({ browser, request }) => {
      const stamp = Date.now();
      const { page } = await signedIn(browser, DEMO.maria, width);
      await page.goto('/chat');

      const contact = page.getByRole('region', { name: 'Outros canais de atendimento' });
      await expect(contact.getByRole('link', { name: '0800 123 4567' })).toHaveAttribute('href', 'tel:08001234567');
      await expect(contact.getByRole('link', { name: 'atendimento@fundo.example' })).toHaveAttribute('href', 'mailto:atendimento@fundo.example');
      await expect(contact).toContainText('Horário de atendimento: Segunda a sexta, das 8h às 18h (horário de Brasília)');

      // Nothing wider than the screen, the phone's included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

      await page.getByRole('button', { name: 'Nova conversa' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova conversa' });
      await expect(dialog.getByLabel('Assunto')).toBeFocused();
      await expect(dialog.getByLabel('Solicitação (opcional)')).toBeEnabled();
      expect(await seriousViolations(page)).toEqual([]);
      // Closed with Escape (the dialog is drawn only while open), the focus goes back to the button that opened it.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Nova conversa' })).toBeFocused();
      await page.getByRole('button', { name: 'Nova conversa' }).click();
      await expect(dialog.getByLabel('Assunto')).toBeFocused();
      await dialog.getByRole('button', { name: 'Iniciar conversa' }).click();
      await expect(dialog.getByText('Informe o assunto da conversa.')).toBeVisible();
      await expect(dialog.getByText('Escreva a sua mensagem.')).toBeVisible();

      // Her own requests are offered; choosing one names the subject after it.
      const requestField = dialog.getByLabel('Solicitação (opcional)');
      await expect(requestField).toBeEnabled();
      const firstRequest = requestField.locator('option').nth(1);
      const requestLabel = (await firstRequest.textContent()) ?? '';
      expect(requestLabel).toMatch(/^Solicitação \d+ · /);
      await requestField.selectOption({ index: 1 });
      await expect(dialog.getByLabel('Assunto')).toHaveValue(requestLabel);
      const assunto = `Dúvida ${width} ${stamp}`;
      await dialog.getByLabel('Assunto').fill(assunto);
      await dialog.getByLabel('Mensagem').fill(`Quando fica pronta? ${stamp}`);
      await dialog.getByRole('button', { name: 'Iniciar conversa' }).click();

      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/chat\?idConversa=\d+$/);
      await expect(page.getByRole('list', { name: 'Mensagens' })).toContainText(`Quando fica pronta? ${stamp}`);
      const idConversa = Number(new URL(page.url()).searchParams.get('idConversa'));

      // Stored for her, about the chosen request, and seen by the fund.
      const adminToken = await apiToken(request, DEMO.ana);
      const list = (await (await request.get('/api/retornarConversas', { headers: bearer(adminToken) })).json()) as { id: number; assunto: string; idRequisicao: number | null; pessoa: { nome: string } }[];
      expect(list.find((item) => item.id === idConversa)).toMatchObject({ assunto, pessoa: { nome: 'Maria Assistida' }, idRequisicao: expect.any(Number) });
      if (width === 390) await page.getByRole('button', { name: 'Voltar para as conversas' }).click();
      await expect(page.getByRole('list', { name: 'Lista de conversas' }).getByRole('button', { name: new RegExp(assunto) })).toBeVisible();
      await page.context().close();
    });
  });
}

test('the top bar’s chat entry shows the unread messages, live, and drops them once read', async ({ browser, request }) => {
  const stamp = Date.now();
  const adminToken = await apiToken(request, DEMO.ana);
  const idBruno = await idOf(request, adminToken, DEMO.bruno);
  const brunoToken = await apiToken(request, DEMO.bruno);
  const unread = async () => ((await (await request.get(`/api/retornarTotalNaoLidas?idPessoa=${idBruno}`, { headers: bearer(brunoToken) })).json()) as { naoLidas: number }).naoLidas;
  const labelFor = (count: number) => (count === 0 ? 'Chat' : count === 1 ? 'Chat, 1 mensagem não lida' : `Chat, ${count} mensagens não lidas`);

  const created = await request.post('/api/criarConversa', {
    data: { idPessoa: idBruno, idPessoaAtendente: null, idPlano: null, idRequisicao: null, assunto: `Contador ${stamp}`, mensagem: 'Primeira mensagem não lida.' },
    headers: bearer(adminToken),
  });
  const idConversa = ((await created.json()) as { id: number }).id;
  const before = await unread();
  expect(before).toBeGreaterThanOrEqual(1);

  for (const width of WIDTHS) {
    const { page } = await signedIn(browser, DEMO.bruno, width);
    await expect(chatEntryOf(page)).toHaveAccessibleName(labelFor(before));
    await expect(chatEntryOf(page).getByTestId('chat-badge')).toHaveText(String(before));
    await page.context().close();
  }

  const { page, ready } = await signedIn(browser, DEMO.bruno, 1280);
  await expect(chatEntryOf(page)).toHaveAccessibleName(labelFor(before));
  await ready;
  const sent = await request.post('/api/enviarMensagem', { data: { idConversa, texto: 'Mais uma.', chaveIdempotencia: `e2econtador${stamp}` }, headers: bearer(adminToken) });
  expect(sent.status()).toBe(200);
  await expect(chatEntryOf(page)).toHaveAccessibleName(labelFor(before + 1));

  // Reading the conversation on the chat page brings the count down, without a reload.
  await chatEntryOf(page).click();
  await page.getByRole('list', { name: 'Lista de conversas' }).getByRole('button', { name: new RegExp(`Contador ${stamp}`) }).click();
  await expect(page.getByRole('list', { name: 'Mensagens' })).toContainText('Mais uma.');
  await expect(chatEntryOf(page)).toHaveAccessibleName(labelFor(before - 1));
  expect(await unread()).toBe(before - 1);
  await page.context().close();
});
