import { expect, test, type Browser } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo';
import { bellLabelFor, bellOf, notificationPanelOf, socketReady, unreadNotifications } from './support/realtime';
import { expectSavedAndBackOnRow, reopenFromRow } from './support/request-centre';

/**
 * The request workflow end to end, as two people live it at the same time: Sofia declares, tracks her
 * request, asks for help and chats; Ana, in the request centre, moves the request along and answers in the
 * chat; Sofia's open page shows both without a reload.
 */

async function signedIn(browser: Browser, cpf: string) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const ready = socketReady(page);
  await signInByApi(page, cpf);
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();
  return { page, ready };
}

test('Sofia declares, tracks and asks for help; Ana changes the status and answers; Sofia sees both live', async ({ browser }) => {
  const sofia = await signedIn(browser, DEMO.sofia);
  await expect(sofia.page.getByRole('heading', { level: 1 })).toHaveText('Olá, Sofia');

  // The declaration, through the services page.
  await sofia.page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Serviços' }).click();
  await sofia.page.getByRole('link', { name: 'Pessoa politicamente exposta' }).click();
  await sofia.page.getByRole('group', { name: 'Você é pessoa politicamente exposta?' }).getByLabel('Não').check();
  await sofia.page.getByRole('button', { name: 'Enviar declaração' }).click();
  await expect(sofia.page).toHaveURL(/\/success\?/);
  const protocol = ((await sofia.page.getByText('Número do protocolo:').locator('strong').textContent()) ?? '').trim();
  expect(protocol).toMatch(/^\d{10}$/);

  // Tracking, then "Pedir ajuda" from the detail.
  await sofia.page.getByRole('link', { name: 'Acompanhar solicitações' }).click();
  await sofia.page.getByRole('button', { name: `Ver detalhes da solicitação ${protocol}` }).click();
  const detail = sofia.page.getByRole('dialog', { name: `Solicitação ${protocol}` });
  await expect(detail).toContainText('Recebida');
  await detail.getByRole('button', { name: 'Pedir ajuda' }).click();
  await expect(sofia.page).toHaveURL(/\/chat\?idConversa=\d+/);
  const idConversa = new URL(sofia.page.url()).searchParams.get('idConversa');
  const sofiaMessages = sofia.page.getByRole('list', { name: 'Mensagens' });
  await expect(sofiaMessages.getByRole('listitem')).toHaveCount(1);
  const question = `Quando sai a análise? ${Date.now()}`;
  await sofia.page.getByLabel('Mensagem', { exact: true }).fill(question);
  await sofia.page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(sofiaMessages.getByRole('listitem').filter({ hasText: question })).toBeVisible();
  await bellOf(sofia.page).click();
  await expect(notificationPanelOf(sofia.page).getByRole('list', { name: 'Lista de notificações' }).or(notificationPanelOf(sofia.page).getByText('Você ainda não tem nenhuma notificação'))).toBeVisible();
  const unreadBefore = await unreadNotifications(sofia.page);
  await bellOf(sofia.page).click();
  await sofia.ready;

  // Ana, in her own browser: the request centre, the status change with a comment.
  const ana = await signedIn(browser, DEMO.ana);
  await ana.page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Central de Solicitações' }).click();
  await ana.page.getByRole('searchbox', { name: 'Pessoa' }).fill('Sofia');
  await ana.page.getByRole('button', { name: 'Filtrar' }).click();
  await ana.page.getByRole('button', { name: `Ver solicitação ${protocol} de Sofia Autopatrocinada` }).first().click();
  const centre = ana.page.getByRole('dialog', { name: `Solicitação ${protocol}` });
  await centre.getByLabel('Nova situação').selectOption({ label: 'Em análise' });
  await centre.getByLabel('Comentário para o participante (opcional)').fill('Estamos conferindo a declaração.');
  await centre.getByRole('button', { name: 'Salvar situação' }).click();
  await expectSavedAndBackOnRow(ana.page, protocol, 'Sofia Autopatrocinada', 'Em análise');
  await reopenFromRow(ana.page, protocol, 'Sofia Autopatrocinada');
  await expect(centre.getByTestId('request-status')).toHaveText('Em análise');
  await centre.getByRole('button', { name: 'Fechar' }).click();

  // Sofia's chat page, untouched: the bell counts the status change.
  await expect(bellOf(sofia.page)).toHaveAccessibleName(bellLabelFor(unreadBefore + 1));

  // Ana answers in the same conversation; Sofia's open thread shows it without a reload.
  await ana.page.goto(`/chat?idConversa=${idConversa}`);
  const anaMessages = ana.page.getByRole('list', { name: 'Mensagens' });
  await expect(anaMessages.getByRole('listitem').filter({ hasText: question })).toBeVisible();
  const answer = `A análise termina em até 5 dias úteis. ${Date.now()}`;
  await ana.page.getByLabel('Mensagem', { exact: true }).fill(answer);
  await ana.page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(sofiaMessages.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await expect(sofiaMessages.getByRole('listitem').filter({ hasText: answer })).toHaveCount(1);

  // And the tracking page tells the same story after the fact.
  await sofia.page.goto('/services/requests');
  await expect(sofia.page.getByRole('table').getByRole('row').filter({ hasText: protocol })).toContainText('Em análise');
  await ana.page.context().close();
  await sofia.page.context().close();
});
