import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_KEYS, EMAIL_TEMPLATES } from '@/domain/email-templates';
import { auditoria } from '@/server/db/schema/audit';
import { emailSaida, modeloEmail } from '@/server/db/schema/email-templates';
import { sendFirstAccessEmail } from '@/server/mail/templates';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let ana: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };

beforeAll(async () => {
  context = await createTestContext({ loginMaxFailuresPerIp: 1000 });
  ana = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
});
afterAll(async () => {
  await context?.close();
});

const list = (headers: Record<string, string> = bearer(ana.token)) => context.app.inject({ method: 'GET', url: '/api/retornarModelosEmail', headers });
const update = (chave: string, payload: object, headers: Record<string, string> = bearer(ana.token)) =>
  context.app.inject({ method: 'PUT', url: `/api/atualizarModeloEmail/${chave}`, headers, payload });
const reset = (chave: string, headers: Record<string, string> = bearer(ana.token)) => context.app.inject({ method: 'POST', url: `/api/restaurarModeloEmail/${chave}`, headers });
const log = (query = '', headers: Record<string, string> = bearer(ana.token)) => context.app.inject({ method: 'GET', url: `/api/retornarEmailsEnviados${query}`, headers });
const newestOutboxId = async () => (await context.database.db.select({ id: emailSaida.id }).from(emailSaida).orderBy(desc(emailSaida.id)).limit(1))[0]?.id ?? 0;
const mailsSince = (afterId: number) => context.database.db.select().from(emailSaida).where(gt(emailSaida.id, afterId)).orderBy(emailSaida.id);
const askCode = () => context.app.inject({ method: 'POST', url: '/api/solicitarCodigoSeguranca', payload: { cpf: DEMO_ACCOUNTS.carlos.cpf } });

describe('GET /api/retornarModelosEmail', () => {
  it('lists every template with its default text, variables and key', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((item: { chave: string }) => item.chave)).toEqual([...EMAIL_TEMPLATE_KEYS]);
    const code = body.find((item: { chave: string }) => item.chave === 'codigo_seguranca');
    expect(code).toMatchObject({
      nome: 'Código de segurança',
      assunto: 'Seu código de segurança',
      corpo: EMAIL_TEMPLATES.codigo_seguranca.corpo,
      personalizado: false,
      obrigatorias: ['codigo'],
      padrao: { assunto: 'Seu código de segurança' },
    });
    expect(code.variaveis.map((variable: { nome: string }) => variable.nome)).toEqual(['nome', 'codigo']);
    expect(body.find((item: { chave: string }) => item.chave === 'primeiro_acesso').variaveis.map((variable: { nome: string }) => variable.nome)).toEqual(['nome', 'link', 'validade']);
  });

  it('is for administrators only', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await list(bearer(carlos.token))).statusCode).toBe(403);
  });
});

describe('PUT /api/atualizarModeloEmail/{chave}', () => {
  it('saves the edit, audits it, and the next security-code e-mail uses it; resetting brings the default back', async () => {
    const edited = { assunto: 'Código para {{nome}}', corpo: 'Oi {{ nome }}, use {{codigo}} em até 10 minutos.' };
    const response = await update('codigo_seguranca', edited);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ chave: 'codigo_seguranca', ...edited, personalizado: true, message: 'Modelo "Código de segurança" salvo. Os próximos e-mails já usam este texto.' });
    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'modeloEmail.alterado')).orderBy(desc(auditoria.id)).limit(1);
    expect(audit).toMatchObject({ idAtor: ana.idPessoa, idPessoaAlvo: null, detalhes: { chave: 'codigo_seguranca' } });

    let afterId = await newestOutboxId();
    expect((await askCode()).statusCode).toBe(200);
    let [mail] = await mailsSince(afterId);
    expect(mail).toMatchObject({ destinatario: DEMO_ACCOUNTS.carlos.email, assunto: 'Código para Carlos', chave: 'codigo_seguranca' });
    expect(mail.corpo).toMatch(/^Oi Carlos, use \d{6} em até 10 minutos\.$/);

    const restored = await reset('codigo_seguranca');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ assunto: 'Seu código de segurança', corpo: EMAIL_TEMPLATES.codigo_seguranca.corpo, personalizado: false, message: 'Modelo "Código de segurança" voltou ao texto padrão.' });
    expect(await context.database.db.select().from(modeloEmail).where(eq(modeloEmail.chave, 'codigo_seguranca'))).toEqual([]);
    const [resetAudit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'modeloEmail.restaurado')).orderBy(desc(auditoria.id)).limit(1);
    expect(resetAudit).toMatchObject({ idAtor: ana.idPessoa, detalhes: { chave: 'codigo_seguranca' } });

    afterId = await newestOutboxId();
    await askCode();
    [mail] = await mailsSince(afterId);
    expect(mail.assunto).toBe('Seu código de segurança');
    expect(mail.corpo).toMatch(/^Olá, Carlos\.\n\nSeu código de segurança para criar uma nova senha é \d{6}\./);
  });

  it('refuses an unknown placeholder naming it, an empty subject, a required placeholder removed (400, nothing saved)', async () => {
    const unknown = await update('codigo_seguranca', { assunto: 'Código', corpo: 'Use {{codigo}}, {{cpf}}.' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'O marcador {{cpf}} não existe neste modelo. Use apenas: {{nome}}, {{codigo}}.',
      errors: [{ path: 'corpo', type: 'placeholder', message: 'O marcador {{cpf}} não existe neste modelo. Use apenas: {{nome}}, {{codigo}}.' }],
    });
    const empty = await update('convite', { assunto: '   ', corpo: 'Olá' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Informe o assunto do e-mail.');
    const noCode = await update('alteracao_senha_exigida', { assunto: 'Nova senha', corpo: 'Olá, {{nome}}.' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toContain('{{codigo}}');
    expect((await update('codigo_seguranca', { assunto: 'x' })).statusCode).toBe(400);
    expect((await update('Código!', { assunto: 'x', corpo: 'y' })).statusCode).toBe(400);
    expect(await context.database.db.select().from(modeloEmail)).toEqual([]);
  });

  it('answers 404 for an unknown key, 401 without a session, 403 for a participant', async () => {
    const body = { assunto: 'x', corpo: 'y' };
    const missing = await update('informe_inexistente', body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Modelo de e-mail não encontrado.');
    expect((await reset('informe_inexistente')).statusCode).toBe(404);
    expect((await update('convite', body, {})).statusCode).toBe(401);
    expect((await update('convite', body, bearer(carlos.token))).statusCode).toBe(403);
    expect((await reset('convite', bearer(carlos.token))).statusCode).toBe(403);
    expect((await reset('convite', {})).statusCode).toBe(401);
  });
});

describe('sendFirstAccessEmail (the people import uses it)', () => {
  it('writes the first-access e-mail from its template, edited or not', async () => {
    let afterId = await newestOutboxId();
    await sendFirstAccessEmail(context.database.db, context.app.mailer, { to: 'joana@example.com', nome: 'Joana  da Silva', link: 'https://portal/primeiro-acesso?token=abc', validade: '07/06/2026' });
    let [mail] = await mailsSince(afterId);
    expect(mail).toMatchObject({ destinatario: 'joana@example.com', assunto: 'Crie sua senha do Portal do Participante', chave: 'primeiro_acesso' });
    expect(mail.corpo).toContain('Olá, Joana.');
    expect(mail.corpo).toContain('\nhttps://portal/primeiro-acesso?token=abc\n');

    expect((await update('primeiro_acesso', { assunto: 'Bem-vinda, {{nome}}', corpo: '{{link}} até {{validade}}' })).statusCode).toBe(200);
    afterId = await newestOutboxId();
    await sendFirstAccessEmail(context.database.db, context.app.mailer, { to: 'joana@example.com', nome: 'Joana', link: 'https://x/{{nome}}', validade: '07/06/2026' });
    [mail] = await mailsSince(afterId);
    expect(mail).toMatchObject({ assunto: 'Bem-vinda, Joana', corpo: 'https://x/{{nome}} até 07/06/2026' });
    await reset('primeiro_acesso');
  });
});

describe('GET /api/retornarEmailsEnviados', () => {
  it('pages the log newest first with each delivery status, never the body', async () => {
    const db = context.database.db;
    await db.insert(emailSaida).values([
      { destinatario: 'enviado@example.com', assunto: 'Enviado', corpo: 'segredo 111111', chave: 'convite', enviadoEm: new Date() },
      { destinatario: 'falhou@example.com', assunto: 'Falhou', corpo: 'segredo 222222', chave: 'convite', erro: 'connect ECONNREFUSED 127.0.0.1:25' },
    ]);
    await askCode();
    const response = await log('?limit=3');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.page).toBe(0);
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.totalPage).toBe(Math.ceil(body.total / 3));
    expect(body.registros).toHaveLength(3);
    const [code, failed, sent] = body.registros;
    expect(code).toMatchObject({ destinatario: DEMO_ACCOUNTS.carlos.email, assunto: 'Seu código de segurança', chave: 'codigo_seguranca', modelo: 'Código de segurança', status: 'pendente', situacao: 'Pendente', enviadoEm: null, erro: null });
    expect(failed).toMatchObject({ destinatario: 'falhou@example.com', status: 'falhou', situacao: 'Falhou', erro: 'connect ECONNREFUSED 127.0.0.1:25', modelo: 'Convite para conhecer o fundo' });
    expect(sent).toMatchObject({ destinatario: 'enviado@example.com', status: 'enviado', situacao: 'Enviado' });
    expect(sent.enviadoEm).not.toBeNull();
    expect(response.body).not.toContain('corpo');
    expect(response.body).not.toContain('segredo');

    const second = (await log('?limit=3&page=1')).json();
    expect(second.page).toBe(1);
    expect(second.registros.every((row: { id: number }) => row.id < sent.id)).toBe(true);
  });

  it('filters by status, template and part of the address', async () => {
    const failed = (await log('?status=falhou')).json();
    expect(failed.registros.length).toBeGreaterThan(0);
    expect(failed.registros.every((row: { status: string }) => row.status === 'falhou')).toBe(true);
    const sent = (await log('?status=enviado')).json();
    expect(sent.registros.every((row: { status: string }) => row.status === 'enviado')).toBe(true);
    const codes = (await log('?chave=codigo_seguranca&destinatario=CARLOS.contribuinte')).json();
    expect(codes.total).toBeGreaterThanOrEqual(3);
    expect(codes.registros.every((row: { chave: string; destinatario: string }) => row.chave === 'codigo_seguranca' && row.destinatario === DEMO_ACCOUNTS.carlos.email)).toBe(true);
    const [{ total }] = await context.database.db
      .select({ total: emailSaida.id })
      .from(emailSaida)
      .where(and(eq(emailSaida.chave, 'codigo_seguranca'), eq(emailSaida.destinatario, DEMO_ACCOUNTS.carlos.email)))
      .then((rows) => [{ total: rows.length }]);
    expect(codes.total).toBe(total);
    expect((await log('?destinatario=%25')).json().total).toBe(0);
  });

  it('refuses bad filters (400), anonymous (401) and participants (403)', async () => {
    expect((await log('?status=lido')).statusCode).toBe(400);
    expect((await log('?limit=0')).statusCode).toBe(400);
    expect((await log('?page=-1')).statusCode).toBe(400);
    expect((await log('', {})).statusCode).toBe(401);
    expect((await log('', bearer(carlos.token))).statusCode).toBe(403);
  });
});
