import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { startS3Server, type TestS3Server } from './support/s3-server';
import { pdfBytes, rawRequest, sha256, tusMetadata } from './upload-client';

// Two API instances on one PostgreSQL, one Redis and one S3-compatible bucket (each with a local folder of its own),
// as in production behind a load balancer; the shared-folder set-up is checked too. Runs in the PostgreSQL pass of
// `npm test`, which provides both servers (`node scripts/test-postgres.mjs tests/api/scale-out.test.ts` runs it alone).
const redisUrl = process.env.TEST_REDIS_URL;
const canScaleOut = Boolean(redisUrl && process.env.TEST_DATABASE_URL);

/** A file sent in one request to instance A, downloaded from instance B, byte for byte. */
async function uploadOnFirstDownloadOnSecond(firstUrl: string, secondUrl: string, token: string) {
  const file = pdfBytes(256 * 1024);
  const uploaded = await rawRequest(`${firstUrl}/api/enviarAnexo`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/octet-stream', 'x-nome-arquivo': encodeURIComponent('comprovante de endereço.pdf') },
    body: file,
  });
  expect(uploaded.status).toBe(201);
  const { id } = uploaded.json<{ id: number }>();
  const downloaded = await rawRequest(`${secondUrl}/api/retornarAnexo/${id}`, { method: 'GET', headers: bearer(token) });
  expect(downloaded.status).toBe(200);
  expect(downloaded.headers['content-type']).toBe('application/pdf');
  expect(downloaded.body.length).toBe(file.length);
  expect(sha256(downloaded.body)).toBe(sha256(file));
}

/** A tus upload created and half sent on A, its offset read and the rest sent on B, the result downloaded from A. */
async function resumeOnSecond(firstUrl: string, secondUrl: string, token: string) {
  const file = pdfBytes(64 * 1024);
  const tus = (extra: Record<string, string>) => ({ ...bearer(token), 'tus-resumable': '1.0.0', ...extra });
  const created = await rawRequest(`${firstUrl}/api/anexos/tus`, {
    method: 'POST',
    headers: tus({ 'upload-length': String(file.length), 'upload-metadata': tusMetadata({ filename: 'declaracao.pdf' }) }),
  });
  expect(created.status).toBe(201);
  const location = created.headers.location as string;
  const half = file.length / 2;
  const firstHalf = await rawRequest(`${firstUrl}${location}`, { method: 'PATCH', headers: tus({ 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }), body: file.subarray(0, half) });
  expect(firstHalf.status).toBe(204);
  // The load balancer sends the rest elsewhere: B reads the offset from the shared storage and completes it.
  const head = await rawRequest(`${secondUrl}${location}`, { method: 'HEAD', headers: tus({}) });
  expect(head.headers['upload-offset']).toBe(String(half));
  const rest = await rawRequest(`${secondUrl}${location}`, {
    method: 'PATCH',
    headers: tus({ 'content-type': 'application/offset+octet-stream', 'upload-offset': String(half) }),
    body: file.subarray(half),
  });
  expect(rest.status).toBe(204);
  const idAnexo = Number(rest.headers['x-id-anexo']);
  expect(idAnexo).toBeGreaterThan(0);
  const downloaded = await rawRequest(`${firstUrl}/api/retornarAnexo/${idAnexo}`, { method: 'GET', headers: bearer(token) });
  expect(downloaded.status).toBe(200);
  expect(sha256(downloaded.body)).toBe(sha256(file));
}

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

describe.skipIf(!canScaleOut)('two instances with Redis', () => {
  let s3: TestS3Server;
  /** Each instance's own local folder: nothing is shared through them. */
  let firstDir: string;
  let secondDir: string;
  let first: TestContext;
  let secondDatabase: DatabaseHandle;
  let second: FastifyInstance;
  let firstUrl: string;
  let secondUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // The bucket both instances are configured with (S3_BUCKET, S3_ENDPOINT…), on an S3-compatible server.
    s3 = await startS3Server();
    firstDir = await mkdtemp(path.join(os.tmpdir(), 'anexos-instancia-a-'));
    secondDir = await mkdtemp(path.join(os.tmpdir(), 'anexos-instancia-b-'));
    first = await createTestContext({ redisUrl: redisUrl!, uploadDir: firstDir, s3: s3.settings });
    secondDatabase = await openDatabase({ databaseUrl: first.config.databaseUrl, pgliteDir: null });
    second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', UPLOAD_DIR: secondDir }, { databaseUrl: first.config.databaseUrl, redisUrl: redisUrl!, s3: s3.settings }),
      database: secondDatabase,
    });
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    firstUrl = urlOf(first.app);
    secondUrl = urlOf(second);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
    await s3?.close();
    await rm(firstDir, { recursive: true, force: true });
    await rm(secondDir, { recursive: true, force: true });
  });

  const openOnSecond = (token: string) => {
    const socket = connect(secondUrl, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return new Promise<Socket>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };

  it('the two instances are separate processes of one deployment: each has its own socket.io server and port', () => {
    expect(firstUrl).not.toBe(secondUrl);
    expect(first.app.io).not.toBe(second.io);
    expect(first.config.s3).toEqual(s3.settings);
    expect(first.config.uploadDir).not.toBe(secondDir);
  });

  it('a notification sent through one instance reaches a socket held by the other', async () => {
    const admin = await login(first.app, DEMO_ACCOUNTS.ana.cpf);
    const carlos = await login(first.app, DEMO_ACCOUNTS.carlos.cpf);
    const socket = await openOnSecond(carlos.token);
    const received = new Promise((resolve) => socket.once('newNotification', resolve));
    const sent = await first.app.inject({
      method: 'POST',
      url: '/api/enviarNotificacao',
      headers: bearer(admin.token),
      payload: { idPessoa: carlos.idPessoa, titulo: 'Entre instâncias', descricao: 'Via Redis.' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await received).toMatchObject({ titulo: 'Entre instâncias' });
  });

  it('a session revoked on one instance is refused by the other at once, over HTTP and on its socket', async () => {
    const sofia = await login(first.app, DEMO_ACCOUNTS.sofia.cpf);
    // Signed in through A, the session is good on B.
    const before = await rawRequest(`${secondUrl}/api/retornarPlanosAtivos/${sofia.idPessoa}`, { method: 'GET', headers: bearer(sofia.token) });
    expect(before.status).toBe(200);
    const socket = await openOnSecond(sofia.token);
    const loggedOut = new Promise((resolve) => socket.once('logout', resolve));
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

    const logout = await rawRequest(`${firstUrl}/api/logout`, { method: 'POST', headers: bearer(sofia.token) });
    expect(logout.status).toBe(200);
    // The very next call on B, with no wait: sessions live in PostgreSQL and no instance caches them.
    const after = await rawRequest(`${secondUrl}/api/retornarPlanosAtivos/${sofia.idPessoa}`, { method: 'GET', headers: bearer(sofia.token) });
    expect(after.status).toBe(401);
    expect(await loggedOut).toEqual({ reason: 'revoked' });
    await disconnected;
    // A new socket with the revoked token is refused by B too.
    await expect(openOnSecond(sofia.token)).rejects.toThrow('Sessão inválida ou expirada.');
  });

  it('an administrator ending a person\'s sessions on one instance logs out the socket held by the other', async () => {
    const admin = await login(first.app, DEMO_ACCOUNTS.ana.cpf);
    const lucas = await login(second, DEMO_ACCOUNTS.lucas.cpf);
    const socket = await openOnSecond(lucas.token);
    const loggedOut = new Promise((resolve) => socket.once('logout', resolve));
    const forced = await first.app.inject({ method: 'POST', url: '/api/solicitarAlteracaoSenha', headers: bearer(admin.token), payload: { idPessoa: lucas.idPessoa } });
    expect(forced.statusCode).toBe(200);
    expect(await loggedOut).toEqual({ reason: 'password-reset-required' });
    const after = await rawRequest(`${secondUrl}/api/retornarPlanosAtivos/${lucas.idPessoa}`, { method: 'GET', headers: bearer(lucas.token) });
    expect(after.status).toBe(401);
  });

  it('the per-address limit of public routes is shared through Redis', async () => {
    const limited = loadConfig({ NODE_ENV: 'test', UPLOAD_DIR: secondDir }, { databaseUrl: first.config.databaseUrl, redisUrl: redisUrl!, s3: s3.settings, publicRouteRateLimit: 10 });
    const a = await buildApp({ config: limited, database: first.database });
    const b = await buildApp({ config: limited, database: secondDatabase });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const app = attempt % 2 === 0 ? a : b;
        const response = await app.inject({ method: 'POST', url: '/api/solicitarCodigoSeguranca', remoteAddress: '10.9.9.9', payload: { cpf: DEMO_ACCOUNTS.carlos.cpf } });
        statuses.push(response.statusCode);
      }
      // The limit of that route is a tenth of the public one: 1 a minute per address, across both instances.
      expect(statuses[0]).toBe(200);
      expect(statuses.slice(1).every((status) => status === 429)).toBe(true);
      // Another address still has its own allowance, on either instance.
      const other = await b.inject({ method: 'POST', url: '/api/solicitarCodigoSeguranca', remoteAddress: '10.9.9.10', payload: { cpf: DEMO_ACCOUNTS.carlos.cpf } });
      expect(other.statusCode).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a file uploaded through one instance is downloaded through the other (S3 bucket, no shared folder)', async () => {
    const carlos = await login(first.app, DEMO_ACCOUNTS.carlos.cpf);
    await uploadOnFirstDownloadOnSecond(firstUrl, secondUrl, carlos.token);
  });

  it('a resumable upload begun on one instance is finished on the other, and downloaded from the first (S3 bucket)', async () => {
    const carlos = await login(second, DEMO_ACCOUNTS.carlos.cpf);
    await resumeOnSecond(firstUrl, secondUrl, carlos.token);
    // Nothing of it is left in the bucket's partial area, nor in either instance's folder.
    expect((await s3.objects.list('.parciais/')).map((object) => object.Key)).toEqual([]);
    for (const folder of [firstDir, secondDir]) expect(existsSync(path.join(folder, '.parciais'))).toBe(false);
  });

  it('the local folder still serves several instances when it is one shared volume', async () => {
    const sharedDir = await mkdtemp(path.join(os.tmpdir(), 'anexos-compartilhados-'));
    const shared = loadConfig({ NODE_ENV: 'test', UPLOAD_DIR: sharedDir }, { databaseUrl: first.config.databaseUrl, redisUrl: redisUrl! });
    const a = await buildApp({ config: shared, database: first.database });
    const b = await buildApp({ config: shared, database: secondDatabase });
    try {
      await a.listen({ port: 0, host: '127.0.0.1' });
      await b.listen({ port: 0, host: '127.0.0.1' });
      const carlos = await login(a, DEMO_ACCOUNTS.carlos.cpf);
      await uploadOnFirstDownloadOnSecond(urlOf(a), urlOf(b), carlos.token);
      await resumeOnSecond(urlOf(a), urlOf(b), carlos.token);
    } finally {
      await a.close();
      await b.close();
      await rm(sharedDir, { recursive: true, force: true });
    }
  });
});
