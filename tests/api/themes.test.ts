import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ID } from '@/domain/constants';
import { auditoria } from '@/server/db/schema/audit';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { PNG_1PX } from './upload-client';

let context: TestContext;
let ana: { token: string; idPessoa: number };
let sofia: { token: string; idPessoa: number };

beforeAll(async () => {
  context = await createTestContext({ loginMaxFailuresPerIp: 1000 });
  ana = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  sofia = await login(context.app, DEMO_ACCOUNTS.sofia.cpf);
});
afterAll(async () => {
  await context.close();
});

const put = (idPlano: number | string, payload: object, headers: Record<string, string> = bearer(ana.token)) =>
  context.app.inject({ method: 'PUT', url: `/api/atualizarConfiguracaoTema/${idPlano}`, headers, payload });
const getTheme = (idPlano: number) => context.app.inject({ method: 'GET', url: `/api/retornarConfiguracaoTema/${idPlano}` });

async function upload(token: string, name: string, payload: Buffer) {
  const response = await context.app.inject({ method: 'POST', url: '/api/enviarAnexo', headers: { ...bearer(token), 'x-nome-arquivo': name, 'content-type': 'application/octet-stream' }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

describe('PUT /api/atualizarConfiguracaoTema/{idPlano}', () => {
  it('saves the colour, an uploaded logo and background; the public theme and image routes serve them; audited', async () => {
    const before = (await getTheme(PLAN_ID.MAIS_VALOR)).json();
    expect(before.cor_primaria).toBe('#1D4ED8');
    const logo = await upload(ana.token, 'logo.png', PNG_1PX);
    const background = await upload(ana.token, 'fundo.png', PNG_1PX);

    const response = await put(PLAN_ID.MAIS_VALOR, { cor_primaria: '#1A7F5A', logo, background });
    expect(response.statusCode, response.body).toBe(200);
    const saved = {
      cor_primaria: '#1A7F5A',
      logo: `/api/retornarImagemTema/${PLAN_ID.MAIS_VALOR}/logo?v=${logo}`,
      background: `/api/retornarImagemTema/${PLAN_ID.MAIS_VALOR}/fundo?v=${background}`,
      plano: PLAN_ID.MAIS_VALOR,
    };
    expect(response.json()).toEqual(saved);
    // What the login screen and the shell read (public).
    expect((await getTheme(PLAN_ID.MAIS_VALOR)).json()).toEqual(saved);

    const image = await context.app.inject({ method: 'GET', url: saved.logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await context.app.inject({ method: 'GET', url: saved.background })).statusCode).toBe(200);

    const [row] = await context.database.db.select().from(auditoria).where(and(eq(auditoria.acao, 'tema.alterado'), eq(auditoria.idAtor, ana.idPessoa))).orderBy(desc(auditoria.id)).limit(1);
    expect(row.detalhes).toMatchObject({ plano: 'Mais Valor', idPlano: PLAN_ID.MAIS_VALOR, corAnterior: '#1D4ED8', cor: '#1A7F5A', logo: saved.logo, fundo: saved.background });

    // Only the colour: the images stay; null goes back to the fund's default image.
    expect((await put(PLAN_ID.MAIS_VALOR, { cor_primaria: '#1d4ed8' })).json()).toEqual({ ...saved, cor_primaria: '#1D4ED8' });
    expect((await put(PLAN_ID.MAIS_VALOR, { cor_primaria: '#1d4ed8', logo: null, background: null })).json()).toEqual({ cor_primaria: '#1D4ED8', logo: null, background: null, plano: PLAN_ID.MAIS_VALOR });
    expect((await context.app.inject({ method: 'GET', url: `/api/retornarImagemTema/${PLAN_ID.MAIS_VALOR}/logo` })).statusCode).toBe(404);

    // What the GET answered can be sent back as it was: the demo theme is restored with the portal's own images.
    const restored = { cor_primaria: '#1D4ED8', logo: before.logo, background: before.background };
    expect((await put(PLAN_ID.MAIS_VALOR, restored)).json()).toEqual({ ...restored, plano: PLAN_ID.MAIS_VALOR });
    const other = await put(PLAN_ID.MAIS_VALOR, { cor_primaria: '#1d4ed8', logo: 'https://evil.example/logo.svg' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([{ path: 'logo', message: 'Envie uma imagem (PNG, JPEG ou WebP) ou use uma imagem do portal.', type: 'format' }]);
  });

  it('refuses an invalid colour with 400 in Portuguese', async () => {
    for (const cor_primaria of ['verde', '#12345', '#GGGGGG', '', '#1234567', 'rgb(0,0,0)']) {
      const response = await put(PLAN_ID.HPE, { cor_primaria });
      expect(response.statusCode, cor_primaria).toBe(400);
      expect(response.json().errors).toEqual([{ path: 'cor_primaria', message: 'Informe a cor primária no formato hexadecimal #RRGGBB (por exemplo, #3BA387).', type: 'format' }]);
    }
    expect((await getTheme(PLAN_ID.HPE)).json().cor_primaria).toBe('#3BA387');
  });

  it('refuses an image that is not an image, or that someone else sent, with 400', async () => {
    const pdf = await upload(ana.token, 'regulamento.pdf', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'));
    const wrongType = await put(PLAN_ID.HPE, { cor_primaria: '#1a7f5a', logo: pdf });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual([{ path: 'logo', message: 'A imagem deve ser PNG, JPEG ou WebP.', type: 'format' }]);
    const sofiasImage = await upload(sofia.token, 'foto.png', PNG_1PX);
    const notMine = await put(PLAN_ID.HPE, { cor_primaria: '#1a7f5a', background: sofiasImage });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().errors[0]).toMatchObject({ path: 'background', message: 'A imagem enviada não foi encontrada. Envie o arquivo de novo.' });
    expect((await getTheme(PLAN_ID.HPE)).json().cor_primaria).toBe('#3BA387');
  });

  it('answers 404 for an unknown plan, 401 without a session and 403 to a participant', async () => {
    const unknown = await put(999, { cor_primaria: '#1a7f5a' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Plano não encontrado.');
    expect((await put(PLAN_ID.HPE, { cor_primaria: '#1a7f5a' }, {})).statusCode).toBe(401);
    expect((await put(PLAN_ID.MAIS_VALOR, { cor_primaria: '#1a7f5a' }, bearer(sofia.token))).statusCode).toBe(403);
    expect((await getTheme(PLAN_ID.MAIS_VALOR)).json().cor_primaria).toBe('#1D4ED8');
  });
});
