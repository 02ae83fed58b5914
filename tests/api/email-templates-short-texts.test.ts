import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORT_TEXT_CHANNELS } from '@/domain/email-templates-short-texts';
import { NOTICE_KIND_KEYS, NOTICE_KINDS } from '@/domain/notices';
import { auditoria } from '@/server/db/schema/audit';
import { modeloMensagemCurta } from '@/server/db/schema/email-templates';
import { currentShortText, currentShortTexts } from '@/server/mail/templates';
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

const list = (headers: Record<string, string> = bearer(ana.token)) => context.app.inject({ method: 'GET', url: '/api/retornarModelosMensagemCurta', headers });
const update = (tipo: string, canal: string, payload: object, headers: Record<string, string> = bearer(ana.token)) =>
  context.app.inject({ method: 'PUT', url: `/api/atualizarModeloMensagemCurta/${tipo}/${canal}`, headers, payload });
const reset = (tipo: string, canal: string, headers: Record<string, string> = bearer(ana.token)) =>
  context.app.inject({ method: 'POST', url: `/api/restaurarModeloMensagemCurta/${tipo}/${canal}`, headers });
const edits = () => context.database.db.select().from(modeloMensagemCurta);
const lastAudit = async (acao: 'modeloMensagemCurta.alterado' | 'modeloMensagemCurta.restaurado') =>
  (await context.database.db.select().from(auditoria).where(eq(auditoria.acao, acao)).orderBy(desc(auditoria.id)).limit(1))[0];

describe('GET /api/retornarModelosMensagemCurta', () => {
  it('lists every notice kind × SMS and WhatsApp with its default, placeholders and limit', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((item: { tipo: string; canal: string }) => `${item.tipo}/${item.canal}`)).toEqual(NOTICE_KIND_KEYS.flatMap((tipo) => SHORT_TEXT_CHANNELS.map((canal) => `${tipo}/${canal}`)));
    const sms = body.find((item: { tipo: string; canal: string }) => item.tipo === 'eleicao' && item.canal === 'sms');
    expect(sms).toEqual({
      tipo: 'eleicao',
      nome: 'Eleições',
      descricao: NOTICE_KINDS.eleicao.descricao,
      canal: 'sms',
      nomeCanal: 'SMS',
      texto: NOTICE_KINDS.eleicao.curto,
      padrao: NOTICE_KINDS.eleicao.curto,
      personalizado: false,
      variaveis: [expect.objectContaining({ nome: 'nome' }), expect.objectContaining({ nome: 'link' })],
      limite: 160,
      observacao: null,
    });
    const whatsapp = body.find((item: { tipo: string; canal: string }) => item.tipo === 'eleicao' && item.canal === 'whatsapp');
    expect(whatsapp.observacao).toContain('modelo aprovado na Meta');
  });

  it('is for administrators only', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await list(bearer(carlos.token))).statusCode).toBe(403);
  });
});

describe('PUT /api/atualizarModeloMensagemCurta/{tipo}/{canal} and POST /api/restaurarModeloMensagemCurta/{tipo}/{canal}', () => {
  it('saves the SMS text of one kind, audited, leaving its WhatsApp text alone; resetting brings the default back', async () => {
    const texto = '{{nome}}, há eleição aberta no fundo. Vote: {{ link }}';
    const response = await update('eleicao', 'sms', { texto: `  ${texto}\n` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      tipo: 'eleicao',
      canal: 'sms',
      texto,
      padrao: NOTICE_KINDS.eleicao.curto,
      personalizado: true,
      message: 'Mensagem de SMS de "Eleições" salva. Os próximos avisos já usam este texto.',
    });
    expect(await edits()).toEqual([expect.objectContaining({ tipo: 'eleicao', canal: 'sms', texto, idAtor: ana.idPessoa })]);
    expect(await lastAudit('modeloMensagemCurta.alterado')).toMatchObject({ idAtor: ana.idPessoa, idPessoaAlvo: null, detalhes: { tipo: 'eleicao', canal: 'sms' } });

    const listed = (await list()).json() as Array<{ tipo: string; canal: string; texto: string; personalizado: boolean }>;
    expect(listed.filter((item) => item.personalizado).map((item) => `${item.tipo}/${item.canal}`)).toEqual(['eleicao/sms']);
    expect(listed.find((item) => item.tipo === 'eleicao' && item.canal === 'whatsapp')?.texto).toBe(NOTICE_KINDS.eleicao.curto);

    // The store the senders read from.
    expect(await currentShortText(context.database.db, 'eleicao', 'sms')).toBe(texto);
    expect(await currentShortText(context.database.db, 'eleicao', 'whatsapp')).toBe(NOTICE_KINDS.eleicao.curto);
    const all = await currentShortTexts(context.database.db);
    expect(Object.keys(all)).toEqual(NOTICE_KIND_KEYS);
    expect(all.eleicao).toEqual({ sms: texto, whatsapp: NOTICE_KINDS.eleicao.curto });
    expect(all.seguranca).toEqual({ sms: NOTICE_KINDS.seguranca.curto, whatsapp: NOTICE_KINDS.seguranca.curto });

    const restored = await reset('eleicao', 'sms');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ texto: NOTICE_KINDS.eleicao.curto, personalizado: false, message: 'Mensagem de SMS de "Eleições" voltou ao texto padrão.' });
    expect(await edits()).toEqual([]);
    expect(await lastAudit('modeloMensagemCurta.restaurado')).toMatchObject({ idAtor: ana.idPessoa, detalhes: { tipo: 'eleicao', canal: 'sms' } });
    expect(await currentShortText(context.database.db, 'eleicao', 'sms')).toBe(NOTICE_KINDS.eleicao.curto);
  });

  it('saves again over an edit, and a reset of a text never edited records nothing', async () => {
    await update('seguranca', 'whatsapp', { texto: 'Primeira versão: {{link}}' });
    const second = await update('seguranca', 'whatsapp', { texto: 'Segunda versão: {{link}}' });
    expect(second.json().texto).toBe('Segunda versão: {{link}}');
    expect((await edits()).map((row) => row.texto)).toEqual(['Segunda versão: {{link}}']);
    await reset('seguranca', 'whatsapp');

    const audits = async () => (await context.database.db.select().from(auditoria).where(and(eq(auditoria.acao, 'modeloMensagemCurta.restaurado')))).length;
    const before = await audits();
    expect((await reset('status_solicitacao', 'sms')).statusCode).toBe(200);
    expect(await audits()).toBe(before);
  });

  it('refuses an unknown placeholder naming it, a text without {{link}}, an empty or too long one (400, nothing saved)', async () => {
    const unknown = await update('status_solicitacao', 'sms', { texto: '{{nome}}, CPF {{cpf}}: {{link}}' });
    expect(unknown.statusCode).toBe(400);
    const message = 'O marcador {{cpf}} não existe nas mensagens de SMS e WhatsApp, que não levam dados pessoais além do primeiro nome. Use apenas: {{nome}}, {{link}}.';
    expect(unknown.json()).toEqual({ message, errors: [{ path: 'texto', type: 'placeholder', message }] });

    const noLink = await update('status_solicitacao', 'whatsapp', { texto: '{{nome}}, sua solicitação mudou.' });
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json()).toEqual({
      message: 'O texto precisa do marcador {{link}}: é por ele que a pessoa chega ao portal.',
      errors: [{ path: 'texto', type: 'required-placeholder', message: 'O texto precisa do marcador {{link}}: é por ele que a pessoa chega ao portal.' }],
    });

    expect((await update('status_solicitacao', 'sms', { texto: '  ' })).json().message).toBe('Informe o texto da mensagem.');
    const long = await update('status_solicitacao', 'sms', { texto: `{{nome}} ${'a'.repeat(120)} {{link}}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^A mensagem fica com 187 caracteres com um nome longo e o link; o limite é 160\./);

    // Schema: a missing or extra field, a malformed kind, a huge text.
    expect((await update('status_solicitacao', 'sms', {})).statusCode).toBe(400);
    expect((await update('status_solicitacao', 'sms', { texto: 'x {{link}}', extra: 1 })).statusCode).toBe(400);
    expect((await update('Eleição!', 'sms', { texto: 'x {{link}}' })).statusCode).toBe(400);
    const huge = await update('status_solicitacao', 'sms', { texto: 'a'.repeat(1001) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors[0]).toMatchObject({ path: 'body/texto' });
    expect(await edits()).toEqual([]);
  });

  it('answers 404 for an unknown kind or channel, 401 without a session, 403 for a participant', async () => {
    const body = { texto: 'Veja: {{link}}' };
    const noKind = await update('informe_inexistente', 'sms', body);
    expect(noKind.statusCode).toBe(404);
    expect(noKind.json().message).toBe('Mensagem não encontrada: o tipo de aviso ou o canal (sms ou whatsapp) não existe.');
    expect((await update('eleicao', 'email', body)).statusCode).toBe(404);
    expect((await update('eleicao', 'telegram', body)).statusCode).toBe(404);
    expect((await reset('informe_inexistente', 'sms')).statusCode).toBe(404);
    expect((await reset('eleicao', 'app')).statusCode).toBe(404);
    expect((await update('eleicao', 'sms', body, {})).statusCode).toBe(401);
    expect((await reset('eleicao', 'sms', {})).statusCode).toBe(401);
    expect((await update('eleicao', 'sms', body, bearer(carlos.token))).statusCode).toBe(403);
    expect((await reset('eleicao', 'sms', bearer(carlos.token))).statusCode).toBe(403);
    expect(await edits()).toEqual([]);
  });
});
