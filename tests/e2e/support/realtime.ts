import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './demo';

/** Resolves once the page's socket.io connection has upgraded to a WebSocket (it is in its rooms by then). */
export function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload) === '3probe') resolve();
      });
    });
  });
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function idOfMaria(request: APIRequestContext, adminToken: string): Promise<number> {
  const response = await request.get('/api/filtrarPessoas', { params: { palavraChave: DEMO.maria.replace(/\D/g, '') }, headers: bearer(adminToken) });
  expect(response.status()).toBe(200);
  const { pessoas } = (await response.json()) as { pessoas: { id: number }[] };
  return pessoas[0].id;
}

/** A conversation of its own for each test, so tests running side by side never see each other's messages. */
export async function openConversationWithMaria(request: APIRequestContext, adminToken: string, assunto: string, mensagem: string): Promise<number> {
  const idPessoa = await idOfMaria(request, adminToken);
  const response = await request.post('/api/criarConversa', { data: { idPessoa, idPessoaAtendente: null, idPlano: null, idRequisicao: null, assunto, mensagem }, headers: bearer(adminToken) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

export const bellOf = (page: Page) => page.getByRole('button', { name: /^Notificações/ });
export const notificationPanelOf = (page: Page) => page.getByRole('region', { name: 'Notificações' });

/** The bell's unread count, read from its accessible name. */
export async function unreadNotifications(page: Page): Promise<number> {
  const label = await bellOf(page).getAttribute('aria-label');
  if (!label || label.includes('nenhuma')) return 0;
  return Number(/(\d+) não lidas?/.exec(label)?.[1]);
}

export function bellLabelFor(count: number): string {
  return count === 0 ? 'Notificações, nenhuma não lida' : `Notificações, ${count} ${count === 1 ? 'não lida' : 'não lidas'}`;
}
