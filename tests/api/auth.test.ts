import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigoSeguranca, sessao } from '@/server/db/schema/auth';
import { emailSaida } from '@/server/db/schema/email-templates';
import { pessoa } from '@/server/db/schema/people';
import { hashToken } from '@/server/plugins/authentication';
import { bearer, createTestContext, DEMO_ACCOUNTS, DEMO_PASSWORD, login, type TestContext } from './helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ loginMaxFailuresPerIp: 1000 });
});
afterAll(() => context.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => context.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/autenticar', () => {
  it('signs in with the CPF masked or not and returns the person and the onboarding flags', async () => {
    for (const cpf of ['529.982.247-25', '52998224725']) {
      const response = await post('/api/autenticar', { cpf, senha: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.pessoa).toMatchObject({ nome: 'Carlos Contribuinte', cpf: '52998224725', data_nascimento: '1979-07-21', admin: 'N' });
      expect(body.onboarding).toBe('N');
    }
  });

  it('tells a pending onboarding and its path', async () => {
    const response = await post('/api/autenticar', { cpf: DEMO_ACCOUNTS.otavio.cpf, senha: DEMO_PASSWORD });
    expect(response.json()).toMatchObject({ onboarding: 'S', onboarding_plano: 6 });
  });

  it('marks administrators', async () => {
    const response = await post('/api/autenticar', { cpf: '111.444.777-35', senha: DEMO_PASSWORD });
    expect(response.json().pessoa.admin).toBe('S');
  });

  it('answers a wrong password and an unknown CPF with the same 401 message', async () => {
    const wrongPassword = await post('/api/autenticar', { cpf: DEMO_ACCOUNTS.sofia.cpf, senha: 'Errada@123' });
    const unknownCpf = await post('/api/autenticar', { cpf: '935.411.347-80', senha: DEMO_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownCpf.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'CPF ou senha inválidos.' });
    expect(unknownCpf.json()).toEqual(wrongPassword.json());
  });

  it('keeps only a hash of the token, valid for one hour', async () => {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS.paulo.cpf);
    const rows = await context.database.db.select().from(sessao).where(eq(sessao.idPessoa, idPessoa));
    expect(rows.some((row) => row.tokenHash === hashToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.find((candidate) => candidate.tokenHash === hashToken(token))!;
    expect(row.expiraEm.getTime() - row.criadoEm.getTime()).toBeGreaterThan(3590_000);
    expect(row.expiraEm.getTime() - row.criadoEm.getTime()).toBeLessThanOrEqual(3601_000);
  });

  it('stores passwords as argon2id with m ≥ 19 MiB and t ≥ 2', async () => {
    const person = await context.database.db.query.pessoa.findFirst({ where: eq(pessoa.cpf, DEMO_ACCOUNTS.carlos.cpf) });
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(person!.senhaHash);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
  });

  it.each([
    [{}, ['body/cpf']],
    [{ cpf: '529.982.247-25' }, ['body/senha']],
    [{ cpf: 'abc', senha: 'x' }, ['body/cpf']],
    [{ cpf: 52998224725, senha: 'x' }, ['body/cpf']],
    [{ cpf: '52998224725', senha: '' }, ['body/senha']],
    [{ cpf: '52998224725', senha: 'x', extra: 1 }, ['body']],
  ])('refuses the body %j with 400 and the field in error', async (payload, paths) => {
    const response = await post('/api/autenticar', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('Os dados enviados são inválidos. Corrija os campos indicados.');
    expect(body.errors.map((error: { path: string }) => error.path)).toEqual(paths);
    expect(body.errors[0].message).toMatch(/deve|não/);
  });

  it('refuses malformed JSON and other content types without a 500', async () => {
    const malformed = await context.app.inject({ method: 'POST', url: '/api/autenticar', payload: '{"cpf":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/requisição/);
    const text = await context.app.inject({ method: 'POST', url: '/api/autenticar', payload: 'cpf=1', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/JSON/);
  });
});

describe('brute force', () => {
  it('locks a CPF after 10 failures in 15 minutes with 429 and Retry-After, without touching other CPFs', async () => {
    const cpf = DEMO_ACCOUNTS.lucas.cpf;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await post('/api/autenticar', { cpf, senha: `Errada@${attempt}` })).statusCode).toBe(401);
    }
    const locked = await post('/api/autenticar', { cpf, senha: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(850);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(locked.json().message).toMatch(/Muitas tentativas/);
    expect((await post('/api/autenticar', { cpf: DEMO_ACCOUNTS.maria.cpf, senha: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('lets the CPF in again once its failures leave the window', async () => {
    const cpf = DEMO_ACCOUNTS.lucas.cpf;
    await context.database.db.execute(`update tentativa_login set criado_em = criado_em - interval '16 minutes' where cpf = '${cpf}'` as never);
    expect((await post('/api/autenticar', { cpf, senha: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('a success resets the count of the CPF', async () => {
    const cpf = DEMO_ACCOUNTS.bruno.cpf;
    for (let attempt = 0; attempt < 9; attempt += 1) await post('/api/autenticar', { cpf, senha: 'Errada@1' });
    expect((await post('/api/autenticar', { cpf, senha: DEMO_PASSWORD })).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) await post('/api/autenticar', { cpf, senha: 'Errada@1' });
    expect((await post('/api/autenticar', { cpf, senha: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('brute force per address', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext({ loginMaxFailuresPerIp: 3 });
  });
  afterAll(() => strict.close());

  it('locks an address that fails across many CPFs', async () => {
    const cpfs = [DEMO_ACCOUNTS.carlos.cpf, DEMO_ACCOUNTS.maria.cpf, DEMO_ACCOUNTS.paulo.cpf];
    for (const cpf of cpfs) expect((await strict.app.inject({ method: 'POST', url: '/api/autenticar', payload: { cpf, senha: 'Errada@1' } })).statusCode).toBe(401);
    const response = await strict.app.inject({ method: 'POST', url: '/api/autenticar', payload: { cpf: DEMO_ACCOUNTS.sofia.cpf, senha: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    const otherAddress = await strict.app.inject({ method: 'POST', url: '/api/autenticar', remoteAddress: '10.0.0.9', payload: { cpf: DEMO_ACCOUNTS.sofia.cpf, senha: DEMO_PASSWORD } });
    expect(otherAddress.statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token: the next call gets 401', async () => {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS.sofia.cpf);
    const before = await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: bearer(token) });
    expect(before.statusCode).toBe(200);
    expect((await post('/api/logout', undefined, bearer(token))).statusCode).toBe(200);
    const after = await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/sessão/i);
  });

  it('needs a session', async () => {
    expect((await post('/api/logout', undefined)).statusCode).toBe(401);
    expect((await post('/api/logout', undefined, bearer('x'.repeat(43)))).statusCode).toBe(401);
    expect((await post('/api/logout', undefined, { authorization: 'Basic abc' })).statusCode).toBe(401);
  });

  it("an expired session is refused, also once the lookup's plan is cached", async () => {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS.sofia.cpf);
    // PostgreSQL keeps a generic plan for a prepared statement after five runs: now() must still be read per call.
    for (let call = 0; call < 7; call += 1) {
      expect((await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: bearer(token) })).statusCode).toBe(200);
    }
    await context.database.db.update(sessao).set({ expiraEm: new Date(Date.now() - 1000) }).where(eq(sessao.tokenHash, hashToken(token)));
    expect((await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: bearer(token) })).statusCode).toBe(401);
  });
});

async function latestCodeFor(email: string) {
  const rows = await context.database.db.select().from(emailSaida).where(eq(emailSaida.destinatario, email));
  const last = rows.sort((a, b) => b.id - a.id)[0];
  return /\b(\d{6})\b/.exec(last.corpo)![1];
}

describe('password reset', () => {
  const cpf = DEMO_ACCOUNTS.maria.cpf;
  const email = DEMO_ACCOUNTS.maria.email;
  const newPassword = 'Nova#Senha2026';

  it('answers the same for known and unknown CPFs and sends the code only to the person', async () => {
    const known = await post('/api/solicitarCodigoSeguranca', { cpf });
    const unknown = await post('/api/solicitarCodigoSeguranca', { cpf: '935.411.347-80' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const code = await latestCodeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await context.database.db.select().from(codigoSeguranca);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
  });

  it('validates the code without using it up, refuses a wrong one, and resets the password', async () => {
    const { token: oldToken, idPessoa } = await login(context.app, cpf);
    await post('/api/solicitarCodigoSeguranca', { cpf });
    const code = await latestCodeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await post('/api/validarCodigoSeguranca', { cpf, codigo: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Código de segurança inválido/);
    expect((await post('/api/validarCodigoSeguranca', { cpf, codigo: code })).json()).toEqual({ valido: true });

    const weak = await post('/api/redefinirSenha', { cpf, codigo: code, senha: 'semregras', confirmacaoSenha: 'semregras' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatchObject({ path: 'senha', type: 'password' });
    const spaces = await post('/api/redefinirSenha', { cpf, codigo: code, senha: 'Com Espaço1!', confirmacaoSenha: 'Com Espaço1!' });
    expect(spaces.json().errors[0].message).toBe('A senha não pode conter espaços em branco.');
    const mismatch = await post('/api/redefinirSenha', { cpf, codigo: code, senha: newPassword, confirmacaoSenha: 'Outra#Senha1' });
    expect(mismatch.json().errors).toEqual([{ path: 'confirmacaoSenha', message: 'As senhas devem ser iguais', type: 'match' }]);

    const reset = await post('/api/redefinirSenha', { cpf, codigo: code, senha: newPassword, confirmacaoSenha: newPassword });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Senha alterada com sucesso.');
    expect((await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: bearer(oldToken) })).statusCode).toBe(401);
    expect((await post('/api/autenticar', { cpf, senha: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/autenticar', { cpf, senha: newPassword })).statusCode).toBe(200);
    // Single use.
    expect((await post('/api/redefinirSenha', { cpf, codigo: code, senha: 'Outra#Senha9', confirmacaoSenha: 'Outra#Senha9' })).statusCode).toBe(400);
  });

  it('gives up a code after 5 wrong tries, even for the right code afterwards', async () => {
    await post('/api/solicitarCodigoSeguranca', { cpf });
    const code = await latestCodeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await post('/api/validarCodigoSeguranca', { cpf, codigo: wrong })).statusCode).toBe(400);
    expect((await post('/api/validarCodigoSeguranca', { cpf, codigo: code })).statusCode).toBe(400);
  });

  it('refuses an expired code and a code replaced by a newer one', async () => {
    await post('/api/solicitarCodigoSeguranca', { cpf });
    const first = await latestCodeFor(email);
    await post('/api/solicitarCodigoSeguranca', { cpf });
    const second = await latestCodeFor(email);
    if (first !== second) expect((await post('/api/validarCodigoSeguranca', { cpf, codigo: first })).statusCode).toBe(400);
    expect((await post('/api/validarCodigoSeguranca', { cpf, codigo: second })).statusCode).toBe(200);
    await context.database.db.update(codigoSeguranca).set({ expiraEm: new Date(Date.now() - 1000) });
    expect((await post('/api/validarCodigoSeguranca', { cpf, codigo: second })).statusCode).toBe(400);
  });

  it('refuses malformed codes with 400 field errors', async () => {
    const response = await post('/api/validarCodigoSeguranca', { cpf, codigo: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('body/codigo');
  });
});

describe('POST /api/alterarSenha', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const cpf = DEMO_ACCOUNTS.paulo.cpf;
    const current = await login(context.app, cpf);
    const other = await login(context.app, cpf);
    const wrong = await post('/api/alterarSenha', { senhaAtual: 'Errada@1', novaSenha: 'Nova#Senha2026', confirmacaoSenha: 'Nova#Senha2026' }, bearer(current.token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('A senha atual está incorreta.');
    const changed = await post('/api/alterarSenha', { senhaAtual: DEMO_PASSWORD, novaSenha: 'Nova#Senha2026', confirmacaoSenha: 'Nova#Senha2026' }, bearer(current.token));
    expect(changed.statusCode).toBe(200);
    const url = `/api/retornarPlanosAtivos/${current.idPessoa}`;
    expect((await context.app.inject({ method: 'GET', url, headers: bearer(current.token) })).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'GET', url, headers: bearer(other.token) })).statusCode).toBe(401);
  });

  it('needs a session', async () => {
    expect((await post('/api/alterarSenha', { senhaAtual: 'a', novaSenha: 'b', confirmacaoSenha: 'b' })).statusCode).toBe(401);
  });
});

describe('GET /api/retornarCaixaSaida', () => {
  it('shows administrators the outbox and refuses participants', async () => {
    const admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
    const participant = await login(context.app, DEMO_ACCOUNTS.sofia.cpf);
    const ok = await context.app.inject({ method: 'GET', url: '/api/retornarCaixaSaida', headers: bearer(admin.token) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()[0]).toMatchObject({ destinatario: DEMO_ACCOUNTS.maria.email, assunto: 'Seu código de segurança' });
    expect((await context.app.inject({ method: 'GET', url: '/api/retornarCaixaSaida', headers: bearer(participant.token) })).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: '/api/retornarCaixaSaida' })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url: '/api/retornarCaixaSaida?limit=0', headers: bearer(admin.token) })).statusCode).toBe(400);
  });
});
