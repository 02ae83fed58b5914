// Uploads a 599 MiB generated MP4 (ftyp box, then zeros; never one big Buffer) to the API twice: in one request
// (POST /api/enviarAnexo) and resumably through tus in 5 MiB PATCH chunks. Prints time, throughput and the API
// process's peak RSS (sampled by the server every 100 ms; target ≤ 200 MB). The API runs in its own process
// (bench/upload-server.ts) on a throwaway PostgreSQL, or on PGlite in memory when PostgreSQL cannot start
// (PGlite alone needs ~350 MB, so the RSS target only reads true on PostgreSQL). Results: bench/results/upload.json.
// With --s3 the API stores into an S3-compatible server on loopback (s3rver, in this bench's process, so that its
// memory is not the API's) instead of the local folder: the same runs, results in bench/results/upload-s3.json.
// API_NODE_FLAGS: Node and V8 flags for the API process (bench/lib.mjs), to compare garbage-collection settings.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { build } from 'esbuild';
import { serverBundleOptions } from '../scripts/lib/server-bundle.mjs';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { apiNodeFlags, HOST, onCleanup, ROOT, runBench } from './lib.mjs';

const SIZE = 599 * 1024 * 1024;
const TUS_CHUNK = 5 * 1024 * 1024;
const RSS_TARGET_MB = 200;
const CARLOS = { cpf: '52998224725', senha: 'Previdencia@2026' };
const MP4_HEADER = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
const MB = 1024 * 1024;
const USE_S3 = process.argv.includes('--s3');

/** Bytes [start, end) of the generated file, in 1 MiB chunks, feeding `hash` on the way. */
function fileSlice(start, end, hash) {
  const zeros = Buffer.alloc(MB);
  let position = start;
  return new Readable({
    read() {
      if (position >= end) return this.push(null);
      const length = Math.min(MB, end - position);
      const chunk = Buffer.from(zeros.subarray(0, length));
      if (position < MP4_HEADER.length) MP4_HEADER.copy(chunk, 0, position, Math.min(MP4_HEADER.length, position + length));
      position += length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
}

function send(url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    if (body) body.pipe(request);
    else request.end();
  });
}

/** Bundles the API process as scripts/build-server.mjs does, so its RSS is the API's and not a TypeScript loader's. */
async function bundleServer(folder) {
  const outfile = path.join(folder, 'upload-server.mjs');
  await build(serverBundleOptions(path.join(ROOT, 'bench/upload-server.ts'), outfile));
  return outfile;
}

function startServer(script, env) {
  const child = spawn(process.execPath, [...apiNodeFlags(), script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  onCleanup(async () => {
    if (child.exitCode !== null) return;
    child.disconnect();
    await new Promise((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => resolve(clearTimeout(kill)));
    });
  });
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}`)));
    child.once('message', ({ port }) => resolve({ url: `http://${HOST}:${port}/api`, ask }));
  });
}

/** s3rver on loopback with an empty bucket, its objects in a temporary folder; the S3 settings for the API process. */
async function startS3Server() {
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-bench-s3-'));
  onCleanup(() => rmSync(directory, { recursive: true, force: true }));
  const s3 = new S3rver({ address: HOST, port: 0, silent: true, directory, configureBuckets: [{ name: 'anexos', configs: [] }] });
  const { port } = await s3.run();
  onCleanup(() => s3.close());
  return { STORAGE: 's3', S3_BUCKET: 'anexos', S3_ENDPOINT: `http://${HOST}:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
}

/** One run: `upload` returns the attachment's id and any figures of its own (the finishing request's time). */
async function measure(server, name, upload) {
  const { rss: before } = await server.ask('reset');
  const hash = createHash('sha256');
  const started = process.hrtime.bigint();
  const { id, ...figures } = await upload(hash);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const { peak } = await server.ask('peak');
  const result = {
    name,
    seconds: +seconds.toFixed(2),
    throughputMBs: +(SIZE / MB / seconds).toFixed(1),
    peakRssMB: Math.round(peak / MB),
    // What the run added to the memory the process had when it began: the streaming itself, apart from the API's size.
    rssGrowthMB: Math.round((peak - before) / MB),
    ...figures,
    idAnexo: id,
    sha256: hash.digest('hex'),
  };
  const finishing = figures.finishSeconds === undefined ? '' : `  (finishing request ${figures.finishSeconds.toFixed(2)} s)`;
  console.log(
    `${name.padEnd(28)} ${result.seconds.toFixed(2).padStart(7)} s  ${result.throughputMBs.toFixed(1).padStart(7)} MB/s  peak RSS ${String(result.peakRssMB).padStart(4)} MB ` +
      `(+${result.rssGrowthMB} MB during the run) ${result.peakRssMB <= RSS_TARGET_MB ? '(≤ 200 MB)' : '(above the 200 MB target)'}${finishing}`,
  );
  return result;
}

await runBench('bench/upload.mjs', async () => {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-uploads-'));
  onCleanup(() => rmSync(uploadDir, { recursive: true, force: true }));
  let databaseUrl = '';
  try {
    const postgres = await startPostgres();
    onCleanup(() => postgres.stop());
    databaseUrl = postgres.url;
  } catch (error) {
    console.log(`PostgreSQL unavailable (${error.message.split('\n')[0]}): the API runs on PGlite in memory.`);
  }
  // Beside the project so that its npm packages resolve from node_modules.
  const buildDir = mkdtempSync(path.join(ROOT, 'bench/.upload-server-'));
  onCleanup(() => rmSync(buildDir, { recursive: true, force: true }));
  const storageEnv = USE_S3 ? await startS3Server() : {};
  const server = await startServer(await bundleServer(buildDir), { DATABASE_URL: databaseUrl, UPLOAD_DIR: uploadDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...storageEnv });
  const login = await fetch(`${server.url}/autenticar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CARLOS) });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  const { rss } = await server.ask('peak');
  console.log(`API process idle RSS: ${Math.round(rss / MB)} MB (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${USE_S3 ? 'S3 driver on s3rver' : 'local folder'}${apiNodeFlags().length ? `, ${apiNodeFlags().join(' ')}` : ''}); file: 599 MiB\n`);

  const plain = await measure(server, 'POST /enviarAnexo', async (hash) => {
    const response = await send(`${server.url}/enviarAnexo`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'video/mp4', 'content-length': String(SIZE), 'x-nome-arquivo': 'bench.mp4' },
      body: fileSlice(0, SIZE, hash),
    });
    if (response.status !== 201) throw new Error(`enviarAnexo → ${response.status} ${response.body}`);
    return { id: JSON.parse(response.body).id };
  });

  const tus = await measure(server, 'tus, 5 MiB PATCH chunks', async (hash) => {
    const tusHeaders = { ...auth, 'tus-resumable': '1.0.0' };
    const created = await send(`${server.url}/anexos/tus`, {
      method: 'POST',
      headers: { ...tusHeaders, 'upload-length': String(SIZE), 'upload-metadata': `filename ${Buffer.from('bench.mp4').toString('base64')}` },
    });
    if (created.status !== 201) throw new Error(`tus POST → ${created.status} ${created.body}`);
    const location = new URL(created.headers.location, server.url).toString();
    let last;
    let lastStarted;
    for (let offset = 0; offset < SIZE; offset += TUS_CHUNK) {
      const end = Math.min(SIZE, offset + TUS_CHUNK);
      lastStarted = process.hrtime.bigint();
      last = await send(location, {
        method: 'PATCH',
        headers: { ...tusHeaders, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset), 'content-length': String(end - offset) },
        body: fileSlice(offset, end, hash),
      });
      if (last.status !== 204) throw new Error(`tus PATCH at ${offset} → ${last.status} ${last.body}`);
    }
    // The request that completes the upload also stores it (hash and rename on the folder, the parts copied into one
    // object on S3): its time is apart.
    return { id: Number(last.headers['x-id-anexo']), finishSeconds: +(Number(process.hrtime.bigint() - lastStarted) / 1e9).toFixed(2) };
  });

  const results = { date: new Date().toISOString(), database: databaseUrl ? 'postgresql' : 'pglite', storage: USE_S3 ? 's3' : 'disco', sizeBytes: SIZE, tusChunkBytes: TUS_CHUNK, rssTargetMB: RSS_TARGET_MB, runs: [plain, tus] };
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  const resultsFile = `bench/results/${USE_S3 ? 'upload-s3' : 'upload'}.json`;
  writeFileSync(path.join(ROOT, resultsFile), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nresults: ${resultsFile}`);
});
