import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aceiteDeclaracaoConcordancia, declaracaoConcordancia } from '@/server/db/schema/agreement';
import { auditoria } from '@/server/db/schema/audit';
import { AGREEMENT_DECLARATION_V1 } from '@/server/db/seed/agreement';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

type Account = { token: string; idPessoa: number };
let context: TestContext;
let ana: Account;
let carlos: Account;
let maria: Account;

beforeAll(async () => {
  context = await createTestContext();
  [ana, carlos, maria] = await Promise.all([DEMO_ACCOUNTS.ana, DEMO_ACCOUNTS.carlos, DEMO_ACCOUNTS.maria].map((account) => login(context.app, account.cpf)));
});
afterAll(async () => context.close());

const read = (account: Account | null, idPessoa: number, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url: `/api/retornarDeclaracaoConcordancia/${idPessoa}`, headers: { ...(account ? bearer(account.token) : {}), ...headers } });
const accept = (account: Account | null, idPessoa: number, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url: '/api/aceitarDeclaracaoConcordancia', headers: { ...(account ? bearer(account.token) : {}), ...headers }, payload: { idPessoa }, remoteAddress: '203.0.113.7' });
const acceptancesOf = (idPessoa: number) => context.database.db.select().from(aceiteDeclaracaoConcordancia).where(eq(aceiteDeclaracaoConcordancia.idPessoa, idPessoa));

describe('GET /api/retornarDeclaracaoConcordancia/{idPessoa}', () => {
  it('gives the version in force, its text and no acceptance yet', async () => {
    const response = await read(carlos, carlos.idPessoa);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ versao: 1, texto: AGREEMENT_DECLARATION_V1, aceite: null });
    expect(AGREEMENT_DECLARATION_V1).toContain('Regulamento');
    expect(AGREEMENT_DECLARATION_V1).toContain('Lei nº 13.709/2018');
  });

  it('answers 401, 403 for another person, and lets an administrator read anyone’s', async () => {
    expect((await read(null, carlos.idPessoa)).statusCode).toBe(401);
    expect((await read(maria, carlos.idPessoa)).statusCode).toBe(403);
    expect((await read(ana, carlos.idPessoa)).statusCode).toBe(200);
    expect((await read(ana, carlos.idPessoa, { 'x-pessoa-alvo': String(carlos.idPessoa) })).statusCode).toBe(200);
    expect((await read(ana, 2_000_000_000)).statusCode).toBe(404);
  });
});

describe('POST /api/aceitarDeclaracaoConcordancia', () => {
  it('answers 401 without a session, 403 for another person and 403 for an administrator (even viewing as the person)', async () => {
    expect((await accept(null, carlos.idPessoa)).statusCode).toBe(401);
    expect((await accept(maria, carlos.idPessoa)).statusCode).toBe(403);
    const asCarlos = await accept(ana, carlos.idPessoa, { 'x-pessoa-alvo': String(carlos.idPessoa) });
    expect(asCarlos.statusCode).toBe(403);
    expect(asCarlos.json().message).toBe('Somente o próprio participante pode aceitar a declaração de concordância.');
    expect((await accept(ana, carlos.idPessoa)).statusCode).toBe(403);
    expect(await acceptancesOf(carlos.idPessoa)).toHaveLength(0);
  });

  it('stores the acceptance with the time, the IP address and the version (201), shown afterwards', async () => {
    const before = Date.now();
    const response = await accept(carlos, carlos.idPessoa);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ versao: 1, aceite: { ip: '203.0.113.7' }, message: 'Declaração aceita. Obrigado!' });
    const [row] = await acceptancesOf(carlos.idPessoa);
    expect(row).toMatchObject({ versao: 1, ip: '203.0.113.7' });
    expect(row.aceitoEm.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.aceitoEm.toISOString()).toBe(body.aceite.aceitoEm);
    expect((await read(carlos, carlos.idPessoa)).json().aceite).toEqual({ aceitoEm: body.aceite.aceitoEm, ip: '203.0.113.7' });
    const audits = await context.database.db.select().from(auditoria).where(and(eq(auditoria.acao, 'declaracao-concordancia.aceita'), eq(auditoria.idPessoaAlvo, carlos.idPessoa)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ idAtor: carlos.idPessoa, ip: '203.0.113.7', detalhes: { versao: 1 } });
  });

  it('refuses the same version twice (409), keeping the first acceptance', async () => {
    const again = await accept(carlos, carlos.idPessoa);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Você já aceitou esta versão da declaração em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/);
    expect(await acceptancesOf(carlos.idPessoa)).toHaveLength(1);
  });

  it('asks again when a new version is published: the page shows the new text without an acceptance; each acceptance points to its version', async () => {
    await context.database.db.insert(declaracaoConcordancia).values({ versao: 2, texto: 'Texto da versão 2.' });
    expect((await read(carlos, carlos.idPessoa)).json()).toEqual({ versao: 2, texto: 'Texto da versão 2.', aceite: null });
    expect((await accept(carlos, carlos.idPessoa)).statusCode).toBe(201);
    expect((await acceptancesOf(carlos.idPessoa)).map((row) => row.versao).sort()).toEqual([1, 2]);
  });

  it('answers 400 for a malformed id', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/aceitarDeclaracaoConcordancia', headers: bearer(maria.token), payload: { idPessoa: 'abc' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), errors: [expect.objectContaining({ path: expect.stringContaining('idPessoa') })] });
  });
});
