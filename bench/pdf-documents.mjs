// `node bench/pdf-documents.mjs`: latency of the yearly PDFs of issue 12 at 10 concurrent clients, on the API bundle
// with embedded PGlite and the demo data: the contribution statement (Carlos, HPE, last complete year) and the income
// report (Maria, HPE, the same year). Each document: a warm-up, then BENCH_PDF_REQUESTS requests (default 300)
// sent by BENCH_PDF_CONCURRENCY clients (default 10); prints p50/p95/p99 (target p95 ≤ 300 ms). Loopback only;
// bounded in count and time. Exits non-zero only when something failed to run: a missed target is a figure.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, HOST, newestMtime, onCleanup, ROOT, runBench } from './lib.mjs';

const SERVER_BUNDLE = path.join(ROOT, 'dist/server/main.mjs');
const RESULTS_FILE = path.join(ROOT, 'bench/results/pdf-documents.json');
const REQUESTS = positiveInteger('BENCH_PDF_REQUESTS', 300);
const CONCURRENCY = positiveInteger('BENCH_PDF_CONCURRENCY', 10);
const WARMUP = 20;
const TIME_LIMIT_MS = 120_000; // per document: the loop stops by itself even on a very slow machine
const TARGET_P95_MS = 300;
const PASSWORD = 'Previdencia@2026';
const CARLOS = '52998224725';
const MARIA = '12345678909';
const YEAR = new Date().getFullYear() - 1;

function positiveInteger(name, fallback) {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer (got ${raw})`);
  return value;
}

/** Bundles the API when dist/ is missing or older than the sources: a stale bundle would measure old code. */
function ensureServerBuilt() {
  const built = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (built < newestMtime(path.join(ROOT, 'src'))) execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
}

async function startApi() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-pdf-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', API_ONLY: 'true', SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: String(port), HOST },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  onCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(kill);
  });
  const base = `http://${HOST}:${port}`;
  let exit;
  exited.then((status) => (exit = status));
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await sleep(250)) {
    if (exit !== undefined) throw new Error(`the API exited (${exit}) before answering:\n${output}`);
    try {
      const response = await fetch(`${base}/api/saude`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return base;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`the API did not answer /api/saude within 180 s:\n${output}`);
}

async function signIn(base, cpf) {
  const response = await fetch(`${base}/api/autenticar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cpf, senha: PASSWORD }) });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`login ${cpf} answered ${response.status}: ${JSON.stringify(body)}`);
  return { token: body.token, idPessoa: body.pessoa.id };
}

async function firstLink(base, token, idPessoa) {
  const response = await fetch(`${base}/api/retornarPlanosAtivos/${idPessoa}`, { headers: { authorization: `Bearer ${token}` } });
  const links = await response.json();
  if (response.status !== 200 || !links.length) throw new Error(`plan links answered ${response.status}`);
  return links[0].id;
}

/** One download, read to its end; never measure an error: the answer must be a whole PDF. */
async function download(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const elapsed = performance.now() - started;
  if (response.status !== 200 || response.headers.get('content-type') !== 'application/pdf' || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new Error(`${url} answered ${response.status} ${response.headers.get('content-type')}: ${bytes.subarray(0, 200).toString()}`);
  }
  return { elapsed, size: bytes.length };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(label, url, token) {
  for (let index = 0; index < WARMUP; index += 1) await download(url, token);
  const latencies = [];
  let next = 0;
  let size = 0;
  const deadline = Date.now() + TIME_LIMIT_MS;
  const started = performance.now();
  const client = async () => {
    while (next < REQUESTS && Date.now() < deadline) {
      next += 1;
      const result = await download(url, token);
      latencies.push(result.elapsed);
      size = result.size;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const figures = {
    requests: sorted.length,
    perSecond: sorted.length / seconds,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1),
    bytes: size,
  };
  console.log(
    `${label.padEnd(44)}${String(figures.requests).padStart(6)}${figures.perSecond.toFixed(1).padStart(8)}${figures.p50Ms.toFixed(0).padStart(8)}${figures.p95Ms.toFixed(0).padStart(8)}${figures.p99Ms.toFixed(0).padStart(8)}${(figures.bytes / 1024).toFixed(0).padStart(8)}  ${figures.p95Ms <= TARGET_P95_MS ? 'ok' : 'MISSED'}`,
  );
  return figures;
}

await runBench('bench/pdf-documents', async () => {
  ensureServerBuilt();
  const base = await startApi();
  const [carlos, maria] = await Promise.all([signIn(base, CARLOS), signIn(base, MARIA)]);
  const [carlosLink, mariaLink] = await Promise.all([firstLink(base, carlos.token, carlos.idPessoa), firstLink(base, maria.token, maria.idPessoa)]);

  console.log(`PDFs of ${YEAR} on PGlite (demo data), ${CONCURRENCY} concurrent clients, ${REQUESTS} requests each after ${WARMUP} warm-up; target p95 ≤ ${TARGET_P95_MS} ms`);
  console.log(`${'document'.padEnd(44)}${'reqs'.padStart(6)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'KiB'.padStart(8)}`);
  const statement = await measure('retornarDemonstrativoContribuicao (Carlos)', `${base}/api/retornarDemonstrativoContribuicao/${carlosLink}/${YEAR}`, carlos.token);
  const incomeReport = await measure('retornarInformeRendimentos (Maria)', `${base}/api/retornarInformeRendimentos/${mariaLink}/${YEAR}`, maria.token);

  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    settings: { database: 'PGlite (demo data)', concurrency: CONCURRENCY, requests: REQUESTS, warmup: WARMUP, year: YEAR },
    targets: { p95Ms: TARGET_P95_MS },
    documents: { statement, incomeReport },
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten: ${path.relative(ROOT, RESULTS_FILE)}`);
});
