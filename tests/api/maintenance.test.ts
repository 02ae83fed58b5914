import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '@/server/db/schema/audit';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let admin: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
const SECRET = 'a-secret-of-at-least-thirty-two-characters!';
beforeAll(async () => {
  context = await createTestContext({ educacaoFinanceiraUrl: 'https://educacao.example/entrar', webhookTokenSecret: SECRET });
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
});
afterAll(() => context.close());

const hour = 3600_000;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  context.app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), ...headers } });

describe('maintenance windows (administrators)', () => {
  it('creates, lists, edits and ends a window, which drives retornarDesativacaoTemporaria', async () => {
    const start = new Date(Date.now() + hour).toISOString();
    const end = new Date(Date.now() + 2 * hour).toISOString();
    const created = await call('POST', '/api/criarDesativacaoTemporaria', admin.token, { dataInicio: start, dataFim: end, mensagem: 'Virada de sistema' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ dataInicio: start, dataFim: end, mensagem: 'Virada de sistema', status: 'agendada' });
    const id = created.json().id;
    expect((await call('GET', '/api/retornarDesativacaoTemporaria')).json()).toMatchObject({ status: 'agendada', isActive: false, dataInicio: start });

    const nowStart = new Date(Date.now() - 60_000).toISOString();
    const edited = await call('PUT', `/api/atualizarDesativacaoTemporaria/${id}`, admin.token, { dataInicio: nowStart, dataFim: end });
    expect(edited.json()).toMatchObject({ status: 'ativa', mensagem: null });
    expect((await call('GET', '/api/retornarDesativacaoTemporaria')).json()).toMatchObject({ status: 'ativa', isActive: true, dataFim: end });

    const ended = await call('POST', `/api/encerrarDesativacaoTemporaria/${id}`, admin.token);
    expect(ended.json().status).toBe('encerrada');
    expect((await call('GET', '/api/retornarDesativacaoTemporaria')).json()).toMatchObject({ status: 'inativa', isActive: false });
    expect((await call('GET', '/api/retornarDesativacoesTemporarias', admin.token)).json()[0]).toMatchObject({ id, status: 'encerrada' });
    expect((await call('PUT', `/api/atualizarDesativacaoTemporaria/${id}`, admin.token, { dataInicio: start, dataFim: end })).statusCode).toBe(409);

    const audit = await context.database.db.select().from(auditoria).where(eq(auditoria.idAtor, admin.idPessoa)).orderBy(desc(auditoria.id));
    expect(audit.slice(0, 3).map((row) => row.acao)).toEqual(['manutencao.encerrada', 'manutencao.alterada', 'manutencao.criada']);
  });

  it('refuses an end before the start or in the past, with the field in error', async () => {
    const later = new Date(Date.now() + 2 * hour).toISOString();
    const sooner = new Date(Date.now() + hour).toISOString();
    const reversed = await call('POST', '/api/criarDesativacaoTemporaria', admin.token, { dataInicio: later, dataFim: sooner });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ path: 'dataFim', message: 'O fim deve ser depois do início.', type: 'order' }]);
    const past = await call('POST', '/api/criarDesativacaoTemporaria', admin.token, { dataInicio: new Date(Date.now() - 2 * hour).toISOString(), dataFim: new Date(Date.now() - hour).toISOString() });
    expect(past.json().errors[0].message).toBe('O fim deve estar no futuro.');
    expect((await call('POST', '/api/criarDesativacaoTemporaria', admin.token, { dataInicio: 'ontem', dataFim: later })).statusCode).toBe(400);
  });

  it('is for administrators only (403/401) and answers unknown ids with 404', async () => {
    const body = { dataInicio: new Date(Date.now() + hour).toISOString(), dataFim: new Date(Date.now() + 2 * hour).toISOString() };
    expect((await call('POST', '/api/criarDesativacaoTemporaria', carlos.token, body)).statusCode).toBe(403);
    expect((await call('GET', '/api/retornarDesativacoesTemporarias', carlos.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/encerrarDesativacaoTemporaria/1', carlos.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/retornarDesativacoesTemporarias')).statusCode).toBe(401);
    expect((await call('PUT', '/api/atualizarDesativacaoTemporaria/999999', admin.token, body)).statusCode).toBe(404);
  });
});

describe('GET /api/retornarTokenWebhook', () => {
  it('signs a five-minute token for the person, and builds the external address with it', async () => {
    const response = await call('GET', `/api/retornarTokenWebhook?idPessoa=${carlos.idPessoa}`, carlos.token);
    expect(response.statusCode).toBe(200);
    const { token, url } = response.json();
    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET), { audience: 'educacao-financeira' });
    expect(payload.sub).toBe(String(carlos.idPessoa));
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(url).toBe(`https://educacao.example/entrar?token=${encodeURIComponent(token)}`);
    await expect(jwtVerify(token, new TextEncoder().encode('another-secret-of-at-least-32-characters'))).rejects.toThrow();
  });

  it("refuses another person's id (403), visitors (401) and a missing id (400)", async () => {
    expect((await call('GET', `/api/retornarTokenWebhook?idPessoa=${admin.idPessoa}`, carlos.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/retornarTokenWebhook?idPessoa=${carlos.idPessoa}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/retornarTokenWebhook', carlos.token)).statusCode).toBe(400);
  });
});

describe('an administrator acting for a person', () => {
  it('records every write with both ids when X-Pessoa-Alvo names the person', async () => {
    const payload = { idsNotificacoes: [1], idPessoa: carlos.idPessoa };
    const response = await call('POST', '/api/vizualizarNotificacoes', admin.token, payload, { 'x-pessoa-alvo': String(carlos.idPessoa) });
    expect(response.statusCode).toBe(200);
    const [entry] = await context.database.db.select().from(auditoria).where(eq(auditoria.idPessoaAlvo, carlos.idPessoa)).orderBy(desc(auditoria.id)).limit(1);
    expect(entry).toMatchObject({ idAtor: admin.idPessoa, idPessoaAlvo: carlos.idPessoa, acao: 'POST /api/vizualizarNotificacoes' });
    expect(entry.detalhes).toMatchObject({ status: 200 });
  });

  it('ignores the header from participants; reads as a person are recorded once per session (the privacy centre lists them)', async () => {
    const carlosAuditIds = async () =>
      (await context.database.db.select({ id: auditoria.id }).from(auditoria).where(eq(auditoria.idPessoaAlvo, carlos.idPessoa)).orderBy(auditoria.id)).map((row) => row.id);
    const before = await carlosAuditIds();
    const writtenByCarlos = async () => (await context.database.db.select({ id: auditoria.id }).from(auditoria).where(eq(auditoria.idAtor, carlos.idPessoa)).orderBy(auditoria.id)).map((row) => row.id);
    const carlosBefore = await writtenByCarlos();
    await call('POST', '/api/vizualizarNotificacoes', carlos.token, { idsNotificacoes: [1], idPessoa: carlos.idPessoa }, { 'x-pessoa-alvo': String(admin.idPessoa) });
    expect(await writtenByCarlos()).toEqual(carlosBefore);

    // A fresh session, so that this process has not remembered its viewing yet; five reads at once, as a page makes.
    const viewer = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
    const reads = await Promise.all(
      Array.from({ length: 5 }, () => call('GET', `/api/retornarPlanosAtivos/${carlos.idPessoa}`, viewer.token, undefined, { 'x-pessoa-alvo': String(carlos.idPessoa) })),
    );
    expect(reads.map((read) => read.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await call('GET', `/api/retornarPlanosAtivos/${carlos.idPessoa}`, viewer.token, undefined, { 'x-pessoa-alvo': String(carlos.idPessoa) });
    const added = await context.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.idPessoaAlvo, carlos.idPessoa), notInArray(auditoria.id, before.length ? before : [0])))
      .orderBy(auditoria.id);
    expect(added.map((row) => [row.acao, row.idAtor, row.idPessoaAlvo])).toEqual([['portal.visualizado', admin.idPessoa, carlos.idPessoa]]);
  });

  it('a second record of one viewing is refused by the database itself (two instances racing)', async () => {
    const viewer = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
    await call('GET', `/api/retornarPlanosAtivos/${carlos.idPessoa}`, viewer.token, undefined, { 'x-pessoa-alvo': String(carlos.idPessoa) });
    const [viewing] = await context.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.idPessoaAlvo, carlos.idPessoa), eq(auditoria.acao, 'portal.visualizado')))
      .orderBy(desc(auditoria.id))
      .limit(1);
    const again = context.database.db.insert(auditoria).values({ idAtor: viewing.idAtor, idPessoaAlvo: viewing.idPessoaAlvo, acao: 'portal.visualizado', detalhes: viewing.detalhes });
    await expect(again).rejects.toThrow();
  });

  it('a write for a person is recorded before its answer, with its status, and refused when it cannot be recorded', async () => {
    const headers = { 'x-pessoa-alvo': String(carlos.idPessoa) };
    const response = await call('POST', '/api/vizualizarNotificacoes', admin.token, { idsNotificacoes: [1], idPessoa: carlos.idPessoa }, headers);
    expect(response.statusCode).toBe(200);
    // No waiting: the row is there, complete, when the answer arrives.
    const [entry] = await context.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.idPessoaAlvo, carlos.idPessoa), eq(auditoria.acao, 'POST /api/vizualizarNotificacoes')))
      .orderBy(desc(auditoria.id))
      .limit(1);
    expect(entry).toMatchObject({ idAtor: admin.idPessoa, detalhes: expect.objectContaining({ status: 200, resumo: expect.any(String) }) });

    // An audit table that refuses new rows: the write is refused before it starts, and nothing changes.
    const dependants = async () => (await call('GET', `/api/retornarDependentes/${carlos.idPessoa}?tipo=imposto-renda`, carlos.token)).body;
    const listed = await dependants();
    await context.database.db.execute(sql`alter table auditoria add constraint auditoria_recusa_teste check (false) not valid`);
    try {
      const refused = await call('POST', '/api/criarDependente', admin.token, { idPessoa: carlos.idPessoa, tipo: 'imposto-renda', nome: 'Sem auditoria' }, headers);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: 'Não foi possível registrar esta ação na auditoria, e nada foi alterado. Tente novamente em instantes.' });
    } finally {
      await context.database.db.execute(sql`alter table auditoria drop constraint auditoria_recusa_teste`);
    }
    expect(await dependants()).toBe(listed);
  });
});
