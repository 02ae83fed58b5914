// Money at scale (issue 12). On a throwaway PostgreSQL loaded by the scale generator (npm run db:scale: 100 000
// people, 10 000 000 contributions) and then on PGlite with the demo data:
// - GET /api/retornarExtratoContribuicao/{link}?inicio&fim (one year) and GET /api/retornarSaldo/{link} at 20
//   concurrent clients, each signed in as its own participant reading its own link: p50/p95/p99 (target p95 ≤ 50 ms);
// - POST /api/importarContribuicoes of a 100 000-line CSV (PostgreSQL): time (target ≤ 30 s) and the API process's
//   peak RSS (target ≤ 300 MB), the preview (N) and the import (S), then the same file again (all ignored).
// The API runs in its own process (bench/upload-server.ts). A route this build does not have yet is reported as
// skipped. Env: BENCH_DATABASE_URL (an already loaded database: no throwaway server, no generator), SCALE_PEOPLE /
// SCALE_MONTHS (a smaller load), BENCH_SECONDS (per measurement, default 15), BENCH_IMPORT_LINES (default 100 000).
// Results: bench/results/money-api.json.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { build } from 'esbuild';
import { serverBundleOptions } from '../scripts/lib/server-bundle.mjs';
import pg from 'pg';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { HOST, onCleanup, ROOT, run, runBench } from './lib.mjs';

const CONCURRENCY = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const IMPORT_LINES = Number(process.env.BENCH_IMPORT_LINES ?? 100_000);
const PASSWORD = 'Previdencia@2026';
const P95_TARGET_MS = 50;
const IMPORT_TARGET_S = 30;
const RSS_TARGET_MB = 300;
const MB = 1024 * 1024;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });

function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const call = http.request(url, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    call.on('error', reject);
    if (body && typeof body.pipe === 'function') body.pipe(call);
    else call.end(body);
  });
}

/** The CPF of scale person n (scripts/db-scale.ts: base 900000000 + n and its two check digits). */
function scaleCpf(n) {
  const base = String(900_000_000 + n).padStart(9, '0');
  const digit = (digits) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (digits.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}

async function bundleServer(folder) {
  const outfile = path.join(folder, 'money-server.mjs');
  await build(serverBundleOptions(path.join(ROOT, 'bench/upload-server.ts'), outfile));
  return outfile;
}

function startServer(script, env) {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.disconnect();
    await new Promise((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => resolve(clearTimeout(kill)));
    });
  };
  onCleanup(stop);
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}`)));
    child.once('message', ({ port }) => resolve({ url: `http://${HOST}:${port}/api`, ask, stop }));
  });
}

async function signIn(api, cpf) {
  const response = await request(`${api}/autenticar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cpf, senha: PASSWORD }) });
  if (response.status !== 200) throw new Error(`autenticar ${cpf} → ${response.status} ${response.body}`);
  const answer = JSON.parse(response.body);
  return { token: answer.token, idPessoa: answer.pessoa.id };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** CONCURRENCY clients for SECONDS, each calling `pathOf(client)` with its own token; latencies in ms. */
async function load(api, name, clients, pathOf) {
  const probe = await request(`${api}${pathOf(clients[0])}`, { headers: { authorization: `Bearer ${clients[0].token}` } });
  if (probe.status === 404 && /Recurso não encontrado/.test(probe.body)) {
    console.log(`${name.padEnd(44)} skipped: this build has no such route yet`);
    return { name, skipped: true };
  }
  if (probe.status !== 200) throw new Error(`${name} → ${probe.status} ${probe.body.slice(0, 300)}`);
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await request(`${api}${pathOf(client)}`, { headers: { authorization: `Bearer ${client.token}` } });
        latencies.push(performance.now() - started);
        if (response.status !== 200) errors += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const result = {
    name,
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / SECONDS),
    p50: +percentile(latencies, 50).toFixed(1),
    p95: +percentile(latencies, 95).toFixed(1),
    p99: +percentile(latencies, 99).toFixed(1),
  };
  console.log(
    `${name.padEnd(44)} ${String(result.rps).padStart(5)} req/s  p50 ${String(result.p50).padStart(6)} ms  p95 ${String(result.p95).padStart(6)} ms  p99 ${String(result.p99).padStart(6)} ms  errors ${errors} ${result.p95 <= P95_TARGET_MS ? '(p95 ≤ 50 ms)' : '(p95 above the 50 ms target)'}`,
  );
  return result;
}

async function latencyRuns(api, clients, label) {
  const year = new Date().getFullYear() - 1;
  return [
    await load(api, `${label}: retornarExtratoContribuicao (${year})`, clients, (client) => `/retornarExtratoContribuicao/${client.idVinculoPlano}?inicio=${year}-01&fim=${year}-12`),
    await load(api, `${label}: retornarSaldo`, clients, (client) => `/retornarSaldo/${client.idVinculoPlano}`),
  ];
}

/** A CSV of `lines` contributions of the scale people (a supplementary one of this month: new rows), written to disk. */
async function writeImportFile(folder, lines) {
  const file = path.join(folder, 'contribuicoes.csv');
  const out = createWriteStream(file);
  const month = new Date().toISOString().slice(0, 7);
  out.write('\ufeffcpf;id_plano;competencia;tipo;valor\n');
  for (let n = 1; n <= lines; n += 1) {
    const cents = 10_000 + (n % 90_000);
    if (!out.write(`${scaleCpf(n)};${[1, 4, 7][n % 3]};${month};suplementar;${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return file;
}

async function importRun(server, token, file, confirmar, label) {
  await server.ask('reset');
  const started = performance.now();
  const response = await request(`${server.url}/importarContribuicoes?confirmar=${confirmar}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', 'content-length': String(statSync(file).size) },
    body: createReadStream(file),
  });
  const seconds = (performance.now() - started) / 1000;
  const { peak } = await server.ask('peak');
  if (response.status !== 200) throw new Error(`importarContribuicoes ${confirmar} → ${response.status} ${response.body.slice(0, 300)}`);
  const answer = JSON.parse(response.body);
  const result = { name: label, seconds: +seconds.toFixed(2), peakRssMB: Math.round(peak / MB), linhas: answer.linhas, importadas: answer.importadas, ignoradas: answer.ignoradas, erros: answer.totalErros };
  console.log(
    `${label.padEnd(44)} ${result.seconds.toFixed(2).padStart(7)} s  peak RSS ${String(result.peakRssMB).padStart(4)} MB  ${answer.linhas} lines, ${answer.importadas} imported, ${answer.ignoradas} ignored, ${answer.totalErros} errors ${
      result.seconds <= IMPORT_TARGET_S && result.peakRssMB <= RSS_TARGET_MB ? '(≤ 30 s, ≤ 300 MB)' : '(above a target)'
    }`,
  );
  return result;
}

await runBench('bench/money-api.mjs', async () => {
  const results = { date: new Date().toISOString(), concurrency: CONCURRENCY, secondsPerRun: SECONDS, targets: { p95Ms: P95_TARGET_MS, importSeconds: IMPORT_TARGET_S, peakRssMB: RSS_TARGET_MB }, postgres: {}, pglite: {} };
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-bench-money-'));
  onCleanup(() => rmSync(folder, { recursive: true, force: true }));
  const buildDir = mkdtempSync(path.join(ROOT, 'bench/.money-server-'));
  onCleanup(() => rmSync(buildDir, { recursive: true, force: true }));
  const script = await bundleServer(buildDir);

  let databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    const postgres = await startPostgres();
    onCleanup(() => postgres.stop());
    databaseUrl = postgres.url;
    console.log(`throwaway PostgreSQL at ${databaseUrl}; loading it with the scale generator…`);
    const started = performance.now();
    await run('npx', ['tsx', 'scripts/db-scale.ts'], { env: { ...process.env, DATABASE_URL: databaseUrl }, detached: true });
    results.postgres.scaleSeconds = +((performance.now() - started) / 1000).toFixed(1);
  }
  const database = new pg.Client(databaseUrl);
  await database.connect();
  onCleanup(() => database.end());
  const counts = (await database.query(`select (select count(*) from pessoa)::int as pessoas, (select count(*) from contribuicao)::bigint as contribuicoes`)).rows[0];
  results.postgres.rows = counts;
  console.log(`\nPostgreSQL: ${counts.pessoas} people, ${counts.contribuicoes} contributions`);

  // Postgres: twenty scale participants, each reading their own link.
  let server = await startServer(script, { DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const { rows: people } = await database.query(
    `select p.cpf, v.id as "idVinculoPlano" from pessoa p join vinculo_plano v on v.id_pessoa = p.id where p.nome like 'Participante de escala %' order by p.id limit $1`,
    [CONCURRENCY * 50],
  );
  const sample = people.filter((_, index) => index % 50 === 0).slice(0, CONCURRENCY);
  if (sample.length < CONCURRENCY) throw new Error('the database has no scale people: run npm run db:scale first, or leave BENCH_DATABASE_URL unset');
  const clients = [];
  for (const person of sample) clients.push({ ...person, ...(await signIn(server.url, person.cpf)) });
  results.postgres.latency = await latencyRuns(server.url, clients, 'PostgreSQL');

  await server.stop();

  const file = await writeImportFile(folder, IMPORT_LINES);
  console.log(`\nimport file: ${IMPORT_LINES} lines, ${(statSync(file).size / MB).toFixed(1)} MB; each run in a fresh API process`);
  results.postgres.import = [];
  for (const [confirmar, label] of [
    ['N', 'importarContribuicoes N (preview)'],
    ['S', 'importarContribuicoes S (import)'],
    ['S', 'importarContribuicoes S again (ignored)'],
  ]) {
    server = await startServer(script, { DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
    const adminToken = (await signIn(server.url, '11144477735')).token;
    const { rss } = await server.ask('peak');
    results.postgres.import.push({ ...(await importRun(server, adminToken, file, confirmar, label)), idleRssMB: Math.round(rss / MB) });
    console.log(`${''.padEnd(44)} (API process RSS before the import: ${Math.round(rss / MB)} MB)`);
    await server.stop();
  }

  // PGlite in memory with the demo data: Carlos's two links and the other demo accounts with contributions.
  console.log('\nPGlite (in memory, demo data)');
  server = await startServer(script, { DATABASE_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const links = [];
  for (const cpf of ['52998224725', '39053344705', '85351346893', '12345678909', '74185296355']) {
    const { token, idPessoa } = await signIn(server.url, cpf);
    const answer = await request(`${server.url}/retornarPlanosAtivos/${idPessoa}`, { headers: { authorization: `Bearer ${token}` } });
    for (const link of JSON.parse(answer.body)) links.push({ token, idPessoa, idVinculoPlano: link.id });
  }
  const pgliteClients = Array.from({ length: CONCURRENCY }, (_, index) => links[index % links.length]);
  results.pglite.latency = await latencyRuns(server.url, pgliteClients, 'PGlite');
  await server.stop();
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/money-api.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nresults: bench/results/money-api.json');
});
