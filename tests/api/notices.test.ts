import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_MESSAGES } from '@/domain/notices';
import { loadConfig } from '@/server/config';
import { emailSaida } from '@/server/db/schema/email-templates';
import { aviso, avisoEnvio } from '@/server/db/schema/notices';
import { notificacao, notificacaoPessoa } from '@/server/db/schema/notifications';
import { startFakeProviders, type FakeProviders } from '../../scripts/fake-providers';
import { apiOf, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { pdfText } from './pdf-text';

type Account = { token: string; idPessoa: number };
let fakes: FakeProviders;
let context: TestContext;
let carlos: Account;
let maria: Account;
let ana: Account;
const api = apiOf(() => context.app);
const CARLOS_MOBILE = '5511987654321';

beforeAll(async () => {
  fakes = await startFakeProviders({ hangMs: 3_000 });
  const providers = loadConfig({ NODE_ENV: 'test', ...fakes.env, PROVIDER_TIMEOUT_MS: '1000' });
  context = await createTestContext({ smtpUrl: fakes.smtpUrl, sms: providers.sms, whatsapp: providers.whatsapp, jobs: { retryLimit: 2, retryDelaySeconds: 1, pollingIntervalSeconds: 1 } });
  [carlos, maria, ana] = await Promise.all([login(context.app, DEMO_ACCOUNTS.carlos.cpf), login(context.app, DEMO_ACCOUNTS.maria.cpf), login(context.app, DEMO_ACCOUNTS.ana.cpf)]);
});
afterAll(async () => {
  await context?.close();
  await fakes?.close();
});

const received = (canal: 'sms' | 'whatsapp' | 'email', para: string) => fakes.messages.filter((message) => message.canal === canal && message.para === para);

async function newRequest(account: Account) {
  const links = (await api.get(`/api/retornarPlanosAtivos/${account.idPessoa}`, account)).json() as Array<{ id: number }>;
  const created = await api.post('/api/enviarDeclaracaoPep', { idPessoa: account.idPessoa, idVinculoPlano: links[0].id, ppe: 'N' }, account);
  expect(created.statusCode).toBe(200);
  return created.json() as { id: number; protocolo: string };
}

async function deliveriesOfLastNotice(idPessoa: number) {
  const [last] = await context.database.db.select().from(aviso).where(eq(aviso.idPessoa, idPessoa)).orderBy(desc(aviso.id)).limit(1);
  return context.database.db.select().from(avisoEnvio).where(eq(avisoEnvio.idAviso, last.id));
}

describe('GET /retornarPreferenciasAviso and PUT /atualizarPreferenciasAviso', () => {
  it('gives the defaults: requests by e-mail, security always by e-mail; SMS and WhatsApp wait for a confirmed mobile', async () => {
    const response = await api.get('/api/retornarPreferenciasAviso', carlos);
    expect(response.statusCode).toBe(200);
    const preferences = response.json();
    expect(preferences).toMatchObject({ idPessoa: carlos.idPessoa, celular: null, confirmacaoCelularDisponivel: true });
    expect(preferences.tipos.find((tipo: { tipo: string }) => tipo.tipo === 'status_solicitacao')).toMatchObject({ canais: ['email'], obrigatorio: false });
    expect(preferences.tipos.find((tipo: { tipo: string }) => tipo.tipo === 'seguranca')).toMatchObject({ canais: ['email'], obrigatorio: true });
    expect(preferences.canais).toContainEqual({ canal: 'whatsapp', nome: 'WhatsApp', disponivel: false, motivo: NOTICE_MESSAGES.mobileNotVerified });
  });

  it('is one’s own: 401 without a session, 403 for another person’s, an administrator may read them', async () => {
    expect((await api.get('/api/retornarPreferenciasAviso')).statusCode).toBe(401);
    expect((await api.get(`/api/retornarPreferenciasAviso?idPessoa=${carlos.idPessoa}`, maria)).statusCode).toBe(403);
    expect((await api.put('/api/atualizarPreferenciasAviso', { idPessoa: carlos.idPessoa, tipos: [{ tipo: 'eleicao', canais: [] }] }, maria)).statusCode).toBe(403);
    expect((await api.get(`/api/retornarPreferenciasAviso?idPessoa=${carlos.idPessoa}`, ana)).statusCode).toBe(200);
  });

  it('refuses in Portuguese: WhatsApp before the mobile is confirmed, security without e-mail, an unknown kind', async () => {
    const response = await api.put(
      '/api/atualizarPreferenciasAviso',
      { tipos: [{ tipo: 'status_solicitacao', canais: ['whatsapp'] }, { tipo: 'seguranca', canais: [] }, { tipo: 'horoscopo', canais: ['email'] }] },
      carlos,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'tipos.0.canais', message: NOTICE_MESSAGES.mobileNotVerified, type: 'unavailable' },
      { path: 'tipos.1.canais', message: NOTICE_MESSAGES.securityByEmail, type: 'required' },
      { path: 'tipos.2.tipo', message: NOTICE_MESSAGES.unknownKind('horoscopo'), type: 'enum' },
    ]);
    expect((await api.put('/api/atualizarPreferenciasAviso', { tipos: [{ tipo: 'eleicao', canais: ['pombo'] }] }, carlos)).statusCode).toBe(400);
  });
});

describe('confirming the mobile number', () => {
  it('refuses a number that is not a Brazilian mobile', async () => {
    for (const celular of ['1198765432', '(11) 8765-43210', '+1 415 555 0100', 'abc', '(20) 98765-4321']) {
      const response = await api.post('/api/enviarCodigoCelular', { celular }, carlos);
      expect(response.statusCode, celular).toBe(400);
      expect(response.json().errors).toEqual([{ path: 'celular', message: NOTICE_MESSAGES.invalidMobile, type: 'format' }]);
    }
  });

  it('sends a 6-digit code by SMS through the queue, refuses a wrong one, confirms the right one', async () => {
    const sent = await api.post('/api/enviarCodigoCelular', { celular: '(11) 98765-4321' }, carlos);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: NOTICE_MESSAGES.codeSent('(11) 98765-4321'), celular: { numero: '+5511987654321', verificado: false } });
    await expect.poll(() => received('sms', CARLOS_MOBILE).length, { timeout: 10_000 }).toBe(1);
    const code = /\b(\d{6})\b/.exec(received('sms', CARLOS_MOBILE)[0].texto)![1];

    const wrong = await api.post('/api/confirmarCelular', { codigo: code === '000000' ? '111111' : '000000' }, carlos);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].message).toBe(NOTICE_MESSAGES.wrongCode);
    expect((await api.post('/api/confirmarCelular', { idPessoa: carlos.idPessoa, codigo: code }, maria)).statusCode).toBe(403);
    const confirmed = await api.post('/api/confirmarCelular', { codigo: code }, carlos);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: NOTICE_MESSAGES.mobileVerified, celular: { verificado: true } });
    // Spent: the same code again is expired.
    expect((await api.post('/api/confirmarCelular', { codigo: code }, carlos)).statusCode).toBe(410);
  });

  it('lets Carlos choose WhatsApp for his requests once the mobile is confirmed', async () => {
    const saved = await api.put('/api/atualizarPreferenciasAviso', { tipos: [{ tipo: 'status_solicitacao', canais: ['email', 'whatsapp'] }] }, carlos);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().tipos.find((tipo: { tipo: string }) => tipo.tipo === 'status_solicitacao').canais).toEqual(['email', 'whatsapp']);
  });
});

describe('a request’s status change on the person’s channels', () => {
  it('reaches the portal, the e-mail and WhatsApp (a template with the first name and a link only)', async () => {
    const { id, protocolo } = await newRequest(carlos);
    const changed = await api.post(`/api/alterarStatusSolicitacao/${id}`, { idStatus: 2, comentario: null }, ana);
    expect(changed.statusCode).toBe(200);
    await expect.poll(() => received('whatsapp', CARLOS_MOBILE).length, { timeout: 10_000 }).toBe(1);
    expect(received('whatsapp', CARLOS_MOBILE)[0]).toMatchObject({ modelo: 'portal_status_solicitacao', parametros: ['Carlos', 'http://localhost:3000/services/requests'] });
    await expect.poll(() => received('email', DEMO_ACCOUNTS.carlos.email).length, { timeout: 10_000 }).toBe(1);
    const deliveries = await deliveriesOfLastNotice(carlos.idPessoa);
    expect(deliveries.map((row) => row.canal).sort()).toEqual(['app', 'email', 'whatsapp']);
    // The notification centre says where else it went.
    const notifications = (await api.get(`/api/retornarNotificacoes/${carlos.idPessoa}/0/0/0`, carlos)).json() as Array<{ titulo: string; canais: string[] }>;
    expect(notifications.find((item) => item.titulo.includes(protocolo))).toMatchObject({ canais: ['email', 'whatsapp'] });
  });

  it('delivers on the third try a WhatsApp the provider failed twice (a 500, then a time-out), and records it so', async () => {
    // A 500, then no answer within the portal's wait (1 s here), then it goes through.
    fakes.failInTurn('whatsapp', ['500', 'timeout']);
    const { id } = await newRequest(carlos);
    const before = received('whatsapp', CARLOS_MOBILE).length;
    await api.post(`/api/alterarStatusSolicitacao/${id}`, { idStatus: 2, comentario: null }, ana);
    await expect.poll(() => received('whatsapp', CARLOS_MOBILE).length, { timeout: 30_000, interval: 250 }).toBe(before + 1);
    await expect.poll(async () => (await deliveriesOfLastNotice(carlos.idPessoa)).find((row) => row.canal === 'whatsapp')?.status, { timeout: 5_000 }).toBe('enviado');
    const whatsapp = (await deliveriesOfLastNotice(carlos.idPessoa)).find((row) => row.canal === 'whatsapp')!;
    expect(whatsapp.tentativas).toBe(3);
    expect(whatsapp.idExterno).toMatch(/^wamid\./);
    expect(fakes.repeats).toHaveLength(0);
  }, 45_000);

  it('sends the WhatsApp while the mail server is down, and the e-mail once it is back', async () => {
    fakes.setSmtpUp(false);
    const { id } = await newRequest(carlos);
    const whatsappBefore = received('whatsapp', CARLOS_MOBILE).length;
    const emailsBefore = received('email', DEMO_ACCOUNTS.carlos.email).length;
    const started = Date.now();
    expect((await api.post(`/api/alterarStatusSolicitacao/${id}`, { idStatus: 3, comentario: 'Falta um documento.' }, ana)).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect.poll(() => received('whatsapp', CARLOS_MOBILE).length, { timeout: 10_000 }).toBe(whatsappBefore + 1);
    // The e-mail's first try met the server down: kept, with the error, waiting for its retry.
    const [idEmail] = (await deliveriesOfLastNotice(carlos.idPessoa)).filter((row) => row.canal === 'email').map((row) => row.idEmail!);
    await expect.poll(async () => (await context.database.db.select().from(emailSaida).where(eq(emailSaida.id, idEmail)))[0].erro, { timeout: 10_000 }).toContain('421');
    expect(received('email', DEMO_ACCOUNTS.carlos.email)).toHaveLength(emailsBefore);
    fakes.setSmtpUp(true);
    await expect.poll(() => received('email', DEMO_ACCOUNTS.carlos.email).length, { timeout: 20_000, interval: 250 }).toBe(emailsBefore + 1);
  }, 45_000);

  it('gives a WhatsApp up after its tries, alerts the administrators, and sends it once when retried from the log', async () => {
    fakes.failNext('whatsapp', 50, '500');
    const { id } = await newRequest(carlos);
    await api.post(`/api/alterarStatusSolicitacao/${id}`, { idStatus: 2, comentario: null }, ana);
    await expect.poll(async () => (await deliveriesOfLastNotice(carlos.idPessoa)).find((row) => row.canal === 'whatsapp')?.status, { timeout: 30_000, interval: 250 }).toBe('desistiu');
    const whatsapp = (await deliveriesOfLastNotice(carlos.idPessoa)).find((row) => row.canal === 'whatsapp')!;
    expect(whatsapp.erro).toContain('500');

    const alert = await context.database.db
      .select({ titulo: notificacao.titulo })
      .from(notificacaoPessoa)
      .innerJoin(notificacao, eq(notificacao.id, notificacaoPessoa.idNotificacao))
      .where(and(eq(notificacaoPessoa.idPessoa, ana.idPessoa), eq(notificacao.link, '/settings/avisos')));
    expect(alert.map((row) => row.titulo)).toContain('Um aviso não pôde ser enviado');

    const log = await api.get(`/api/retornarEnviosAviso?status=desistiu&canal=whatsapp&idPessoa=${carlos.idPessoa}`, ana);
    expect(log.statusCode).toBe(200);
    expect(log.json().registros[0]).toMatchObject({ id: whatsapp.id, status: 'desistiu', situacao: 'Desistiu após as tentativas', tentativas: 3, pessoa: { id: carlos.idPessoa, nome: 'Carlos Contribuinte' } });

    fakes.failNext('whatsapp', 0);
    const before = received('whatsapp', CARLOS_MOBILE).length;
    const retried = await api.post(`/api/reenviarAviso/${whatsapp.id}`, {}, ana);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message).toBe(NOTICE_MESSAGES.retried);
    await expect.poll(() => received('whatsapp', CARLOS_MOBILE).length, { timeout: 15_000 }).toBe(before + 1);
    await expect.poll(async () => (await deliveriesOfLastNotice(carlos.idPessoa)).find((row) => row.canal === 'whatsapp')?.status, { timeout: 5_000 }).toBe('enviado');
    // Sent: nothing to retry.
    expect((await api.post(`/api/reenviarAviso/${whatsapp.id}`, {}, ana)).statusCode).toBe(409);
  }, 60_000);
});

describe('the delivery log and the channels (administrators)', () => {
  it('lists deliveries per person and channel, with filters; participants get 403', async () => {
    const all = await api.get(`/api/retornarEnviosAviso?idPessoa=${carlos.idPessoa}&limit=100`, ana);
    expect(all.statusCode).toBe(200);
    const canais = new Set(all.json().registros.map((row: { canal: string }) => row.canal));
    expect([...canais].sort()).toEqual(['app', 'email', 'sms', 'whatsapp']);
    expect((await api.get('/api/retornarEnviosAviso', carlos)).statusCode).toBe(403);
    expect((await api.get('/api/retornarEnviosAviso?status=perdido', ana)).statusCode).toBe(400);
    expect((await api.post('/api/reenviarAviso/999999', {}, ana)).statusCode).toBe(404);
    expect((await api.post('/api/reenviarAviso/1', {}, carlos)).statusCode).toBe(403);
  });

  it('tells each channel’s state and the recurring jobs with their next run', async () => {
    const response = await api.get('/api/retornarCanaisAviso', ana);
    expect(response.statusCode).toBe(200);
    const { canais, tarefas } = response.json();
    expect(canais.map((canal: { canal: string; configurado: boolean }) => [canal.canal, canal.configurado])).toEqual([
      ['app', true],
      ['email', true],
      ['sms', true],
      ['whatsapp', true],
    ]);
    expect(canais.find((canal: { canal: string }) => canal.canal === 'whatsapp').ultimoSucessoEm).not.toBeNull();
    expect(tarefas.map((tarefa: { nome: string }) => tarefa.nome)).toEqual(expect.arrayContaining(['reregistration.reminders', 'notices.requeue']));
    const reminders = tarefas.find((tarefa: { nome: string }) => tarefa.nome === 'reregistration.reminders');
    // 09:00 in Brasília is 12:00 UTC.
    expect(new Date(reminders.proximaExecucao).getUTCHours()).toBe(12);
    expect((await api.get('/api/retornarCanaisAviso', carlos)).statusCode).toBe(403);
  });
});

describe('the personal data export (LGPD art. 18)', () => {
  it('carries the mobile, the choices and each delivery, never a text; the PDF says the same', async () => {
    const data = (await api.get(`/api/exportarDados/${carlos.idPessoa}`, carlos)).json();
    expect(data.avisos.celular).toMatchObject({ numero: '+5511987654321' });
    expect(data.avisos.celular.verificadoEm).not.toBeNull();
    expect(data.avisos.preferencias).toContainEqual(expect.objectContaining({ tipo: 'status_solicitacao', canais: ['email', 'whatsapp'] }));
    expect(data.avisos.envios.map((row: { canal: string }) => row.canal)).toEqual(expect.arrayContaining(['app', 'email', 'sms', 'whatsapp']));
    expect(JSON.stringify(data.avisos)).not.toContain('código de confirmação é');
    const pdf = await api.get(`/api/exportarDados/${carlos.idPessoa}?formato=pdf`, carlos);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Celular para SMS e WhatsApp: (11) 98765-4321, confirmado em');
    expect(text).toContain('Andamento das solicitações');
  });
});
