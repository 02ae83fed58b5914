import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let admin: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
let maria: { token: string; idPessoa: number };
beforeAll(async () => {
  context = await createTestContext();
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
});
afterAll(() => context.close());

const { get, post } = apiOf(() => context.app);

describe('GET /api/retornarNotificacoes/{idPessoa}/{idPlano}/{idCategoria}/{idSituacao}', () => {
  it("lists the person's notifications newest first, with read flags and type", async () => {
    const response = await get(`/api/retornarNotificacoes/${carlos.idPessoa}/1/1/1`, carlos.token);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    // The chat answer, the income report, the HPE re-registration's opening (issue 26) and the contact-data notice.
    expect(list).toHaveLength(4);
    expect(list.map((item: { tipoNotificacao: { id: number } }) => item.tipoNotificacao.id)).toEqual([1, 2, 2, 3]);
    expect(list.map((item: { reagido: string }) => item.reagido)).toEqual(['N', 'N', 'N', 'S']);
    const dates = list.map((item: { data_notificacao: string }) => Date.parse(item.data_notificacao));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(list[0].idConversa).toEqual(expect.any(Number));
    // Only a page that exists is linked: the income report's page and the profile for the contact-data notice.
    expect(list.map((item: { link: string | null }) => item.link)).toEqual([null, '/services/report-income', '/recadastramento', '/perfil']);
    expect(list[2].titulo).toMatch(/^Recadastramento HPE \d{4}: responda até \d{2}\/\d{2}\/\d{4}$/);
    expect(list[1]).toMatchObject({ titulo: 'Informe de rendimentos disponível' });
    expect(list[1].descricao).toContain('Baixe-o em Informe de rendimentos');
  });

  it('shows a notification about another plan only with that plan or with 0 (all)', async () => {
    const onDxc = await get(`/api/retornarNotificacoes/${carlos.idPessoa}/7/1/1`, carlos.token);
    // The chat notification is about HPE: not listed for DXC.
    expect(onDxc.json()).toHaveLength(3);
    expect((await get(`/api/retornarNotificacoes/${carlos.idPessoa}/0/0/0`, carlos.token)).json()).toHaveLength(4);
  });

  it('the short form is the signed-in person', async () => {
    const response = await get('/api/retornarNotificacoes/1/1/1', carlos.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(4);
  });

  it("refuses another person's id and a plan triple not the person's (403); administrators reach anyone", async () => {
    expect((await get(`/api/retornarNotificacoes/${maria.idPessoa}/1/2/2`, carlos.token)).statusCode).toBe(403);
    expect((await get(`/api/retornarNotificacoes/${carlos.idPessoa}/4/1/1`, carlos.token)).statusCode).toBe(403);
    expect((await get(`/api/retornarNotificacoes/${maria.idPessoa}/1/2/2`, admin.token)).json()).toHaveLength(4);
  });

  it('refuses bad ids (400) and visitors (401)', async () => {
    expect((await get(`/api/retornarNotificacoes/${carlos.idPessoa}/x/1/1`, carlos.token)).statusCode).toBe(400);
    expect((await get(`/api/retornarNotificacoes/${carlos.idPessoa}/1/1/1`)).statusCode).toBe(401);
  });
});

describe('POST /api/vizualizarNotificacoes', () => {
  it('marks the chosen notifications read, once, and they show in retornarNotificacoesVisualizadas', async () => {
    const unread = (await get(`/api/retornarNotificacoes/${maria.idPessoa}/0/0/0`, maria.token)).json().filter((item: { reagido: string }) => item.reagido === 'N');
    const ids = unread.map((item: { id: number }) => item.id);
    const first = await post('/api/vizualizarNotificacoes', { idsNotificacoes: ids, idPessoa: maria.idPessoa }, maria.token);
    expect(first.json()).toEqual({ atualizadas: ids.length });
    expect((await post('/api/vizualizarNotificacoes', { idsNotificacoes: ids, idPessoa: maria.idPessoa }, maria.token)).json()).toEqual({ atualizadas: 0 });
    const read = (await get(`/api/retornarNotificacoesVisualizadas/${maria.idPessoa}`, maria.token)).json();
    expect(read.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining(ids));
    expect(read.every((item: { reagido: string; vizualizado: string }) => item.reagido === 'S' && item.vizualizado === 'S')).toBe(true);
  });

  it("cannot mark another person's notifications, even with their ids under one's own idPessoa", async () => {
    const carlosList = (await get(`/api/retornarNotificacoes/${carlos.idPessoa}/0/0/0`, carlos.token)).json();
    const ids = carlosList.map((item: { id: number }) => item.id);
    expect((await post('/api/vizualizarNotificacoes', { idsNotificacoes: ids, idPessoa: carlos.idPessoa }, maria.token)).statusCode).toBe(403);
    expect((await post('/api/vizualizarNotificacoes', { idsNotificacoes: ids, idPessoa: maria.idPessoa }, maria.token)).statusCode).toBe(403);
    const after = (await get(`/api/retornarNotificacoes/${carlos.idPessoa}/0/0/0`, carlos.token)).json();
    expect(after.filter((item: { reagido: string }) => item.reagido === 'N')).toHaveLength(3);
  });

  it('refuses bad bodies (400)', async () => {
    for (const payload of [{}, { idsNotificacoes: [], idPessoa: maria.idPessoa }, { idsNotificacoes: ['a'], idPessoa: maria.idPessoa }, { idsNotificacoes: [1] }]) {
      expect((await post('/api/vizualizarNotificacoes', payload, maria.token)).statusCode).toBe(400);
    }
  });

  it('GET /api/retornarNotificacoesVisualizadas refuses another person (403)', async () => {
    expect((await get(`/api/retornarNotificacoesVisualizadas/${carlos.idPessoa}`, maria.token)).statusCode).toBe(403);
    expect((await get(`/api/retornarNotificacoesVisualizadas/${carlos.idPessoa}`)).statusCode).toBe(401);
  });
});

describe('POST /api/enviarNotificacao', () => {
  it('lets an administrator notify a person, and the person lists it unread', async () => {
    const sent = await post('/api/enviarNotificacao', { idPessoa: carlos.idPessoa, titulo: 'Reajuste do benefício', descricao: 'Seu benefício foi reajustado.' }, admin.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ titulo: 'Reajuste do benefício', reagido: 'N', tipoNotificacao: { id: 2 } });
    const list = (await get(`/api/retornarNotificacoes/${carlos.idPessoa}/0/0/0`, carlos.token)).json();
    expect(list[0].id).toBe(sent.json().id);
  });

  it('refuses participants (403), unknown people (404) and bad bodies (400)', async () => {
    expect((await post('/api/enviarNotificacao', { idPessoa: maria.idPessoa, titulo: 'x', descricao: 'y' }, carlos.token)).statusCode).toBe(403);
    expect((await post('/api/enviarNotificacao', { idPessoa: 999999, titulo: 'x', descricao: 'y' }, admin.token)).statusCode).toBe(404);
    expect((await post('/api/enviarNotificacao', { idPessoa: maria.idPessoa, titulo: '', descricao: 'y' }, admin.token)).statusCode).toBe(400);
    expect((await post('/api/enviarNotificacao', { idPessoa: maria.idPessoa, titulo: 'x', descricao: 'y', idTipoNotificacao: 1 }, admin.token)).statusCode).toBe(400);
  });
});
