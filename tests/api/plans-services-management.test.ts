import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '@/server/db/schema/audit';
import { emprestimo } from '@/server/db/schema/loans';
import { planoFuncionalidade, vinculoPlano } from '@/server/db/schema/plans';
import { MESSAGES } from '@/server/http-error';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { listOperations, sampleRequest, toInject, type IdChooser } from './support/openapi-operations';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

type Account = { token: string; idPessoa: number };
type Link = typeof vinculoPlano.$inferSelect;

let context: TestContext;
let admin: Account;
let carlos: Account;
/** Carlos's HPE link (contributor, active) and his DXC link: another plan, so another segment. */
let hpe: Link;
let dxc: Link;
let storedSegment: number[];


const call = (method: 'GET' | 'PUT', path: string, token?: string, payload?: object) =>
  context.app.inject({ method, url: `/api${path}`, payload, headers: token ? bearer(token) : {} });

const segmentPath = (link: Pick<Link, 'idPlano' | 'idCategoria' | 'idSituacao'>) => `${link.idPlano}/${link.idCategoria}/${link.idSituacao}`;

async function storedIds(link: Link) {
  const rows = await context.database.db
    .select({ id: planoFuncionalidade.idFuncionalidade })
    .from(planoFuncionalidade)
    .where(and(eq(planoFuncionalidade.idPlano, link.idPlano), eq(planoFuncionalidade.idCategoria, link.idCategoria), eq(planoFuncionalidade.idSituacao, link.idSituacao)))
    .orderBy(asc(planoFuncionalidade.idFuncionalidade));
  return rows.map((row) => row.id);
}

async function menuIdsOf(link: Link, token: string) {
  const response = await call('GET', `/retornarPlanoFuncionalidades/${segmentPath(link)}`, token);
  expect(response.statusCode).toBe(200);
  return (JSON.parse(response.json().funcionalidades) as Array<{ id: number }>).map((item) => item.id);
}

beforeAll(async () => {
  context = await createTestContext();
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  const links = await context.database.db.select().from(vinculoPlano).where(eq(vinculoPlano.idPessoa, carlos.idPessoa)).orderBy(asc(vinculoPlano.id));
  [hpe, dxc] = links;
  storedSegment = await storedIds(hpe);
});

afterAll(async () => {
  // Carlos's segment as the seed left it, whatever a failed test did.
  if (storedSegment) await call('PUT', `/atualizarPlanoFuncionalidades/${segmentPath(hpe)}`, admin.token, { funcionalidades: storedSegment });
  await context.close();
});

describe('GET /retornarMatrizFuncionalidades', () => {
  it('gives administrators the catalogue, the plans, categories, situations and each segment’s services', async () => {
    const response = await call('GET', '/retornarMatrizFuncionalidades', admin.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.funcionalidades).toContainEqual({ id: FUNCTIONALITY.CONTRIBUTION_STATEMENT, nome: 'Demonstrativo de contribuição', tipoPlano: null });
    expect(body.funcionalidades).toContainEqual({ id: 27, nome: 'Consultar empréstimos', tipoPlano: '2' });
    expect(body.planos.map((plan: { nome: string }) => plan.nome)).toEqual(['HPE', 'Mais Valor', 'DXC']);
    expect(body.categorias.length).toBeGreaterThan(0);
    expect(body.situacoes.length).toBeGreaterThan(0);
    const segment = body.segmentos.find((item: { idPlano: number; idCategoria: number; idSituacao: number }) => segmentPath(item) === segmentPath(hpe));
    expect(segment.funcionalidades).toEqual(storedSegment);
  });

  it('refuses visitors (401) and participants (403)', async () => {
    expect((await call('GET', '/retornarMatrizFuncionalidades')).statusCode).toBe(401);
    expect((await call('GET', '/retornarMatrizFuncionalidades', carlos.token)).statusCode).toBe(403);
  });
});

describe('PUT /atualizarPlanoFuncionalidades/{idPlano}/{idCategoria}/{idSituacao}', () => {
  it('switches a service off for one segment: gone from its menus and its API refuses it (403), then on again', async () => {
    expect(storedSegment).toContain(FUNCTIONALITY.CONTRIBUTION_STATEMENT);
    expect((await call('GET', `/retornarDemonstrativosContribuicao/${hpe.id}`, carlos.token)).statusCode).toBe(200);

    const off = await call('PUT', `/atualizarPlanoFuncionalidades/${segmentPath(hpe)}`, admin.token, { funcionalidades: storedSegment.filter((id) => id !== FUNCTIONALITY.CONTRIBUTION_STATEMENT) });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...segmentOf(hpe), funcionalidades: storedSegment.filter((id) => id !== FUNCTIONALITY.CONTRIBUTION_STATEMENT), adicionados: [], removidos: [FUNCTIONALITY.CONTRIBUTION_STATEMENT] });
    expect(await storedIds(hpe)).not.toContain(FUNCTIONALITY.CONTRIBUTION_STATEMENT);

    expect(await menuIdsOf(hpe, carlos.token)).not.toContain(FUNCTIONALITY.CONTRIBUTION_STATEMENT);
    const refused = await call('GET', `/retornarDemonstrativosContribuicao/${hpe.id}`, carlos.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.serviceNotAvailable);
    expect((await call('GET', `/retornarDemonstrativoContribuicao/${hpe.id}/2025`, carlos.token)).statusCode).toBe(403);
    // The segment decides, whoever asks: an administrator viewing Carlos's HPE link is refused too.
    expect((await call('GET', `/retornarDemonstrativosContribuicao/${hpe.id}`, admin.token)).statusCode).toBe(403);
    // His DXC link is another segment: still offered. Other services of the HPE segment still work.
    expect(await menuIdsOf(dxc, carlos.token)).toContain(FUNCTIONALITY.CONTRIBUTION_STATEMENT);
    expect((await call('GET', `/retornarDemonstrativosContribuicao/${dxc.id}`, carlos.token)).statusCode).toBe(200);
    expect((await call('GET', `/retornarRegimeTributacao/${hpe.id}`, carlos.token)).statusCode).toBe(200);

    const on = await call('PUT', `/atualizarPlanoFuncionalidades/${segmentPath(hpe)}`, admin.token, { funcionalidades: storedSegment });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ adicionados: [FUNCTIONALITY.CONTRIBUTION_STATEMENT], removidos: [] });
    expect(await menuIdsOf(hpe, carlos.token)).toContain(FUNCTIONALITY.CONTRIBUTION_STATEMENT);
    expect((await call('GET', `/retornarDemonstrativosContribuicao/${hpe.id}`, carlos.token)).statusCode).toBe(200);
  });

  it('audits who changed which segment and what was added and removed', async () => {
    const wanted = [...storedSegment.filter((id) => id !== FUNCTIONALITY.TAX_REGIME), 20];
    const response = await call('PUT', `/atualizarPlanoFuncionalidades/${segmentPath(hpe)}`, admin.token, { funcionalidades: wanted });
    expect(response.statusCode).toBe(200);
    const [row] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'funcionalidades.alteradas')).orderBy(desc(auditoria.id)).limit(1);
    expect(row).toMatchObject({ idAtor: admin.idPessoa, idPessoaAlvo: null, detalhes: { ...segmentOf(hpe), adicionados: [20], removidos: [FUNCTIONALITY.TAX_REGIME] } });
    expect(Date.now() - row.criadoEm.getTime()).toBeLessThan(60_000);
    // The audit viewer names the action.
    const viewer = await call('GET', '/retornarAuditoria?acao=funcionalidades.alteradas', admin.token);
    expect(viewer.statusCode).toBe(200);

    // Saving the same set again changes nothing and writes no row; a repeated id counts once.
    const count = async () => (await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'funcionalidades.alteradas'))).length;
    const before = await count();
    const again = await call('PUT', `/atualizarPlanoFuncionalidades/${segmentPath(hpe)}`, admin.token, { funcionalidades: [...wanted, 20] });
    expect(again.json()).toMatchObject({ adicionados: [], removidos: [] });
    expect(await count()).toBe(before);

    await call('PUT', `/atualizarPlanoFuncionalidades/${segmentPath(hpe)}`, admin.token, { funcionalidades: storedSegment });
    expect(await storedIds(hpe)).toEqual(storedSegment);
  });

  it('refuses an id outside the catalogue (400, in Portuguese, nothing saved) and malformed input (400)', async () => {
    const response = await call('PUT', `/atualizarPlanoFuncionalidades/${segmentPath(hpe)}`, admin.token, { funcionalidades: [FUNCTIONALITY.CONTRIBUTION_STATEMENT, 9999] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'A funcionalidade 9999 não existe no catálogo de serviços.',
      errors: [{ path: 'funcionalidades/1', message: 'A funcionalidade 9999 não existe no catálogo de serviços.' }],
    });
    expect(await storedIds(hpe)).toEqual(storedSegment);
    for (const payload of [{ funcionalidades: ['abc'] }, { funcionalidades: [0] }, {}, { funcionalidades: [1], extra: true }]) {
      expect((await call('PUT', `/atualizarPlanoFuncionalidades/${segmentPath(hpe)}`, admin.token, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('PUT', '/atualizarPlanoFuncionalidades/abc/1/1', admin.token, { funcionalidades: [] })).statusCode).toBe(400);
  });

  it('answers 404 for a plan, category or situation that does not exist', async () => {
    const cases: Array<[string, string]> = [
      [`999/${hpe.idCategoria}/${hpe.idSituacao}`, 'Plano não encontrado.'],
      [`${hpe.idPlano}/999/${hpe.idSituacao}`, 'Categoria não encontrada.'],
      [`${hpe.idPlano}/${hpe.idCategoria}/999`, 'Situação não encontrada.'],
    ];
    for (const [path, message] of cases) {
      const response = await call('PUT', `/atualizarPlanoFuncionalidades/${path}`, admin.token, { funcionalidades: [] });
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses visitors (401) and participants (403), changing nothing', async () => {
    expect((await call('PUT', `/atualizarPlanoFuncionalidades/${segmentPath(hpe)}`, undefined, { funcionalidades: [] })).statusCode).toBe(401);
    expect((await call('PUT', `/atualizarPlanoFuncionalidades/${segmentPath(hpe)}`, carlos.token, { funcionalidades: [] })).statusCode).toBe(403);
    expect(await storedIds(hpe)).toEqual(storedSegment);
  });
});

function segmentOf(link: Link) {
  return { idPlano: link.idPlano, idCategoria: link.idCategoria, idSituacao: link.idSituacao };
}

describe("every route marked 'x-funcionalidade'", () => {
  it('refuses (403, in Portuguese) a plan link or a loan whose segment has every service switched off, then answers again once they are back', async () => {
    // Lucas (Mais Valor, the loan-enabled kind) has an open loan: the loan operations' ids sit on his link too.
    const lucas = await login(context.app, DEMO_ACCOUNTS.lucas.cpf);
    const [link] = await context.database.db.select().from(vinculoPlano).where(eq(vinculoPlano.idPessoa, lucas.idPessoa));
    const [loan] = await context.database.db.select({ id: emprestimo.id }).from(emprestimo).where(eq(emprestimo.idVinculoPlano, link.id));
    const chooseId: IdChooser = (resource) => ({ pessoa: lucas.idPessoa, vinculoPlano: link.id, emprestimo: loan.id })[resource as string] ?? 1;
    const marked = listOperations(context.app).filter((operation) => operation.funcionalidade !== undefined);
    expect(marked.length).toBeGreaterThanOrEqual(30);
    const stored = await storedIds(link);
    expect((await call('PUT', `/atualizarPlanoFuncionalidades/${segmentPath(link)}`, admin.token, { funcionalidades: [] })).statusCode).toBe(200);
    try {
      for (const operation of marked) {
        const response = await context.app.inject(toInject(operation, sampleRequest(operation, chooseId), bearer(lucas.token)));
        const name = `${operation.method} ${operation.path}`;
        expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
        expect(response.json().message, name).toBe(MESSAGES.serviceNotAvailable);
      }
    } finally {
      expect((await call('PUT', `/atualizarPlanoFuncionalidades/${segmentPath(link)}`, admin.token, { funcionalidades: stored })).statusCode).toBe(200);
    }
    // The same reads answer again: his loans (27) and his balance (33).
    expect((await call('GET', `/retornarEmprestimos/${link.id}`, lucas.token)).statusCode).toBe(200);
    expect((await call('GET', `/retornarSaldo/${link.id}`, lucas.token)).statusCode).toBe(200);
  });
});
