// `node bench/load-test.mjs`: a crowd of participants on TWO API instances behind a reverse proxy, on one PostgreSQL
// and one Redis, all on loopback, while one instance is stopped (SIGTERM, graceful) and, once it is back, the other
// one is killed (SIGKILL). Each virtual participant signs in, reads its plans, balance and contribution extract,
// downloads the extract's PDF, opens a socket, chats, reads the balance again and signs out (bench/load/scenario.yml).
// Printed and written to bench/results/load-test.json: throughput, p50/p95/p99, errors by kind, chat messages lost or
// duplicated (checked in the database against every message the API acknowledged), sessions that survived the kills
// (participants signed in before a kill that kept working after it, and sentinels signed in on the killed instance
// itself), the machine's load average beside the figures.
//
// Tools, and why:
// - artillery (npm, maintained; k6 is not installable here: only npm and Debian are reachable). It lives in
//   bench/load/package.json with its own lockfile, installed on the first run with `npm ci --prefix bench/load`:
//   it drags ~460 MB (AWS, Azure, Datadog, OpenTelemetry SDKs) and a Playwright engine whose package downloads a browser
//   at install time, which fails here, so the install runs with --ignore-scripts and PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD.
//   None of that belongs in the portal's own dependencies. artillery ≥ 2.0.22 declares Node ≥ 22; the runner, HTTP
//   engine and processors used here run on this project's Node 20 (if a release breaks that, pin 2.0.21, the last one
//   declaring Node 18+).
// - Artillery's HTTP engine drives the visit; the socket is socket.io-client inside the processor rather than the
//   socketio engine: that engine connects each virtual user's socket before the scenario's first step, with options
//   templated from its initial variables, so it cannot carry the token the participant gets by signing in within the
//   scenario, and this API's socket has no client-to-server events to `emit` (a chat message is POSTed, the socket
//   only receives). Artillery still runs the arrivals and collects every figure (custom metrics from the processor).
// - HAProxy (Debian; apt-get installs it when missing) as the reverse proxy: WebSocket upgrades, active readiness
//   checks on /api/saude/pronto, passive checks (a refused or broken connection marks the server down at once), and
//   retries on another server of what is safe to retry: a refused connection, a 503 of an instance on its way out
//   (it answers 503 before doing anything) and an empty answer of a killed one (every POST of this visit carries an
//   idempotency key or is harmless to repeat: sign-in, sign-out, chat with chaveIdempotencia; the 0-duplicates check
//   is what proves it).
// - socket.io over WebSocket only, no sticky sessions: long polling needs every request of an engine.io session to
//   reach the instance that holds it; a WebSocket is one connection, so plain round robin works, and the Redis adapter
//   carries each event to whichever instance holds the socket. (A browser on the default transports would need
//   cookie stickiness on /socket.io/ in the proxy.)
// - The instances run from the sources with tsx (as tests/api/graceful-shutdown.test.ts does): no build output is
//   written, nothing of dist/ is touched.
//
// Env: LOAD_ARRIVAL_RATE (new participants per second, default 2), LOAD_RAMP (s, default 15), LOAD_DURATION (s of
// steady arrivals after the ramp, default 120), LOAD_CHAT_MESSAGES (per participant, default 4). The SIGTERM comes at
// 25 % of the steady phase, the SIGKILL at 65 %; each instance is restarted as an orchestrator would. Loopback only;
// every process started here is stopped at the end, on failure or on Ctrl-C.
// Exits non-zero when something failed to run, or when a chat message was lost or duplicated or a session was refused
// after a kill; latency and error counts are figures.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { io } from 'socket.io-client';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { startRedis } from '../scripts/lib/redis.mjs';
import { freePort, HOST, onCleanup, ROOT, runBench, startProcess } from './lib.mjs';

const LOAD_DIR = path.join(ROOT, 'bench/load');
const ARTILLERY = path.join(LOAD_DIR, 'node_modules/artillery/bin/run');
const RESULTS_FILE = path.join(ROOT, 'bench/results/load-test.json');
const RATE = positiveNumber('LOAD_ARRIVAL_RATE', 2);
const RAMP = positiveNumber('LOAD_RAMP', 15);
const DURATION = positiveNumber('LOAD_DURATION', 120);
const CHAT_MESSAGES = positiveNumber('LOAD_CHAT_MESSAGES', 4);
const SIGTERM_AT = RAMP + 0.25 * DURATION;
const SIGKILL_AT = RAMP + 0.65 * DURATION;
/** The orchestrator's delay before replacing a killed instance. */
const RESTART_DELAY_S = 3;
const SHUTDOWN_TIMEOUT_S = 10;
const PASSWORD = 'Previdencia@2026';
/** Sentinels: signed in directly on one instance before it goes, their socket pinned to it through the proxy. */
const SENTINELS = [
  { cpf: '52998224725', instance: 'a' },
  { cpf: '39053344705', instance: 'a' },
  { cpf: '12345678909', instance: 'b' },
  { cpf: '74185296355', instance: 'b' },
];

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!(value > 0) || value > 3600) throw new Error(`${name} must be a positive number of at most 3600 (got ${raw})`);
  return value;
}

const round = (value, digits = 1) => (value === undefined || value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

/** artillery from bench/load, installed from its lockfile the first time (see the header for why it lives apart). */
function ensureArtillery() {
  if (existsSync(ARTILLERY)) return;
  console.log('Installing artillery into bench/load (first run)…');
  execFileSync('npm', ['ci', '--prefix', LOAD_DIR, '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

function ensureHaproxy() {
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim();
  } catch {
    if (process.getuid?.() !== 0) throw new Error('haproxy não está instalado: rode `apt-get install -y haproxy` como root.');
    console.log('Installing haproxy from Debian packages…');
    execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return '/usr/sbin/haproxy';
  }
}

const startedAt = Date.now();
const elapsed = () => (Date.now() - startedAt) / 1000;
const timeline = [];
function note(event, details = {}) {
  const entry = { t: round(elapsed()), event, ...details };
  timeline.push(entry);
  console.log(`[${entry.t.toFixed(1).padStart(6)} s] ${event}${Object.keys(details).length ? ` ${JSON.stringify(details)}` : ''}`);
}

/** One API process from the sources (tsx), on a fixed port so that its replacement takes its place in the proxy. */
async function startInstance(name, port, shared) {
  const database = new URL(shared.databaseUrl);
  database.searchParams.set('application_name', `carga-instancia-${name}`);
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    API_ONLY: 'true',
    HOST,
    PORT: String(port),
    DATABASE_URL: database.toString(),
    REDIS_URL: shared.redisUrl,
    UPLOAD_DIR: shared.uploadDir,
    DATA_DIR: path.join(shared.folder, `data-${name}`),
    SEED_DEMO: 'true',
    ADMIN_TOTP_REQUIRED: 'false',
    SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_S),
    LOG_LEVEL: 'info',
    // Every virtual participant comes from 127.0.0.1; the per-address ceiling of public routes (sign-in) is for a
    // crowd of real addresses.
    PUBLIC_ROUTE_RATE_LIMIT: '1000000',
  };
  const logFile = path.join(shared.folder, `instancia-${name}.log`);
  const process_ = startProcess(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const shutdownSteps = [];
  let pending = '';
  process_.child.stdout.on('data', (chunk) => {
    appendFileSync(logFile, chunk);
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const entry = JSON.parse(line);
        if (typeof entry.msg === 'string' && entry.msg.startsWith('shutdown:')) shutdownSteps.push({ step: entry.step ?? entry.msg.slice(10), ms: entry.ms, ...(entry.inflight !== undefined ? { inflight: entry.inflight } : {}), ...(entry.sockets !== undefined ? { sockets: entry.sockets } : {}), ...(entry.cut !== undefined ? { cut: entry.cut } : {}) });
      } catch {
        // not a log line
      }
    }
  });
  process_.child.stderr.on('data', (chunk) => appendFileSync(logFile, chunk));
  const url = `http://${HOST}:${port}`;
  const begun = Date.now();
  let exit;
  process_.exited.then((status) => (exit = status));
  for (const deadline = Date.now() + 120_000; ; await sleep(250)) {
    if (exit !== undefined) throw new Error(`instance ${name} exited (${exit}) before it was ready; see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`instance ${name} was not ready within 120 s; see ${logFile}`);
    const ready = await fetch(`${url}/api/saude/pronto`, { signal: AbortSignal.timeout(2000) }).then((response) => response.ok, () => false);
    if (ready) break;
  }
  return { name, port, url, ...process_, shutdownSteps, startupSeconds: (Date.now() - begun) / 1000, logFile };
}

function haproxyConfig(proxyPort, ports, statsSocket) {
  return `global
  maxconn 4096
  stats socket ${statsSocket} mode 600 level user
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 10m
  timeout http-keep-alive 10s
  option forwardfor
  # Retries on the other server: a refused connection, a 503 of an instance on its way out, the empty answer of a
  # killed one (see bench/load-test.mjs for why those are safe here).
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503
frontend portal
  bind ${HOST}:${proxyPort}
  default_backend api
backend api
  balance roundrobin
  # Active: readiness (503 "encerrando" from the first moment of a graceful shutdown), and back in after a restart.
  option httpchk GET /api/saude/pronto
  http-check expect status 200
  # Passive: a connection refused or cut marks the server down at once, without waiting for the next check.
  default-server check inter 1s fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down
  # The bench's sentinels pin their socket to one instance (?instancia=a); the rule is skipped while it is down.
  use-server a if { path_beg /socket.io/ } { urlp(instancia) -m str a }
  use-server b if { path_beg /socket.io/ } { urlp(instancia) -m str b }
  http-response set-header X-Instancia %[srv_name]
  server a ${HOST}:${ports.a}
  server b ${HOST}:${ports.b}
`;
}

/** The proxy's own counts per server: retries, redispatches, connection and response errors, 5xx, checks down. */
async function proxyStats(statsSocket) {
  const csv = await new Promise((resolve, reject) => {
    let text = '';
    const connection = createConnection(statsSocket, () => connection.write('show stat\n'));
    connection.on('data', (chunk) => (text += chunk));
    connection.on('end', () => resolve(text));
    connection.on('error', reject);
  });
  const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n').map((line) => line.split(','));
  const fields = ['wretr', 'wredis', 'econ', 'eresp', 'hrsp_5xx', 'chkdown', 'stot'];
  return Object.fromEntries(
    rows
      .filter((row) => row[0] === 'api')
      .map((row) => [row[1], Object.fromEntries(fields.map((field) => [field, Number(row[header.indexOf(field)]) || 0]))]),
  );
}

async function api(base, method, route, token, body) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, json, instance: response.headers.get('x-instancia') };
}

/** A sentinel: signed in on its instance directly, socket through the proxy pinned to that instance, a conversation. */
async function startSentinel(sentinel, instances, proxyUrl) {
  const login = await api(instances[sentinel.instance].url, 'POST', '/api/autenticar', null, { cpf: sentinel.cpf, senha: PASSWORD });
  if (login.status !== 200) throw new Error(`sentinel ${sentinel.cpf}: sign-in answered ${login.status}`);
  const token = login.json.token;
  const idPessoa = login.json.pessoa.id;
  const plans = await api(proxyUrl, 'GET', `/api/retornarPlanosAtivos/${idPessoa}`, token);
  const conversation = await api(proxyUrl, 'POST', '/api/criarConversa', token, {
    idPessoa,
    idPessoaAtendente: null,
    idPlano: null,
    idRequisicao: null,
    assunto: `Sentinela ${sentinel.cpf} ${Date.now()}`,
    mensagem: 'Sentinela.',
    chaveIdempotencia: `sentinela-${sentinel.cpf}-${Date.now()}`,
  });
  if (conversation.status !== 200) throw new Error(`sentinel ${sentinel.cpf}: criarConversa answered ${conversation.status}`);
  const state = { ...sentinel, token, idPessoa, idVinculoPlano: plans.json[0].id, idConversa: conversation.json.id, connects: 0, disconnects: [], received: new Set() };
  const socket = io(proxyUrl, { path: '/socket.io', transports: ['websocket'], query: { instancia: sentinel.instance }, auth: { token }, reconnectionDelay: 300, reconnectionDelayMax: 2000 });
  onCleanup(() => socket.close());
  state.socket = socket;
  socket.on('connect', () => (state.connects += 1));
  socket.on('disconnect', (reason) => state.disconnects.push({ t: round(elapsed()), reason }));
  socket.on('chatMessage', (message) => message.chaveIdempotencia && state.received.add(message.chaveIdempotencia));
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    setTimeout(() => reject(new Error(`sentinel ${sentinel.cpf}: socket did not connect`)), 15_000).unref();
  });
  return state;
}

/** After a kill: does the sentinel's session still answer, has its socket come back, does a new message reach it? */
async function checkSentinel(state, proxyUrl, label) {
  // A socket cut by the kill reconnects by itself; an event emitted while it is away is not replayed (socket.io
  // delivers at most once), so the client reads what it missed through the API, as the web does.
  for (let stableSince = 0, deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(100)) {
    if (!state.socket.connected) stableSince = 0;
    else if (!stableSince) stableSince = Date.now();
    else if (Date.now() - stableSince >= 1000) break;
  }
  const balance = await api(proxyUrl, 'GET', `/api/retornarSaldo/${state.idVinculoPlano}`, state.token);
  const key = `sentinela-${state.idPessoa}-${label}-${Date.now()}`;
  const sent = await api(proxyUrl, 'POST', '/api/enviarMensagem', state.token, { idConversa: state.idConversa, texto: `Depois de ${label}`, chaveIdempotencia: key });
  for (const deadline = Date.now() + 10_000; Date.now() < deadline && !state.received.has(key); ) await sleep(100);
  let messageVia = state.received.has(key) ? 'socket' : null;
  if (!messageVia) {
    const readBack = await api(proxyUrl, 'GET', `/api/retornarMensagens/${state.idConversa}?depoisDe=0`, state.token);
    if (readBack.status === 200 && readBack.json.some((message) => message.chaveIdempotencia === key)) messageVia = 'rest';
  }
  return {
    cpf: state.cpf,
    signedInOn: state.instance,
    balance: balance.status,
    servedBy: balance.instance,
    message: sent.status,
    socketConnected: state.socket.connected,
    socketConnects: state.connects,
    socketCutBy: state.disconnects.map((entry) => entry.reason),
    messageVia,
  };
}

/** Until the proxy sends traffic to the instance again (its checks must pass `rise` times). */
async function untilInRotation(proxyUrl, name) {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(200)) {
    const answer = await api(proxyUrl, 'GET', '/api/saude/pronto').catch(() => null);
    if (answer?.instance === name) return true;
  }
  return false;
}

const sentinelOk = (check) => check.balance === 200 && check.message === 200 && check.socketConnected && check.messageVia !== null;

async function verifyChat(databaseUrl, chatLog) {
  const lines = existsSync(chatLog) ? readFileSync(chatLog, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
  const acked = lines.filter((line) => line.acked);
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const { rows } = await client.query(
      `select m.id_conversa, m.chave_idempotencia, m.texto from mensagem m join conversa c on c.id = m.id_conversa where c.assunto like 'Carga lt%'`,
    );
    const { rows: conversations } = await client.query(`select assunto, count(*)::int as n from conversa where assunto like 'Carga lt%' group by assunto`);
    const byKey = new Map();
    const texts = new Map();
    for (const row of rows) {
      if (row.chave_idempotencia) byKey.set(row.chave_idempotencia, (byKey.get(row.chave_idempotencia) ?? 0) + 1);
      const textKey = `${row.id_conversa}:${row.texto}`;
      texts.set(textKey, (texts.get(textKey) ?? 0) + 1);
    }
    const lost = acked.filter((line) => !byKey.has(line.key)).map((line) => line.key);
    const duplicatedTexts = [...texts.values()].filter((count) => count > 1).length;
    const duplicatedConversations = conversations.filter((row) => row.n > 1).length;
    const notAcked = lines.filter((line) => !line.acked);
    return {
      acknowledged: acked.length,
      acknowledgedAfterRetry: acked.filter((line) => line.attempts > 1).length,
      notAcknowledged: notAcked.length,
      notAcknowledgedButStored: notAcked.filter((line) => byKey.has(line.key)).length,
      storedMessages: rows.length,
      conversations: conversations.length,
      lost: lost.length,
      lostKeys: lost.slice(0, 20),
      duplicated: duplicatedTexts + duplicatedConversations,
    };
  } finally {
    await client.end();
  }
}

/** The figures of artillery's JSON report (aggregate counters and summaries). */
function summarize(report, runSeconds) {
  const { counters = {}, summaries = {} } = report.aggregate;
  const pick = (name) => (summaries[name] ? { p50: round(summaries[name].median ?? summaries[name].p50), p95: round(summaries[name].p95), p99: round(summaries[name].p99), max: round(summaries[name].max), count: summaries[name].count } : null);
  const prefixed = (prefix) => Object.fromEntries(Object.entries(counters).filter(([name]) => name.startsWith(prefix)).map(([name, value]) => [name.slice(prefix.length), value]));
  const httpRequests = counters['http.requests'] ?? 0;
  const chatRequests = counters['load.chat_requests'] ?? 0;
  const perEndpoint = Object.fromEntries(
    Object.keys(summaries)
      .filter((name) => name.startsWith('plugins.metrics-by-endpoint.response_time.'))
      .map((name) => [name.slice('plugins.metrics-by-endpoint.response_time.'.length), pick(name)]),
  );
  return {
    runSeconds: round(runSeconds),
    requests: httpRequests + chatRequests,
    throughputPerSecond: round((httpRequests + chatRequests) / runSeconds),
    vusers: { created: counters['vusers.created'] ?? 0, completed: counters['vusers.completed'] ?? 0, failed: counters['vusers.failed'] ?? 0 },
    latencyMs: { http: pick('http.response_time'), chatRequest: pick('load.chat_request_ms'), chatSocketDelivery: pick('load.chat_socket_delivery_ms'), socketConnect: pick('load.socket_connect_ms'), perEndpoint },
    statusCodes: prefixed('http.codes.'),
    errors: { ...prefixed('errors.'), ...Object.fromEntries(Object.entries(prefixed('load.chat_error.')).map(([kind, n]) => [`chat:${kind}`, n])) },
    load: Object.fromEntries(Object.entries(prefixed('load.')).filter(([name]) => !name.startsWith('chat_error.'))),
  };
}

await runBench('load-test', async () => {
  ensureArtillery();
  const haproxy = ensureHaproxy();
  const folder = mkdtempSync(path.join(tmpdir(), 'carga-'));
  onCleanup(() => rmSync(folder, { recursive: true, force: true }));
  const uploadDir = path.join(folder, 'anexos');
  mkdirSync(uploadDir);
  const chatLog = path.join(folder, 'chat.jsonl');
  const eventsFile = path.join(folder, 'kills.jsonl');
  const reportFile = path.join(folder, 'artillery.json');
  const artilleryLog = path.join(folder, 'artillery.log');

  const postgres = await startPostgres();
  onCleanup(() => postgres.stop());
  const redis = await startRedis();
  onCleanup(() => redis.stop());
  note('postgres and redis up');
  const shared = { databaseUrl: postgres.url, redisUrl: redis.url, uploadDir, folder };
  const ports = { a: await freePort(), b: await freePort() };
  const instances = {};
  // One after the other: the first migrates and seeds the empty database.
  instances.a = await startInstance('a', ports.a, shared);
  instances.b = await startInstance('b', ports.b, shared);
  note('instances ready', { a: round(instances.a.startupSeconds), b: round(instances.b.startupSeconds) });

  const proxyPort = await freePort();
  const proxyUrl = `http://${HOST}:${proxyPort}`;
  const configFile = path.join(folder, 'haproxy.cfg');
  const statsSocket = path.join(folder, 'haproxy.sock');
  writeFileSync(configFile, haproxyConfig(proxyPort, ports, statsSocket));
  startProcess(haproxy, ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const seen = new Set();
  for (const deadline = Date.now() + 30_000; seen.size < 2; await sleep(200)) {
    if (Date.now() > deadline) throw new Error(`the proxy did not reach both instances (saw ${[...seen].join(', ') || 'none'})`);
    const answer = await api(proxyUrl, 'GET', '/api/saude/pronto').catch(() => null);
    if (answer?.status === 200 && answer.instance) seen.add(answer.instance);
  }
  note('proxy up, both instances behind it', { proxy: proxyUrl });

  const sentinels = [];
  for (const sentinel of SENTINELS) sentinels.push(await startSentinel(sentinel, instances, proxyUrl));
  note('sentinels signed in', { a: sentinels.filter((s) => s.instance === 'a').length, b: sentinels.filter((s) => s.instance === 'b').length });

  const loadSamples = [];
  const sampler = setInterval(() => loadSamples.push(loadavg()[0]), 5000);
  onCleanup(() => clearInterval(sampler));
  const loadBefore = loadavg();

  const overrides = {
    config: {
      target: proxyUrl,
      phases: [
        { duration: RAMP, arrivalRate: Math.min(1, RATE), rampTo: RATE, name: 'montée' },
        { duration: DURATION, arrivalRate: RATE, name: 'palier' },
      ],
    },
  };
  const artilleryEnv = {
    ...process.env,
    ARTILLERY_DISABLE_TELEMETRY: 'true',
    LOAD_TEST_CHAT_LOG: chatLog,
    LOAD_TEST_EVENTS: eventsFile,
    LOAD_TEST_CHAT_MESSAGES: String(CHAT_MESSAGES),
  };
  const artilleryStarted = Date.now();
  note('artillery starts', { rate: RATE, ramp: RAMP, duration: DURATION, log: artilleryLog });
  const logFd = openSync(artilleryLog, 'w');
  const artillery = startProcess(process.execPath, [ARTILLERY, 'run', '--overrides', JSON.stringify(overrides), '--output', reportFile, path.join(LOAD_DIR, 'scenario.yml')], {
    cwd: LOAD_DIR,
    env: artilleryEnv,
    stdio: ['ignore', logFd, logFd],
  });
  let artilleryStatus;
  artillery.exited.then((status) => (artilleryStatus = status));
  const untilRunTime = async (seconds) => {
    while ((Date.now() - artilleryStarted) / 1000 < seconds && artilleryStatus === undefined) await sleep(200);
  };
  const events = [];
  const recordKill = (kind) => appendFileSync(eventsFile, `${JSON.stringify({ kind, at: Date.now() })}\n`);

  // 1. SIGTERM to A: its graceful shutdown; the orchestrator starts a new A when it has exited.
  await untilRunTime(SIGTERM_AT);
  if (artilleryStatus !== undefined) throw new Error(`artillery exited (${artilleryStatus}) early; see ${artilleryLog}`);
  const sigtermAt = Date.now();
  recordKill('sigterm');
  note('SIGTERM → instance a', { pid: instances.a.child.pid });
  process.kill(instances.a.child.pid, 'SIGTERM');
  const aExit = await instances.a.exited;
  const drainSeconds = (Date.now() - sigtermAt) / 1000;
  note('instance a exited', { status: aExit, seconds: round(drainSeconds), steps: instances.a.shutdownSteps });
  if (aExit !== 0) console.error(`instance a's shutdown was not clean; the end of its log:\n${readFileSync(instances.a.logFile, 'utf8').split('\n').slice(-15).join('\n')}`);
  const sentinelsAfterSigterm = await Promise.all(sentinels.map((sentinel) => checkSentinel(sentinel, proxyUrl, 'sigterm')));
  note('sentinels after SIGTERM', { ok: sentinelsAfterSigterm.filter(sentinelOk).length, of: sentinels.length });
  const oldA = instances.a;
  instances.a = await startInstance('a', ports.a, shared);
  note('instance a restarted', { startupSeconds: round(instances.a.startupSeconds), inRotation: await untilInRotation(proxyUrl, 'a') });
  events.push({ kind: 'SIGTERM', instance: 'a', atRunSecond: round((sigtermAt - artilleryStarted) / 1000), exitStatus: aExit, drainSeconds: round(drainSeconds), shutdownSteps: oldA.shutdownSteps, restartSeconds: round(instances.a.startupSeconds) });

  // 2. SIGKILL to B (it carried everything while A was away); replaced after RESTART_DELAY_S.
  await untilRunTime(SIGKILL_AT);
  if (artilleryStatus !== undefined) throw new Error(`artillery exited (${artilleryStatus}) early; see ${artilleryLog}`);
  const killAt = Date.now();
  recordKill('sigkill');
  note('SIGKILL → instance b', { pid: instances.b.child.pid });
  process.kill(instances.b.child.pid, 'SIGKILL');
  const bExit = await instances.b.exited;
  await sleep(RESTART_DELAY_S * 1000);
  const sentinelsAfterKill = await Promise.all(sentinels.map((sentinel) => checkSentinel(sentinel, proxyUrl, 'sigkill')));
  note('sentinels after SIGKILL', { ok: sentinelsAfterKill.filter(sentinelOk).length, of: sentinels.length });
  instances.b = await startInstance('b', ports.b, shared);
  note('instance b restarted', { startupSeconds: round(instances.b.startupSeconds), inRotation: await untilInRotation(proxyUrl, 'b') });
  events.push({ kind: 'SIGKILL', instance: 'b', atRunSecond: round((killAt - artilleryStarted) / 1000), exitStatus: bExit, restartSeconds: round(instances.b.startupSeconds) });

  // 3. The rest of the run; bounded: artillery is stopped if it overruns by two minutes.
  const limit = setTimeout(() => artillery.stop(), (RAMP + DURATION + 120) * 1000 - (Date.now() - artilleryStarted));
  const artilleryExit = await artillery.exited;
  clearTimeout(limit);
  const runSeconds = (Date.now() - artilleryStarted) / 1000;
  note('artillery done', { status: artilleryExit, seconds: round(runSeconds) });
  clearInterval(sampler);
  if (!existsSync(reportFile)) throw new Error(`artillery wrote no report (exit ${artilleryExit}); see ${artilleryLog}:\n${readFileSync(artilleryLog, 'utf8').slice(-3000)}`);

  const figures = summarize(JSON.parse(readFileSync(reportFile, 'utf8')), runSeconds);
  const chat = await verifyChat(postgres.url, chatLog);
  const proxy = await proxyStats(statsSocket).catch((error) => ({ error: error.message }));
  const sessions = {
    virtualParticipants: {
      spanningSigterm: figures.load.sessions_spanning_sigterm ?? 0,
      survivingSigterm: figures.load.sessions_surviving_sigterm ?? 0,
      spanningSigkill: figures.load.sessions_spanning_sigkill ?? 0,
      survivingSigkill: figures.load.sessions_surviving_sigkill ?? 0,
      refused401: figures.load.session_refused_401 ?? 0,
    },
    sentinels: { afterSigterm: sentinelsAfterSigterm, afterSigkill: sentinelsAfterKill },
  };
  const loadAverage = {
    cores: availableParallelism(),
    before: loadBefore.map((value) => round(value, 2)),
    duringMean1m: round(loadSamples.reduce((sum, value) => sum + value, 0) / Math.max(1, loadSamples.length), 2),
    duringMax1m: round(Math.max(...loadSamples), 2),
    after: loadavg().map((value) => round(value, 2)),
  };
  const result = {
    when: new Date().toISOString(),
    setup: { instances: 2, proxy: 'haproxy', database: 'postgresql', redis: true, arrivalRate: RATE, rampSeconds: RAMP, steadySeconds: DURATION, chatMessagesPerParticipant: CHAT_MESSAGES, tool: `artillery ${JSON.parse(readFileSync(path.join(LOAD_DIR, 'node_modules/artillery/package.json'), 'utf8')).version}` },
    ...figures,
    chat,
    sessions,
    proxy,
    events,
    timeline,
    loadAverage,
  };
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);

  const http = figures.latencyMs.http ?? {};
  console.log(`\nLoad test: ${figures.vusers.created} participants (${figures.vusers.completed} completed, ${figures.vusers.failed} failed) in ${figures.runSeconds} s`);
  console.log(`  throughput ${figures.throughputPerSecond} req/s (${figures.requests} requests: artillery HTTP + chat)`);
  console.log(`  HTTP latency p50 ${http.p50} ms, p95 ${http.p95} ms, p99 ${http.p99} ms (max ${http.max})`);
  const chatLatency = figures.latencyMs.chatRequest ?? {};
  const delivery = figures.latencyMs.chatSocketDelivery ?? {};
  console.log(`  chat POST p50 ${chatLatency.p50} / p95 ${chatLatency.p95} / p99 ${chatLatency.p99} ms; socket delivery p50 ${delivery.p50} / p95 ${delivery.p95} / p99 ${delivery.p99} ms`);
  console.log(`  status codes ${JSON.stringify(figures.statusCodes)}`);
  console.log(`  errors by kind ${JSON.stringify(figures.errors)}`);
  console.log(`  chat: ${chat.acknowledged} acknowledged (${chat.acknowledgedAfterRetry} after a retry), ${chat.notAcknowledged} not acknowledged; lost ${chat.lost}, duplicated ${chat.duplicated}`);
  console.log(`  sessions: ${JSON.stringify(sessions.virtualParticipants)}; sentinels OK after SIGTERM ${sentinelsAfterSigterm.filter(sentinelOk).length}/${sentinels.length}, after SIGKILL ${sentinelsAfterKill.filter(sentinelOk).length}/${sentinels.length}`);
  console.log(`  SIGTERM: a drained and exited in ${round(drainSeconds)} s (status ${aExit}); restarts took ${events.map((event) => `${event.instance} ${event.restartSeconds} s`).join(', ')}`);
  const backend = proxy.BACKEND ?? {};
  console.log(`  proxy: ${backend.wretr ?? '?'} retries, ${backend.wredis ?? '?'} redispatched to the other instance, ${backend.econ ?? '?'} connection errors, ${backend.eresp ?? '?'} response errors, ${backend.hrsp_5xx ?? '?'} 5xx from the instances`);
  console.log(`  load average (${loadAverage.cores} cores): before ${loadAverage.before.join(' ')}, during mean ${loadAverage.duringMean1m} max ${loadAverage.duringMax1m}`);
  console.log(`Results: ${path.relative(ROOT, RESULTS_FILE)}`);

  const failures = [];
  if (chat.lost) failures.push(`${chat.lost} chat messages lost`);
  if (chat.duplicated) failures.push(`${chat.duplicated} chat messages or conversations duplicated`);
  if (sessions.virtualParticipants.refused401) failures.push(`${sessions.virtualParticipants.refused401} requests refused with 401`);
  const badSentinels = [...sentinelsAfterSigterm, ...sentinelsAfterKill].filter((check) => !sentinelOk(check));
  if (badSentinels.length) failures.push(`sentinel checks failed: ${JSON.stringify(badSentinels)}`);
  if (failures.length) {
    console.error(`FAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
});
