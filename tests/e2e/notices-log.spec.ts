import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { NOTICE_MESSAGES } from '@/domain/notices';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { apiToken, DEMO, DEMO_PASSWORD, expectShell, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';
import { withPersonLock } from './support/person-lock';
import { bearer } from './support/realtime';
import { FAKE_PROVIDERS_URL } from './support/fake-providers';

/**
 * settings/avisos: the administrators' log of every notice delivery. A status change of one of Maria's requests is
 * the notice: Ana finds its rows (in the portal, by e-mail) from the settings hub, with the channels' state and the
 * recurring jobs above; and, with the fake SMS provider failing, the SMS gives up, and Ana sends it again.
 *
 * Maria is the one demo person with a verified mobile (seeded). Her requests and notices are read by other specs:
 * everything here runs under her person lock, and her request is cancelled and her choices restored at the end.
 * No other browser test asks for a suspension of the benefit (service 21), so her request here stands in no one's way.
 *
 * The retry needs the fakes of scripts/fake-providers.ts started next to the portal by playwright.config.ts: SMS and
 * WhatsApp on E2E_PORT + 91, SMTP on E2E_PORT + 92, and the queue giving up after one retry a second later.
 */
// Maria's mobile in the demo data (src/server/db/seed/notices.ts), as the provider receives it.
const MARIA_MOBILE = '5521987654321';
const KIND = 'Andamento das solicitações';
const SETTINGS_OF: Record<string, string> = { email: 'SMTP_URL', sms: 'SMS_PROVIDER_URL', whatsapp: 'WHATSAPP_PHONE_NUMBER_ID e WHATSAPP_TOKEN' };

interface Channels {
  canais: Array<{ canal: string; nome: string; configurado: boolean }>;
}

/** Maria's session for the API: her token, person and plan link. */
async function mariaApi(request: APIRequestContext) {
  const response = await request.post('/api/autenticar', { data: { cpf: DEMO.maria.replace(/\D/g, ''), senha: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  const { token, pessoa } = (await response.json()) as { token: string; pessoa: { id: number } };
  const headers = bearer(token);
  const [link] = (await (await request.get(`/api/retornarPlanosAtivos/${pessoa.id}`, { headers })).json()) as Array<{ id: number }>;
  return { headers, idPessoa: pessoa.id, idVinculoPlano: link.id };
}

type Maria = Awaited<ReturnType<typeof mariaApi>>;

/** Maria asks to suspend her benefit and Ana starts analysing it: the status change is a notice to Maria. */
async function requestMovedToReview(request: APIRequestContext, maria: Maria, adminToken: string) {
  const created = await request.post('/api/criarSolicitacao', {
    headers: maria.headers,
    data: { idPessoa: maria.idPessoa, idVinculoPlano: maria.idVinculoPlano, idFuncionalidade: FUNCTIONALITY.BENEFIT_SUSPENSION, dados: { motivo: 'Teste do registro de avisos.' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, protocolo } = (await created.json()) as { id: number; protocolo: string };
  const moved = await request.post(`/api/alterarStatusSolicitacao/${id}`, { headers: bearer(adminToken), data: { idStatus: 2, comentario: null } });
  expect(moved.status(), await moved.text()).toBe(200);
  return { id, protocolo };
}

async function openFromTheHub(page: Page) {
  await signInByApi(page, DEMO.ana);
  await expectShell(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Configurações' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configurações');
  await page.getByRole('main').getByRole('link', { name: /^Avisos enviados/ }).click();
  await expect(page).toHaveURL(/\/settings\/avisos$/);
  await expect(page).toHaveTitle('Avisos enviados | Portal do Participante');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avisos enviados');
}

const logOf = (page: Page) => page.getByRole('region', { name: 'Registro de envios' }).first();

/** Filters the log by channel and kind (the request's notices are the newest of their channel). */
async function filterLog(log: Locator, canal: string) {
  await log.getByLabel('Canal', { exact: true }).selectOption({ label: canal });
  await log.getByLabel('Tipo de aviso').selectOption({ label: KIND });
  await log.getByRole('button', { name: 'Filtrar' }).click();
}

/** Asks the log again until the row of the request says `text` (the queue works in the background). */
async function expectRowToSay(page: Page, protocolo: string, text: string) {
  const log = logOf(page);
  const row = page.getByRole('row').filter({ hasText: `Solicitação ${protocolo}` });
  await expect(async () => {
    await log.getByRole('button', { name: 'Atualizar', exact: true }).click();
    await expect(row.getByRole('cell').nth(4)).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return row;
}

test.describe('notices sent (/settings/avisos)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Ana opens Avisos enviados from the hub: the channels, the recurring jobs, and a status change of Maria’s request in the portal and by e-mail', async ({ page, request }) => {
    await withPersonLock(DEMO.maria, async () => {
      const adminToken = await apiToken(request, DEMO.ana);
      const maria = await mariaApi(request);
      const { id, protocolo } = await requestMovedToReview(request, maria, adminToken);
      try {
        await openFromTheHub(page);

        // Each channel as the server has it: on, or off with the settings it needs; the in-app one always on.
        const { canais } = (await (await request.get('/api/retornarCanaisAviso', { headers: bearer(adminToken) })).json()) as Channels;
        const channels = page.getByRole('list', { name: 'Canais dos avisos' });
        await expect(channels.getByRole('listitem')).toHaveCount(4);
        for (const canal of canais) {
          const card = channels.getByRole('listitem').filter({ has: page.getByRole('heading', { name: canal.nome, exact: true }) });
          await expect(card).toContainText(canal.canal === 'app' ? 'Sempre ligado' : canal.configurado ? 'Configurado' : `Desligado: configure ${SETTINGS_OF[canal.canal]}`);
          if (canal.canal !== 'app') await expect(card).toContainText('Falhas na última hora');
        }

        // The recurring jobs, by what they do, with their last and next runs.
        const jobs = page.getByRole('list', { name: 'Tarefas recorrentes' });
        const reminders = jobs.getByRole('listitem').filter({ hasText: 'reregistration.reminders' });
        await expect(reminders.getByRole('heading')).toHaveText('Lembra quem ainda não respondeu a um recadastramento aberto: no primeiro dia, a cada 7 dias e 3 dias antes do fim.');
        await expect(reminders).toContainText('Última execução');
        await expect(reminders).toContainText(/Próxima execução\d{2}\/\d{2}\/\d{4} 09:00/);

        // The log, filtered: the notice in the portal, delivered at once.
        const log = logOf(page);
        await filterLog(log, 'No portal');
        const title = `Solicitação ${protocolo}: Em análise`;
        const inPortal = page.getByRole('row').filter({ hasText: title });
        await expect(inPortal.getByRole('cell')).toHaveText([/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, 'Maria Assistida', `${title}${KIND}`, 'No portal', /^Entregue em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, '']);
        for (const row of await log.getByRole('row').filter({ has: page.getByRole('cell') }).all()) await expect(row.getByRole('cell').nth(3)).toHaveText('No portal');

        // …and by e-mail (sent or waiting in the outbox, as the portal's SMTP goes), to her address; never its text.
        await filterLog(log, 'E-mail');
        const byEmail = page.getByRole('row').filter({ hasText: title });
        await expect(byEmail.getByRole('cell').nth(3)).toContainText(/^E-mail.+@/);
        await expect(log).not.toContainText('Sua solicitação de');
        await checkAndShoot(page, 'settings-avisos');
      } finally {
        await request.post(`/api/cancelarSolicitacao/${id}`, { headers: maria.headers, data: {} });
      }
    });
  });

  test('an SMS to Maria gives up after its tries while the provider fails; Ana sends it again and it goes', async ({ page, request }) => {
    await withPersonLock(DEMO.maria, async () => {
      const adminToken = await apiToken(request, DEMO.ana);
      const maria = await mariaApi(request);
      const preferences = (await (await request.get('/api/retornarPreferenciasAviso', { headers: maria.headers })).json()) as { tipos: Array<{ tipo: string; canais: string[] }> };
      const before = preferences.tipos.find((item) => item.tipo === 'status_solicitacao')!.canais;
      // The next `quantidade` SMS to Maria fail with a 500 (0: none); other specs' messages go through meanwhile.
      const fail = (quantidade: number) => request.post(`${FAKE_PROVIDERS_URL}/falhas`, { data: { canal: 'sms', quantidade, modo: '500', para: MARIA_MOBILE } });
      let opened: { id: number; protocolo: string } | null = null;
      try {
        // Maria wants the requests' news by SMS too (she withdrew her WhatsApp consent); the provider fails from now.
        const chosen = await request.put('/api/atualizarPreferenciasAviso', { headers: maria.headers, data: { tipos: [{ tipo: 'status_solicitacao', canais: ['email', 'sms'] }] } });
        expect(chosen.status(), await chosen.text()).toBe(200);
        expect((await fail(10)).status()).toBe(200);
        opened = await requestMovedToReview(request, maria, adminToken);
        const { protocolo } = opened;

        await openFromTheHub(page);
        await filterLog(logOf(page), 'SMS');
        const row = await expectRowToSay(page, protocolo, 'Desistiu após as tentativas');
        await expect(row.getByRole('cell').nth(3)).toHaveText(`SMS+${MARIA_MOBILE}`);
        await expect(row.getByRole('cell').nth(4)).toContainText('tentativas');
        await expect(row.getByRole('cell').nth(4)).toContainText('Provedor respondeu 500');

        // The provider is back; Ana sends it again from its row.
        expect((await fail(0)).status()).toBe(200);
        await row.getByRole('button', { name: /^Reenviar/ }).click();
        await expect(page.getByText(NOTICE_MESSAGES.retried)).toBeVisible();
        await expectRowToSay(page, protocolo, 'Enviado');
        await expect(row.getByRole('button', { name: /^Reenviar/ })).toHaveCount(0);

        // It reached the provider once, with the short text; the log never shows it.
        const received = (await (await request.get(`${FAKE_PROVIDERS_URL}/mensagens?canal=sms&para=${MARIA_MOBILE}`)).json()) as Array<{ texto: string }>;
        expect(received.some((message) => message.texto.includes('uma solicitação sua no Portal do Participante foi atualizada'))).toBe(true);
        await expect(logOf(page)).not.toContainText('foi atualizada');
      } finally {
        await fail(0).catch(() => undefined);
        await request.put('/api/atualizarPreferenciasAviso', { headers: maria.headers, data: { tipos: [{ tipo: 'status_solicitacao', canais: before }] } });
        if (opened) await request.post(`/api/cancelarSolicitacao/${opened.id}`, { headers: maria.headers, data: {} });
      }
    });
  });
});
