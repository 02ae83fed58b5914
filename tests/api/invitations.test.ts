import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '@/server/db/schema/audit';
import { convite } from '@/server/db/schema/invitations';
import { emailSaida } from '@/server/db/schema/email-templates';
import { DEMO_FUND_IDENTITY } from '@/server/db/seed/demo';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

type Account = { token: string; idPessoa: number };
const PORTAL_URL = 'https://portal.fundo.example';
let context: TestContext;
let ana: Account;
let carlos: Account;
let maria: Account;
let lucas: Account;
let paulo: Account;

beforeAll(async () => {
  context = await createTestContext({ portalUrl: PORTAL_URL });
  [ana, carlos, maria, lucas, paulo] = await Promise.all([DEMO_ACCOUNTS.ana, DEMO_ACCOUNTS.carlos, DEMO_ACCOUNTS.maria, DEMO_ACCOUNTS.lucas, DEMO_ACCOUNTS.paulo].map((account) => login(context.app, account.cpf)));
});
afterAll(async () => context.close());

const invite = (account: Account | null, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url: '/api/convidarParticipante', headers: { ...(account ? bearer(account.token) : {}), ...headers }, payload: body });
const list = (account: Account | null, idPessoa: number, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url: `/api/retornarConvites/${idPessoa}`, headers: { ...(account ? bearer(account.token) : {}), ...headers } });
const mailsTo = (email: string) => context.database.db.select().from(emailSaida).where(eq(emailSaida.destinatario, email)).orderBy(desc(emailSaida.id));
const invitationsOf = (idPessoa: number) => context.database.db.select().from(convite).where(eq(convite.idPessoa, idPessoa)).orderBy(desc(convite.id));
/** Moves a person's invitations back in time, as if sent `hours` earlier. */
async function ageInvitations(idPessoa: number, hours: number) {
  for (const row of await invitationsOf(idPessoa)) {
    await context.database.db.update(convite).set({ criadoEm: new Date(row.criadoEm.getTime() - hours * 3600_000) }).where(eq(convite.id, row.id));
  }
}

describe('POST /api/convidarParticipante', () => {
  it('stores the invitation and e-mails it, in Portuguese, with the inviter, the fund and the portal address (201)', async () => {
    const response = await invite(carlos, { idPessoa: carlos.idPessoa, nome: '  Joana   da Silva ', email: 'Joana.Silva@Example.com ', telefone: '11987654321' }, { host: 'atacante.example' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ nome: 'Joana da Silva', email: 'joana.silva@example.com', telefone: '(11) 98765-4321', message: 'Convite enviado para Joana.' });
    expect(new Date(body.criadoEm).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const [row] = await invitationsOf(carlos.idPessoa);
    expect(row).toMatchObject({ id: body.id, idPessoa: carlos.idPessoa, idAtor: carlos.idPessoa, email: 'joana.silva@example.com', telefone: '(11) 98765-4321' });

    const [mail] = await mailsTo('joana.silva@example.com');
    expect(mail.assunto).toBe(`Carlos convidou você para conhecer a ${DEMO_FUND_IDENTITY.nome}`);
    expect(mail.corpo).toContain('Olá, Joana.');
    expect(mail.corpo).toContain(`Carlos participa de um plano de previdência complementar da ${DEMO_FUND_IDENTITY.nome}`);
    // The configured address, never the Host the sender chose.
    expect(mail.corpo).toContain(`${PORTAL_URL}\n`);
    expect(mail.corpo).not.toContain('atacante.example');

    const [audit] = await context.database.db.select().from(auditoria).where(and(eq(auditoria.acao, 'convite.enviado'), eq(auditoria.idPessoaAlvo, carlos.idPessoa))).orderBy(desc(auditoria.id)).limit(1);
    expect(audit.detalhes).toEqual({ idConvite: body.id });
  });

  it('accepts a landline and a number with the country code, kept in the mask (11) 3456-7890', async () => {
    const landline = await invite(paulo, { idPessoa: paulo.idPessoa, nome: 'Rui Fixo', email: 'rui.fixo@example.com', telefone: '(21) 3456-7890' });
    expect(landline.statusCode).toBe(201);
    expect(landline.json().telefone).toBe('(21) 3456-7890');
    const withCountry = await invite(paulo, { idPessoa: paulo.idPessoa, nome: 'Ana Celular', email: 'ana.celular@example.com', telefone: '+55 (31) 99876-5432' });
    expect(withCountry.json().telefone).toBe('(31) 99876-5432');
  });

  it('answers 400 {message, errors} in Portuguese for a bad e-mail, a bad phone and a blank name', async () => {
    const response = await invite(carlos, { idPessoa: carlos.idPessoa, nome: '   ', email: 'joana@semponto', telefone: '(11) 8765-432' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('Os dados enviados são inválidos. Corrija os campos indicados.');
    expect(body.errors).toEqual([
      { path: 'nome', message: 'Informe o nome de quem você quer convidar.', type: 'required' },
      { path: 'email', message: 'Informe um e-mail válido, como nome@exemplo.com.br.', type: 'format' },
      { path: 'telefone', message: 'Informe um telefone com DDD, como (11) 98765-4321 ou (11) 3456-7890.', type: 'format' },
    ]);
    // A mobile without the 9, an area code with a zero, letters: all refused.
    for (const telefone of ['(11) 88765-4321', '(10) 98765-4321', '11 9876A-4321']) {
      const refused = await invite(carlos, { idPessoa: carlos.idPessoa, nome: 'Teste', email: 'teste.telefone@example.com', telefone });
      expect(refused.statusCode, telefone).toBe(400);
      expect(refused.json().errors).toEqual([expect.objectContaining({ path: 'telefone' })]);
    }
    // Missing fields are a schema error, also 400 with the field's path.
    const missing = await invite(carlos, { idPessoa: carlos.idPessoa, nome: 'Sem e-mail' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.length).toBeGreaterThan(0);
  });

  it('refuses the inviter’s own e-mail', async () => {
    const response = await invite(carlos, { idPessoa: carlos.idPessoa, nome: 'Eu mesmo', email: DEMO_ACCOUNTS.carlos.email.toUpperCase(), telefone: '11987654321' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'email', message: 'Este e-mail é o seu. Informe o e-mail da pessoa que você quer convidar.', type: 'self' }]);
  });

  it('answers 401 without a session and 403 for another person', async () => {
    expect((await invite(null, { idPessoa: carlos.idPessoa, nome: 'X', email: 'x@example.com', telefone: '11987654321' })).statusCode).toBe(401);
    const other = await invite(maria, { idPessoa: carlos.idPessoa, nome: 'Pelo Carlos', email: 'pelo.carlos@example.com', telefone: '11987654321' });
    expect(other.statusCode).toBe(403);
    expect(await mailsTo('pelo.carlos@example.com')).toHaveLength(0);
  });

  it('answers 403 in the loan-enabled plan kind (Lucas, Mais Valor), for him and for an administrator viewing as him', async () => {
    const own = await invite(lucas, { idPessoa: lucas.idPessoa, nome: 'Amigo do Lucas', email: 'amigo.lucas@example.com', telefone: '11987654321' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Este serviço não está disponível no seu plano.');
    const asLucas = await invite(ana, { idPessoa: lucas.idPessoa, nome: 'Amigo do Lucas', email: 'amigo.lucas@example.com', telefone: '11987654321' }, { 'x-pessoa-alvo': String(lucas.idPessoa) });
    expect(asLucas.statusCode).toBe(403);
    expect((await list(lucas, lucas.idPessoa)).statusCode).toBe(403);
    expect(await mailsTo('amigo.lucas@example.com')).toHaveLength(0);
  });

  it('lets an administrator viewing as the person invite for them (recorded with the administrator as actor)', async () => {
    const response = await invite(ana, { idPessoa: maria.idPessoa, nome: 'Vizinha da Maria', email: 'vizinha.maria@example.com', telefone: '(11) 3456-7890' }, { 'x-pessoa-alvo': String(maria.idPessoa) });
    expect(response.statusCode).toBe(201);
    const [row] = await invitationsOf(maria.idPessoa);
    expect(row).toMatchObject({ idPessoa: maria.idPessoa, idAtor: ana.idPessoa });
    const [mail] = await mailsTo('vizinha.maria@example.com');
    expect(mail.assunto.startsWith('Maria convidou você')).toBe(true);
    // The administrator as such names any person; an absent one is 404.
    expect((await invite(ana, { idPessoa: 2_000_000_000, nome: 'X', email: 'x@example.com', telefone: '11987654321' })).statusCode).toBe(404);
  });

  it('refuses the same e-mail twice within 30 days (409), and allows it after', async () => {
    const body = { idPessoa: maria.idPessoa, nome: 'Primo da Maria', email: 'primo.maria@example.com', telefone: '11987654321' };
    expect((await invite(maria, body)).statusCode).toBe(201);
    const again = await invite(maria, { ...body, email: 'PRIMO.maria@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Você já convidou este e-mail em \d{2}\/\d{2}\/\d{4}\. Um novo convite para ele pode ser enviado 30 dias depois do anterior\.$/);
    expect(await mailsTo('primo.maria@example.com')).toHaveLength(1);
    // Another participant may invite the same address: nobody learns whom others invited.
    expect((await invite(carlos, { ...body, idPessoa: carlos.idPessoa })).statusCode).toBe(201);
    await ageInvitations(maria.idPessoa, 30 * 24 + 1);
    expect((await invite(maria, body)).statusCode).toBe(201);
  });

  it('allows 5 invitations in 24 hours per person: the sixth is 429, and the window moves on', async () => {
    await ageInvitations(paulo.idPessoa, 25);
    const send = (index: number) => invite(paulo, { idPessoa: paulo.idPessoa, nome: `Convidado ${index}`, email: `limite.${index}@example.com`, telefone: '11987654321' });
    const statuses = [];
    for (let index = 1; index <= 6; index += 1) statuses.push((await send(index)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await send(7);
    expect(refused.json().message).toBe('Você já enviou 5 convites nas últimas 24 horas. Tente novamente amanhã.');
    expect(await mailsTo('limite.6@example.com')).toHaveLength(0);
    await ageInvitations(paulo.idPessoa, 24);
    expect((await send(6)).statusCode).toBe(201);
  });

  it('counts invitations sent at the same time one after the other (never past the limit)', async () => {
    const bruno = await login(context.app, DEMO_ACCOUNTS.bruno.cpf);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => invite(bruno, { idPessoa: bruno.idPessoa, nome: `Simultâneo ${index}`, email: `simultaneo.${index}@example.com`, telefone: '11987654321' })),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(3);
    expect(await invitationsOf(bruno.idPessoa)).toHaveLength(5);
  });
});

describe('GET /api/retornarConvites/{idPessoa}', () => {
  it('lists the person’s invitations, the newest first, with date, name, e-mail and phone', async () => {
    const response = await list(carlos, carlos.idPessoa);
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows.map((row: { email: string }) => row.email)).toEqual(['primo.maria@example.com', 'joana.silva@example.com']);
    expect(rows[1]).toMatchObject({ nome: 'Joana da Silva', telefone: '(11) 98765-4321' });
    expect(rows[1].criadoEm).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers 401, 403 for another person, and an empty list for someone who never invited', async () => {
    expect((await list(null, carlos.idPessoa)).statusCode).toBe(401);
    expect((await list(maria, carlos.idPessoa)).statusCode).toBe(403);
    expect((await list(ana, carlos.idPessoa)).statusCode).toBe(200);
    const diego = await login(context.app, DEMO_ACCOUNTS.diego.cpf);
    // Diego is of Mais Valor only: the service is not in his plan.
    expect((await list(diego, diego.idPessoa)).statusCode).toBe(403);
    const otavio = await login(context.app, DEMO_ACCOUNTS.otavio.cpf);
    expect((await list(otavio, otavio.idPessoa)).json()).toEqual([]);
  });
});
