import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addBusinessDays, fundToday } from '@/domain/business-days';
import { REQUEST_STATUS } from '@/domain/requests';
import { auditoria } from '@/server/db/schema/audit';
import { fluxoRequisicao } from '@/server/db/schema/workflow';
import { requisicao } from '@/server/db/schema/requests';
import { vinculoPlano } from '@/server/db/schema/plans';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

/** The one way to open a request (criarSolicitacao) and the workflow every request then follows. */

let context: TestContext;
let admin: string;
type Person = { token: string; idPessoa: number; idVinculoPlano: number };
const people: Record<string, Person> = {};

beforeAll(async () => {
  context = await createTestContext();
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  for (const name of ['carlos', 'maria', 'diego'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    const [link] = await context.database.db.select().from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa)).orderBy(vinculoPlano.id).limit(1);
    people[name] = { token, idPessoa, idVinculoPlano: link.id };
  }
});
afterAll(() => context.close());

const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) =>
  context.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const open = (person: Person, body: Record<string, unknown>, token = person.token) =>
  inject('POST', '/criarSolicitacao', token, { idPessoa: person.idPessoa, idVinculoPlano: person.idVinculoPlano, dados: {}, ...body });
const uploadPdf = (person: Person) =>
  context.app.inject({
    method: 'POST',
    url: '/api/enviarAnexo',
    headers: { ...bearer(person.token), 'content-type': 'application/pdf', 'x-nome-arquivo': encodeURIComponent('laudo.pdf') },
    payload: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
const move = (id: number, idStatus: number) => inject('POST', `/alterarStatusSolicitacao/${id}`, admin, { idStatus, comentario: null });
const portability = { entidadeDestino: 'Fundo Destino', cnpj: '00360305000104', planoDestino: 'Plano Futuro', cnpb: '1979000118' };

describe('POST /api/criarSolicitacao', () => {
  it('answers 401 without a session, 403 for another person or their link, 403 for a service not enabled for the link', async () => {
    expect((await open(people.diego, { idFuncionalidade: 15, dados: portability }, '')).statusCode).toBe(401);
    expect((await open(people.diego, { idFuncionalidade: 15, dados: portability }, people.carlos.token)).statusCode).toBe(403);
    expect((await open({ ...people.carlos, idVinculoPlano: people.diego.idVinculoPlano }, { idFuncionalidade: 15, dados: portability })).statusCode).toBe(403);
    // Carlos is active: the exit options are not his (Resolução CNPC 50/2022).
    const disabled = await open(people.carlos, { idFuncionalidade: 15, dados: portability });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().message).toBe('Este serviço não está disponível para o seu plano.');
  });

  it('answers 400 for a functionality that is not a request service, and for each field its rule breaks', async () => {
    const declaration = await open(people.carlos, { idFuncionalidade: 2 });
    expect(declaration.statusCode).toBe(400);
    expect(declaration.json().errors).toEqual([{ path: 'idFuncionalidade', message: 'Este serviço não abre solicitações por aqui.', type: 'enum' }]);
    const wrong = await open(people.diego, { idFuncionalidade: 15, dados: { ...portability, cnpj: '00.360.305/0001-05', planoDestino: '' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'dados/cnpj', message: 'CNPJ inválido: confira os números.', type: 'cnpj' },
      { path: 'dados/planoDestino', message: 'Preencha o campo Plano de destino.', type: 'required' },
    ]);
    const extra = await open(people.diego, { idFuncionalidade: 15, dados: { ...portability, valores: { valor: '1.00' } } });
    expect(extra.statusCode).toBe(400);
  });

  it('names the required document that is missing, and refuses another person’s file', async () => {
    const missing = await open(people.maria, { idFuncionalidade: 24, dados: { doenca: 'Neoplasia maligna' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'idAnexos', message: 'Envie o documento: Laudo médico oficial.', type: 'required' }]);
    const carlosFile = (await uploadPdf(people.carlos)).json().id as number;
    expect((await open(people.maria, { idFuncionalidade: 24, dados: { doenca: 'Neoplasia maligna' }, idAnexos: [carlosFile] })).statusCode).toBe(403);
  });

  it('opens the request with its normalized dados and its document in one transaction, audited', async () => {
    const before = await context.database.db.select().from(requisicao);
    const idAnexo = (await uploadPdf(people.maria)).json().id as number;
    const created = await open(people.maria, { idFuncionalidade: 24, dados: { doenca: 'Neoplasia maligna' }, idAnexos: [idAnexo] });
    expect(created.statusCode, created.body).toBe(201);
    const { id, protocolo } = created.json();
    expect(protocolo).toMatch(/^\d{10}$/);
    expect(await context.database.db.select().from(requisicao)).toHaveLength(before.length + 1);
    const detail = (await inject('GET', `/retornarSolicitacao/${id}`, people.maria.token)).json();
    // The fund answers an exemption in 10 business days (request-deadlines.ts).
    expect(detail).toMatchObject({
      funcionalidade: { id: 24 },
      status: { id: REQUEST_STATUS.RECEIVED },
      dados: { doenca: 'Neoplasia maligna' },
      prazos: [{ descricao: 'Resposta do fundo ao pedido de isenção (até 10 dias úteis do pedido)', data: addBusinessDays(fundToday(new Date(detail.dataSolicitacao)), 10) }],
    });
    expect(detail.anexos.map((item: { id: number }) => item.id)).toEqual([idAnexo]);
    const audit = await context.database.db.select().from(auditoria).where(and(eq(auditoria.acao, 'requisicao.criada'), eq(auditoria.idPessoaAlvo, people.maria.idPessoa)));
    expect(audit.some((row) => (row.detalhes as { idRequisicao: number }).idRequisicao === id)).toBe(true);
    // The same file cannot open a second request.
    expect((await open(people.maria, { idFuncionalidade: 24, dados: { doenca: 'Neoplasia maligna' }, idAnexos: [idAnexo] })).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('the workflow (esteira) of a request', () => {
  it('a portability is analysed before it is concluded: Recebida → Concluída is refused with 409, the allowed steps are offered', async () => {
    const created = await open(people.diego, { idFuncionalidade: 15, dados: portability });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const detail = (await inject('GET', `/retornarSolicitacao/${id}`, admin)).json();
    expect(detail.proximosStatus.map((status: { nome: string }) => status.nome)).toEqual(['Em análise', 'Pendente de documentos', 'Cancelada', 'Indeferida']);
    // The statement of values first, then the term and the money that depend on it.
    expect(detail.prazos.map((item: { descricao: string }) => item.descricao)).toEqual([
      'Extrato com os valores das opções (até 30 dias do pedido)',
      'Termo de portabilidade enviado à entidade receptora (até 5 dias úteis depois do extrato)',
      'Transferência dos recursos à entidade receptora (até 10 dias úteis depois do termo)',
    ]);
    const refused = await move(id, REQUEST_STATUS.DONE);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A esteira deste serviço não permite passar de "Recebida" para "Concluída".');
    expect((await move(id, REQUEST_STATUS.IN_REVIEW)).statusCode).toBe(200);
    const concluded = await move(id, REQUEST_STATUS.DONE);
    expect(concluded.statusCode, concluded.body).toBe(200);
    expect(concluded.json().proximosStatus).toEqual([]);
    // Concluded, the portability takes effect: the link is 'Portado'.
    const link = await context.database.db.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, people.diego.idVinculoPlano) });
    expect(link?.idSituacao).toBe(8);
  });

  it('never goes back to Recebida, and follows the table when an administrator changes it', async () => {
    const created = await open(people.maria, { idFuncionalidade: 21, dados: { motivo: 'Vou morar fora por um ano.' } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await move(id, REQUEST_STATUS.IN_REVIEW)).statusCode).toBe(200);
    expect((await move(id, REQUEST_STATUS.RECEIVED)).statusCode).toBe(409);
    await context.database.db.delete(fluxoRequisicao).where(and(eq(fluxoRequisicao.idFuncionalidade, 21), eq(fluxoRequisicao.idStatusOrigem, 2), eq(fluxoRequisicao.idStatusDestino, 6)));
    expect((await inject('GET', `/retornarSolicitacao/${id}`, admin)).json().proximosStatus.map((status: { id: number }) => status.id)).toEqual([3, 4, 5]);
    expect((await move(id, REQUEST_STATUS.REJECTED)).statusCode).toBe(409);
    await context.database.db.insert(fluxoRequisicao).values({ idFuncionalidade: 21, idStatusOrigem: 2, idStatusDestino: 6 });
    expect((await move(id, REQUEST_STATUS.REJECTED)).statusCode).toBe(200);
  });
});

describe('GET /api/retornarRegrasSolicitacao/{idFuncionalidade}/{idVinculoPlano}', () => {
  it("gives the service's rules for one's own link; 403 for another's link or a service not enabled; 401 without a session", async () => {
    const rules = await inject('GET', `/retornarRegrasSolicitacao/24/${people.maria.idVinculoPlano}`, people.maria.token);
    expect(rules.statusCode, rules.body).toBe(200);
    expect(rules.json()).toMatchObject({ idFuncionalidade: 24, elegivel: expect.any(Boolean), motivos: expect.any(Array) });
    expect((await inject('GET', `/retornarRegrasSolicitacao/24/${people.maria.idVinculoPlano}`, people.carlos.token)).statusCode).toBe(403);
    expect((await inject('GET', `/retornarRegrasSolicitacao/15/${people.carlos.idVinculoPlano}`, people.carlos.token)).statusCode).toBe(403);
    expect((await inject('GET', `/retornarRegrasSolicitacao/24/${people.maria.idVinculoPlano}`)).statusCode).toBe(401);
    expect((await inject('GET', `/retornarRegrasSolicitacao/24/${people.maria.idVinculoPlano}`, admin)).statusCode).toBe(200);
  });
});
