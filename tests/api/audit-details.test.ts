import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ID, PLAN_ID } from '@/domain/constants';
import { auditoria } from '@/server/db/schema/audit';
import { funcionalidade, vinculoPlano } from '@/server/db/schema/plans';
import { requisicao, requisicaoStatus } from '@/server/db/schema/requests';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

/** Issue 26: the audit's details showed ids and JSON ('serviço: 22; de: 2; para: 4'); they name things and format figures. */
let context: TestContext;
let ana: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };

interface Entry {
  id: number;
  acao: string;
  descricao: string;
  detalhes: string;
  ator: { nome: string } | null;
  pessoaAlvo: { nome: string } | null;
  quando: string;
}

beforeAll(async () => {
  context = await createTestContext();
  ana = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
});
afterAll(() => context.close());

const get = (url: string) => context.app.inject({ method: 'GET', url, headers: bearer(ana.token) });
const entries = async (query: string) => {
  const response = await get(`/api/retornarAuditoria?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ registros: Entry[] }>().registros;
};
const csvRows = (body: string) => parse(body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];

describe('audit details in words (GET /api/retornarAuditoria, /api/exportarAuditoria)', () => {
  it('the seeded trail of Carlos’s requests: protocol and service, the statuses by name, no bare number', async () => {
    const { db } = context.database;
    const statusName = new Map((await db.select().from(requisicaoStatus)).map((row) => [row.id, row.nome]));
    const requests = await db
      .select({ id: requisicao.id, protocolo: requisicao.protocolo, servico: funcionalidade.nome })
      .from(requisicao)
      .innerJoin(funcionalidade, eq(funcionalidade.id, requisicao.idFuncionalidade))
      .where(eq(requisicao.idPessoa, carlos.idPessoa));
    const requestText = new Map(requests.map((row) => [row.id, `${row.protocolo} (${row.servico})`]));
    const stored = new Map(
      (await db.select({ id: auditoria.id, detalhes: auditoria.detalhes }).from(auditoria).where(eq(auditoria.idPessoaAlvo, carlos.idPessoa))).map((row) => [
        row.id,
        row.detalhes as { idRequisicao: number; idFuncionalidade?: number; de?: number; para?: number },
      ]),
    );
    const rows = await entries(`idPessoa=${carlos.idPessoa}&limit=100`);
    const trail = rows.filter((row) => row.acao.startsWith('requisicao.'));
    expect(trail.length).toBeGreaterThan(2);
    for (const row of trail) {
      const details = stored.get(row.id)!;
      const request = `solicitação: ${requestText.get(details.idRequisicao)}`;
      if (row.acao === 'requisicao.criada') {
        // Beside its service, the request by its protocol alone.
        const { protocolo, servico } = requests.find((item) => item.id === details.idRequisicao)!;
        expect(row.detalhes).toBe(`solicitação: ${protocolo}; serviço: ${servico}`);
      } else if (row.acao === 'requisicao.status') {
        expect(row.detalhes).toBe(`${request}; situação: ${statusName.get(details.de!)} → ${statusName.get(details.para!)}`);
      } else expect(row.detalhes).toBe(request);
      expect(row.detalhes).not.toMatch(/nº|\{|\[/);
    }
  });

  it('a notice from the centre: its title, the segment by name, the count; the CSV has the same words', async () => {
    const titulo = `Auditoria legível ${Date.now()}`;
    const sent = await context.app.inject({
      method: 'POST',
      url: '/api/criarNotificacao',
      headers: bearer(ana.token),
      payload: { titulo, descricao: 'Teste.', idTipoNotificacao: 3, destino: { tipo: 'segmento', idPlano: PLAN_ID.HPE, idCategoria: CATEGORY_ID.ASSISTED, idSituacao: null } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await entries('acao=notificacao.central&limit=1');
    expect(row).toMatchObject({ descricao: 'Enviou uma notificação pela central', detalhes: `notificação: ${titulo}; destino: Plano HPE · Assistido · todas as situações; destinatários: 1` });
    const csv = await get('/api/exportarAuditoria?acao=notificacao.central');
    expect(csv.statusCode).toBe(200);
    const [, first] = csvRows(csv.body);
    expect(first).toEqual([row.quando, 'Ana Administradora', 'Enviou uma notificação pela central', '—', row.detalhes]);
  });

  it('money as R$ with centavos, the plan link by plan and enrolment, dates and percentages in the pt-BR way', async () => {
    const { db } = context.database;
    const [link] = await db.select({ id: vinculoPlano.id, matricula: vinculoPlano.matricula }).from(vinculoPlano).where(eq(vinculoPlano.idPessoa, carlos.idPessoa)).orderBy(vinculoPlano.idPlano).limit(1);
    const inserted = await db
      .insert(auditoria)
      .values([
        { idAtor: ana.idPessoa, idPessoaAlvo: carlos.idPessoa, acao: 'contribuicao.esporadica', detalhes: { idContribuicao: 999, idVinculoPlano: link.id, valor: '1234.5' }, criadoEm: new Date('2024-05-10T15:00:00Z') },
        { idAtor: ana.idPessoa, idPessoaAlvo: null, acao: 'valorIndice.corrigido', detalhes: { idIndice: 1, codigo: 'IPCA', competencia: '2024-04', de: '0.38', para: '0.4' }, criadoEm: new Date('2024-05-10T15:00:01Z') },
        // Ids past the columns' range, and shapes no service writes: read as they are, never a 500.
        { idAtor: ana.idPessoa, idPessoaAlvo: null, acao: 'requisicao.status', detalhes: { idRequisicao: 99_999_999_999, de: 'x', para: null }, criadoEm: new Date('2024-05-10T15:00:02Z') },
        { idAtor: ana.idPessoa, idPessoaAlvo: null, acao: 'notificacao.central', detalhes: { destino: 'todos', idPlanos: 'HPE' }, criadoEm: new Date('2024-05-10T15:00:03Z') },
      ])
      .returning({ id: auditoria.id });
    const rows = await entries('de=2024-05-10&ate=2024-05-10');
    const text = (index: number) => rows.find((row) => row.id === inserted[index].id)?.detalhes;
    expect(text(0)).toBe(`vínculo: HPE, matrícula ${link.matricula}; contribuição: 999; valor: R$\u00a01.234,50`);
    expect(text(1)).toBe('índice: 1; código: IPCA; competência: abr/2024; variação: 0,38 % → 0,40 %');
    expect(text(2)).toBe('solicitação: nº 99999999999; situação: x → —');
    expect(text(3)).toBe('planos: HPE; destino: todos');
    await db.delete(auditoria).where(inArray(auditoria.id, inserted.map((row) => row.id)));
  });
});
