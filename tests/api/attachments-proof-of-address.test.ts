import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_OF_ADDRESS_TYPE_MESSAGE } from '@/domain/attachments-file-rules';
import { campanhaRecadastramento, recadastramento } from '@/server/db/schema/reregistration';
import { endereco } from '@/server/db/schema/profile';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { MP4_HEADER, PNG_1PX } from './upload-client';

/**
 * Issue 26: the proof of address (onboarding step 4, the re-registration's proof of address) is an image or a PDF. The
 * upload itself takes spec §5's whole list (videos and ZIPs are fine for other requests); the server refuses the
 * attachment as a proof of address by the content type it sniffed, in Portuguese, under the field.
 */
type Account = { token: string; idPessoa: number };
let context: TestContext;
let uploadDir: string;
let otavio: Account, carlos: Account;
let idCampanha: number;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'comprovante-endereco-'));
  context = await createTestContext({ uploadDir });
  [otavio, carlos] = await Promise.all([login(context.app, DEMO_ACCOUNTS.otavio.cpf), login(context.app, DEMO_ACCOUNTS.carlos.cpf)]);
  const [campaign] = await context.database.db.select({ id: campanhaRecadastramento.id }).from(campanhaRecadastramento).limit(1);
  idCampanha = campaign.id;
});
afterAll(async () => {
  await context.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const ZIP_HEADER = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(account: Account, name: string, payload: Buffer) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/enviarAnexo',
    headers: { ...bearer(account.token), 'content-type': 'application/octet-stream', 'x-nome-arquivo': encodeURIComponent(name) },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; tipoConteudo: string };
}

const address = { cep: '01310100', logradouro: 'Avenida Paulista', numero: '1000', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP' };
const sendStep = (account: Account, metadata: object) =>
  context.app.inject({ method: 'POST', url: '/api/enviarDadosOnboarding', headers: bearer(account.token), payload: { pular: 'N', idPessoa: account.idPessoa, idPlano: 1, idStep: 4, metadata } });

describe('onboarding step 4: the proof of residence', () => {
  it('refuses a video and a ZIP (400, under proofResidence, in Portuguese) and keeps the address as it was', async () => {
    const [before] = await context.database.db.select().from(endereco).where(eq(endereco.idPessoa, otavio.idPessoa));
    for (const [name, bytes, type] of [
      ['conta.mp4', MP4_HEADER, 'video/mp4'],
      ['conta.zip', ZIP_HEADER, 'application/zip'],
    ] as const) {
      const file = await upload(otavio, name, bytes);
      expect(file.tipoConteudo).toBe(type); // the upload itself is spec §5's and takes it
      const refused = await sendStep(otavio, { ...address, proofResidence: file.id });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().errors).toEqual([{ path: 'metadata/proofResidence', message: PROOF_OF_ADDRESS_TYPE_MESSAGE, type: 'format' }]);
    }
    const [after] = await context.database.db.select().from(endereco).where(eq(endereco.idPessoa, otavio.idPessoa));
    expect(after).toEqual(before);
  });

  it('takes an image or a PDF', async () => {
    for (const [name, bytes] of [
      ['conta.png', PNG_1PX],
      ['conta.pdf', PDF],
    ] as const) {
      const file = await upload(otavio, name, bytes);
      const saved = await sendStep(otavio, { ...address, proofResidence: file.id });
      expect(saved.statusCode, saved.body).toBe(200);
      const [row] = await context.database.db.select().from(endereco).where(eq(endereco.idPessoa, otavio.idPessoa));
      expect(row.idAnexoComprovante).toBe(file.id);
    }
  });

  it('another person’s file is still refused, whatever its type; no session is 401', async () => {
    const carlosPdf = await upload(carlos, 'conta.pdf', PDF);
    expect((await sendStep(otavio, { ...address, proofResidence: carlosPdf.id })).json().errors[0]).toMatchObject({ path: 'metadata/proofResidence', type: 'attachment' });
    const anonymous = await context.app.inject({ method: 'POST', url: '/api/enviarDadosOnboarding', payload: { pular: 'N', idPessoa: otavio.idPessoa, idPlano: 1, idStep: 4, metadata: address } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('re-registration: the proof of address', () => {
  const answer = (idAnexo: number, tipo: 'endereco' | 'vida') =>
    context.app.inject({ method: 'POST', url: '/api/enviarRecadastramento', headers: bearer(carlos.token), payload: { idCampanha, idPessoa: carlos.idPessoa, confirmacao: true, comprovante: { tipo, idAnexo } } });

  it('refuses a video sent as a proof of address (400 under comprovante/idAnexo); the answer stays pending', async () => {
    const video = await upload(carlos, 'comprovante.mp4', MP4_HEADER);
    const refused = await answer(video.id, 'endereco');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'comprovante/idAnexo', message: PROOF_OF_ADDRESS_TYPE_MESSAGE, type: 'format' }]);
    const [row] = await context.database.db.select({ respondidoEm: recadastramento.respondidoEm }).from(recadastramento).where(eq(recadastramento.idPessoa, carlos.idPessoa));
    expect(row.respondidoEm).toBeNull();
  });

  it('takes a PDF as a proof of address', async () => {
    const pdf = await upload(carlos, 'comprovante.pdf', PDF);
    const accepted = await answer(pdf.id, 'endereco');
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('a proof of life may still be a video', async () => {
    const video = await upload(otavio, 'prova-de-vida.mp4', MP4_HEADER);
    const accepted = await context.app.inject({
      method: 'POST',
      url: '/api/enviarRecadastramento',
      headers: bearer(otavio.token),
      payload: { idCampanha, idPessoa: otavio.idPessoa, confirmacao: true, comprovante: { tipo: 'vida', idAnexo: video.id } },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
