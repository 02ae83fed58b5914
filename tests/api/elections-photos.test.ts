import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ID } from '@/domain/constants';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { PNG_1PX, pdfBytes } from './upload-client';

/**
 * Candidates' photos (issue 16): `foto` is an attachment the administrator uploaded (JPEG/PNG/WebP by its content,
 * at most 2 MB); retornarAnexo lets the people who may see the election download it, and nobody else.
 */

type Session = { token: string; idPessoa: number };
let context: TestContext;
let uploadDir: string;
let ana: Session;
let carlos: Session;
let maria: Session;
let lucas: Session;

const minute = 60_000;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The start of a JPEG (SOI + JFIF APP0): what file-type reads as image/jpeg. */
const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(200)]);

const call = (method: 'GET' | 'POST', url: string, session?: Session | null, payload?: object) =>
  context.app.inject({ method, url: `/api${url}`, payload, headers: session ? bearer(session.token) : {} });

async function upload(session: Session, name: string, bytes: Buffer) {
  return context.app.inject({ method: 'POST', url: '/api/enviarAnexo', headers: { ...bearer(session.token), 'x-nome-arquivo': name, 'content-type': 'application/octet-stream' }, payload: bytes });
}

async function uploadId(session: Session, name: string, bytes: Buffer): Promise<number> {
  const response = await upload(session, name, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

function electionBody(candidatos: Array<{ nome: string; foto?: number | null }>, idPlanos = [1]) {
  return { titulo: 'Conselho com fotos', inicio: new Date(Date.now() - minute).toISOString(), fim: new Date(Date.now() + 60 * minute).toISOString(), idPlanos, vagas: 1, candidatos };
}

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-election-photos-'));
  context = await createTestContext({ uploadDir });
  [ana, carlos, maria, lucas] = await Promise.all([DEMO_ACCOUNTS.ana, DEMO_ACCOUNTS.carlos, DEMO_ACCOUNTS.maria, DEMO_ACCOUNTS.lucas].map((account) => login(context.app, account.cpf)));
}, 60_000);

afterAll(async () => {
  await context?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('the seeded election', () => {
  it('has a generated PNG portrait per candidate of the open HPE election; the closed Mais Valor one shows initials (no photo)', async () => {
    const list = (await call('GET', '/retornarEleicoes', ana)).json<Array<{ id: number; titulo: string }>>();
    const open = list.find((item) => item.titulo === 'Conselho Deliberativo 2027–2030')!;
    const closed = list.find((item) => item.titulo === 'Conselho Fiscal 2026–2029')!;
    const candidates = (await call('GET', `/retornarEleicao/${open.id}`, carlos)).json().candidatos as Array<{ nome: string; foto: number | null }>;
    expect(candidates.map((candidate) => candidate.nome)).toEqual(['Beatriz Andrade', 'Rafael Moura', 'Helena Prado']);
    expect(candidates.every((candidate) => Number.isInteger(candidate.foto))).toBe(true);
    const photo = await call('GET', `/retornarAnexo/${candidates[0].foto}`, carlos);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.subarray(0, 8)).toEqual(PNG_MAGIC);
    expect(photo.headers['content-disposition']).toContain('beatriz-andrade.png');
    const closedCandidates = (await call('GET', `/retornarEleicao/${closed.id}`, lucas)).json().candidatos as Array<{ foto: number | null }>;
    expect(closedCandidates.map((candidate) => candidate.foto)).toEqual([null, null, null]);
  });

  it('lets in the voters of the election’s plan (Carlos, Maria: HPE) and administrators; Lucas (Mais Valor only) gets 403, nobody signed in 401', async () => {
    const list = (await call('GET', '/retornarEleicoes', ana)).json<Array<{ id: number; titulo: string }>>();
    const open = list.find((item) => item.titulo === 'Conselho Deliberativo 2027–2030')!;
    const [first] = (await call('GET', `/retornarEleicao/${open.id}`, ana)).json().candidatos as Array<{ foto: number }>;
    expect((await call('GET', `/retornarAnexo/${first.foto}`, maria)).statusCode).toBe(200);
    expect((await call('GET', `/retornarAnexo/${first.foto}`, ana)).statusCode).toBe(200);
    expect((await call('GET', `/retornarAnexo/${first.foto}`, lucas)).statusCode).toBe(403);
    expect((await call('GET', `/retornarAnexo/${first.foto}`, null)).statusCode).toBe(401);
  });
});

describe('POST /api/criarEleicao with photos', () => {
  it('keeps the uploaded image’s id as `foto`; the plan’s voters download it, another plan’s participant gets 403', async () => {
    const png = await uploadId(ana, 'rosa.png', PNG_1PX);
    const jpeg = await uploadId(ana, 'tiago.jpg', JPEG_BYTES);
    const created = await call('POST', '/criarEleicao', ana, electionBody([{ nome: 'Rosa Campos', foto: png }, { nome: 'Tiago Neves', foto: jpeg }, { nome: 'Sem Foto' }], [PLAN_ID.MAIS_VALOR]));
    expect(created.statusCode, created.body).toBe(201);
    const detail = (await call('GET', `/retornarEleicao/${created.json().id}`, lucas)).json();
    expect(detail.candidatos.map((candidate: { foto: number | null }) => candidate.foto)).toEqual([png, jpeg, null]);
    const download = await call('GET', `/retornarAnexo/${jpeg}`, lucas);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.rawPayload.equals(JPEG_BYTES)).toBe(true);
    // Carlos votes in HPE and DXC, not in Mais Valor: this election's photos are not his to see.
    expect((await call('GET', `/retornarAnexo/${png}`, carlos)).statusCode).toBe(403);
    // Closed, its results show each candidate with the same photo (no votes: in the ballot's order).
    expect((await call('POST', `/encerrarEleicao/${created.json().id}`, ana)).statusCode).toBe(200);
    const results = (await call('GET', `/retornarResultadoEleicao/${created.json().id}`, lucas)).json();
    expect(results.candidatos.map((candidate: { nome: string; foto: number | null }) => [candidate.nome, candidate.foto])).toEqual([
      ['Rosa Campos', png],
      ['Tiago Neves', jpeg],
      ['Sem Foto', null],
    ]);
  });

  it('refuses a photo that is not an image, too large, absent, not the administrator’s own upload or given twice (400, in Portuguese)', async () => {
    const pdf = await uploadId(ana, 'curriculo.pdf', pdfBytes(2000));
    const big = await uploadId(ana, 'grande.png', Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]));
    const carlosPhoto = await uploadId(carlos, 'eu.png', PNG_1PX);
    const good = await uploadId(ana, 'boa.png', PNG_1PX);
    const response = await call(
      'POST',
      '/criarEleicao',
      ana,
      electionBody([
        { nome: 'A', foto: pdf },
        { nome: 'B', foto: big },
        { nome: 'C', foto: 999_999 },
        { nome: 'D', foto: carlosPhoto },
        { nome: 'E', foto: good },
        { nome: 'F', foto: good },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'candidatos/5/foto', message: 'Esta foto já é de outro candidato.', type: 'duplicate' },
      { path: 'candidatos/0/foto', message: 'A foto do candidato deve ser uma imagem JPEG, PNG ou WebP.', type: 'format' },
      { path: 'candidatos/1/foto', message: 'A foto do candidato deve ter até 2 MB.', type: 'format' },
      { path: 'candidatos/2/foto', message: 'Foto não encontrada. Envie a foto do candidato novamente.', type: 'reference' },
      { path: 'candidatos/3/foto', message: 'Use uma foto enviada por você nesta página.', type: 'reference' },
    ]);
    // Nothing was created.
    const titles = (await call('GET', '/retornarEleicoes', ana)).json<Array<{ titulo: string }>>().map((item) => item.titulo);
    expect(titles.filter((title) => title === 'Conselho com fotos')).toHaveLength(1);
    expect((await call('POST', '/criarEleicao', ana, electionBody([{ nome: 'A', foto: 'x' as unknown as number }, { nome: 'B' }]))).statusCode).toBe(400);
  });

  it('checks the content, not the name: a PDF named .png never becomes an attachment (415)', async () => {
    const response = await upload(ana, 'disfarce.png', pdfBytes(2000));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('O conteúdo do arquivo não corresponde à extensão.');
  });
});
