import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@/domain/attachments-upload-rules';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { anexo } from '@/server/db/schema/attachments';
import { connectBucket } from '@/server/storage/s3-objects';
import { createS3Storage } from '@/server/storage/s3-storage';
import { S3ResumableStore } from '@/server/storage/s3-resumable-store';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { startS3Server, type TestS3Server } from './support/s3-server';
import { tusClient } from './support/tus-client';
import { EXE_HEADER, pdfBytes, rawRequest, sha256 } from './upload-client';

// The attachments on the S3 driver (STORAGE=s3), against an S3-compatible server on loopback: the same API, the same
// answers as the local folder, and nothing left in the bucket but the stored files.
type Account = { token: string; idPessoa: number };
let s3: TestS3Server;
let context: TestContext;
let uploadDir: string;
let url: string;
let carlos: Account;
let maria: Account;

const STORED_KEY = /^\d{4}\/\d{2}\/[0-9a-f-]{36}$/;
const keysInBucket = async () => (await s3.objects.list('')).map((object) => object.Key!);
const partialKeys = async () => (await keysInBucket()).filter((key) => key.startsWith('.parciais/'));

beforeAll(async () => {
  s3 = await startS3Server();
  // The folder only receives the seed's copies; with the S3 driver the app never writes there.
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'anexos-s3-'));
  context = await createTestContext({ uploadDir, s3: s3.settings });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}/api`;
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
});
afterAll(async () => {
  await context?.close();
  await s3?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const upload = (account: Account, fileName: string, body: Buffer) =>
  rawRequest(`${url}/enviarAnexo`, {
    method: 'POST',
    headers: { ...bearer(account.token), 'content-type': 'application/octet-stream', 'x-nome-arquivo': encodeURIComponent(fileName) },
    body,
  });
const download = (account: Account, id: number) => rawRequest(`${url}/retornarAnexo/${id}`, { method: 'GET', headers: bearer(account.token) });

describe('configuration', () => {
  it('picks S3 from S3_BUCKET, with clear Portuguese errors for what is missing or wrong', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'anexos-fundo' }).s3).toEqual({ bucket: 'anexos-fundo', region: 'us-east-1', endpoint: null, forcePathStyle: false, credentials: null });
    expect(loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'anexos', S3_ENDPOINT: 'http://minio:9000/', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'segredo' }).s3).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'segredo' },
    });
    expect(loadConfig({ NODE_ENV: 'test', STORAGE: 'disco', S3_BUCKET: 'anexos' }).s3).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', STORAGE: 's3' })).toThrow('S3_BUCKET é obrigatório quando STORAGE=s3');
    expect(() => loadConfig({ NODE_ENV: 'test', STORAGE: 'nuvem' })).toThrow('STORAGE deve ser disco ou s3');
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'Anexos_Fundo' })).toThrow('S3_BUCKET não é um nome de bucket válido');
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'anexos', S3_ACCESS_KEY_ID: 'id' })).toThrow('Defina S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntos');
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'anexos', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT deve começar com https: ou http:');
  });

  it('refuses to start on a bucket that does not exist, saying so', async () => {
    const settings = { ...s3.settings, bucket: 'nao-existe' };
    const storage = createS3Storage(settings, await connectBucket(settings));
    await expect(storage.prepare()).rejects.toThrow(`Armazenamento S3 indisponível (bucket nao-existe em ${s3.settings.endpoint}): o bucket não existe`);
    storage.close();
  });
});

describe('readiness (/api/saude/pronto) on S3', () => {
  const readiness = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/api/saude/pronto' });
    return { statusCode: response.statusCode, body: response.json<Record<string, string>>() };
  };

  it('is ready while the bucket answers HeadBucket', async () => {
    expect(await readiness(context.app)).toEqual({ statusCode: 200, body: { status: 'pronto', banco: 'ok', migracoes: 'ok', redis: 'nao-configurado', armazenamento: 'ok' } });
  });

  it('is not ready on a bucket that is missing, nor once the S3 server is stopped, within about a second', async () => {
    // A bucket deleted after start-up: prepare() alone would have refused it at start.
    const missing = { ...s3.settings, bucket: 'sumiu' };
    const onMissing = await buildApp({ config: context.config, database: context.database, uploads: { storage: { ...createS3Storage(missing, await connectBucket(missing)), prepare: async () => {} } } });
    const other = await startS3Server('outro');
    const onStopped = await buildApp({ config: { ...context.config, s3: other.settings }, database: context.database });
    try {
      expect(await readiness(onStopped)).toMatchObject({ statusCode: 200, body: { armazenamento: 'ok' } });
      await other.close();
      const notReady = { statusCode: 503, body: { status: 'indisponivel', banco: 'ok', migracoes: 'ok', redis: 'nao-configurado', armazenamento: 'indisponivel' } };
      expect(await readiness(onMissing)).toEqual(notReady);
      const started = Date.now();
      expect(await readiness(onStopped)).toEqual(notReady);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await onMissing.close();
      await onStopped.close();
    }
  });
});

describe('the S3 driver itself', () => {
  it('writes, reads back byte for byte, and deletes a file under <yyyy>/<mm>/<uuid>', async () => {
    const storage = createS3Storage(s3.settings, s3.objects);
    const content = pdfBytes(7 * 1024 * 1024 + 3);
    const file = storage.createFile(new Date('2026-03-15T12:00:00Z'));
    file.stream.end(content);
    await finished(file.stream);
    const key = await file.commit();
    expect(key).toMatch(/^2026\/03\/[0-9a-f-]{36}$/);
    const hash = createHash('sha256');
    for await (const chunk of await storage.openRead(key)) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(sha256(content));
    await storage.remove(key);
    await expect(storage.openRead(key)).rejects.toMatchObject({ name: 'NoSuchKey' });
    await expect(storage.openRead('.parciais/tus/abc.info')).rejects.toThrow('chave de anexo inválida');
  });

  it('leaves no object when a file is discarded halfway, past its first 5 MiB part', async () => {
    const storage = createS3Storage(s3.settings, s3.objects);
    const before = await keysInBucket();
    const file = storage.createFile();
    file.stream.write(Buffer.alloc(6 * 1024 * 1024));
    await file.discard();
    expect(await keysInBucket()).toEqual(before);
  });
});

describe('POST /enviarAnexo and GET /retornarAnexo/:id on S3', () => {
  it('streams a 6 MiB PDF into the bucket and back, byte for byte', async () => {
    const file = pdfBytes(6 * 1024 * 1024);
    const uploaded = await upload(carlos, 'extrato.pdf', file);
    expect(uploaded.status).toBe(201);
    const { id } = uploaded.json<{ id: number }>();
    const [row] = await context.database.db.select().from(anexo).where(eq(anexo.id, id));
    expect(row).toMatchObject({ sha256: sha256(file), tamanho: file.length, tipoConteudo: 'application/pdf' });
    expect(row.caminho).toMatch(STORED_KEY);
    expect(await keysInBucket()).toContain(row.caminho);

    const downloaded = await download(carlos, id);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(sha256(downloaded.body)).toBe(sha256(file));
    expect(await partialKeys()).toEqual([]);
  });

  it('refuses an EXE renamed .pdf with 415 and keeps nothing of it', async () => {
    const before = await keysInBucket();
    const refused = await upload(carlos, 'boleto.pdf', Buffer.concat([EXE_HEADER, Buffer.alloc(64 * 1024)]));
    expect(refused.status).toBe(415);
    expect(await keysInBucket()).toEqual(before);
  });

  it('answers a file missing from the bucket with the 404 the local folder gives', async () => {
    const uploaded = await upload(carlos, 'perdido.pdf', pdfBytes(16 * 1024));
    const { id } = uploaded.json<{ id: number }>();
    const [row] = await context.database.db.select({ caminho: anexo.caminho }).from(anexo).where(eq(anexo.id, id));
    await s3.objects.remove([row.caminho]);
    const fromS3 = await download(carlos, id);

    // The same row read by an instance on the local folder, where the file is missing too.
    const folder = await mkdtemp(path.join(os.tmpdir(), 'anexos-disco-'));
    const onDisk = await buildApp({ config: { ...context.config, s3: null, uploadDir: folder }, database: context.database });
    try {
      const fromDisk = await onDisk.inject({ method: 'GET', url: `/api/retornarAnexo/${id}`, headers: bearer(carlos.token) });
      expect(fromS3.status).toBe(404);
      expect(fromDisk.statusCode).toBe(404);
      expect(fromS3.json()).toEqual(fromDisk.json());
      expect(fromS3.json()).toEqual({ message: UPLOAD_MESSAGES.notFound });
    } finally {
      await onDisk.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('tus /anexos/tus on S3', () => {
  const tus = tusClient(() => url);
  const { create, patch } = tus;

  it('takes an upload in chunks, keeps what arrived of a dropped one, resumes from HEAD and stores it whole', async () => {
    const file = pdfBytes(3 * 1024 * 1024 + 17);
    const created = await create(carlos, file.length, { filename: 'declaracao anual.pdf' });
    expect(created.status).toBe(201);
    const location = created.headers.location as string;
    const MiB = 1024 * 1024;

    expect((await patch(carlos, location, 0, file.subarray(0, MiB))).headers['upload-offset']).toBe(String(MiB));
    // A connection that drops halfway through the next chunk: what reached the server stays in the bucket.
    await tus.dropMidPatch(carlos, location, MiB, file.subarray(MiB, 2 * MiB), 256 * 1024);
    const offset = await tus.waitForOffset(carlos, location, (kept) => kept > MiB);
    expect(offset).toBeGreaterThan(MiB);
    expect((await tus.head(maria, location)).status).toBe(404);

    expect((await patch(carlos, location, offset, file.subarray(offset, 2 * MiB))).status).toBe(204);
    const last = await patch(carlos, location, 2 * MiB, file.subarray(2 * MiB));
    expect(last.status).toBe(204);
    const idAnexo = Number(last.headers['x-id-anexo']);
    expect(idAnexo).toBeGreaterThan(0);
    const [row] = await context.database.db.select().from(anexo).where(eq(anexo.id, idAnexo));
    expect(row).toMatchObject({ sha256: sha256(file), tamanho: file.length, tipoConteudo: 'application/pdf', idPessoa: carlos.idPessoa });
    expect(row.caminho).toMatch(STORED_KEY);
    expect(sha256((await download(carlos, idAnexo)).body)).toBe(sha256(file));
    expect(await partialKeys()).toEqual([]);
  });

  it('refuses an EXE named .pdf at the next PATCH after its first bytes, deleting its parts', async () => {
    const exe = Buffer.concat([EXE_HEADER, Buffer.alloc(16 * 1024)]);
    const created = await create(carlos, exe.length * 2, { filename: 'boleto.pdf' });
    const location = created.headers.location as string;
    expect((await patch(carlos, location, 0, exe)).status).toBe(204);
    const next = await patch(carlos, location, exe.length, exe);
    expect(next.status).toBe(415);
    expect(next.json().message).toBe(UPLOAD_MESSAGES.contentMismatch);
    expect(await partialKeys()).toEqual([]);
  });

  it('lets only the owner terminate an upload, removing its parts', async () => {
    const created = await create(carlos, 100_000, { filename: 'foto.png' });
    const location = created.headers.location as string;
    expect((await patch(carlos, location, 0, pdfBytes(1000))).status).toBe(204);
    expect((await partialKeys()).length).toBe(2);
    expect((await tus.remove(maria, location)).status).toBe(404);
    expect((await tus.remove(carlos, location)).status).toBe(204);
    expect(await partialKeys()).toEqual([]);
  });

  it('sweeps uploads past their expiration, parts and description', async () => {
    const created = await create(carlos, 100_000, { filename: 'esquecido.pdf' });
    expect((await patch(carlos, created.headers.location as string, 0, pdfBytes(5000))).status).toBe(204);
    expect((await partialKeys()).length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await new S3ResumableStore(s3.objects, 10).deleteExpired()).toBe(1);
    expect(await partialKeys()).toEqual([]);
  });
});
