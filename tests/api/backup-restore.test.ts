import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { extractArchive } from '@/server/backup/archive';
import { createBackup } from '@/server/backup/backup';
import type { BackupManifest } from '@/server/backup/manifest';
import { restoreBackup } from '@/server/backup/restore';
import { listUploads } from '@/server/backup/upload-folder';
import { loadConfig, type Config } from '@/server/config';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { bearer, createScratchDatabase, DEMO_ACCOUNTS, login } from './helpers';
import { startS3Server, type TestS3Server } from './support/s3-server';
import { copySeededUploads } from './support/seeded-database';
import { pdfBytes } from './upload-client';

/**
 * The restore drill of the README ("Operators: backups"): the demo backed up with `npm run db:backup`, restored with
 * `npm run db:restore` into a new database and upload folder, the portal started on it, and what a participant reads
 * (balance, contribution extract, an attachment) the same byte for byte. The embedded database in the PGlite pass,
 * PostgreSQL in the PostgreSQL pass (a hot backup, the portal running meanwhile).
 */
const seeded = inject('seededDatabase');
const kind = seeded.kind;
const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

/** A database and an upload folder, as the environment of a server (and of the commands) names them. */
interface Site {
  env: Record<string, string>;
  config: Config;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

let folder: string;

/** `storageEnv`: S3_BUCKET and the like, for a site whose attachments live in a bucket. */
async function createSite(name: string, isSeeded: boolean, storageEnv: Record<string, string> = {}): Promise<Site> {
  const dataDir = path.join(folder, name);
  if (kind === 'postgres') {
    const { databaseUrl, dropDatabase } = await createScratchDatabase(`backup_${name.replace(/-/g, '_')}`, isSeeded && seeded.kind === 'postgres' ? seeded.template : undefined);
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl!, ...storageEnv };
    return { env, config: loadConfig({ NODE_ENV: 'test', ...env }), open: () => openDatabase({ databaseUrl, pgliteDir: null }), drop: dropDatabase };
  }
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', ...storageEnv };
  const pgliteDir = path.join(dataDir, 'pglite');
  let dump = isSeeded && seeded.kind === 'pglite' ? new Blob([await readFile(seeded.dumpFile)]) : undefined;
  return {
    env,
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    async open() {
      // The seeded site starts from the run's demo data, once; later it opens what is on its disk.
      const database = await openDatabase({ databaseUrl: null, pgliteDir, pgliteDump: dump });
      dump = undefined;
      return database;
    },
    drop: async () => {},
  };
}

interface Portal {
  app: FastifyInstance;
  close(): Promise<void>;
}

async function startPortal(site: Site): Promise<Portal> {
  const database = await site.open();
  const app = await buildApp({ config: site.config, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The operator's path: `npm run db:backup` or `db:restore` in a process of its own, with the site's environment. */
function runCommand(script: 'db:backup' | 'db:restore', args: string[], site: Site): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', script, '--', ...args], { env: { ...process.env, ...site.env }, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** What Carlos reads: the balance since his first contribution, the contribution extract (JSON and CSV), his file. */
async function readAsCarlos(app: FastifyInstance, idAnexo: number) {
  const { token, idPessoa } = await login(app, DEMO_ACCOUNTS.carlos.cpf);
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response;
  };
  const [link] = (await get(`/retornarPlanosAtivos/${idPessoa}`)).json() as Array<{ id: number }>;
  return {
    saldo: (await get(`/retornarSaldo/${link.id}?periodo=tudo`)).body,
    extrato: (await get(`/retornarExtratoContribuicao/${link.id}`)).body,
    extratoCsv: (await get(`/retornarExtratoContribuicao/${link.id}?formato=csv`)).body,
    anexoSha256: sha256((await get(`/retornarAnexo/${idAnexo}`)).rawPayload),
  };
}

async function uploadAsCarlos(app: FastifyInstance, content: Buffer): Promise<number> {
  const { token } = await login(app, DEMO_ACCOUNTS.carlos.cpf);
  const headers = { ...bearer(token), 'content-type': 'application/octet-stream', 'x-nome-arquivo': 'comprovante.pdf' };
  const response = await app.inject({ method: 'POST', url: '/api/enviarAnexo', headers, payload: content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

let source: Site;
let target: Site;
let sourcePortal: Portal | null = null;
let original: Awaited<ReturnType<typeof readAsCarlos>>;
const uploaded = pdfBytes(300_000);
let idAnexo: number;
let archive: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'portal-backup-'));
  source = await createSite('origem', true);
  target = await createSite('destino', false);
  await copySeededUploads(seeded.uploadDir, source.config.uploadDir);
  sourcePortal = await startPortal(source);
  idAnexo = await uploadAsCarlos(sourcePortal.app, uploaded);
  original = await readAsCarlos(sourcePortal.app, idAnexo);
}, 120_000);

afterAll(async () => {
  await sourcePortal?.close();
  await source?.drop();
  await target?.drop();
  await rm(folder, { recursive: true, force: true });
});

describe(`backup and restore drill (${kind})`, () => {
  if (kind === 'pglite') {
    it('refuses a backup while the portal holds the embedded database, in Portuguese', async () => {
      await expect(createBackup(source.config, { out: `${folder}/recusado/` })).rejects.toThrow(/Backup recusado: o banco embutido em .* está em uso \(o portal está rodando\?\)/);
      expect(await readdir(path.join(folder, 'recusado')).catch(() => [])).toEqual([]);
      await sourcePortal!.close();
      sourcePortal = null;
    });
  }

  it('backs up the demo with npm run db:backup: one archive, the database and every attachment in its manifest', async () => {
    const started = performance.now();
    const result = await runCommand('db:backup', ['--out', `${folder}/backups/`], source);
    expect(result.code, result.stderr).toBe(0);
    const [name] = await readdir(path.join(folder, 'backups'));
    archive = path.join(folder, 'backups', name);
    expect(name).toMatch(new RegExp(`^portal-backup-${kind}-\\d{8}T\\d{6}Z\\.tar$`));
    expect(result.stdout).toContain(`Backup gravado em ${archive}`);
    const attachments = await listUploads(source.config.uploadDir);
    expect(result.stdout).toMatch(new RegExp(`e ${attachments.length} anexos`));
    console.log(`db:backup (${kind}): ${Math.round(performance.now() - started)} ms as a command; ${result.stdout.trim()}`);
  }, 120_000);

  it('restores it with npm run db:restore into a new database and upload folder, and the portal reads the same', async () => {
    const started = performance.now();
    const result = await runCommand('db:restore', [archive], target);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/restaurado em .*SHA-256 conferidos/);
    console.log(`db:restore (${kind}): ${Math.round(performance.now() - started)} ms as a command; ${result.stdout.trim()}`);
    const restoredPortal = await startPortal(target);
    try {
      const restored = await readAsCarlos(restoredPortal.app, idAnexo);
      expect(restored.saldo).toBe(original.saldo);
      expect(restored.extrato).toBe(original.extrato);
      expect(restored.extratoCsv).toBe(original.extratoCsv);
      expect(restored.anexoSha256).toBe(sha256(uploaded));
      expect(original.anexoSha256).toBe(sha256(uploaded));
      expect(JSON.parse(restored.extrato).contribuicoes.length).toBeGreaterThan(0);
    } finally {
      await restoredPortal.close();
    }
    expect(await listUploads(target.config.uploadDir)).toEqual(await listUploads(source.config.uploadDir));
  }, 120_000);

  it('refuses to restore over a database and attachments that hold data; with --force they become the backup again', async () => {
    // The restored portal lives on after the backup: one attachment more, in its database and its folder.
    const restoredPortal = await startPortal(target);
    const later = await uploadAsCarlos(restoredPortal.app, pdfBytes(20_000)).finally(() => restoredPortal.close());
    await expect(restoreBackup(target.config, archive)).rejects.toThrow(/O destino não está vazio: .*a pasta de anexos .* tem \d+ arquivos\. Nada foi restaurado\. .*--force/);
    const result = await runCommand('db:restore', [archive, '--force'], target);
    expect(result.code, result.stderr).toBe(0);
    const againPortal = await startPortal(target);
    try {
      expect(await readAsCarlos(againPortal.app, idAnexo)).toEqual(original);
      const { token } = await login(againPortal.app, DEMO_ACCOUNTS.carlos.cpf);
      expect((await againPortal.app.inject({ method: 'GET', url: `/api/retornarAnexo/${later}`, headers: bearer(token) })).statusCode).toBe(404);
    } finally {
      await againPortal.close();
    }
    expect(await listUploads(target.config.uploadDir)).toEqual(await listUploads(source.config.uploadDir));
  }, 120_000);

  it('refuses a corrupted or cut archive, and leaves the target as it was', async () => {
    const bytes = await readFile(archive);
    // One bit of the uploaded file's content flipped, its tar header intact.
    const offset = bytes.indexOf(uploaded.subarray(100, 164)) + 1000;
    expect(offset).toBeGreaterThan(1000);
    const corrupted = Buffer.from(bytes);
    corrupted[offset] ^= 0x01;
    await writeFile(path.join(folder, 'corrompido.tar'), corrupted);
    await writeFile(path.join(folder, 'cortado.tar'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    const empty = await createSite('vazio', false);
    try {
      await expect(restoreBackup(empty.config, path.join(folder, 'corrompido.tar'))).rejects.toThrow(/está corrompido: uploads\/\d{4}\/\d{2}\/[0-9a-f-]+ não confere \(SHA-256 .*Nada foi restaurado/);
      const cut = await runCommand('db:restore', [path.join(folder, 'cortado.tar')], empty);
      expect(cut.code).toBe(1);
      expect(cut.stderr).toMatch(/está corrompido ou incompleto .*Nada foi restaurado/);
      expect(await listUploads(empty.config.uploadDir)).toEqual([]);
      if (kind === 'pglite') expect(await readdir(path.join(empty.config.dataDir, 'pglite'))).toEqual([]);
    } finally {
      await empty.drop();
    }
  }, 120_000);
});

/**
 * The same drill with STORAGE=s3: the attachments' objects of bucket A streamed into the archive, restored into bucket
 * B of another S3 server (a new environment), and the file downloaded through the API there the same byte for byte.
 */
describe(`backup and restore drill on S3 (${kind})`, () => {
  let bucketA: TestS3Server;
  let bucketB: TestS3Server;
  let s3Source: Site;
  let s3Target: Site;
  let s3Archive: string;
  let idS3Anexo: number;
  const s3Uploaded = pdfBytes(6 * 1024 * 1024 + 5);
  const storageEnv = ({ settings }: TestS3Server) => ({
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint!,
    S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
  });
  const keysOf = async (server: TestS3Server) => (await server.objects.list('')).map((object) => object.Key!).filter((key) => !key.startsWith('.parciais/'));

  beforeAll(async () => {
    bucketA = await startS3Server('anexos-a');
    bucketB = await startS3Server('anexos-b');
    s3Source = await createSite('origem-s3', true, storageEnv(bucketA));
    s3Target = await createSite('destino-s3', false, storageEnv(bucketB));
    const portal = await startPortal(s3Source);
    try {
      idS3Anexo = await uploadAsCarlos(portal.app, s3Uploaded);
      await uploadAsCarlos(portal.app, pdfBytes(40_000));
    } finally {
      await portal.close();
    }
  }, 120_000);
  afterAll(async () => {
    await s3Source?.drop();
    await s3Target?.drop();
    await bucketA?.close();
    await bucketB?.close();
  });

  it('backs up the bucket’s objects with npm run db:backup, the manifest naming the bucket', async () => {
    const result = await runCommand('db:backup', ['--out', `${folder}/backups-s3/`], s3Source);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`e 2 anexos (6 MB, bucket anexos-a em ${bucketA.settings.endpoint})`);
    const [name] = await readdir(path.join(folder, 'backups-s3'));
    s3Archive = path.join(folder, 'backups-s3', name);
    const manifestFile = path.join(folder, 'manifesto-s3.json');
    await extractArchive(s3Archive, (entry) => (entry === 'manifest.json' ? manifestFile : null));
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
    expect(manifest.storage).toEqual({ driver: 's3', bucket: 'anexos-a', endpoint: bucketA.settings.endpoint });
    const keys = await keysOf(bucketA);
    expect(keys).toHaveLength(2);
    expect(manifest.files.filter((file) => file.path.startsWith('uploads/')).map((file) => file.path.slice('uploads/'.length))).toEqual(keys);
  }, 120_000);

  it('restores into another bucket with npm run db:restore: the attachment downloads with the same SHA-256', async () => {
    const result = await runCommand('db:restore', [s3Archive], s3Target);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`2 anexos (bucket anexos-a em ${bucketA.settings.endpoint} → bucket anexos-b em ${bucketB.settings.endpoint}), SHA-256 conferidos`);
    expect(await keysOf(bucketB)).toEqual(await keysOf(bucketA));
    expect(await listUploads(s3Target.config.uploadDir)).toEqual([]);
    const portal = await startPortal(s3Target);
    try {
      const { token } = await login(portal.app, DEMO_ACCOUNTS.carlos.cpf);
      const response = await portal.app.inject({ method: 'GET', url: `/api/retornarAnexo/${idS3Anexo}`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(sha256(response.rawPayload)).toBe(sha256(s3Uploaded));
    } finally {
      await portal.close();
    }
  }, 120_000);

  it('refuses a bucket it cannot reach, saying why, and lets go of the target (the next restore takes it)', async () => {
    const unreachable = { ...s3Target.config, s3: { ...bucketB.settings, bucket: 'nao-existe' } };
    await expect(restoreBackup(unreachable, s3Archive, { force: true })).rejects.toThrow(/Armazenamento S3 indisponível \(bucket nao-existe em .*\): o bucket não existe\. Nada foi feito\./);
  });

  it('refuses a bucket that holds objects; with --force the objects the backup lacks are deleted', async () => {
    await bucketB.objects.put('2026/01/00000000-0000-4000-8000-000000000000', '{}');
    await expect(restoreBackup(s3Target.config, s3Archive)).rejects.toThrow(/O destino não está vazio: .*o bucket de anexos anexos-b tem 3 objetos/);
    await restoreBackup(s3Target.config, s3Archive, { force: true });
    expect(await keysOf(bucketB)).toEqual(await keysOf(bucketA));
  }, 120_000);
});
