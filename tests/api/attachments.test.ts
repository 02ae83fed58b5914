import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@/domain/attachments-upload-rules';
import { buildApp } from '@/server/app';
import { anexo } from '@/server/db/schema/attachments';
import { requisicao } from '@/server/db/schema/requests';
import { createDiskStorage, type UploadStorage } from '@/server/storage/upload-storage';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { tusClient } from './support/tus-client';
import { abortedRequest, earlyAnswer, EXE_HEADER, MP4_HEADER, mp4Stream, pdfBytes, PNG_1PX, rawRequest, sha256 } from './upload-client';

type Account = { token: string; idPessoa: number };
let context: TestContext;
let uploadDir: string;
let url: string;
let admin: Account;
let carlos: Account;
let maria: Account;
let carlosRequest: number;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'anexos-'));
  context = await createTestContext({ uploadDir });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}/api`;
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
  const [row] = await context.database.db.select({ id: requisicao.id }).from(requisicao).where(eq(requisicao.idPessoa, carlos.idPessoa)).limit(1);
  carlosRequest = row.id;
});
afterAll(async () => {
  await context.close();
  await rm(uploadDir, { recursive: true, force: true });
});

/** Every file under the upload folder, partial areas included (tus info files too). */
async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
const partialFiles = async (folder = uploadDir) => (await filesIn(folder)).filter((file) => file.includes(`${path.sep}.parciais${path.sep}`));
const attachmentCount = async () => (await context.database.db.select({ total: count() }).from(anexo))[0].total;

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condição não atingida a tempo');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function upload(account: Account | null, fileName: string | null, body: Buffer, query = '', extraHeaders: Record<string, string> = {}) {
  return rawRequest(`${url}/enviarAnexo${query}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      ...(account ? bearer(account.token) : {}),
      ...(fileName ? { 'x-nome-arquivo': encodeURIComponent(fileName) } : {}),
      ...extraHeaders,
    },
    body,
  });
}

describe('POST /enviarAnexo', () => {
  it('stores a PNG with its sniffed type, size and SHA-256 under a generated name', async () => {
    const response = await upload(carlos, 'comprovante de residência.png', PNG_1PX, `?idRequisicao=${carlosRequest}`);
    expect(response.status).toBe(201);
    const body = response.json<{ id: number; nomeOriginal: string; tipoConteudo: string; tamanho: number }>();
    expect(body).toMatchObject({ nomeOriginal: 'comprovante de residência.png', tipoConteudo: 'image/png', tamanho: PNG_1PX.length });
    const [row] = await context.database.db.select().from(anexo).where(eq(anexo.id, body.id));
    expect(row.sha256).toBe(sha256(PNG_1PX));
    expect(row.idRequisicao).toBe(carlosRequest);
    expect(row.caminho).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(await partialFiles()).toEqual([]);
  });

  it('answers 401 without a session, 400 without a name, 415 for an extension outside spec §5', async () => {
    expect((await upload(null, 'a.png', PNG_1PX)).status).toBe(401);
    const missing = await upload(carlos, null, PNG_1PX);
    expect(missing.status).toBe(400);
    const exe = await upload(carlos, 'programa.exe', EXE_HEADER);
    expect(exe.status).toBe(415);
    expect(exe.json().message).toBe('Formato não aceito. Envie um arquivo PNG, JPG, PDF, ZIP ou MP4.');
  });

  it('answers 403 for a request of another person and 404 for none', async () => {
    expect((await upload(maria, 'a.png', PNG_1PX, `?idRequisicao=${carlosRequest}`)).status).toBe(403);
    expect((await upload(carlos, 'a.png', PNG_1PX, '?idRequisicao=999999')).status).toBe(404);
    expect((await upload(carlos, 'a.png', PNG_1PX, '?idRequisicao=abc')).status).toBe(400);
  });

  it('refuses an EXE renamed .pdf with 415 and keeps nothing of it', async () => {
    const before = await attachmentCount();
    const response = await upload(carlos, 'contracheque.pdf', EXE_HEADER);
    expect(response.status).toBe(415);
    expect(response.json().message).toBe('O conteúdo do arquivo não corresponde à extensão.');
    expect(await attachmentCount()).toBe(before);
    expect(await partialFiles()).toEqual([]);
  });

  it('refuses 629145600 + 1 declared bytes with 413 before reading them, leaving no file', async () => {
    const before = await filesIn(uploadDir);
    const response = await earlyAnswer(`${url}/enviarAnexo`, {
      headers: { ...bearer(carlos.token), 'content-type': 'video/mp4', 'x-nome-arquivo': 'video.mp4', 'content-length': String(MAX_UPLOAD_BYTES + 1) },
      firstBytes: MP4_HEADER,
    });
    expect(response.status).toBe(413);
    expect(response.json().message).toBe('O arquivo passa de 600MB. Envie um arquivo menor.');
    expect(await filesIn(uploadDir)).toEqual(before);
  });

  it('leaves nothing behind when the client drops the connection mid-upload', async () => {
    const before = await attachmentCount();
    await abortedRequest(`${url}/enviarAnexo`, {
      method: 'POST',
      headers: { ...bearer(carlos.token), 'content-type': 'video/mp4', 'x-nome-arquivo': 'video.mp4', 'content-length': String(50 * 1024 * 1024) },
      firstBytes: Buffer.concat([MP4_HEADER, Buffer.alloc(2 * 1024 * 1024)]),
    });
    await waitFor(async () => (await partialFiles()).length === 0);
    expect(await attachmentCount()).toBe(before);
  });

  it(
    'takes a 599 MiB stream with bounded memory, storing the exact size and SHA-256',
    async () => {
      const size = 599 * 1024 * 1024;
      const source = mp4Stream(size);
      const startRss = process.memoryUsage().rss;
      let peakRss = startRss;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }, 100);
      const started = Date.now();
      const response = await rawRequest(`${url}/enviarAnexo`, {
        method: 'POST',
        headers: { ...bearer(carlos.token), 'content-type': 'video/mp4', 'x-nome-arquivo': 'reuniao.mp4', 'content-length': String(size) },
        body: source.stream,
      }).finally(() => clearInterval(sampler));
      expect(response.status).toBe(201);
      const body = response.json<{ id: number; tamanho: number; tipoConteudo: string }>();
      expect(body).toMatchObject({ tamanho: size, tipoConteudo: 'video/mp4' });
      const [row] = await context.database.db.select().from(anexo).where(eq(anexo.id, body.id));
      expect(row.sha256).toBe(source.digest());
      const growthMb = (peakRss - startRss) / 1024 / 1024;
      console.log(`599 MiB em ${((Date.now() - started) / 1000).toFixed(1)} s; pico de RSS +${growthMb.toFixed(0)} MB`);
      expect(growthMb).toBeLessThan(150);
      await rm(path.join(uploadDir, row.caminho));
    },
    240_000,
  );
});

describe('POST /enviarAnexo on a small limit and a failing disk', () => {
  let small: FastifyInstance;
  let smallUrl: string;
  let smallDir: string;

  /** Real temp files whose writes fail with ENOSPC after 64 KiB, as a full disk would. */
  function fullDisk(root: string): UploadStorage {
    const disk = createDiskStorage(root);
    return {
      ...disk,
      createFile() {
        const real = disk.createFile();
        let written = 0;
        const stream = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            written += chunk.length;
            if (written > 64 * 1024) return callback(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }));
            real.stream.write(chunk, callback);
          },
          final: (callback) => real.stream.end(callback),
          destroy: (error, callback) => {
            if (real.stream.closed) return callback(error);
            real.stream.once('close', () => callback(error));
            real.stream.destroy();
          },
        });
        // A write still in flight when the upload is refused fails on the destroyed file: not an error of the test.
        real.stream.on('error', () => undefined);
        return { ...real, stream };
      },
    };
  }

  beforeAll(async () => {
    smallDir = await mkdtemp(path.join(os.tmpdir(), 'anexos-cheio-'));
    small = await buildApp({ config: { ...context.config, uploadDir: smallDir }, database: context.database, uploads: { storage: fullDisk(smallDir), maxBytes: 32 * 1024 } });
    await small.listen({ port: 0, host: '127.0.0.1' });
    smallUrl = `http://127.0.0.1:${(small.server.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    await small.close();
    await rm(smallDir, { recursive: true, force: true });
  });

  it('counts the bytes of a body without Content-Length and stops at the limit + 1 with 413', async () => {
    const source = mp4Stream(40 * 1024, 4 * 1024);
    const response = await rawRequest(`${smallUrl}/enviarAnexo`, {
      method: 'POST',
      headers: { ...bearer(carlos.token), 'content-type': 'video/mp4', 'x-nome-arquivo': 'video.mp4', 'transfer-encoding': 'chunked' },
      body: source.stream,
    });
    expect(response.status).toBe(413);
    expect(await partialFiles(smallDir)).toEqual([]);
  });

  it('answers 507 in Portuguese when the disk is full, leaving no temp file', async () => {
    const smallLimitIgnored = await buildApp({
      config: { ...context.config, uploadDir: smallDir },
      database: context.database,
      uploads: { storage: fullDisk(smallDir) },
    });
    await smallLimitIgnored.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = (smallLimitIgnored.server.address() as AddressInfo).port;
      const response = await rawRequest(`http://127.0.0.1:${port}/api/enviarAnexo`, {
        method: 'POST',
        headers: { ...bearer(carlos.token), 'content-type': 'video/mp4', 'x-nome-arquivo': 'video.mp4' },
        body: mp4Stream(1024 * 1024, 16 * 1024).stream,
      });
      expect(response.status).toBe(507);
      expect(response.json().message).toBe('Não há espaço no servidor para guardar o arquivo. Tente novamente mais tarde.');
      expect(await partialFiles(smallDir)).toEqual([]);
    } finally {
      await smallLimitIgnored.close();
    }
  });
});

describe('tus /anexos/tus', () => {
  const tus = tusClient(() => url);
  const { create, patch } = tus;

  it('answers 401 without a session, 413 over 600MB, 415 for a wrong extension, 400 without a name', async () => {
    const noSession = await rawRequest(`${url}/anexos/tus`, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } });
    expect(noSession.status).toBe(401);
    const tooLarge = await create(carlos, MAX_UPLOAD_BYTES + 1, { filename: 'video.mp4' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json().message).toBe('O arquivo passa de 600MB. Envie um arquivo menor.');
    const wrongType = await create(carlos, 100, { filename: 'planilha.xlsx' });
    expect(wrongType.status).toBe(415);
    expect(wrongType.json().message).toContain('Formato não aceito');
    expect((await create(carlos, 100, {})).status).toBe(400);
    expect(await partialFiles()).toEqual([]);
  });

  it('resumes an interrupted upload from the offset HEAD gives, ending with the right hash', async () => {
    const file = pdfBytes(3 * 1024 * 1024);
    const created = await create(carlos, file.length, { filename: 'extrato anual.pdf', idRequisicao: String(carlosRequest) });
    expect(created.status).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/anexos\/tus\/[0-9a-f]+$/);

    const first = await patch(carlos, location, 0, file.subarray(0, 1024 * 1024));
    expect(first.status).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(1024 * 1024));

    await tus.dropMidPatch(carlos, location, 1024 * 1024, file.subarray(1024 * 1024), 512 * 1024);
    const offset = await tus.waitForOffset(carlos, location, (kept) => kept >= 1024 * 1024);
    expect((await tus.head(maria, location)).status).toBe(404);

    const last = await patch(carlos, location, offset, file.subarray(offset));
    expect(last.status).toBe(204);
    const idAnexo = Number(last.headers['x-id-anexo']);
    expect(idAnexo).toBeGreaterThan(0);
    const [row] = await context.database.db.select().from(anexo).where(eq(anexo.id, idAnexo));
    expect(row).toMatchObject({ sha256: sha256(file), tamanho: file.length, tipoConteudo: 'application/pdf', idRequisicao: carlosRequest, idPessoa: carlos.idPessoa });
    expect(await partialFiles()).toEqual([]);
  });

  it('refuses an EXE named .pdf as soon as its first bytes are on disk, deleting the partial upload', async () => {
    const exe = Buffer.concat([EXE_HEADER, Buffer.alloc(16 * 1024)]);
    const created = await create(carlos, exe.length * 2, { filename: 'boleto.pdf' });
    const location = created.headers.location as string;
    expect((await patch(carlos, location, 0, exe)).status).toBe(204);
    const next = await patch(carlos, location, exe.length, exe);
    expect(next.status).toBe(415);
    expect(next.json().message).toBe('O conteúdo do arquivo não corresponde à extensão.');
    expect(await partialFiles()).toEqual([]);

    const single = await create(carlos, exe.length, { filename: 'boleto.pdf' });
    const whole = await patch(carlos, single.headers.location as string, 0, exe);
    expect(whole.status).toBe(415);
    expect(await partialFiles()).toEqual([]);
  });

  it('lets only the owner terminate an upload, removing its partial file', async () => {
    const created = await create(carlos, 1000, { filename: 'foto.png' });
    const location = created.headers.location as string;
    expect((await tus.remove(maria, location)).status).toBe(404);
    expect((await tus.remove(carlos, location)).status).toBe(204);
    expect(await partialFiles()).toEqual([]);
  });
});

describe('GET /retornarAnexo/:id', () => {
  let idAnexo: number;
  beforeAll(async () => {
    idAnexo = (await upload(carlos, 'relatório "final".pdf', pdfBytes(2000))).json<{ id: number }>().id;
  });

  it('streams the file to its owner as an attachment with the stored type and nosniff', async () => {
    const response = await rawRequest(`${url}/retornarAnexo/${idAnexo}`, { method: 'GET', headers: bearer(carlos.token) });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="relatorio _final_.pdf"; filename*=UTF-8''relat%C3%B3rio%20%22final%22.pdf`);
    expect(sha256(response.body)).toBe(sha256(pdfBytes(2000)));
  });

  it('answers 403 to another participant, 200 to an administrator, 401 without a session, 404 for none', async () => {
    expect((await rawRequest(`${url}/retornarAnexo/${idAnexo}`, { method: 'GET', headers: bearer(maria.token) })).status).toBe(403);
    expect((await rawRequest(`${url}/retornarAnexo/${idAnexo}`, { method: 'GET', headers: bearer(admin.token) })).status).toBe(200);
    expect((await rawRequest(`${url}/retornarAnexo/${idAnexo}`, { method: 'GET' })).status).toBe(401);
    expect((await rawRequest(`${url}/retornarAnexo/999999`, { method: 'GET', headers: bearer(carlos.token) })).status).toBe(404);
    expect((await rawRequest(`${url}/retornarAnexo/abc`, { method: 'GET', headers: bearer(carlos.token) })).status).toBe(400);
  });
});

describe('POST /vincularAnexo, GET /retornarAnexos and the request detail', () => {
  const call = (method: 'GET' | 'POST', route: string, account?: Account, payload?: object) =>
    context.app.inject({ method, url: `/api${route}`, payload, headers: account ? bearer(account.token) : {} });

  it('links an uploaded file to the owner’s request, then lists it there and in the detail', async () => {
    const uploaded = (await upload(carlos, 'rg.png', PNG_1PX)).json<{ id: number }>();
    expect((await call('POST', '/vincularAnexo', maria, { idAnexo: uploaded.id, idRequisicao: carlosRequest })).statusCode).toBe(403);
    expect((await call('POST', '/vincularAnexo', undefined, { idAnexo: uploaded.id, idRequisicao: carlosRequest })).statusCode).toBe(401);
    expect((await call('POST', '/vincularAnexo', carlos, { idAnexo: uploaded.id })).statusCode).toBe(400);
    const linked = await call('POST', '/vincularAnexo', carlos, { idAnexo: uploaded.id, idRequisicao: carlosRequest });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id: uploaded.id, nomeOriginal: 'rg.png', tipoConteudo: 'image/png' });

    const list = await call('GET', `/retornarAnexos?idRequisicao=${carlosRequest}`, carlos);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((item: { id: number }) => item.id)).toContain(uploaded.id);
    expect((await call('GET', `/retornarAnexos?idRequisicao=${carlosRequest}`, maria)).statusCode).toBe(403);
    expect((await call('GET', `/retornarAnexos?idRequisicao=${carlosRequest}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/retornarAnexos', carlos)).statusCode).toBe(400);

    const detail = await call('GET', `/retornarSolicitacao/${carlosRequest}`, carlos);
    expect(detail.json().anexos.map((item: { id: number }) => item.id)).toContain(uploaded.id);
  });

  it('refuses to move an attachment already linked to another request', async () => {
    const [other] = await context.database.db.select({ id: requisicao.id }).from(requisicao).where(eq(requisicao.idPessoa, carlos.idPessoa)).offset(1).limit(1);
    const uploaded = (await upload(carlos, 'cpf.png', PNG_1PX, `?idRequisicao=${carlosRequest}`)).json<{ id: number }>();
    const moved = await call('POST', '/vincularAnexo', carlos, { idAnexo: uploaded.id, idRequisicao: other.id });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('Este anexo já está vinculado a outra solicitação.');
  });
});
