// A notice to every person of the scale data, on PostgreSQL: an administrator schedules a maintenance window
// (POST /api/criarDesativacaoTemporaria, which announces it to every participant through notifyMany), each of the
// 100 000 scale people has a verified mobile and SMS chosen for maintenance notices, and the SMS drain through the job
// queue to the fake SMS provider (scripts/fake-providers.ts) on loopback. Figures: time to queue, time to drain,
// notices per second, the server's peak RSS, and the p95 of a participant's page call (GET /api/retornarPlanosAtivos,
// which every page of Carlos's portal makes) with an idle queue and while it drains (target: at most 1.5× idle).
//
//   node bench/notices-drain.mjs
//   SCALE_PEOPLE=100000 SCALE_MONTHS=50        the scale data (scripts/db-scale.ts; fewer months load faster)
//   BENCH_MAX_MINUTES=30                       gives up the drain after this long (the figures say how far it got)
//   BENCH_IDLE_REQUESTS=500                    page calls measured with the queue idle
//   FAKE_DELAY_MS=0                            how long the fake provider takes to answer each SMS
//
// Everything runs on loopback: a throwaway PostgreSQL, the fake providers, the API (dist/server/main.mjs). Results in
// bench/results/notices-drain.json. Exits non-zero only when something failed to run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { giveScalePeopleSms } from '../scripts/lib/scale-mobiles.mjs';
import { freePort, HOST, newestMtime, onCleanup, ROOT, run, runBench, startProcess } from './lib.mjs';

const SERVER_BUNDLE = path.join(ROOT, 'dist/server/main.mjs');
const RESULTS_FILE = path.join(ROOT, 'bench/results/notices-drain.json');
const PEOPLE = positiveInteger('SCALE_PEOPLE', 100_000);
const MONTHS = positiveInteger('SCALE_MONTHS', 50);
const MAX_MINUTES = positiveInteger('BENCH_MAX_MINUTES', 30);
const IDLE_REQUESTS = positiveInteger('BENCH_IDLE_REQUESTS', 500);
const FAKE_DELAY_MS = Number(process.env.FAKE_DELAY_MS ?? 0);
const CARLOS = { cpf: '52998224725', senha: 'Previdencia@2026' };
const ANA = { cpf: '11144477735', senha: 'Previdencia@2026' };
const P95_TARGET = 1.5;

function positiveInteger(name, fallback) {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer (got ${raw})`);
  return value;
}

const seconds = (ms) => Math.round(ms / 100) / 10;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/** Bundles the API when dist/ is missing or older than the sources: a stale bundle would measure old code. */
function ensureServerBuilt() {
  const built = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (built < newestMtime(path.join(ROOT, 'src'))) execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
}

/** A child process with its output kept (the last 4 000 characters), up when `ready` answers. */
async function startChild(name, args, env, ready) {
  const child = startProcess(process.execPath, args, { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.child.stdout.on('data', keep);
  child.child.stderr.on('data', keep);
  let exit;
  child.exited.then((status) => (exit = status));
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(200)) {
    if (exit !== undefined) throw new Error(`${name} exited (${exit}):\n${output}`);
    try {
      if (await ready()) return { ...child, pid: child.child.pid, output: () => output };
    } catch {
      // not up yet
    }
  }
  throw new Error(`${name} did not start within 120 s:\n${output}`);
}

/** VmRSS and VmHWM (peak) of a process, in MiB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
}

async function signIn(base, account) {
  const response = await fetch(`${base}/api/autenticar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  const body = await response.json();
  if (response.status !== 200 || !body.token) throw new Error(`sign-in answered ${response.status}: ${JSON.stringify(body)}`);
  return { token: body.token, idPessoa: body.pessoa.id };
}

/** One page call, timed; never an error page. */
async function timedCall(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

async function main() {
  ensureServerBuilt();
  const postgres = await startPostgres();
  onCleanup(() => postgres.stop());
  console.log(`throwaway PostgreSQL at ${postgres.url}; loading ${PEOPLE} people × ${MONTHS} months…`);
  const loading = performance.now();
  await run(process.execPath, ['--import', 'tsx', 'scripts/db-scale.ts'], { env: { ...process.env, DATABASE_URL: postgres.url, SCALE_PEOPLE: String(PEOPLE), SCALE_MONTHS: String(MONTHS) } });
  const database = new pg.Client(postgres.url);
  await database.connect();
  onCleanup(() => database.end());
  const withSms = await giveScalePeopleSms(database, 'manutencao');
  const loadSeconds = seconds(performance.now() - loading);
  console.log(`scale data loaded, ${withSms} people with a verified mobile and SMS for maintenance notices (${loadSeconds} s)`);

  const fakePort = await freePort();
  const fakeUrl = `http://${HOST}:${fakePort}`;
  await startChild('fake providers', ['--import', 'tsx', 'scripts/fake-providers.ts'], { FAKE_PROVIDERS_PORT: String(fakePort), FAKE_SMTP_PORT: String(await freePort()), FAKE_DELAY_MS: String(FAKE_DELAY_MS) }, async () => (await fetch(`${fakeUrl}/health`)).ok);
  const count = async () => (await (await fetch(`${fakeUrl}/contagem`)).json());

  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const server = await startChild(
    'API',
    [SERVER_BUNDLE],
    {
      NODE_ENV: 'production',
      API_ONLY: 'true',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      HOST,
      PORT: String(port),
      DATABASE_URL: postgres.url,
      SMS_PROVIDER_URL: `${fakeUrl}/sms`,
      SMS_PROVIDER_TOKEN: 'fake-sms-token',
    },
    async () => (await fetch(`${base}/api/saude`)).ok,
  );

  const carlos = await signIn(base, CARLOS);
  const ana = await signIn(base, ANA);
  const pageUrl = `${base}/api/retornarPlanosAtivos/${carlos.idPessoa}`;
  for (let warm = 0; warm < 50; warm += 1) await timedCall(pageUrl, carlos.token);
  const idle = [];
  for (let index = 0; index < IDLE_REQUESTS; index += 1) idle.push(await timedCall(pageUrl, carlos.token));
  const idleMemory = memoryOf(server.pid);
  console.log(`idle: p95 ${percentile(idle, 95).toFixed(1)} ms over ${idle.length} calls, RSS ${idleMemory.rssMiB.toFixed(0)} MiB`);

  const expected = withSms;
  const startsAt = new Date(Date.now() + 72 * 3_600_000);
  const triggered = performance.now();
  const scheduled = await fetch(`${base}/api/criarDesativacaoTemporaria`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ana.token}` },
    body: JSON.stringify({ dataInicio: startsAt.toISOString(), dataFim: new Date(startsAt.getTime() + 3_600_000).toISOString(), mensagem: 'Bench de avisos.' }),
  });
  if (scheduled.status !== 200) throw new Error(`criarDesativacaoTemporaria answered ${scheduled.status}: ${await scheduled.text()}`);
  console.log(`maintenance window scheduled: ${expected} SMS expected`);

  let queuedAfter = null;
  // The participant keeps using the portal while the queue drains: one call after the other.
  // Split at the moment every job is queued: while queueing, notifyMany writes the notices (one transaction).
  const queueing = [];
  const draining = [];
  let done = false;
  let participantError = null;
  const participant = (async () => {
    while (!done) {
      const phase = queuedAfter === null ? queueing : draining;
      phase.push(await timedCall(pageUrl, carlos.token));
    }
  })().catch((error) => (participantError = error));

  const deadline = triggered + MAX_MINUTES * 60_000;
  let drainedAfter = null;
  let maxRss = idleMemory.rssMiB;
  let last = { sms: 0, repeticoes: 0 };
  let lastLog = 0;
  while (performance.now() < deadline) {
    await sleep(1000);
    maxRss = Math.max(maxRss, memoryOf(server.pid).rssMiB);
    last = await count();
    if (queuedAfter === null) {
      const queued = Number((await database.query(`select count(*)::int as n from pgboss.job where name = 'notice.deliver'`)).rows[0].n);
      if (queued >= expected) queuedAfter = performance.now() - triggered;
    }
    const pending = Number((await database.query(`select count(*)::int as n from aviso_envio where canal = 'sms' and status in ('pendente', 'tentando')`)).rows[0].n);
    if (queuedAfter !== null && last.sms >= expected && pending === 0) {
      drainedAfter = performance.now() - triggered;
      break;
    }
    if (performance.now() - lastLog > 15_000) {
      lastLog = performance.now();
      console.log(`  ${seconds(performance.now() - triggered)} s: ${last.sms} SMS at the provider, ${pending} pending, RSS ${maxRss.toFixed(0)} MiB max, ${queueing.length + draining.length} page calls`);
    }
  }
  done = true;
  await participant;
  if (participantError) throw participantError;
  const elapsed = drainedAfter ?? performance.now() - triggered;
  const memory = memoryOf(server.pid);
  const statuses = (await database.query(`select status, count(*)::int as n from aviso_envio where canal = 'sms' group by status order by status`)).rows;
  const messages = await (await fetch(`${fakeUrl}/mensagens?canal=sms`)).json();
  const distinctNumbers = new Set(messages.map((message) => message.para)).size;

  const figures = {
    people: PEOPLE,
    months: MONTHS,
    providerDelayMs: FAKE_DELAY_MS,
    loadSeconds,
    expectedSms: expected,
    drained: drainedAfter !== null,
    queueSeconds: queuedAfter === null ? null : seconds(queuedAfter),
    drainSeconds: seconds(elapsed),
    noticesPerSecond: Math.round((last.sms / (elapsed / 1000)) * 10) / 10,
    smsAtProvider: messages.length,
    distinctNumbers,
    repeatsDropped: last.repeticoes,
    deliveryStatuses: Object.fromEntries(statuses.map((row) => [row.status, row.n])),
    idleRssMiB: Math.round(idleMemory.rssMiB),
    peakRssMiB: Math.round(Math.max(memory.peakMiB, maxRss)),
    pageCall: 'GET /api/retornarPlanosAtivos/:idPessoa (Carlos)',
    idleP95Ms: Math.round(percentile(idle, 95) * 10) / 10,
    idleP50Ms: Math.round(percentile(idle, 50) * 10) / 10,
    drainingP95Ms: Math.round(percentile(draining, 95) * 10) / 10,
    drainingP50Ms: Math.round(percentile(draining, 50) * 10) / 10,
    drainingCalls: draining.length,
    queueingP95Ms: Math.round(percentile(queueing, 95) * 10) / 10,
    queueingCalls: queueing.length,
  };
  figures.p95Ratio = Math.round((figures.drainingP95Ms / figures.idleP95Ms) * 100) / 100;
  figures.p95WithinTarget = figures.p95Ratio <= P95_TARGET;

  console.log(`\n${figures.drained ? 'drained' : `NOT drained after ${MAX_MINUTES} min`}: ${figures.smsAtProvider} of ${expected} SMS at the provider (${distinctNumbers} numbers, ${figures.repeatsDropped} repeats dropped)`);
  console.log(`time to queue        ${figures.queueSeconds ?? '—'} s`);
  console.log(`time to drain        ${figures.drainSeconds} s (from the window scheduled)`);
  console.log(`notices per second   ${figures.noticesPerSecond}`);
  console.log(`server RSS           ${figures.idleRssMiB} MiB idle, ${figures.peakRssMiB} MiB peak`);
  console.log(`page call p95        ${figures.idleP95Ms} ms idle, ${figures.drainingP95Ms} ms draining once queued (${figures.drainingCalls} calls): ×${figures.p95Ratio} (target ≤ ${P95_TARGET})`);
  console.log(`page call p95 queueing ${figures.queueingP95Ms} ms (${figures.queueingCalls} calls, while the notices are written)`);
  console.log(`page call p50        ${figures.idleP50Ms} ms idle, ${figures.drainingP50Ms} ms draining`);
  if (server.output().trim()) console.log(`API wrote:\n${server.output().trim()}`);
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(ROOT, RESULTS_FILE)}`);
}

await runBench('notices-drain', main);
