/**
 * Fake notice providers on loopback, for the tests, the benchmark and a person trying the portal: an SMS provider in
 * Zenvia's format, the WhatsApp Business Cloud API, and an SMTP server, each keeping what it received. They can be
 * told to fail (500 or a time-out for HTTP, 421 for SMTP) for the next N messages, at a random rate, or, for SMTP,
 * to be down. A repeated idempotency key is answered as the first and not delivered again, as real providers do.
 * They can be slow: an SMS or WhatsApp message is kept when it arrives and answered `delayMs` later (a kill of the
 * portal in that gap leaves a message delivered whose answer never arrived: the portal sends it again, same key).
 *
 *   npx tsx scripts/fake-providers.ts      (FAKE_PROVIDERS_PORT=3290, FAKE_SMTP_PORT=2525, FAKE_FAILURE_RATE=0, FAKE_DELAY_MS=0)
 *
 * GET /mensagens lists what arrived (?canal=sms|whatsapp|email&para=5511…), GET /contagem counts it (and the repeats),
 * POST /falhas {canal, quantidade, modo}
 * makes the next ones fail, POST /smtp {ligado} takes the mail server down or back.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export const FAKE_SMS_TOKEN = 'fake-sms-token';
export const FAKE_WHATSAPP_TOKEN = 'fake-whatsapp-token';
export const FAKE_WHATSAPP_PHONE_ID = '100200300400500';

export type FakeChannel = 'sms' | 'whatsapp' | 'email';
export type FailureMode = '500' | 'timeout';

export interface ReceivedMessage {
  canal: FakeChannel;
  id: string;
  para: string;
  texto: string;
  /** WhatsApp: the template and its parameters. */
  modelo?: string;
  parametros?: string[];
  chave: string | null;
  em: string;
}

export interface FakeProvidersOptions {
  port?: number;
  smtpPort?: number;
  /** The share of HTTP messages that fail at random (half 500, half a time-out). */
  failureRate?: number;
  /** How long a "time-out" holds the answer (longer than the portal waits). */
  hangMs?: number;
  /** How long an SMS or WhatsApp message that went through waits for its answer (ms; default 0). */
  delayMs?: number;
}

export async function startFakeProviders(options: FakeProvidersOptions = {}) {
  const messages: ReceivedMessage[] = [];
  const repeats: ReceivedMessage[] = [];
  const failures: Record<FakeChannel, FailureMode[]> = { sms: [], whatsapp: [], email: [] };
  const byKey = new Map<string, ReceivedMessage>();
  /** Failures for one recipient only (`canal:para`), so that tests running side by side do not fail each other's messages. */
  const failuresTo = new Map<string, FailureMode[]>();
  const hangMs = options.hangMs ?? 15_000;
  let failureRate = options.failureRate ?? 0;
  let smtpUp = true;
  let refused = 0;
  const hanging = new Set<ServerResponse>();

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };

  /** The answer to a message kept: at once, or after delayMs. */
  const delayMs = options.delayMs ?? 0;
  const accepted = (response: ServerResponse, body: unknown) => {
    if (!delayMs) return json(response, 200, body);
    hanging.add(response);
    setTimeout(() => {
      hanging.delete(response);
      if (!response.writableEnded && !response.destroyed) json(response, 200, body);
    }, delayMs).unref();
    return undefined;
  };

  /** Fails this request as told (the next N, or at random); true when it did. */
  function failed(canal: FakeChannel, para: string, response: ServerResponse): boolean {
    const mode = failuresTo.get(`${canal}:${para}`)?.shift() ?? failures[canal].shift() ?? (Math.random() < failureRate ? (Math.random() < 0.5 ? '500' : 'timeout') : null);
    if (!mode) return false;
    refused += 1;
    if (mode === '500') json(response, 500, { error: { message: 'Falha simulada do provedor' } });
    else {
      hanging.add(response);
      setTimeout(() => {
        hanging.delete(response);
        if (!response.writableEnded) json(response, 504, { error: { message: 'tarde demais' } });
      }, hangMs).unref();
    }
    return true;
  }

  function keep(message: Omit<ReceivedMessage, 'id' | 'em'>, idOf: () => string): ReceivedMessage {
    const seen = message.chave ? byKey.get(message.chave) : undefined;
    if (seen) {
      repeats.push(seen);
      return seen;
    }
    const kept = { ...message, id: idOf(), em: new Date().toISOString() };
    messages.push(kept);
    if (kept.chave) byKey.set(kept.chave, kept);
    return kept;
  }

  async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return {};
    }
  }

  const http = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const payload = request.method === 'POST' ? await body(request) : {};
    if (url.pathname === '/health') return json(response, 200, { ok: true });
    if (url.pathname === '/mensagens') {
      const canal = url.searchParams.get('canal');
      const para = url.searchParams.get('para');
      return json(response, 200, messages.filter((message) => (!canal || message.canal === canal) && (!para || message.para === para)));
    }
    if (url.pathname === '/contagem') {
      const count = (canal: FakeChannel) => messages.filter((message) => message.canal === canal).length;
      return json(response, 200, { sms: count('sms'), whatsapp: count('whatsapp'), email: count('email'), repeticoes: repeats.length });
    }
    if (url.pathname === '/falhas' && request.method === 'POST') {
      const canal = payload.canal as FakeChannel;
      const modes = Array.from({ length: Number(payload.quantidade ?? 1) }, (): FailureMode => (payload.modo === 'timeout' ? 'timeout' : '500'));
      if (typeof payload.para === 'string') failuresTo.set(`${canal}:${payload.para}`, modes);
      else failures[canal] = modes;
      if (typeof payload.taxa === 'number') failureRate = payload.taxa;
      return json(response, 200, { ok: true });
    }
    if (url.pathname === '/smtp' && request.method === 'POST') {
      smtpUp = payload.ligado !== false;
      return json(response, 200, { ligado: smtpUp });
    }
    // Zenvia SMS API v2: POST …/channels/sms/messages, X-API-TOKEN.
    if (url.pathname === '/sms' && request.method === 'POST') {
      if (request.headers['x-api-token'] !== FAKE_SMS_TOKEN) return json(response, 401, { code: 'UNAUTHORIZED', message: 'token inválido' });
      const contents = payload.contents as Array<{ type: string; text: string }> | undefined;
      if (typeof payload.to !== 'string' || !/^\d{12,13}$/.test(payload.to) || !contents?.[0]?.text) return json(response, 400, { code: 'VALIDATION_ERROR', message: 'to e contents são obrigatórios' });
      if (failed('sms', payload.to, response)) return undefined;
      const key = (request.headers['idempotency-key'] as string | undefined) ?? (payload.externalId as string | undefined) ?? null;
      const kept = keep({ canal: 'sms', para: payload.to, texto: contents[0].text, chave: key }, randomUUID);
      return accepted(response, { id: kept.id, from: payload.from, to: payload.to, direction: 'OUT', channel: 'sms', contents, timestamp: kept.em });
    }
    // WhatsApp Business Cloud API: POST /{phone-number-id}/messages, Bearer token, a template message.
    const whatsapp = /^\/whatsapp\/(\d+)\/messages$/.exec(url.pathname);
    if (whatsapp && request.method === 'POST') {
      if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP_TOKEN}`) return json(response, 401, { error: { message: 'Invalid OAuth access token', code: 190 } });
      const template = payload.template as { name?: string; components?: Array<{ parameters?: Array<{ text: string }> }> } | undefined;
      if (payload.messaging_product !== 'whatsapp' || payload.type !== 'template' || !template?.name || typeof payload.to !== 'string') {
        return json(response, 400, { error: { message: '(#100) Invalid parameter', code: 100 } });
      }
      if (failed('whatsapp', payload.to, response)) return undefined;
      const parametros = template.components?.[0]?.parameters?.map((parameter) => parameter.text) ?? [];
      const kept = keep(
        { canal: 'whatsapp', para: payload.to, texto: `${template.name}: ${parametros.join(' | ')}`, modelo: template.name, parametros, chave: (payload.biz_opaque_callback_data as string | undefined) ?? null },
        () => `wamid.${randomUUID().replace(/-/g, '')}`,
      );
      return accepted(response, { messaging_product: 'whatsapp', contacts: [{ input: payload.to, wa_id: payload.to }], messages: [{ id: kept.id }] });
    }
    return json(response, 404, { error: 'não encontrado' });
  });

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!smtpUp) return callback(Object.assign(new Error('Servidor de e-mail fora do ar (simulado)'), { responseCode: 421 }));
      return callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures.email.shift()) {
          refused += 1;
          return callback(Object.assign(new Error('Servidor ocupado, tente mais tarde'), { responseCode: 451 }));
        }
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            keep({ canal: 'email', para: parsed.to?.[0]?.address ?? '', texto: `${parsed.subject ?? ''}\n\n${parsed.text ?? ''}`, chave: parsed.messageId ?? null }, randomUUID);
            callback();
          })
          .catch(callback);
      });
    },
  });

  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => smtp.listen(options.smtpPort ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

  return {
    url: base,
    smtpUrl,
    /** The portal's settings that point at these fakes (what `loadConfig` reads from the environment). */
    env: {
      SMS_PROVIDER_URL: `${base}/sms`,
      SMS_PROVIDER_TOKEN: FAKE_SMS_TOKEN,
      WHATSAPP_API_URL: `${base}/whatsapp`,
      WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP_PHONE_ID,
      WHATSAPP_TOKEN: FAKE_WHATSAPP_TOKEN,
      SMTP_URL: smtpUrl,
    },
    messages,
    /** Messages that came again with a key already delivered (answered, not delivered twice). */
    repeats,
    refused: () => refused,
    failNext(canal: FakeChannel, quantidade: number, modo: FailureMode = '500') {
      failures[canal] = Array.from({ length: quantidade }, () => modo);
    },
    /** The next messages of the channel fail in this order (then they go through). */
    failInTurn(canal: FakeChannel, modes: FailureMode[]) {
      failures[canal] = [...modes];
    },
    setSmtpUp(up: boolean) {
      smtpUp = up;
    },
    async close() {
      for (const response of hanging) response.destroy();
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      await closed;
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fakes = await startFakeProviders({
    port: Number(process.env.FAKE_PROVIDERS_PORT ?? 3290),
    smtpPort: Number(process.env.FAKE_SMTP_PORT ?? 2525),
    failureRate: Number(process.env.FAKE_FAILURE_RATE ?? 0),
    delayMs: Number(process.env.FAKE_DELAY_MS ?? 0),
  });
  console.log(`fake providers on ${fakes.url} (SMS, WhatsApp; GET /mensagens) and ${fakes.smtpUrl} (SMTP). Start the portal with:`);
  console.log(Object.entries(fakes.env).map(([name, value]) => `${name}=${value}`).join(' '));
  const stop = () => void fakes.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
