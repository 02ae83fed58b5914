import { parse } from 'csv-parse/sync';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_COLUMNS } from '@/domain/audit-log';
import { auditoria } from '@/server/db/schema/audit';
import { requisicaoHistorico, requisicao } from '@/server/db/schema/requests';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let ana: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
let maria: { token: string; idPessoa: number };

interface Entry {
  id: number;
  criadoEm: string;
  quando: string;
  ator: { id: number; nome: string } | null;
  acao: string;
  descricao: string;
  pessoaAlvo: { id: number; nome: string } | null;
  detalhes: string;
}
interface Page {
  registros: Entry[];
  page: number;
  totalPage: number;
  total: number;
}

beforeAll(async () => {
  context = await createTestContext();
  ana = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
});
afterAll(() => context.close());

const get = (url: string, token = ana.token) => context.app.inject({ method: 'GET', url, headers: bearer(token) });
const list = async (query: string) => {
  const response = await get(`/api/retornarAuditoria?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};
const csvRows = (body: string) => parse(body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];

describe('GET /api/retornarAuditoria', () => {
  it('starts with the trail of the seeded requests: opened by the participant, moved on by the staff', async () => {
    const carlosSteps = await context.database.db
      .select({ id: requisicaoHistorico.id })
      .from(requisicaoHistorico)
      .innerJoin(requisicao, eq(requisicao.id, requisicaoHistorico.idRequisicao))
      .where(eq(requisicao.idPessoa, carlos.idPessoa));
    const page = await list(`idPessoa=${carlos.idPessoa}&limit=100`);
    // One audit row per step of Carlos's requests' history, and nothing else of his yet.
    expect(page.total).toBe(carlosSteps.length);
    expect(page.registros.length).toBe(carlosSteps.length);
    const opened = page.registros.filter((row) => row.acao === 'requisicao.criada');
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.every((row) => row.ator?.nome === 'Carlos Contribuinte' && row.pessoaAlvo?.nome === 'Carlos Contribuinte' && row.descricao === 'Abriu uma solicitação')).toBe(true);
    const moved = page.registros.filter((row) => row.acao === 'requisicao.status');
    expect(moved.every((row) => row.ator?.nome === 'Ana Administradora' && row.descricao === 'Mudou a situação de uma solicitação')).toBe(true);
    // In words (issue 26): the request's protocol and service, the statuses by name (tests/api/audit-details.test.ts reads them all).
    expect(moved[0].detalhes).toMatch(/^solicitação: \d+ \(.+\); situação: .+ → .+$/);
    // Newest first.
    const times = page.registros.map((row) => row.criadoEm);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows a forced password change: when, who, what in Portuguese, for whom, details', async () => {
    const before = Date.now();
    expect((await context.app.inject({ method: 'POST', url: '/api/solicitarAlteracaoSenha', headers: bearer(ana.token), payload: { idPessoa: maria.idPessoa } })).statusCode).toBe(200);
    const page = await list(`idPessoa=${maria.idPessoa}&acao=senha.trocaSolicitada`);
    expect(page).toMatchObject({ page: 0, totalPage: 1, total: 1 });
    const [row] = page.registros;
    expect(row).toMatchObject({
      ator: { id: ana.idPessoa, nome: 'Ana Administradora' },
      acao: 'senha.trocaSolicitada',
      descricao: 'Exigiu uma nova senha',
      pessoaAlvo: { id: maria.idPessoa, nome: 'Maria Assistida' },
      detalhes: 'sessões encerradas: 1',
    });
    expect(new Date(row.criadoEm).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.quando).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    // Ana is the actor: filtering by her finds it too.
    expect((await list(`idPessoa=${ana.idPessoa}&acao=senha.trocaSolicitada`)).total).toBe(1);
  });

  it('pages from 0 with totalPage, like the request list', async () => {
    const all = await list('limit=100');
    const first = await list('page=0&limit=3');
    const second = await list('page=1&limit=3');
    expect(first.total).toBe(all.total);
    expect(first.totalPage).toBe(Math.ceil(all.total / 3));
    expect(first.registros.map((row) => row.id)).toEqual(all.registros.slice(0, 3).map((row) => row.id));
    expect(second.registros.map((row) => row.id)).toEqual(all.registros.slice(3, 6).map((row) => row.id));
    const beyond = await list(`page=${first.totalPage}&limit=3`);
    expect(beyond.registros).toEqual([]);
  });

  it('filters by the fund\'s calendar days, both ends included', async () => {
    const [row] = await context.database.db
      .insert(auditoria)
      // 02:30 UTC on 2 March is still 1 March in São Paulo (UTC−3).
      .values({ idAtor: ana.idPessoa, idPessoaAlvo: carlos.idPessoa, acao: 'contato.alterado', detalhes: { email: true }, criadoEm: new Date('2025-03-02T02:30:00Z') })
      .returning({ id: auditoria.id });
    const idsOf = async (query: string) => (await list(`idPessoa=${carlos.idPessoa}&${query}`)).registros.map((entry) => entry.id);
    expect(await idsOf('de=2025-03-01&ate=2025-03-01')).toEqual([row.id]);
    expect(await idsOf('de=2025-03-02&ate=2025-03-02')).toEqual([]);
    expect(await idsOf('ate=2025-02-28')).not.toContain(row.id);
    expect(await idsOf('de=2025-03-01')).toContain(row.id);
    const [entry] = (await list(`idPessoa=${carlos.idPessoa}&de=2025-03-01&ate=2025-03-01`)).registros;
    expect(entry).toMatchObject({ quando: '01/03/2025 23:30:00', descricao: 'Alterou o contato (e-mail ou telefone)', detalhes: 'e-mail: sim' });
  });

  it('gathers the writes of an administrator viewing the portal as a person, with the route in its words', async () => {
    await context.app.inject({
      method: 'POST',
      url: '/api/criarDependente',
      headers: { ...bearer(ana.token), 'x-pessoa-alvo': String(carlos.idPessoa) },
      payload: {},
    });
    const page = await list(`idPessoa=${carlos.idPessoa}&acao=agiuComoPessoa`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.registros.every((row) => /^(POST|PUT|PATCH|DELETE) \//.test(row.acao) && row.descricao.startsWith('Agiu como a pessoa: '))).toBe(true);
    expect(page.registros[0].descricao).toMatch(/\(recusado\)$/);
  });

  it('answers 400 for bad filters, 401 without a session, 403 to participants and 404 for an unknown person', async () => {
    for (const query of ['page=-1', 'limit=0', 'limit=101', 'de=2025-13-01', 'ate=ontem', 'idPessoa=abc', 'acao=DROP%20TABLE', 'outro=1', 'de=2025-03-02&ate=2025-03-01']) {
      const response = await get(`/api/retornarAuditoria?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await get('/api/retornarAuditoria?de=2025-03-02&ate=2025-03-01')).json().message).toBe('A data final deve ser igual ou posterior à inicial.');
    expect((await context.app.inject({ method: 'GET', url: '/api/retornarAuditoria' })).statusCode).toBe(401);
    expect((await get('/api/retornarAuditoria', carlos.token)).statusCode).toBe(403);
    expect((await get(`/api/retornarAuditoria?idPessoa=${carlos.idPessoa}`, carlos.token)).statusCode).toBe(403);
    expect((await get('/api/retornarAuditoria?idPessoa=2000000000')).statusCode).toBe(404);
  });
});

describe('GET /api/exportarAuditoria', () => {
  it('is the CSV of every row of the filter, in the portal\'s format and with the page\'s words', async () => {
    const page = await list(`idPessoa=${carlos.idPessoa}&limit=100`);
    const response = await get(`/api/exportarAuditoria?idPessoa=${carlos.idPessoa}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body).toContain('\r\n');
    const [header, ...rows] = csvRows(response.body);
    expect(header).toEqual([...AUDIT_COLUMNS]);
    expect(rows).toEqual(page.registros.map((row) => [row.quando, row.ator?.nome ?? 'Sistema', row.descricao, row.pessoaAlvo?.nome ?? '—', row.detalhes]));
  });

  it('reads a log longer than one batch, newest first, without losing or repeating a row', async () => {
    const at = new Date('2024-06-10T15:00:00Z');
    // 1 200 rows at the same instant: the batches must go by id within it.
    await context.database.db.insert(auditoria).values(Array.from({ length: 1200 }, (_, index) => ({ idAtor: ana.idPessoa, idPessoaAlvo: maria.idPessoa, acao: 'endereco.alterado', detalhes: { n: index }, criadoEm: at })));
    const response = await get('/api/exportarAuditoria?de=2024-06-10&ate=2024-06-10');
    const [, ...rows] = csvRows(response.body);
    expect(rows).toHaveLength(1200);
    expect(rows.map((row) => Number(row[4].replace('n: ', '')))).toEqual(Array.from({ length: 1200 }, (_, index) => 1199 - index));
    const stored = await context.database.db.select({ id: auditoria.id }).from(auditoria).where(and(eq(auditoria.acao, 'endereco.alterado'), or(eq(auditoria.idPessoaAlvo, maria.idPessoa))));
    expect(stored).toHaveLength(1200);
  });

  it('refuses what the list refuses', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/exportarAuditoria' })).statusCode).toBe(401);
    expect((await get('/api/exportarAuditoria', carlos.token)).statusCode).toBe(403);
    expect((await get('/api/exportarAuditoria?idPessoa=2000000000')).statusCode).toBe(404);
    expect((await get('/api/exportarAuditoria?de=2025-03-02&ate=2025-03-01')).statusCode).toBe(400);
    expect((await get('/api/exportarAuditoria?page=0')).statusCode).toBe(400);
  });
});
