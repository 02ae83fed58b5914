import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, format, parseISO } from 'date-fns';
import { fundToday } from '@/domain/business-days';
import { PLAN_ID } from '@/domain/constants';
import { auditoria } from '@/server/db/schema/audit';
import { bannerCarrossel, noticia } from '@/server/db/schema/news';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { PNG_1PX } from './upload-client';

let context: TestContext;
let ana: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
let lucas: { token: string; idPessoa: number };
let maria: { token: string; idPessoa: number };

const today = fundToday();
const day = (offset: number) => format(addDays(parseISO(today), offset), 'yyyy-MM-dd');

beforeAll(async () => {
  context = await createTestContext();
  ana = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  lucas = await login(context.app, DEMO_ACCOUNTS.lucas.cpf);
  maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
});
afterAll(() => context.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: object, headers: Record<string, string> = {}) =>
  context.app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), ...headers } });
const titles = (items: Array<{ titulo: string }>) => items.map((item) => item.titulo);
const errorPaths = (response: { json(): { errors?: Array<{ path: string; message: string }> } }) => (response.json().errors ?? []).map((error) => error.path);

const newsBody = (overrides: Record<string, unknown> = {}) => ({
  titulo: 'Novo canal de atendimento',
  resumo: 'O fundo passa a atender também pelo WhatsApp.',
  conteudo: 'A partir de hoje você fala conosco também pelo WhatsApp.\n\nO horário é o mesmo do telefone.',
  inicio: day(0),
  fim: day(10),
  idPlanos: [PLAN_ID.HPE],
  ...overrides,
});

async function uploadImage(token: string, name = 'banner.png', payload: Buffer = PNG_1PX) {
  const response = await context.app.inject({ method: 'POST', url: '/api/enviarAnexo', headers: { ...bearer(token), 'x-nome-arquivo': name, 'content-type': 'application/octet-stream' }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

describe('news (settings/noticias and the home)', () => {
  it('lists the seeded active news of the caller’s plans, newest first; the expired one to nobody but an administrator asking for all', async () => {
    const forCarlos = await call('GET', '/api/retornarNoticias', carlos.token);
    expect(forCarlos.statusCode).toBe(200);
    expect(titles(forCarlos.json())).toEqual(['Assembleia de participantes do Plano HPE', 'Informe de rendimentos disponível']);
    expect(forCarlos.json()[0]).toMatchObject({ inicio: day(-3), fim: day(30), idPlanos: [PLAN_ID.HPE], planos: ['HPE'], ativa: true });
    expect(forCarlos.json()[0]).not.toHaveProperty('conteudo');

    // Lucas (MAIS_VALOR) does not see the HPE item, only the one for every plan.
    expect(titles((await call('GET', '/api/retornarNoticias', lucas.token)).json())).toEqual(['Informe de rendimentos disponível']);

    expect(titles((await call('GET', '/api/retornarNoticias', ana.token)).json())).toEqual(['Assembleia de participantes do Plano HPE', 'Informe de rendimentos disponível']);
    const all = (await call('GET', '/api/retornarNoticias?todas=S', ana.token)).json();
    expect(titles(all)).toContain('Campanha de atualização cadastral encerrada');
    expect(all.find((item: { titulo: string }) => item.titulo.startsWith('Campanha')).ativa).toBe(false);

    // An administrator viewing as Lucas sees Lucas's news.
    expect(titles((await call('GET', '/api/retornarNoticias', ana.token, undefined, { 'x-pessoa-alvo': String(lucas.idPessoa) })).json())).toEqual(['Informe de rendimentos disponível']);
  });

  it('refuses the inactive list to participants (403), an anonymous caller (401) and a bad flag (400)', async () => {
    expect((await call('GET', '/api/retornarNoticias?todas=S', carlos.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/retornarNoticias?todas=S', carlos.token)).json().message).toBe('Somente administradores veem notícias e banners fora do período.');
    expect((await call('GET', '/api/retornarNoticias', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/retornarNoticias?todas=X', ana.token)).statusCode).toBe(400);
  });

  it('opens an item in full for whoever sees it; 404 for another plan’s, an expired or an absent one', async () => {
    const [hpe] = await context.database.db.select().from(noticia).where(eq(noticia.titulo, 'Assembleia de participantes do Plano HPE'));
    const [expired] = await context.database.db.select().from(noticia).where(eq(noticia.titulo, 'Campanha de atualização cadastral encerrada'));
    const full = await call('GET', `/api/retornarNoticia/${hpe.id}`, carlos.token);
    expect(full.statusCode).toBe(200);
    expect(full.json().conteudo).toBe(hpe.conteudo);
    expect((await call('GET', `/api/retornarNoticia/${hpe.id}`, lucas.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/retornarNoticia/${hpe.id}`, lucas.token)).json().message).toBe('Notícia não encontrada.');
    expect((await call('GET', `/api/retornarNoticia/${expired.id}`, carlos.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/retornarNoticia/${expired.id}`, ana.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/retornarNoticia/2000000000', ana.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/retornarNoticia/abc', ana.token)).statusCode).toBe(400);
    expect((await call('GET', `/api/retornarNoticia/${hpe.id}`, null)).statusCode).toBe(401);
  });

  it('an administrator creates, edits and removes an item (audited); it reaches HPE people only while active', async () => {
    const created = await call('POST', '/api/criarNoticia', ana.token, newsBody());
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ titulo: 'Novo canal de atendimento', idPlanos: [PLAN_ID.HPE], planos: ['HPE'], ativa: true, conteudo: newsBody().conteudo });
    expect(titles((await call('GET', '/api/retornarNoticias', carlos.token)).json())).toContain('Novo canal de atendimento');
    expect(titles((await call('GET', '/api/retornarNoticias', maria.token)).json())).toContain('Novo canal de atendimento');
    expect(titles((await call('GET', '/api/retornarNoticias', lucas.token)).json())).not.toContain('Novo canal de atendimento');

    // Moved to start tomorrow: no longer listed today; then for every plan and today: Lucas sees it.
    const later = await call('PUT', `/api/atualizarNoticia/${item.id}`, ana.token, newsBody({ inicio: day(1) }));
    expect(later.statusCode).toBe(200);
    expect(later.json().ativa).toBe(false);
    expect(titles((await call('GET', '/api/retornarNoticias', carlos.token)).json())).not.toContain('Novo canal de atendimento');
    const everyone = await call('PUT', `/api/atualizarNoticia/${item.id}`, ana.token, newsBody({ titulo: '  Atendimento pelo WhatsApp  ', idPlanos: null }));
    expect(everyone.json()).toMatchObject({ titulo: 'Atendimento pelo WhatsApp', idPlanos: null, planos: null, ativa: true });
    expect(titles((await call('GET', '/api/retornarNoticias', lucas.token)).json())).toContain('Atendimento pelo WhatsApp');

    const removed = await call('DELETE', `/api/excluirNoticia/${item.id}`, ana.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Notícia excluída.' });
    expect((await call('DELETE', `/api/excluirNoticia/${item.id}`, ana.token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/atualizarNoticia/${item.id}`, ana.token, newsBody())).statusCode).toBe(404);
    const actions = (await context.database.db.select().from(auditoria).where(eq(auditoria.idAtor, ana.idPessoa)).orderBy(desc(auditoria.id)).limit(4)).map((row) => row.acao);
    expect(actions).toEqual(['noticia.excluida', 'noticia.alterada', 'noticia.alterada', 'noticia.criada']);
  });

  it('answers 400 in Portuguese per field: blank texts, the period out of order, an unknown plan, a missing or malformed date', async () => {
    const blank = await call('POST', '/api/criarNoticia', ana.token, newsBody({ titulo: '   ', resumo: ' ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Os dados enviados são inválidos. Corrija os campos indicados.' });
    expect(blank.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'titulo', message: 'Preencha este campo.', type: 'required' },
        { path: 'resumo', message: 'Preencha este campo.', type: 'required' },
      ]),
    );
    const period = await call('POST', '/api/criarNoticia', ana.token, newsBody({ inicio: day(5), fim: day(4) }));
    expect(period.json().errors).toEqual([{ path: 'fim', message: 'A data de fim deve ser igual ou posterior à data de início.', type: 'range' }]);
    const plan = await call('POST', '/api/criarNoticia', ana.token, newsBody({ idPlanos: [999] }));
    expect(plan.json().errors).toEqual([{ path: 'idPlanos', message: 'Plano não encontrado.', type: 'reference' }]);
    for (const [field, value] of [
      ['inicio', '2026-13-01'],
      ['fim', undefined],
      ['titulo', 'x'.repeat(151)],
      ['conteudo', ''],
      ['idPlanos', []],
    ] as const) {
      const response = await call('POST', '/api/criarNoticia', ana.token, newsBody({ [field]: value }));
      expect(response.statusCode, `${field}=${String(value)}`).toBe(400);
      expect(errorPaths(response).join(' '), field).toContain(field);
      expect(response.json().errors[0].message).toMatch(/[a-záéíóúç]/i);
    }
    expect((await context.database.db.select().from(noticia).where(eq(noticia.titulo, 'Novo canal de atendimento'))).length).toBe(0);
  });

  it('keeps the writes to administrators: 401 anonymous, 403 a participant', async () => {
    const [hpe] = await context.database.db.select().from(noticia).limit(1);
    for (const [method, url, body] of [
      ['POST', '/api/criarNoticia', newsBody()],
      ['PUT', `/api/atualizarNoticia/${hpe.id}`, newsBody()],
      ['DELETE', `/api/excluirNoticia/${hpe.id}`, undefined],
    ] as const) {
      expect((await call(method, url, null, body)).statusCode).toBe(401);
      const refused = await call(method, url, carlos.token, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Somente administradores podem fazer isso.');
    }
    expect((await context.database.db.select().from(noticia).where(eq(noticia.id, hpe.id))).length).toBe(1);
  });
});

const bannerBody = (idAnexo: number, overrides: Record<string, unknown> = {}) => ({
  titulo: 'Contribuição voluntária',
  texto: 'Aumente sua reserva com aportes quando quiser.',
  textoAlternativo: 'Moedas empilhadas em ordem crescente.',
  link: '/services',
  idAnexo,
  inicio: day(0),
  fim: day(20),
  ordem: 0,
  idPlanos: [PLAN_ID.MAIS_VALOR],
  ...overrides,
});

describe('carousel banners (settings/configurar-carrossel and the home)', () => {
  it('lists the seeded active banners of the caller’s plans in order, with their image and alt text', async () => {
    const forCarlos = await call('GET', '/api/retornarBanners', carlos.token);
    expect(forCarlos.statusCode).toBe(200);
    expect(forCarlos.json().map((banner: { titulo: string; imagemUrl: string }) => [banner.titulo, banner.imagemUrl])).toEqual([
      ['Simule sua aposentadoria', '/carrossel/simule-aposentadoria.svg'],
      ['Assembleia do Plano HPE', '/carrossel/assembleia-hpe.svg'],
    ]);
    expect(forCarlos.json()[0].textoAlternativo).toBe('Ilustração de um gráfico em crescimento com um cofrinho ao lado.');
    expect(titles((await call('GET', '/api/retornarBanners', lucas.token)).json())).toEqual(['Simule sua aposentadoria']);
    expect((await call('GET', '/api/retornarBanners', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/retornarBanners?todos=S', lucas.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/retornarBanners?todos=S', ana.token)).statusCode).toBe(200);
  });

  it('creates a banner with an uploaded image, serves the image to its plan only, edits and removes it', async () => {
    const idAnexo = await uploadImage(ana.token);
    const created = await call('POST', '/api/criarBanner', ana.token, bannerBody(idAnexo));
    expect(created.statusCode, created.body).toBe(201);
    const banner = created.json();
    expect(banner).toMatchObject({ titulo: 'Contribuição voluntária', idAnexo, imagemUrl: `/api/retornarImagemBanner/${banner.id}`, planos: ['Mais Valor'], ativo: true });
    expect(titles((await call('GET', '/api/retornarBanners', lucas.token)).json())).toEqual(['Contribuição voluntária', 'Simule sua aposentadoria']);
    expect(titles((await call('GET', '/api/retornarBanners', carlos.token)).json())).not.toContain('Contribuição voluntária');

    const image = await call('GET', `/api/retornarImagemBanner/${banner.id}`, lucas.token);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await call('GET', `/api/retornarImagemBanner/${banner.id}`, carlos.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/retornarImagemBanner/${banner.id}`, null)).statusCode).toBe(401);

    // Editing without idAnexo keeps the image; the plans move to HPE.
    const { idAnexo: _kept, ...withoutImage } = bannerBody(idAnexo, { idPlanos: [PLAN_ID.HPE], link: null });
    const edited = await call('PUT', `/api/atualizarBanner/${banner.id}`, ana.token, withoutImage);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ idAnexo, link: null, planos: ['HPE'] });
    expect(titles((await call('GET', '/api/retornarBanners', carlos.token)).json())).toContain('Contribuição voluntária');

    expect((await call('DELETE', `/api/excluirBanner/${banner.id}`, ana.token)).json()).toEqual({ message: 'Banner excluído.' });
    expect((await call('DELETE', `/api/excluirBanner/${banner.id}`, ana.token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/atualizarBanner/${banner.id}`, ana.token, withoutImage)).statusCode).toBe(404);
    expect((await call('GET', `/api/retornarImagemBanner/${banner.id}`, ana.token)).statusCode).toBe(404);
    const actions = (await context.database.db.select().from(auditoria).where(and(eq(auditoria.idAtor, ana.idPessoa))).orderBy(desc(auditoria.id)).limit(3)).map((row) => row.acao);
    expect(actions).toEqual(['banner.excluido', 'banner.alterado', 'banner.criado']);
  });

  it('answers 400 in Portuguese per field: image missing, not an image, unknown; unsafe link; blank alt text; period', async () => {
    const idAnexo = await uploadImage(ana.token);
    const pdf = await uploadImage(ana.token, 'regulamento.pdf', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'));
    const { idAnexo: _none, ...noImage } = bannerBody(idAnexo);
    expect((await call('POST', '/api/criarBanner', ana.token, noImage)).json().errors.map((error: { path: string }) => error.path).join(' ')).toContain('idAnexo');
    expect((await call('POST', '/api/criarBanner', ana.token, bannerBody(pdf))).json().errors).toEqual([{ path: 'idAnexo', message: 'A imagem do banner deve ser PNG, JPEG ou WebP.', type: 'format' }]);
    expect((await call('POST', '/api/criarBanner', ana.token, bannerBody(2_000_000_000))).json().errors).toEqual([{ path: 'idAnexo', message: 'Imagem não encontrada. Envie a imagem novamente.', type: 'reference' }]);
    for (const link of ['javascript:alert(1)', 'http://exemplo.com', '//exemplo.com', 'data:text/html,oi']) {
      const response = await call('POST', '/api/criarBanner', ana.token, bannerBody(idAnexo, { link }));
      expect(response.statusCode, link).toBe(400);
      expect(response.json().errors).toEqual([{ path: 'link', message: 'Informe um endereço do portal (começando com /) ou um endereço https.', type: 'format' }]);
    }
    expect((await call('POST', '/api/criarBanner', ana.token, bannerBody(idAnexo, { link: 'https://www.gov.br/previc' }))).statusCode).toBe(201);
    expect((await call('POST', '/api/criarBanner', ana.token, bannerBody(idAnexo, { textoAlternativo: '  ' }))).json().errors).toEqual([{ path: 'textoAlternativo', message: 'Preencha este campo.', type: 'required' }]);
    expect((await call('POST', '/api/criarBanner', ana.token, bannerBody(idAnexo, { fim: day(-1) }))).json().errors[0].path).toBe('fim');
    expect((await call('POST', '/api/criarBanner', carlos.token, bannerBody(idAnexo))).statusCode).toBe(403);
    expect((await call('POST', '/api/criarBanner', null, bannerBody(idAnexo))).statusCode).toBe(401);
    const [seeded] = await context.database.db.select().from(bannerCarrossel).limit(1);
    expect((await call('DELETE', `/api/excluirBanner/${seeded.id}`, carlos.token)).statusCode).toBe(403);
    expect((await call('PUT', `/api/atualizarBanner/${seeded.id}`, carlos.token, noImage)).statusCode).toBe(403);
  });
});
