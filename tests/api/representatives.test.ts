import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { addDays, format } from 'date-fns';
import { fundToday } from '@/domain/business-days';
import { formatDateBr } from '@/domain/format-date';
import { REQUEST_STATUS } from '@/domain/requests';
import { auditoria } from '@/server/db/schema/audit';
import { emailSaida } from '@/server/db/schema/email-templates';
import { notificacao, notificacaoPessoa } from '@/server/db/schema/notifications';
import { representacao } from '@/server/db/schema/representatives';
import { requisicao } from '@/server/db/schema/requests';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { PNG_1PX } from './upload-client';

type Session = { token: string; idPessoa: number };
let context: TestContext;
let ana: Session;
let carlos: Session;
let maria: Session;
let renato: Session;
let idCuratela: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session?: Session, payload?: object, alvo?: number) =>
  context.app.inject({ method, url: `/api${url}`, headers: { ...(session ? bearer(session.token) : {}), ...(alvo ? { 'x-pessoa-alvo': String(alvo) } : {}) }, ...(payload ? { payload } : {}) });
const setCuratela = (values: Partial<typeof representacao.$inferInsert>) => context.database.db.update(representacao).set(values).where(eq(representacao.id, idCuratela));
const today = () => fundToday();
const decisionNoticesOf = (idPessoa: number, titulo: string) =>
  context.database.db
    .select({ titulo: notificacao.titulo, descricao: notificacao.descricao, link: notificacao.link })
    .from(notificacaoPessoa)
    .innerJoin(notificacao, eq(notificacao.id, notificacaoPessoa.idNotificacao))
    .where(and(eq(notificacaoPessoa.idPessoa, idPessoa), eq(notificacao.titulo, titulo)));
const decisionMailsTo = (email: string) =>
  context.database.db.select().from(emailSaida).where(and(eq(emailSaida.destinatario, email), eq(emailSaida.chave, 'aviso_representacao_decisao'))).orderBy(emailSaida.id);
const inDays = (days: number) => format(addDays(new Date(`${today()}T12:00:00`), days), 'yyyy-MM-dd');

async function upload(session: Session) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/enviarAnexo',
    headers: { ...bearer(session.token), 'x-nome-arquivo': 'procuracao.png', 'content-type': 'application/octet-stream' },
    payload: PNG_1PX,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const registration = (idPessoa: number, idAnexoDocumento: number, changes: object = {}) => ({
  idPessoa,
  cpf: '816.433.870-22',
  nome: 'Paula Procuradora',
  dataNascimento: '1975-04-02',
  email: 'paula.procuradora@example.com',
  telefone: '(11) 98888-7777',
  tipo: 'procuracao',
  inicioVigencia: today(),
  fimVigencia: inDays(365),
  poderes: 'solicitacoes',
  idAnexoDocumento,
  canaisAvisos: ['email'],
  ...changes,
});

beforeAll(async () => {
  context = await createTestContext();
  [ana, carlos, maria, renato] = await Promise.all([DEMO_ACCOUNTS.ana, DEMO_ACCOUNTS.carlos, DEMO_ACCOUNTS.maria, DEMO_ACCOUNTS.renato].map((account) => login(context.app, account.cpf)));
  [{ id: idCuratela }] = await context.database.db.select({ id: representacao.id }).from(representacao).where(eq(representacao.idPessoa, maria.idPessoa));
});
afterAll(() => context.close());

describe('who may call the representatives routes', () => {
  it('refuses anonymous callers (401) and participants on the administrators’ routes (403)', async () => {
    for (const [method, url] of [['POST', '/cadastrarRepresentante'], ['GET', `/retornarRepresentantes/${maria.idPessoa}`], ['GET', '/retornarRepresentacoesPendentes'], ['GET', '/retornarRepresentados'], ['POST', `/aprovarRepresentacao/${idCuratela}`], ['POST', `/encerrarRepresentacao/${idCuratela}`]] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
    }
    expect((await call('GET', '/retornarRepresentacoesPendentes', carlos)).statusCode).toBe(403);
    expect((await call('POST', `/aprovarRepresentacao/${idCuratela}`, maria)).statusCode).toBe(403);
    expect((await call('POST', `/recusarRepresentacao/${idCuratela}`, maria, { motivo: 'Documento ilegível.' })).statusCode).toBe(403);
  });

  it("refuses another person's representatives and representations (403)", async () => {
    expect((await call('GET', `/retornarRepresentantes/${maria.idPessoa}`, carlos)).statusCode).toBe(403);
    expect((await call('POST', `/encerrarRepresentacao/${idCuratela}`, carlos)).statusCode).toBe(403);
    const document = await upload(carlos);
    expect((await call('POST', '/cadastrarRepresentante', carlos, registration(maria.idPessoa, document))).statusCode).toBe(403);
  });
});

describe('POST /api/cadastrarRepresentante and the approval', () => {
  it('refuses bad input with every field in Portuguese (400), and a document not the caller’s (403)', async () => {
    const document = await upload(carlos);
    const response = await call('POST', '/cadastrarRepresentante', carlos, registration(carlos.idPessoa, document, { cpf: '111.111.111-12', nome: 'Paula', email: 'sem-arroba', telefone: '123', fimVigencia: inDays(-400), inicioVigencia: inDays(-300) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path).sort()).toEqual(['cpf', 'email', 'fimVigencia', 'nome', 'telefone']);
    expect((await call('POST', '/cadastrarRepresentante', carlos, { ...registration(carlos.idPessoa, document), tipo: 'tutor' })).statusCode).toBe(400);
    const someoneElses = await upload(maria);
    const foreign = await call('POST', '/cadastrarRepresentante', carlos, registration(carlos.idPessoa, someoneElses));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Este documento não foi enviado por você.');
    expect((await call('POST', '/cadastrarRepresentante', carlos, registration(carlos.idPessoa, 2_000_000_000))).statusCode).toBe(404);
    expect((await call('POST', '/cadastrarRepresentante', carlos, registration(carlos.idPessoa, document, { cpf: DEMO_ACCOUNTS.carlos.cpf }))).statusCode).toBe(400);
  });

  it('registers a new representative pending, queues it for Ana, and her approval sends the first access', async () => {
    const document = await upload(carlos);
    const response = await call('POST', '/cadastrarRepresentante', carlos, registration(carlos.idPessoa, document));
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json();
    expect((await call('POST', '/cadastrarRepresentante', carlos, registration(carlos.idPessoa, document))).statusCode).toBe(409);
    const listed = (await call('GET', `/retornarRepresentantes/${carlos.idPessoa}`, carlos)).json();
    expect(listed[0]).toMatchObject({ id, nome: 'Paula Procuradora', cpf: '81643387022', situacao: 'pendente', poderes: 'solicitacoes', nomeDocumento: 'procuracao.png' });
    const queue = (await call('GET', '/retornarRepresentacoesPendentes', ana)).json();
    expect(queue.map((row: { id: number }) => row.id)).toContain(id);

    const approved = await call('POST', `/aprovarRepresentacao/${id}`, ana);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await call('POST', `/aprovarRepresentacao/${id}`, ana)).statusCode).toBe(409);
    const [mail] = await context.database.db.select().from(emailSaida).where(and(eq(emailSaida.destinatario, 'paula.procuradora@example.com'), eq(emailSaida.chave, 'primeiro_acesso')));
    // Carlos is told who may now act for him; Paula, new to the portal, hears by the first access only.
    const [notice] = await decisionNoticesOf(carlos.idPessoa, 'Representação aprovada: Paula Procuradora pode agir por Carlos Contribuinte');
    expect(notice.descricao).toBe(
      `O fundo aprovou a representação de Carlos Contribuinte por Paula Procuradora (procuração). De ${formatDateBr(today())} até ${formatDateBr(inDays(365))}, Paula Procuradora pode agir por Carlos Contribuinte no portal (procuração), entrando com o próprio CPF. O que pode fazer: consultar e cuidar das solicitações.`,
    );
    expect(await decisionMailsTo(DEMO_ACCOUNTS.carlos.email)).toHaveLength(1);
    expect(await decisionMailsTo('paula.procuradora@example.com')).toEqual([]);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.corpo)![1];
    const created = await call('POST', '/criarSenhaPrimeiroAcesso', undefined, { token, senha: 'Procuradora@2026', confirmacaoSenha: 'Procuradora@2026' });
    expect(created.statusCode, created.body).toBe(200);
    const paula = await login(context.app, '81643387022', 'Procuradora@2026');
    expect((await call('GET', '/retornarRepresentados', paula)).json()).toEqual([expect.objectContaining({ idPessoa: carlos.idPessoa, tipo: 'procuracao', poderes: 'solicitacoes' })]);

    // 'solicitacoes': reads and the request, chat and attachment writes; not the profile.
    expect((await call('GET', `/retornarPerfil/${carlos.idPessoa}`, paula, undefined, carlos.idPessoa)).statusCode).toBe(200);
    const contact = await call('PUT', '/atualizarContato', paula, { idPessoa: carlos.idPessoa, telefone: '11987654321' }, carlos.idPessoa);
    expect(contact.statusCode).toBe(403);
    expect(contact.json().message).toContain('consultar e cuidar das solicitações');
    const [open] = await context.database.db.select({ id: requisicao.id }).from(requisicao).where(and(eq(requisicao.idPessoa, carlos.idPessoa), inArray(requisicao.idStatus, [REQUEST_STATUS.RECEIVED, REQUEST_STATUS.IN_REVIEW]))).limit(1);
    const uploaded = await context.app.inject({
      method: 'POST',
      url: '/api/enviarAnexo',
      headers: { ...bearer(paula.token), 'x-pessoa-alvo': String(carlos.idPessoa), 'x-nome-arquivo': 'laudo.png', 'content-type': 'application/octet-stream' },
      payload: PNG_1PX,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const linked = await call('POST', '/vincularAnexo', paula, { idAnexo: uploaded.json().id, idRequisicao: open.id }, carlos.idPessoa);
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await call('GET', `/retornarAnexo/${uploaded.json().id}`, paula, undefined, carlos.idPessoa)).statusCode).toBe(200);
    expect((await call('POST', `/cancelarSolicitacao/${open.id}`, paula, {}, carlos.idPessoa)).statusCode).not.toBe(403);

    const ended = await call('POST', `/encerrarRepresentacao/${id}`, carlos);
    expect(ended.statusCode).toBe(200);
    expect((await call('GET', `/retornarPerfil/${carlos.idPessoa}`, paula, undefined, carlos.idPessoa)).statusCode).toBe(403);
  });

  it('lets Ana refuse a registration with the reason', async () => {
    const document = await upload(carlos);
    const { id } = (await call('POST', '/cadastrarRepresentante', carlos, registration(carlos.idPessoa, document, { cpf: '352.614.280-76', email: 'outra@example.com' }))).json();
    expect((await call('POST', `/recusarRepresentacao/${id}`, ana, { motivo: 'ok' })).statusCode).toBe(400);
    expect((await call('POST', `/recusarRepresentacao/${id}`, ana, { motivo: 'A procuração não tem firma reconhecida.' })).statusCode).toBe(200);
    const [row] = (await call('GET', `/retornarRepresentantes/${carlos.idPessoa}`, carlos)).json().filter((item: { id: number }) => item.id === id);
    expect(row).toMatchObject({ situacao: 'recusada', motivoRecusa: 'A procuração não tem firma reconhecida.' });
    const [notice] = await decisionNoticesOf(carlos.idPessoa, 'Representação de Carlos Contribuinte por Paula Procuradora recusada');
    expect(notice.descricao).toContain('Motivo: A procuração não tem firma reconhecida. Um novo cadastro');
  });

  it('tells the person and a representative who has an account of the refusal, with the reason, and of the approval, with what it allows', async () => {
    const register = async () => {
      const response = await call('POST', '/cadastrarRepresentante', carlos, registration(carlos.idPessoa, await upload(carlos), { cpf: DEMO_ACCOUNTS.renato.cpf, nome: 'Renato Curador', email: DEMO_ACCOUNTS.renato.email, poderes: 'leitura' }));
      expect(response.statusCode, response.body).toBe(200);
      return response.json().id as number;
    };
    const refused = await register();
    expect((await call('POST', `/recusarRepresentacao/${refused}`, ana, { motivo: 'O documento enviado é de outra pessoa' })).statusCode).toBe(200);
    for (const session of [carlos, renato]) {
      const [notice] = await decisionNoticesOf(session.idPessoa, 'Representação de Carlos Contribuinte por Renato Curador recusada');
      expect(notice.descricao).toBe(
        'O fundo recusou a representação de Carlos Contribuinte por Renato Curador (procuração). Motivo: O documento enviado é de outra pessoa. Um novo cadastro, com o documento em ordem, pode ser feito em Meu perfil > Representantes.',
      );
    }
    const [refusalMail] = await decisionMailsTo(DEMO_ACCOUNTS.renato.email);
    expect(refusalMail.assunto).toBe('Representação de Carlos Contribuinte: recusada');
    expect(refusalMail.corpo).toContain('Olá, Renato.');
    expect(refusalMail.corpo).toContain('Motivo: O documento enviado é de outra pessoa.');

    const approved = await register();
    expect((await call('POST', `/aprovarRepresentacao/${approved}`, ana)).statusCode).toBe(200);
    for (const session of [carlos, renato]) {
      const [notice] = await decisionNoticesOf(session.idPessoa, 'Representação aprovada: Renato Curador pode agir por Carlos Contribuinte');
      expect(notice.descricao).toContain(`até ${formatDateBr(inDays(365))}, Renato Curador pode agir por Carlos Contribuinte no portal (procuração)`);
      expect(notice.descricao).toContain('O que pode fazer: somente consultar.');
    }
    const mails = await decisionMailsTo(DEMO_ACCOUNTS.renato.email);
    expect(mails.map((item) => item.assunto)).toEqual(['Representação de Carlos Contribuinte: recusada', 'Representação de Carlos Contribuinte: aprovada']);
    expect(mails[1].corpo).toContain('O que pode fazer: somente consultar.');
    // Renato represents Maria only in the tests below.
    expect((await call('POST', `/encerrarRepresentacao/${approved}`, carlos)).statusCode).toBe(200);
  });
});

describe("Renato, Maria's curator, acting for her (X-Pessoa-Alvo)", () => {
  it('reads and writes for Maria, audited with both ids and shown in her "who accessed my data"', async () => {
    expect((await call('GET', '/retornarRepresentados', renato)).json()).toEqual([expect.objectContaining({ idPessoa: maria.idPessoa, nome: 'Maria Assistida', tipo: 'curatela' })]);
    expect((await call('GET', `/retornarPerfil/${maria.idPessoa}`, renato, undefined, maria.idPessoa)).statusCode).toBe(200);
    const write = await call('PUT', '/atualizarContato', renato, { idPessoa: maria.idPessoa, telefone: '21999998888' }, maria.idPessoa);
    expect(write.statusCode, write.body).toBe(200);
    const [audit] = await context.database.db.select().from(auditoria).where(and(eq(auditoria.idAtor, renato.idPessoa), eq(auditoria.acao, 'PUT /api/atualizarContato'))).orderBy(desc(auditoria.id)).limit(1);
    expect(audit).toMatchObject({ idPessoaAlvo: maria.idPessoa, detalhes: expect.objectContaining({ status: 200, idRepresentacao: idCuratela }) });
    const accesses = (await call('GET', `/retornarAcessosDados/${maria.idPessoa}`, maria)).json();
    expect(accesses.acessos).toEqual(expect.arrayContaining([expect.objectContaining({ administrador: { id: renato.idPessoa, nome: 'Renato Curador (representante legal)' } })]));
  });

  it("refuses someone else's ids, another person, bank data, a read-only scope and an expired validity (403)", async () => {
    expect((await call('GET', `/retornarPerfil/${carlos.idPessoa}`, renato, undefined, maria.idPessoa)).statusCode).toBe(403);
    expect((await call('GET', `/retornarPerfil/${carlos.idPessoa}`, renato, undefined, carlos.idPessoa)).statusCode).toBe(403);
    const bank = await call('POST', '/enviarDadosOnboarding', renato, { idPessoa: maria.idPessoa, idPlano: 1, etapa: 5, metadata: { agencia: '1234', conta: '12345-6' } }, maria.idPessoa);
    expect(bank.statusCode).toBe(403);
    expect(bank.json().message).toContain('exceto alterar dados bancários');
    await setCuratela({ poderes: 'leitura' });
    expect((await call('PUT', '/atualizarContato', renato, { idPessoa: maria.idPessoa, telefone: '21999997777' }, maria.idPessoa)).statusCode).toBe(403);
    expect((await call('GET', `/retornarPerfil/${maria.idPessoa}`, renato, undefined, maria.idPessoa)).statusCode).toBe(200);
    await setCuratela({ poderes: 'tudo_exceto_dados_bancarios', fimVigencia: inDays(-1) });
    expect((await call('GET', `/retornarPerfil/${maria.idPessoa}`, renato, undefined, maria.idPessoa)).statusCode).toBe(403);
    expect((await call('GET', '/retornarRepresentados', renato)).json()).toEqual([]);
    await setCuratela({ fimVigencia: inDays(700) });
  });
});

describe('notices', () => {
  const noticesOf = (idPessoa: number, titulo: string) =>
    context.database.db
      .select({ titulo: notificacao.titulo })
      .from(notificacaoPessoa)
      .innerJoin(notificacao, eq(notificacao.id, notificacaoPessoa.idNotificacao))
      .where(and(eq(notificacaoPessoa.idPessoa, idPessoa), like(notificacao.titulo, titulo)));

  it("forwards Maria's notices to Renato by the channels of the registration, saying for whom", async () => {
    const [open] = await context.database.db.select({ id: requisicao.id }).from(requisicao).where(and(eq(requisicao.idPessoa, maria.idPessoa), eq(requisicao.idStatus, REQUEST_STATUS.RECEIVED))).limit(1);
    const changed = await call('POST', `/alterarStatusSolicitacao/${open.id}`, ana, { idStatus: REQUEST_STATUS.IN_REVIEW, comentario: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await noticesOf(renato.idPessoa, 'Aviso de Maria Assistida:%')).toHaveLength(1);
    const mails = await context.database.db.select().from(emailSaida).where(and(eq(emailSaida.destinatario, DEMO_ACCOUNTS.renato.email), eq(emailSaida.chave, 'aviso_representado')));
    expect(mails).toHaveLength(1);
    expect(mails[0].corpo).toContain('representante de Maria Assistida (curatela)');
  });

  it('tells both 30 and 7 days before the validity ends and when it ended, each once, and access ends with it', async () => {
    const run = (day: string, hour = '08') => context.app.jobs.runRecurring('representatives.validity', new Date(`${day}T${hour}:00:00-03:00`));
    await setCuratela({ fimVigencia: inDays(30) });
    expect((await run(today())).result).toEqual({ enviados: 1 });
    expect((await run(today(), '09')).result).toEqual({ enviados: 0 });
    expect(await noticesOf(maria.idPessoa, 'A representação de Maria Assistida (curatela) termina em 30 dias%')).toHaveLength(1);
    expect(await noticesOf(renato.idPessoa, 'A representação de Maria Assistida (curatela) termina em 30 dias%')).toHaveLength(1);
    expect((await run(inDays(23))).result).toEqual({ enviados: 1 });
    expect((await run(inDays(31))).result).toEqual({ enviados: 1 });
    expect(await noticesOf(renato.idPessoa, 'A representação de Maria Assistida (curatela) terminou%')).toHaveLength(1);
    const mails = await context.database.db.select().from(emailSaida).where(and(eq(emailSaida.destinatario, DEMO_ACCOUNTS.maria.email), eq(emailSaida.chave, 'aviso_representacao')));
    expect(mails).toHaveLength(3);
  });
});
