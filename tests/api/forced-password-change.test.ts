import type { AddressInfo } from 'node:net';
import { and, desc, eq, gt } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '@/server/db/schema/audit';
import { codigoSeguranca } from '@/server/db/schema/auth';
import { emailSaida } from '@/server/db/schema/email-templates';
import { pessoa } from '@/server/db/schema/people';
import { bearer, createTestContext, DEMO_ACCOUNTS, DEMO_PASSWORD, login, type TestContext } from './helpers';

let context: TestContext;
let url: string;
let ana: { token: string; idPessoa: number };
const sockets: Socket[] = [];

beforeAll(async () => {
  context = await createTestContext({ loginMaxFailuresPerIp: 1000 });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  ana = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await context.close();
});

const force = (idPessoa: unknown, headers: Record<string, string> = bearer(ana.token)) =>
  context.app.inject({ method: 'POST', url: '/api/solicitarAlteracaoSenha', headers, payload: { idPessoa } as object });
const newestOutboxId = async () => (await context.database.db.select({ id: emailSaida.id }).from(emailSaida).orderBy(desc(emailSaida.id)).limit(1))[0]?.id ?? 0;
const mailsSince = (afterId: number) => context.database.db.select().from(emailSaida).where(gt(emailSaida.id, afterId)).orderBy(emailSaida.id);

function openSocket(token: string) {
  const socket = connect(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('POST /api/solicitarAlteracaoSenha', () => {
  it('ends every session of the person at once (their sockets get logout), voids the password and e-mails a code', async () => {
    const first = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
    const second = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
    const socket = await openSocket(first.token);
    const loggedOut = new Promise((resolve) => socket.once('logout', resolve));
    const afterId = await newestOutboxId();

    const response = await force(first.idPessoa);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sessoesEncerradas: 2,
      email: 'c******e@example.com',
      message: 'Pronto. 2 sessões foram encerradas, a senha atual deixou de valer e o código de segurança foi enviado para c******e@example.com.',
    });

    expect(await loggedOut).toEqual({ reason: 'password-reset-required' });
    for (const token of [first.token, second.token]) {
      expect((await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${first.idPessoa}`, headers: bearer(token) })).statusCode).toBe(401);
    }
    // The old password no longer signs in.
    expect((await context.app.inject({ method: 'POST', url: '/api/autenticar', payload: { cpf: DEMO_ACCOUNTS.carlos.cpf, senha: DEMO_PASSWORD } })).statusCode).toBe(401);

    const mails = await mailsSince(afterId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ destinatario: DEMO_ACCOUNTS.carlos.email, assunto: 'Crie uma nova senha para o Portal do Participante' });
    expect(mails[0].corpo).toContain('Olá, Carlos.');
    expect(mails[0].corpo).toContain('Ele vale por 24 horas');
    const code = /\b(\d{6})\b/.exec(mails[0].corpo)![1];
    const [stored] = await context.database.db.select().from(codigoSeguranca).where(eq(codigoSeguranca.idPessoa, first.idPessoa)).orderBy(desc(codigoSeguranca.id)).limit(1);
    const hoursValid = (stored.expiraEm.getTime() - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(23.9);
    expect(hoursValid).toBeLessThanOrEqual(24);

    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'senha.trocaSolicitada')).orderBy(desc(auditoria.id)).limit(1);
    expect(audit).toMatchObject({ idAtor: ana.idPessoa, idPessoaAlvo: first.idPessoa, detalhes: { sessoesEncerradas: 2 } });

    // The person finishes in the password-reset flow with that code, then signs in with the new password.
    const newPassword = 'Outra#Senha2026';
    expect((await context.app.inject({ method: 'POST', url: '/api/validarCodigoSeguranca', payload: { cpf: DEMO_ACCOUNTS.carlos.cpf, codigo: code } })).json()).toEqual({ valido: true });
    const reset = await context.app.inject({ method: 'POST', url: '/api/redefinirSenha', payload: { cpf: DEMO_ACCOUNTS.carlos.cpf, codigo: code, senha: newPassword, confirmacaoSenha: newPassword } });
    expect(reset.statusCode).toBe(200);
    await login(context.app, DEMO_ACCOUNTS.carlos.cpf, newPassword);
  });

  it('says so when the person had no open session', async () => {
    const sofia = await login(context.app, DEMO_ACCOUNTS.sofia.cpf);
    await context.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(sofia.token) });
    const response = await force(sofia.idPessoa);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sessoesEncerradas: 0, message: expect.stringMatching(/^Pronto\. A pessoa não tinha sessões abertas, /) });
  });

  it('answers 400 for bad input, for the administrator themself and for a person without e-mail, changing nothing', async () => {
    for (const payload of [{}, { idPessoa: 'abc' }, { idPessoa: 0 }, { idPessoa: 1, outro: 1 }]) {
      const response = await context.app.inject({ method: 'POST', url: '/api/solicitarAlteracaoSenha', headers: bearer(ana.token), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const self = await force(ana.idPessoa);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Para trocar a sua própria senha, use "Alterar senha" no seu perfil.');
    expect((await context.app.inject({ method: 'GET', url: '/api/retornarPlanos', headers: bearer(ana.token) })).statusCode).toBe(200);

    const lucas = await login(context.app, DEMO_ACCOUNTS.lucas.cpf);
    await context.database.db.update(pessoa).set({ email: null }).where(eq(pessoa.id, lucas.idPessoa));
    const afterId = await newestOutboxId();
    try {
      const noEmail = await force(lucas.idPessoa);
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().message).toContain('não tem e-mail cadastrado');
      // Nothing happened: the session and the password still work, no e-mail, no audit.
      expect((await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${lucas.idPessoa}`, headers: bearer(lucas.token) })).statusCode).toBe(200);
      await login(context.app, DEMO_ACCOUNTS.lucas.cpf);
      expect(await mailsSince(afterId)).toEqual([]);
      expect(await context.database.db.select().from(auditoria).where(and(eq(auditoria.acao, 'senha.trocaSolicitada'), eq(auditoria.idPessoaAlvo, lucas.idPessoa)))).toEqual([]);
    } finally {
      await context.database.db.update(pessoa).set({ email: DEMO_ACCOUNTS.lucas.email }).where(eq(pessoa.id, lucas.idPessoa));
    }
  });

  it('answers 401 without a session, 403 to participants (also about themselves) and 404 for an unknown person', async () => {
    const maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
    expect((await force(maria.idPessoa, {})).statusCode).toBe(401);
    const participant = await force(maria.idPessoa, bearer(maria.token));
    expect(participant.statusCode).toBe(403);
    const bruno = await login(context.app, DEMO_ACCOUNTS.bruno.cpf);
    expect((await force(maria.idPessoa, bearer(bruno.token))).statusCode).toBe(403);
    // Maria's session survived the refused calls.
    expect((await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${maria.idPessoa}`, headers: bearer(maria.token) })).statusCode).toBe(200);
    const unknown = await force(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Pessoa não encontrada.');
  });
});
