import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, RealtimeNotification, ServerToClientEvents } from '@/domain/realtime-events';
import { and, eq, ne } from 'drizzle-orm';
import { CATEGORY_ID, PLAN_ID } from '@/domain/constants';
import { notificacaoPessoa } from '@/server/db/schema/notifications';
import { pessoa } from '@/server/db/schema/people';
import { vinculoPlano } from '@/server/db/schema/plans';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

type Account = { token: string; idPessoa: number };
let context: TestContext;
let url: string;
let admin: Account;
let carlos: Account;
let maria: Account;
let paulo: Account;
const sockets: Array<Socket<ServerToClientEvents, ClientToServerEvents>> = [];

beforeAll(async () => {
  context = await createTestContext();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
  paulo = await login(context.app, DEMO_ACCOUNTS.paulo.cpf);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await context.close();
});

const call = (method: 'GET' | 'POST', path: string, token?: string, payload?: object) =>
  context.app.inject({ method, url: `/api${path}`, payload, headers: token ? bearer(token) : {} });

async function listen(token: string) {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const received: RealtimeNotification[] = [];
  socket.on('newNotification', (notification) => received.push(notification));
  return received;
}

const unreadTitles = async (account: Account) =>
  ((await call('GET', `/retornarNotificacoes/${account.idPessoa}/0/0/0`, account.token)).json() as RealtimeNotification[]).filter((item) => item.reagido === 'N').map((item) => item.titulo);

describe('POST /criarNotificacao', () => {
  it('sends to a segment (plan HPE × assisted): stored for each recipient and delivered live to them only', async () => {
    const atMaria = await listen(maria.token);
    const atCarlos = await listen(carlos.token);
    const titulo = `Recadastramento dos assistidos ${Date.now()}`;
    const sent = await call('POST', '/criarNotificacao', admin.token, {
      titulo,
      descricao: 'Atualize seus dados até o fim do mês.',
      idTipoNotificacao: 2,
      destino: { tipo: 'segmento', idPlano: PLAN_ID.HPE, idCategoria: CATEGORY_ID.ASSISTED, idSituacao: null },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().destinatarios).toBe(1);
    await expect.poll(() => atMaria.map((item) => item.titulo)).toContain(titulo);
    expect(atMaria.find((item) => item.titulo === titulo)).toMatchObject({ reagido: 'N', tipoNotificacao: { id: 2 } });
    expect(await unreadTitles(maria)).toContain(titulo);
    expect(await unreadTitles(carlos)).not.toContain(titulo);
    expect(atCarlos.map((item) => item.titulo)).not.toContain(titulo);
  });

  it('sends to everyone (participants, not administrators) and to one person', async () => {
    const everyone = await call('POST', '/criarNotificacao', admin.token, { titulo: 'Aviso geral', descricao: 'Manutenção no sábado.', idTipoNotificacao: 3, destino: { tipo: 'todos' } });
    // The nine demo participants and Antônio, whose death the death-report demo reports.
    expect(everyone.json().destinatarios).toBe(10);
    expect(await unreadTitles(paulo)).toContain('Aviso geral');
    const one = await call('POST', '/criarNotificacao', admin.token, { titulo: 'Só para o Paulo', descricao: 'Olá, Paulo.', idTipoNotificacao: 2, destino: { tipo: 'pessoa', idPessoa: paulo.idPessoa } });
    expect(one.json().destinatarios).toBe(1);
    const sent = (await call('GET', '/retornarNotificacoesEnviadas', admin.token)).json();
    expect(sent.notificacoes.find((item: { id: number }) => item.id === one.json().id)).toMatchObject({ pessoaDestino: 'Paulo Pensionista', destino: { tipo: 'pessoa', idPessoa: paulo.idPessoa } });
    expect(await unreadTitles(paulo)).toContain('Só para o Paulo');
    expect(await unreadTitles(carlos)).not.toContain('Só para o Paulo');
  });

  it('refuses participants (403), no session (401), a chat type or a blank title (400), an unknown person (404)', async () => {
    const body = { titulo: 'T', descricao: 'D', idTipoNotificacao: 2, destino: { tipo: 'todos' } };
    expect((await call('POST', '/criarNotificacao', carlos.token, body)).statusCode).toBe(403);
    expect((await call('POST', '/criarNotificacao', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/criarNotificacao', admin.token, { ...body, idTipoNotificacao: 1 })).statusCode).toBe(400);
    expect((await call('POST', '/criarNotificacao', admin.token, { ...body, titulo: '   ' })).statusCode).toBe(400);
    expect((await call('POST', '/criarNotificacao', admin.token, { ...body, destino: { tipo: 'segmento', idPlano: 1 } })).statusCode).toBe(400);
    expect((await call('POST', '/criarNotificacao', admin.token, { ...body, destino: { tipo: 'pessoa', idPessoa: 999_999 } })).statusCode).toBe(404);
  });
});

describe('a notification about a page of the portal (link)', () => {
  it('carries its internal path to the list, the live event and the sent list', async () => {
    const atPaulo = await listen(paulo.token);
    const titulo = `Sua solicitação mudou ${Date.now()}`;
    const sent = await call('POST', '/criarNotificacao', admin.token, {
      titulo,
      descricao: 'Veja a situação em Acompanhar solicitações.',
      idTipoNotificacao: 2,
      destino: { tipo: 'pessoa', idPessoa: paulo.idPessoa },
      link: '/services/requests',
    });
    expect(sent.statusCode).toBe(200);
    await expect.poll(() => atPaulo.find((item) => item.titulo === titulo)?.link).toBe('/services/requests');
    const listed = ((await call('GET', `/retornarNotificacoes/${paulo.idPessoa}/0/0/0`, paulo.token)).json() as RealtimeNotification[]).find((item) => item.titulo === titulo);
    expect(listed?.link).toBe('/services/requests');
    const centre = (await call('GET', '/retornarNotificacoesEnviadas', admin.token)).json();
    expect(centre.notificacoes.find((item: { id: number }) => item.id === sent.json().id).link).toBe('/services/requests');
  });

  it('stores no link when none (or an empty one) is given', async () => {
    const titulo = `Sem página ${Date.now()}`;
    const sent = await call('POST', '/criarNotificacao', admin.token, { titulo, descricao: 'Aviso.', idTipoNotificacao: 3, destino: { tipo: 'pessoa', idPessoa: paulo.idPessoa }, link: '  ' });
    expect(sent.statusCode).toBe(200);
    const listed = ((await call('GET', `/retornarNotificacoes/${paulo.idPessoa}/0/0/0`, paulo.token)).json() as RealtimeNotification[]).find((item) => item.titulo === titulo);
    expect(listed?.link).toBeNull();
  });

  it.each(['https://example.com/golpe', '//example.com', '/\\example.com', 'services/requests', 'javascript:alert(1)', '/a b'])('refuses %j with 400 and says why, in Portuguese', async (link) => {
    const base = { titulo: 'Página', descricao: 'Texto.', idTipoNotificacao: 2 };
    for (const [path, body] of [
      ['/criarNotificacao', { ...base, destino: { tipo: 'pessoa', idPessoa: paulo.idPessoa }, link }],
      ['/enviarNotificacao', { ...base, idPessoa: paulo.idPessoa, link }],
    ] as const) {
      const response = await call('POST', path, admin.token, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ path: 'link', message: 'Informe o endereço de uma página do portal, começando por /, como /services/requests.' })]);
    }
  });

  it('refuses a NUL byte in the link as in any text (400, naming the field)', async () => {
    const response = await call('POST', '/enviarNotificacao', admin.token, { titulo: 'Página', descricao: 'Texto.', idTipoNotificacao: 2, idPessoa: paulo.idPessoa, link: '/a\u0000b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'body/link', type: 'nul' })]);
  });

  it('refuses a link longer than 300 characters (400)', async () => {
    const response = await call('POST', '/criarNotificacao', admin.token, { titulo: 'x', descricao: 'y', idTipoNotificacao: 2, destino: { tipo: 'todos' }, link: `/${'a'.repeat(300)}` });
    expect(response.statusCode).toBe(400);
  });

  it('a change of a request’s status tells the person with a link to their requests', async () => {
    const atMaria = await listen(maria.token);
    const [request] = (await call('GET', `/retornarSolicitacoes?idPessoa=${maria.idPessoa}`, maria.token)).json().requisicoes.filter((item: { status: { encerrado: boolean } }) => !item.status.encerrado);
    const changed = await call('POST', `/alterarStatusSolicitacao/${request.id}`, admin.token, { idStatus: request.status.id === 2 ? 3 : 2, comentario: 'Andamento pela equipe.' });
    expect(changed.statusCode, changed.body).toBe(200);
    await expect.poll(() => atMaria.find((item) => item.titulo.startsWith(`Solicitação ${request.protocolo}`))?.link).toBe('/services/requests');
  });
});

describe('GET /retornarNotificacoesEnviadas', () => {
  it('lists what the centre sent with recipients and how many read', async () => {
    const titulo = `Leitura ${Date.now()}`;
    const { id } = (await call('POST', '/criarNotificacao', admin.token, { titulo, descricao: 'Teste de leitura.', idTipoNotificacao: 2, destino: { tipo: 'segmento', idPlano: PLAN_ID.DXC, idCategoria: null, idSituacao: null } })).json();
    const before = (await call('GET', '/retornarNotificacoesEnviadas?page=0&limit=10', admin.token)).json();
    // Carlos, Paulo and Antônio (the death-report demo's participant) have DXC links.
    expect(before.notificacoes[0]).toMatchObject({ id, titulo, destinatarios: 3, lidas: 0, destino: { tipo: 'segmento', idPlano: PLAN_ID.DXC } });
    await call('POST', '/vizualizarNotificacoes', paulo.token, { idPessoa: paulo.idPessoa, idsNotificacoes: [id] });
    const after = (await call('GET', '/retornarNotificacoesEnviadas', admin.token)).json();
    expect(after.notificacoes.find((item: { id: number }) => item.id === id)).toMatchObject({ destinatarios: 3, lidas: 1 });
    expect(after.totalPage).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/retornarNotificacoesEnviadas', carlos.token)).statusCode).toBe(403);
  });

  it('offers the segments', async () => {
    const body = (await call('GET', '/retornarSegmentos', admin.token)).json();
    expect(body.planos.map((item: { nome: string }) => item.nome).sort()).toEqual(['DXC', 'HPE', 'MAIS_VALOR']);
    expect(body.planos.map((item: { nomeExibicao: string }) => item.nomeExibicao).sort()).toEqual(['DXC', 'HPE', 'Mais Valor']);
    expect(body.categorias.length).toBe(5);
    expect(body.situacoes.length).toBe(9);
    expect((await call('GET', '/retornarSegmentos', carlos.token)).statusCode).toBe(403);
  });
});

describe('GET /retornarQuantidadeDestinatarios', () => {
  const count = async (query: string, token = admin.token) => call('GET', `/retornarQuantidadeDestinatarios?${query}`, token);
  /** Who received notification `id`, as stored. */
  const receivedBy = async (id: number) =>
    (await context.database.db.select({ idPessoa: notificacaoPessoa.idPessoa }).from(notificacaoPessoa).where(eq(notificacaoPessoa.idNotificacao, id))).map((row) => row.idPessoa).sort((a, b) => a - b);

  it('counts a segment (Mais Valor × contribuintes) as the sending then stores it: the same people, one each', async () => {
    const { db } = context.database;
    const members = await db
      .selectDistinct({ id: pessoa.id })
      .from(pessoa)
      .innerJoin(vinculoPlano, eq(vinculoPlano.idPessoa, pessoa.id))
      .where(and(eq(vinculoPlano.idPlano, PLAN_ID.MAIS_VALOR), eq(vinculoPlano.idCategoria, CATEGORY_ID.TAXPAYER), ne(pessoa.admin, 'S')));
    // Olivia, Lucas and Diego in the demo (Sofia is self-sponsored).
    expect(members.length).toBe(3);
    const counted = await count(`tipo=segmento&idPlano=${PLAN_ID.MAIS_VALOR}&idCategoria=${CATEGORY_ID.TAXPAYER}`);
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toEqual({ destinatarios: 3 });
    const sent = await call('POST', '/criarNotificacao', admin.token, {
      titulo: `Contagem ${Date.now()}`,
      descricao: 'Aviso aos contribuintes do Mais Valor.',
      idTipoNotificacao: 3,
      destino: { tipo: 'segmento', idPlano: PLAN_ID.MAIS_VALOR, idCategoria: CATEGORY_ID.TAXPAYER, idSituacao: null },
    });
    expect(sent.json().destinatarios).toBe(3);
    expect(await receivedBy(sent.json().id)).toEqual(members.map((row) => row.id).sort((a, b) => a - b));
  });

  it('counts everyone (the ten participants, no administrator), one person, and a segment nobody is in', async () => {
    expect((await count('tipo=todos')).json()).toEqual({ destinatarios: 10 });
    expect((await count(`tipo=pessoa&idPessoa=${paulo.idPessoa}`)).json()).toEqual({ destinatarios: 1 });
    // DXC has no BPD participant in the demo.
    expect((await count(`tipo=segmento&idPlano=${PLAN_ID.DXC}&idCategoria=${CATEGORY_ID.BPD}`)).json()).toEqual({ destinatarios: 0 });
    // A segment left blank is everyone.
    expect((await count('tipo=segmento')).json()).toEqual({ destinatarios: 10 });
  });

  it('refuses a person target without the person, and ids the kind does not use (400, in Portuguese, naming the field)', async () => {
    const missing = await count('tipo=pessoa');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: expect.any(String), errors: [{ path: 'idPessoa', message: 'Escolha a pessoa que vai receber a notificação (idPessoa).' }] });
    const unused = await count(`tipo=todos&idPlano=${PLAN_ID.HPE}`);
    expect(unused.statusCode).toBe(400);
    expect(unused.json().errors).toEqual([expect.objectContaining({ path: 'idPlano', message: 'O destino "todos" não usa idPlano.' })]);
    expect((await count(`tipo=segmento&idPessoa=${paulo.idPessoa}`)).statusCode).toBe(400);
    expect((await count('tipo=grupo')).statusCode).toBe(400);
    expect((await count('tipo=segmento&idPlano=abc')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown person, 403 to a participant and 401 without a session', async () => {
    expect((await count('tipo=pessoa&idPessoa=999999')).statusCode).toBe(404);
    expect((await count('tipo=todos', carlos.token)).statusCode).toBe(403);
    expect((await call('GET', '/retornarQuantidadeDestinatarios?tipo=todos')).statusCode).toBe(401);
  });
});
