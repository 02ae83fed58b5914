import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { aviso, avisoEnvio } from '@/server/db/schema/notices';
import { createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

/** WhatsApp's status webhook: Meta's address check, signed calls only, deliveries move forward. */
const APP_SECRET = 'app-secret-of-the-fund';
const VERIFY_TOKEN = 'token-de-verificacao';
let context: TestContext;
let unconfigured: TestContext;
let idEnvio: number;

beforeAll(async () => {
  const { whatsapp } = loadConfig({
    NODE_ENV: 'test',
    WHATSAPP_PHONE_NUMBER_ID: '100200300400500',
    WHATSAPP_TOKEN: 'token',
    WHATSAPP_API_URL: 'http://127.0.0.1:9/whatsapp',
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  });
  [context, unconfigured] = await Promise.all([createTestContext({ whatsapp }), createTestContext()]);
  const { idPessoa } = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
  const [notice] = await context.database.db.insert(aviso).values({ idPessoa, tipo: 'status_solicitacao', titulo: 'Solicitação atualizada', link: '/services/requests' }).returning();
  [{ id: idEnvio }] = await context.database.db
    .insert(avisoEnvio)
    .values({ idAviso: notice.id, canal: 'whatsapp', destino: '+5521987654321', status: 'enviado', idExterno: 'wamid.HBgNNTUyMTk4NzY1NDMyMRUCABEYEjQ', enviadoEm: new Date() })
    .returning({ id: avisoEnvio.id });
});
afterAll(async () => {
  await context?.close();
  await unconfigured?.close();
});

const statusCall = (status: string, extra: object = {}) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '0', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses: [{ id: 'wamid.HBgNNTUyMTk4NzY1NDMyMRUCABEYEjQ', status, timestamp: '1796500000', recipient_id: '5521987654321', ...extra }] } }] }],
  });
const sign = (body: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const post = (app: TestContext['app'], body: string, signature?: string) =>
  app.inject({ method: 'POST', url: '/api/webhookWhatsApp', headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) }, payload: body });
const delivery = async () => (await context.database.db.select().from(avisoEnvio).where(eq(avisoEnvio.id, idEnvio)))[0];

describe('WhatsApp status webhook', () => {
  it('answers Meta’s check with the challenge when the verify token matches, 403 when not', async () => {
    const ok = await context.app.inject({ method: 'GET', url: `/api/webhookWhatsApp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await context.app.inject({ method: 'GET', url: '/api/webhookWhatsApp?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1' });
    expect(wrong.statusCode).toBe(403);
  });

  it('refuses an unsigned or wrongly signed call (401) and changes nothing', async () => {
    const body = statusCall('delivered');
    expect((await post(context.app, body)).statusCode).toBe(401);
    expect((await post(context.app, body, sign(body, 'another-secret'))).statusCode).toBe(401);
    expect((await post(context.app, body, 'sha256=zz')).statusCode).toBe(401);
    expect((await delivery()).status).toBe('enviado');
  });

  it('marks the delivery delivered at the provider’s time; a later "failed" does not undo it', async () => {
    const body = statusCall('delivered');
    const answer = await post(context.app, body, sign(body));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ atualizados: 1 });
    expect(await delivery()).toMatchObject({ status: 'entregue', entregueEm: new Date(1_796_500_000_000) });
    const failed = statusCall('failed', { errors: [{ code: 131026, title: 'Message undeliverable' }] });
    expect((await post(context.app, failed, sign(failed))).json()).toEqual({ atualizados: 0 });
    expect((await delivery()).status).toBe('entregue');
  });

  it('answers 400 to a signed body that is not JSON, and 404 where the webhook is not configured', async () => {
    const broken = '{"entry": [';
    expect((await post(context.app, broken, sign(broken))).statusCode).toBe(400);
    const body = statusCall('delivered');
    expect((await post(unconfigured.app, body, sign(body))).statusCode).toBe(404);
    expect((await unconfigured.app.inject({ method: 'GET', url: '/api/webhookWhatsApp?hub.mode=subscribe' })).statusCode).toBe(404);
  });
});
