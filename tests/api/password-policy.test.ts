import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSaida } from '@/server/db/schema/email-templates';
import { bearer, createTestContext, DEMO_ACCOUNTS, DEMO_PASSWORD, login, type TestContext } from './helpers';

/**
 * Minimum length (ASVS V6.2.1) and common passwords (V6.2.4), enforced by the server on every flow that sets a
 * password: onboarding's password step, the reset with a security code and the change of a signed-in person.
 */

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ loginMaxFailuresPerIp: 1000 });
});
afterAll(() => context.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) => context.app.inject({ method: 'POST', url, payload, headers });

const TOO_SHORT = { password: 'Aa1!xyz', message: 'A senha deve ter pelo menos 8 caracteres.' };
const COMMON_MESSAGE = 'Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.';
// Both meet every rule of the checklist: only the list refuses them.
const COMMON = ['Senha@123', 'Mudar@123', 'Flamengo@2026'];
const GOOD = 'Lua#Cheia-no-Quintal7';

function expectFieldError(response: Awaited<ReturnType<typeof post>>, path: string, message: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.message).toEqual(expect.any(String));
  expect(body.errors).toContainEqual({ path, message, type: 'password' });
}

describe('onboarding: the password step (idStep 1)', () => {
  it('refuses a short and a common password with 400, and takes a good one', async () => {
    const olivia = await login(context.app, DEMO_ACCOUNTS.olivia.cpf);
    const send = (password: string) =>
      post('/api/enviarDadosOnboarding', { idPessoa: olivia.idPessoa, idPlano: 4, idStep: 1, pular: 'N', metadata: { password } }, bearer(olivia.token));

    expectFieldError(await send(TOO_SHORT.password), 'metadata/password', TOO_SHORT.message);
    for (const password of COMMON) expectFieldError(await send(password), 'metadata/password', COMMON_MESSAGE);
    // Nothing changed: the demo password still signs in.
    expect((await post('/api/autenticar', { cpf: DEMO_ACCOUNTS.olivia.cpf, senha: DEMO_PASSWORD })).statusCode).toBe(200);

    const accepted = await send(GOOD);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().proximaEtapa).toBe(2);
    expect((await post('/api/autenticar', { cpf: DEMO_ACCOUNTS.olivia.cpf, senha: GOOD })).statusCode).toBe(200);
  });
});

describe('POST /api/redefinirSenha', () => {
  it('refuses a short and a common password with 400, and takes a good one', async () => {
    const { cpf, email } = DEMO_ACCOUNTS.sofia;
    expect((await post('/api/solicitarCodigoSeguranca', { cpf })).statusCode).toBe(200);
    const rows = await context.database.db.select().from(emailSaida).where(eq(emailSaida.destinatario, email));
    const codigo = /\b(\d{6})\b/.exec(rows.sort((a, b) => b.id - a.id)[0].corpo)![1];
    const reset = (senha: string) => post('/api/redefinirSenha', { cpf, codigo, senha, confirmacaoSenha: senha });

    expectFieldError(await reset(TOO_SHORT.password), 'senha', TOO_SHORT.message);
    for (const password of COMMON) expectFieldError(await reset(password), 'senha', COMMON_MESSAGE);
    // A refused password does not use the code up.
    const accepted = await reset(GOOD);
    expect(accepted.statusCode).toBe(200);
    expect((await post('/api/autenticar', { cpf, senha: GOOD })).statusCode).toBe(200);
  });
});

describe('POST /api/alterarSenha', () => {
  it('refuses a short and a common password with 400, and takes a good one', async () => {
    const bruno = await login(context.app, DEMO_ACCOUNTS.bruno.cpf);
    const change = (novaSenha: string) => post('/api/alterarSenha', { senhaAtual: DEMO_PASSWORD, novaSenha, confirmacaoSenha: novaSenha }, bearer(bruno.token));

    expectFieldError(await change(TOO_SHORT.password), 'novaSenha', TOO_SHORT.message);
    for (const password of COMMON) expectFieldError(await change(password), 'novaSenha', COMMON_MESSAGE);
    expect((await post('/api/autenticar', { cpf: DEMO_ACCOUNTS.bruno.cpf, senha: DEMO_PASSWORD })).statusCode).toBe(200);

    const accepted = await change(GOOD);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: 'Senha alterada com sucesso.' });
    expect((await post('/api/autenticar', { cpf: DEMO_ACCOUNTS.bruno.cpf, senha: GOOD })).statusCode).toBe(200);
  });
});
