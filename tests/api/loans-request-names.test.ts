import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { LOAN_OPERATION_NAMES } from '@/domain/loans-operations';
import { REQUEST_STATUS } from '@/domain/requests';
import { auditoria } from '@/server/db/schema/audit';
import { emailSaida } from '@/server/db/schema/email-templates';
import { emprestimo } from '@/server/db/schema/loans';
import { notificacao } from '@/server/db/schema/notifications';
import { pessoa } from '@/server/db/schema/people';
import { vinculoPlano } from '@/server/db/schema/plans';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { pdfText } from './pdf-text';

/**
 * Issue 26: "A prepayment is labelled 'Solicitar empréstimo' on Lucas's home, his request list and the request centre."
 * Every loan operation is functionality 28 ('Solicitar empréstimo', kept as `funcionalidade` for other clients); the
 * request's `nome` names the operation, and so do the notification, the e-mail, the audit and the data export.
 */

let context: TestContext;
let lucas: { token: string; idPessoa: number };
let sofia: { token: string; idPessoa: number };
let admin: string;
let idVinculoPlano: number;
let idEmprestimo: number;

beforeAll(async () => {
  context = await createTestContext();
  lucas = await login(context.app, DEMO_ACCOUNTS.lucas.cpf);
  sofia = await login(context.app, DEMO_ACCOUNTS.sofia.cpf);
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  const { db } = context.database;
  [{ id: idVinculoPlano }] = await db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.idPessoa, lucas.idPessoa));
  [{ id: idEmprestimo }] = await db.select({ id: emprestimo.id }).from(emprestimo).where(eq(emprestimo.idVinculoPlano, idVinculoPlano));
}, 60_000);
afterAll(() => context.close());

const send = (method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) =>
  context.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>, status = 200) => {
  const response = await send(method, url, token, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
};

/** How a request reads in every list and detail of the API, for its owner and for the administration. */
async function namesOf(id: number, protocolo: string) {
  const mine = await ok('GET', `/retornarSolicitacoes?idPessoa=${lucas.idPessoa}&limit=100`, lucas.token);
  const centre = await ok('GET', `/retornarSolicitacoes?palavraChave=Lucas&limit=100`, admin);
  const home = await ok('GET', `/retornarPainelParticipante/${idVinculoPlano}`, lucas.token);
  const adminHome = await ok('GET', '/retornarPainelAdministrador', admin);
  const byProtocol = (items: Array<{ protocolo: string; nome: string }>) => items.find((item) => item.protocolo === protocolo);
  return {
    lista: byProtocol(mine.requisicoes),
    detalhe: await ok('GET', `/retornarSolicitacao/${id}`, lucas.token),
    central: byProtocol(centre.requisicoes),
    detalheCentral: await ok('GET', `/retornarSolicitacao/${id}`, admin),
    inicio: byProtocol(home.solicitacoesAbertas),
    inicioAdministrador: byProtocol(adminHome.ultimasSolicitacoes),
  };
}

async function auditOf(idRequisicao: number) {
  const rows = await context.database.db.select().from(auditoria).where(eq(auditoria.idPessoaAlvo, lucas.idPessoa)).orderBy(asc(auditoria.id));
  return rows.filter((row) => (row.detalhes as Record<string, unknown> | null)?.idRequisicao === idRequisicao);
}

describe('each loan operation names its request', () => {
  it('a prepayment: "Amortização de empréstimo" in the lists, the details, both homes, the notification, the e-mail, the audit and the data export', async () => {
    const created = await ok('POST', '/solicitarAmortizacao', lucas.token, { idEmprestimo, valor: '1000.00', modo: 'prazo' }, 201);
    const names = await namesOf(created.id, created.protocolo);
    for (const [where, item] of Object.entries(names)) {
      expect(item, where).toMatchObject({ nome: 'Amortização de empréstimo' });
    }
    // The service stays what it is, for the clients that read it.
    expect(names.detalhe.funcionalidade).toEqual({ id: 28, nome: 'Solicitar empréstimo' });
    expect(names.lista!).toMatchObject({ funcionalidade: { id: 28, nome: 'Solicitar empréstimo' } });

    // The fund moves it: the notification and the e-mail name the operation.
    await ok('POST', `/alterarStatusSolicitacao/${created.id}`, admin, { idStatus: REQUEST_STATUS.IN_REVIEW, comentario: null });
    const { db } = context.database;
    const [notice] = await db.select().from(notificacao).where(like(notificacao.descricao, `%protocolo ${created.protocolo}%`));
    expect(notice.descricao).toBe(`Sua solicitação de Amortização de empréstimo (protocolo ${created.protocolo}) está agora "Em análise".`);
    const [{ email }] = await db.select({ email: pessoa.email }).from(pessoa).where(eq(pessoa.id, lucas.idPessoa));
    const mails = await db.select().from(emailSaida).where(and(eq(emailSaida.destinatario, email!), eq(emailSaida.chave, 'status_solicitacao')));
    const mail = mails.find((row) => row.corpo.includes(created.protocolo));
    expect(mail?.corpo).toContain('Amortização de empréstimo');
    expect(mail?.corpo).not.toContain('Solicitar empréstimo');

    // The data export's requests table.
    const pdf = pdfText((await send('GET', `/exportarDados/${lucas.idPessoa}?formato=pdf`, lucas.token)).rawPayload);
    const requestsTable = pdf.slice(pdf.indexOf('\nSolicitações\n'), pdf.indexOf('Histórico das solicitações'));
    expect(requestsTable).toContain(`${created.protocolo}\nAmortização de empréstimo\n`);

    // Lucas cancels it; every audit row of it names the operation.
    await ok('POST', `/cancelarSolicitacao/${created.id}`, lucas.token, {});
    const audit = await auditOf(created.id);
    expect(audit.map((row) => row.acao)).toEqual(['requisicao.criada', 'requisicao.status', 'requisicao.cancelada']);
    for (const row of audit) expect(row.detalhes, row.acao).toMatchObject({ operacao: 'Amortização de empréstimo' });
  });

  it('a new loan, a payoff and a renegotiation each by its own name; the seed requests keep their service names', async () => {
    const asked = [
      ['contratacao', '/solicitarEmprestimo', { idPessoa: lucas.idPessoa, idVinculoPlano, valor: '1000.00', prazoMeses: 10, aceiteContrato: true }],
      ['quitacao', '/solicitarQuitacao', { idEmprestimo }],
      ['renegociacao', '/solicitarRenegociacao', { idEmprestimo, prazoMeses: 24 }],
    ] as const;
    for (const [operacao, url, payload] of asked) {
      const created = await ok('POST', url, lucas.token, payload, 201);
      const names = await namesOf(created.id, created.protocolo);
      for (const [where, item] of Object.entries(names)) expect(item, `${operacao}: ${where}`).toMatchObject({ nome: LOAN_OPERATION_NAMES[operacao] });
      await ok('POST', `/cancelarSolicitacao/${created.id}`, lucas.token, {});
      expect((await auditOf(created.id))[0].detalhes).toMatchObject({ operacao: LOAN_OPERATION_NAMES[operacao] });
    }
    expect(LOAN_OPERATION_NAMES).toEqual({ contratacao: 'Novo empréstimo', amortizacao: 'Amortização de empréstimo', quitacao: 'Quitação de empréstimo', renegociacao: 'Renegociação de empréstimo' });
    // Any other request is named by its service, and its audit carries no operation.
    const mine = await ok('GET', `/retornarSolicitacoes?idPessoa=${lucas.idPessoa}&limit=100`, lucas.token);
    const others = mine.requisicoes.filter((item: { funcionalidade: { id: number } }) => item.funcionalidade.id !== 28);
    expect(others.length).toBeGreaterThan(0);
    for (const item of others) expect(item.nome).toBe(item.funcionalidade.nome);
  });

  it('401 without a session; 403 for another person and for another person’s request', async () => {
    const created = await ok('POST', '/solicitarAmortizacao', lucas.token, { idEmprestimo, valor: '500.00', modo: 'parcela' }, 201);
    try {
      expect((await send('GET', `/retornarSolicitacoes?idPessoa=${lucas.idPessoa}`)).statusCode).toBe(401);
      expect((await send('GET', `/retornarSolicitacao/${created.id}`)).statusCode).toBe(401);
      expect((await send('GET', `/retornarSolicitacoes?idPessoa=${lucas.idPessoa}`, sofia.token)).statusCode).toBe(403);
      expect((await send('GET', `/retornarSolicitacao/${created.id}`, sofia.token)).statusCode).toBe(403);
      expect((await send('GET', `/retornarPainelParticipante/${idVinculoPlano}`, sofia.token)).statusCode).toBe(403);
      expect((await send('GET', '/retornarSolicitacao/abc', lucas.token)).statusCode).toBe(400);
    } finally {
      await ok('POST', `/cancelarSolicitacao/${created.id}`, lucas.token, {});
    }
  });
});
