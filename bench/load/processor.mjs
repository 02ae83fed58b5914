// Artillery processor of bench/load/scenario.yml (run by bench/load-test.mjs). Each virtual participant holds a real
// socket.io connection (socket.io-client, WebSocket transport, reconnecting on its own like the portal's web client)
// opened with the token its sign-in returned, and chats the way the web does: a message is POSTed with an idempotency
// key, retried with the same key when the answer is lost, and expected back on the socket, or read back through
// GET /api/retornarMensagens after a reconnection. Every message the API acknowledged is written to LOAD_TEST_CHAT_LOG
// (one JSON line each) so that the bench checks the database for lost or duplicated ones afterwards.
import { randomBytes } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import { io } from 'socket.io-client';

const PASSWORD = 'Previdencia@2026';
// The demo participants whose onboarding is done (/work/shared/design/demo-accounts.md): Carlos, Maria, Paulo, Sofia,
// Bruno, Lucas, Diego. Many virtual participants share one person: each has a session, a socket and a conversation.
const ACCOUNTS = ['52998224725', '12345678909', '98765432100', '39053344705', '85351346893', '74185296355', '46853215702'];
const CHAT_MESSAGES = Number(process.env.LOAD_TEST_CHAT_MESSAGES || 4);
const CHAT_PAUSE_MS = Number(process.env.LOAD_TEST_CHAT_PAUSE_MS || 2000);
const DELIVERY_WAIT_MS = 5000;
const MAX_TRIES = 4;
/** No socket outlives this, whatever happens to its virtual participant (a failed one never reaches closeSocket). */
const SOCKET_LIFETIME_MS = 120_000;
const CHAT_LOG = process.env.LOAD_TEST_CHAT_LOG;
const EVENTS_FILE = process.env.LOAD_TEST_EVENTS;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A short name for what went wrong: http_503, ECONNRESET, timeout… (artillery's own errors use the same codes). */
function kindOf(error) {
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return 'timeout';
  return error?.cause?.code || error?.code || (error?.message || 'unknown').replace(/\W+/g, '_').slice(0, 40);
}

export function pickAccount(context, events, done) {
  context.vars.cpf = ACCOUNTS[Math.floor(Math.random() * ACCOUNTS.length)];
  context.vars.senha = PASSWORD;
  context.vars.uid = `lt${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  done();
}

export function noteLogin(context, events, done) {
  context._load = { loginAt: Date.now(), unauthorized: 0 };
  done();
}

/** afterResponse of every authenticated request: a 401 means the session did not survive. */
export function classify(request, response, context, events, next) {
  if (response.statusCode === 401 && !String(request.url).includes('/api/autenticar')) {
    events.emit('counter', 'load.session_refused_401', 1);
    if (context._load) context._load.unauthorized += 1;
  }
  if (response.statusCode >= 500) events.emit('counter', `load.http_${response.statusCode}.${request.name || 'request'}`, 1);
  next();
}

export function checkPdf(request, response, context, events, next) {
  const type = String(response.headers['content-type'] || '');
  if (response.statusCode === 200 && type.startsWith('application/pdf')) events.emit('counter', 'load.pdf_downloaded', 1);
  else events.emit('counter', 'load.pdf_not_a_pdf', 1);
  next();
}

/** One request to the API through the proxy, retried with the same body (and idempotency key) when no answer came. */
async function send(context, events, method, route, body) {
  const state = context._load;
  for (let attempt = 1; ; attempt += 1) {
    const started = performance.now();
    let kind;
    let retryAfterMs = 250 * 2 ** attempt;
    try {
      const response = await fetch(`${context.vars.target}${route}`, {
        method,
        headers: { authorization: `Bearer ${context.vars.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      events.emit('histogram', 'load.chat_request_ms', performance.now() - started);
      events.emit('counter', 'load.chat_requests', 1);
      if (response.status === 401) {
        events.emit('counter', 'load.session_refused_401', 1);
        state.unauthorized += 1;
      }
      if (![502, 503, 504].includes(response.status)) return { status: response.status, json: response.ok ? JSON.parse(text) : null, attempt };
      kind = `http_${response.status}`;
      const retryAfter = Number(response.headers.get('retry-after'));
      if (retryAfter > 0) retryAfterMs = Math.min(2000, retryAfter * 1000);
    } catch (error) {
      events.emit('counter', 'load.chat_requests', 1);
      kind = kindOf(error);
    }
    events.emit('counter', `load.chat_error.${kind}`, 1);
    if (attempt >= MAX_TRIES) return { status: 0, kind, json: null, attempt };
    events.emit('counter', 'load.chat_retried', 1);
    await sleep(retryAfterMs);
  }
}

/** The messages of this participant's conversation after the last one it saw (what the web does on reconnect). */
async function catchUp(context, events) {
  const state = context._load;
  if (!state.idConversa) return;
  const answer = await send(context, events, 'GET', `/api/retornarMensagens/${state.idConversa}?depoisDe=${state.lastId}`);
  if (answer.status !== 200) return;
  for (const message of answer.json) see(state, message, 'rest');
}

function see(state, message, via) {
  if (message.id > state.lastId) state.lastId = message.id;
  if (!message.chaveIdempotencia || state.seen.has(message.chaveIdempotencia)) return;
  state.seen.set(message.chaveIdempotencia, via);
  state.waiters.get(message.chaveIdempotencia)?.(via);
}

export async function openSocket(context, events) {
  const state = context._load;
  Object.assign(state, { seen: new Map(), waiters: new Map(), lastId: 0, idConversa: null, connects: 0 });
  const socket = io(context.vars.target, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: context.vars.token },
    reconnection: true,
    reconnectionAttempts: 30,
    reconnectionDelay: 300,
    reconnectionDelayMax: 2000,
    timeout: 10_000,
  });
  state.socket = socket;
  setTimeout(() => socket.close(), SOCKET_LIFETIME_MS).unref();
  socket.on('chatMessage', (message) => {
    if (message.idConversa === state.idConversa) see(state, message, 'socket');
  });
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') events.emit('counter', `load.socket_disconnect.${reason.replace(/\W+/g, '_')}`, 1);
  });
  socket.on('logout', () => events.emit('counter', 'load.socket_logout_event', 1));
  socket.on('connect', () => {
    state.connects += 1;
    if (state.connects > 1) {
      events.emit('counter', 'load.socket_reconnected', 1);
      void catchUp(context, events);
    }
  });
  const started = performance.now();
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket did not connect in 10 s')), 10_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.on('connect_error', (error) => events.emit('counter', `load.socket_connect_error.${kindOf(error)}`, 1));
  }).catch((error) => {
    socket.close();
    throw error;
  });
  events.emit('histogram', 'load.socket_connect_ms', performance.now() - started);
}

/** Opens a conversation and sends CHAT_MESSAGES messages, each expected back on the socket. */
export async function chat(context, events) {
  const state = context._load;
  const uid = context.vars.uid;
  const created = await send(context, events, 'POST', '/api/criarConversa', {
    idPessoa: context.vars.idPessoa,
    idPessoaAtendente: null,
    idPlano: null,
    idRequisicao: null,
    assunto: `Carga ${uid}`,
    mensagem: `Início ${uid}`,
    chaveIdempotencia: `${uid}-c`,
  });
  if (created.status !== 200) {
    events.emit('counter', 'load.chat_conversation_failed', 1);
    throw new Error(`criarConversa ${created.kind ?? `http_${created.status}`}`);
  }
  state.idConversa = created.json.id;
  for (let index = 1; index <= CHAT_MESSAGES; index += 1) {
    const key = `${uid}-${index}`;
    const delivered = new Promise((resolve) => {
      if (state.seen.has(key)) return resolve(state.seen.get(key));
      state.waiters.set(key, resolve);
    });
    const started = performance.now();
    const answer = await send(context, events, 'POST', '/api/enviarMensagem', { idConversa: state.idConversa, texto: `Mensagem ${index} de ${uid}`, chaveIdempotencia: key });
    const acked = answer.status === 200;
    if (CHAT_LOG) appendFileSync(CHAT_LOG, `${JSON.stringify({ idConversa: state.idConversa, key, acked, status: answer.status, attempts: answer.attempt })}\n`);
    if (!acked) {
      events.emit('counter', 'load.chat_not_acknowledged', 1);
      continue;
    }
    events.emit('counter', 'load.chat_acknowledged', 1);
    if (answer.attempt > 1) events.emit('counter', 'load.chat_acknowledged_after_retry', 1);
    let via = await Promise.race([delivered, sleep(DELIVERY_WAIT_MS).then(() => null)]);
    if (via === 'socket') events.emit('histogram', 'load.chat_socket_delivery_ms', performance.now() - started);
    if (!via) {
      await catchUp(context, events);
      via = state.seen.get(key) ?? null;
    }
    events.emit('counter', via ? `load.chat_seen_via_${via}` : 'load.chat_never_seen_by_client', 1);
    state.waiters.delete(key);
    if (index < CHAT_MESSAGES) await sleep(CHAT_PAUSE_MS);
  }
}

/** Closes the socket; a participant whose session spanned a kill and never got a 401 counts as surviving it. */
export function finish(context, events, done) {
  const state = context._load;
  state.socket?.close();
  let kills = [];
  try {
    kills = readFileSync(EVENTS_FILE, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  } catch {
    // no kill yet
  }
  const now = Date.now();
  const spanned = kills.filter((kill) => kill.at > state.loginAt && kill.at < now);
  for (const kill of spanned) {
    events.emit('counter', `load.sessions_spanning_${kill.kind}`, 1);
    if (state.unauthorized === 0) events.emit('counter', `load.sessions_surviving_${kill.kind}`, 1);
  }
  done();
}
