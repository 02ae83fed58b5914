import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '@/server/db/schema/audit';
import { dependente } from '@/server/db/schema/dependants';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

/** What a probe of the API found: each answered 500 (or answered when it should not) before its fix. */

let context: TestContext;
let admin: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
let maria: { token: string; idPessoa: number };
const ABSENT_PERSON = 999_999;

beforeAll(async () => {
  context = await createTestContext();
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
}, 120_000);

afterAll(async () => {
  await context?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown, headers: Record<string, string> = {}) =>
  context.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('a person that does not exist', () => {
  it('POST /criarDependente answers 404, not 500', async () => {
    const response = await call('POST', '/api/criarDependente', admin.token, { idPessoa: ABSENT_PERSON, tipo: 'imposto-renda', nome: 'Ninguém' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Pessoa não encontrada.' });
  });

  it('POST /criarConversa answers 404, not 500', async () => {
    const response = await call('POST', '/api/criarConversa', admin.token, { idPessoa: ABSENT_PERSON, assunto: 'Teste', mensagem: 'Olá' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Pessoa não encontrada.' });
  });

  it('GET /retornarTokenWebhook issues no token for them: 404', async () => {
    const response = await call('GET', `/api/retornarTokenWebhook?idPessoa=${ABSENT_PERSON}`, admin.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).not.toHaveProperty('token');
    expect((await call('GET', `/api/retornarTokenWebhook?idPessoa=${carlos.idPessoa}`, carlos.token)).statusCode).toBe(200);
  });
});

describe('inputs outside what the database holds', () => {
  it('an integer past the column range is a 400 naming the field', async () => {
    const response = await call('GET', `/api/retornarSolicitacoes?idPessoa=${carlos.idPessoa}&idPlano=1&page=0&limit=5&idFuncionalidade=2147483648`, carlos.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'querystring/idFuncionalidade', type: 'maximum' })]);
  });

  it.each([
    ['filtrarPessoas', '/api/filtrarPessoas?palavraChave=Carl%00os&page=0&limit=10'],
    ['retornarSolicitacoes', '/api/retornarSolicitacoes?page=0&limit=5&palavraChave=%00'],
  ])('a NUL byte in palavraChave (%s) is a 400 naming the field', async (_name, url) => {
    const response = await call('GET', url, admin.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Os dados enviados são inválidos. Corrija os campos indicados.',
      errors: [{ path: 'query/palavraChave', message: 'O texto não pode conter o caractere nulo (\\u0000).', type: 'nul' }],
    });
  });

  it('a NUL byte anywhere in a JSON body, even in a key, is refused before any rule runs', async () => {
    const value = await call('POST', '/api/criarDependente', carlos.token, { idPessoa: carlos.idPessoa, tipo: 'imposto-renda', nome: 'Jo\u0000ão' });
    expect(value.statusCode).toBe(400);
    expect(value.json().errors[0]).toMatchObject({ path: 'body/nome', type: 'nul' });
    const key = await call('PUT', '/api/atualizarEndereco', carlos.token, { idPessoa: carlos.idPessoa, endereco: { 'c\u0000ep': '1' } });
    expect(key.statusCode).toBe(400);
    expect(key.json().errors[0].type).toBe('nul');
  });

  it('a share that is not a number is a 400 on the field, not a 500 (found by the fuzz)', async () => {
    const response = await call('POST', '/api/criarDependente', carlos.token, { idPessoa: carlos.idPessoa, tipo: 'previdencial', nome: 'Teste', percentual: 'A-Zaão0i' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'percentual', type: 'range' })]);
  });

  it('an id the database does not know (a plan) is a 400, not a 500 (found by the fuzz)', async () => {
    const response = await call('POST', '/api/enviarNotificacao', admin.token, { idPessoa: carlos.idPessoa, idPlano: 16, titulo: 'Plano inexistente', descricao: 'Olá', idTipoNotificacao: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Os dados enviados citam um registro que não existe.' });
  });

  it('PUT /atualizarContato with nothing to change is a 400, not a 500', async () => {
    const response = await call('PUT', '/api/atualizarContato', carlos.token, { idPessoa: carlos.idPessoa });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'email', message: 'Informe o e-mail ou o telefone a alterar.', type: 'required' }]);
  });
});

describe('an administrator viewing the portal as a participant (X-Pessoa-Alvo)', () => {
  const asCarlos = () => ({ 'x-pessoa-alvo': String(carlos.idPessoa) });

  it('reads and writes that person only: another person\'s ids are refused, and nothing is written', async () => {
    expect((await call('GET', `/api/retornarPerfil/${carlos.idPessoa}`, admin.token, undefined, asCarlos())).statusCode).toBe(200);
    const read = await call('GET', `/api/retornarPerfil/${maria.idPessoa}`, admin.token, undefined, asCarlos());
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ message: 'Estes dados não são da pessoa que você está visualizando.' });

    const before = await context.database.db.select().from(dependente).where(eq(dependente.idPessoa, maria.idPessoa));
    const write = await call('POST', '/api/criarDependente', admin.token, { idPessoa: maria.idPessoa, tipo: 'imposto-renda', nome: 'Intruso' }, asCarlos());
    expect(write.statusCode).toBe(403);
    expect(await context.database.db.select().from(dependente).where(eq(dependente.idPessoa, maria.idPessoa))).toHaveLength(before.length);
  });

  it('records each write with both ids, the target verified', async () => {
    const write = await call('POST', '/api/criarDependente', admin.token, { idPessoa: carlos.idPessoa, tipo: 'imposto-renda', nome: 'Filha de Carlos' }, asCarlos());
    expect(write.statusCode).toBe(200);
    const [row] = await context.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.idAtor, admin.idPessoa), eq(auditoria.acao, 'POST /api/criarDependente')))
      .orderBy(desc(auditoria.id))
      .limit(1);
    expect(row).toMatchObject({ idAtor: admin.idPessoa, idPessoaAlvo: carlos.idPessoa, detalhes: expect.objectContaining({ status: 200 }) });
  });

  it('refuses the header from a participant, a malformed one, an unknown person and an administrator as target', async () => {
    const fromParticipant = await call('GET', `/api/retornarPerfil/${maria.idPessoa}`, carlos.token, undefined, { 'x-pessoa-alvo': String(maria.idPessoa) });
    expect(fromParticipant.statusCode).toBe(403);
    expect((await call('GET', `/api/retornarPerfil/${carlos.idPessoa}`, admin.token, undefined, { 'x-pessoa-alvo': 'abc' })).statusCode).toBe(400);
    expect((await call('GET', `/api/retornarPerfil/${carlos.idPessoa}`, admin.token, undefined, { 'x-pessoa-alvo': String(ABSENT_PERSON) })).statusCode).toBe(404);
    expect((await call('GET', `/api/retornarPerfil/${admin.idPessoa}`, admin.token, undefined, { 'x-pessoa-alvo': String(admin.idPessoa) })).statusCode).toBe(400);
  });

  it('"my notifications" while viewing as a person are that person\'s', async () => {
    const mine = await call('GET', '/api/retornarNotificacoes/0/0/0', admin.token, undefined, asCarlos());
    const carlosOwn = await call('GET', '/api/retornarNotificacoes/0/0/0', carlos.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(carlosOwn.json());
  });
});
