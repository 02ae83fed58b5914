import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_MESSAGES } from '@/domain/second-factor';
import { totpCodeAt, totpStep } from '@/domain/second-factor-totp';
import { auditoria } from '@/server/db/schema/audit';
import { codigoRecuperacao, desafioLogin, segundoFator } from '@/server/db/schema/second-factor';
import { sessao } from '@/server/db/schema/auth';
import { hashToken } from '@/server/plugins/authentication';
import { enrolFromCommandLine } from '@/server/modules/second-factor/command-line';
import { bearer, createTestContext, DEMO_ACCOUNTS, DEMO_PASSWORD, login, type TestContext } from './helpers';

const STEP_MS = 30_000;
const ANA = DEMO_ACCOUNTS.ana.cpf;

/** The server reads the codes by this clock: the start of the current 30 s step, moved only by the tests. */
let clockMs = Math.floor(Date.now() / STEP_MS) * STEP_MS;
const clock = () => clockMs;

const codeOfStep = (secret: string, step: number) => totpCodeAt(secret, step * STEP_MS);

function inject(context: TestContext, method: 'GET' | 'POST', url: string, payload?: object, token?: string) {
  return context.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}

async function passwordStep(context: TestContext, cpf = ANA) {
  const response = await inject(context, 'POST', '/api/autenticar', { cpf, senha: DEMO_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('second factor of administrators (TOTP)', () => {
  let context: TestContext;
  let anaToken: string;
  let idAna: number;
  let secret: string;
  let recoveryCodes: string[];
  let step: number;

  beforeAll(async () => {
    context = await createTestContext({ loginMaxFailuresPerIp: 1000, totpEncryptionKey: 'chave-de-teste-com-mais-de-32-caracteres!' }, { clock });
    ({ token: anaToken, idPessoa: idAna } = await login(context.app, ANA));
  });
  afterAll(() => context.close());

  it('is for administrators only: 401 without a session, 403 for a participant', async () => {
    const carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
    for (const [method, url, payload] of [
      ['GET', '/api/retornarSegundoFator', undefined],
      ['POST', '/api/iniciarSegundoFator', undefined],
      ['POST', '/api/confirmarSegundoFator', { codigo: '123456' }],
      ['POST', '/api/desativarSegundoFator', { codigo: '123456' }],
    ] as const) {
      expect((await inject(context, method, url, payload)).statusCode).toBe(401);
      expect((await inject(context, method, url, payload, carlos.token)).statusCode).toBe(403);
    }
  });

  it('starts unenrolled: the password alone opens the session, as before', async () => {
    const status = await inject(context, 'GET', '/api/retornarSegundoFator', undefined, anaToken);
    expect(status.json()).toEqual({ ativo: false, ativadoEm: null, codigosRecuperacaoRestantes: 0, obrigatorio: false });
    const response = await passwordStep(context);
    expect(response.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('iniciarSegundoFator gives a QR code, its otpauth:// address and the secret; the secret is stored sealed', async () => {
    const response = await inject(context, 'POST', '/api/iniciarSegundoFator', undefined, anaToken);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { otpauthUrl: string; qrCode: string; segredo: string };
    expect(body.segredo).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(body.otpauthUrl);
    expect(uri.searchParams.get('secret')).toBe(body.segredo);
    expect(uri.searchParams.get('issuer')).toBe('Portal do Participante');
    expect(decodeURIComponent(uri.pathname)).toBe('/Portal do Participante:Ana Administradora');
    expect(body.qrCode.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(body.qrCode.split(',')[1], 'base64').toString()).toMatch(/^<svg[^>]*viewBox/);
    const [row] = await context.database.db.select().from(segundoFator).where(eq(segundoFator.idPessoa, idAna));
    expect(row.segredo).toBeNull();
    expect(row.ativadoEm).toBeNull();
    expect(row.segredoPendente).toMatch(/^v1:/);
    expect(row.segredoPendente).not.toContain(body.segredo);
    secret = body.segredo;
    // Still pending: the password alone is enough until the first code confirms it.
    expect((await passwordStep(context)).json().token).toBeDefined();
  });

  it('confirmarSegundoFator refuses a wrong code with 400 and a malformed one with the field in error', async () => {
    step = totpStep(clock());
    const wrongDigit = String((Number(codeOfStep(secret, step)[0]) + 1) % 10) + codeOfStep(secret, step).slice(1);
    const wrong = await inject(context, 'POST', '/api/confirmarSegundoFator', { codigo: wrongDigit }, anaToken);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
    const malformed = await inject(context, 'POST', '/api/confirmarSegundoFator', { codigo: '12345' }, anaToken);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe('body/codigo');
  });

  it('confirmarSegundoFator with the app’s code enrols and shows 10 recovery codes once, kept only as argon2id hashes', async () => {
    // The code of the step before now: a phone clock 30 s behind.
    const response = await inject(context, 'POST', '/api/confirmarSegundoFator', { codigo: codeOfStep(secret, step - 1) }, anaToken);
    expect(response.statusCode, response.body).toBe(200);
    recoveryCodes = response.json().codigosRecuperacao;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    const hashes = await context.database.db.select().from(codigoRecuperacao).where(eq(codigoRecuperacao.idPessoa, idAna));
    expect(hashes).toHaveLength(10);
    for (const row of hashes) expect(row.codigoHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(hashes)).not.toContain(recoveryCodes[0].replace('-', ''));
    const [factor] = await context.database.db.select().from(segundoFator).where(eq(segundoFator.idPessoa, idAna));
    expect(factor.ultimoPasso).toBe(step - 1);
    expect(factor.segredo).toMatch(/^v1:/);
    expect(factor.segredoPendente).toBeNull();
    const status = await inject(context, 'GET', '/api/retornarSegundoFator', undefined, anaToken);
    expect(status.json()).toMatchObject({ ativo: true, codigosRecuperacaoRestantes: 10, obrigatorio: false });
    const audit = await context.database.db.select().from(auditoria).where(and(eq(auditoria.idAtor, idAna), eq(auditoria.acao, 'segundoFator.ativado')));
    expect(audit).toHaveLength(1);
    // A second confirmation has nothing pending.
    const again = await inject(context, 'POST', '/api/confirmarSegundoFator', { codigo: codeOfStep(secret, step) }, anaToken);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SECOND_FACTOR_MESSAGES.nothingPending);
  });

  it('once enrolled, autenticar asks for the second step and opens no session: no token, no cookie', async () => {
    const sessionsBefore = await context.database.db.select().from(sessao).where(eq(sessao.idPessoa, idAna));
    const response = await passwordStep(context);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['desafio', 'segundoFator']);
    expect(body.segundoFator).toBe(true);
    expect(body.desafio).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['set-cookie']).toBeUndefined();
    const sessionsAfter = await context.database.db.select().from(sessao).where(eq(sessao.idPessoa, idAna));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);
    // The challenge is not a session token, and only its hash is stored.
    expect((await inject(context, 'GET', '/api/retornarSegundoFator', undefined, body.desafio)).statusCode).toBe(401);
    const [challenge] = await context.database.db.select().from(desafioLogin).where(eq(desafioLogin.tokenHash, hashToken(body.desafio)));
    expect(challenge.expiraEm.getTime() - challenge.criadoEm.getTime()).toBeLessThanOrEqual(5 * 60_000 + 1000);
    // Participants sign in as before.
    expect((await passwordStep(context, DEMO_ACCOUNTS.carlos.cpf)).json().token).toBeDefined();
  });

  it('autenticarSegundoFator: a wrong code is 401, the right one opens the session with its cookie, and the same code never again', async () => {
    const { desafio } = (await passwordStep(context)).json();
    const wrong = await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio, codigo: '000000' === codeOfStep(secret, step) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
    const code = codeOfStep(secret, step);
    const right = await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio, codigo: code });
    expect(right.statusCode, right.body).toBe(200);
    const session = right.json();
    expect(session.pessoa).toMatchObject({ id: idAna, nome: 'Ana Administradora', admin: 'S' });
    expect(String(right.headers['set-cookie'])).toMatch(/^login\.token=[A-Za-z0-9_-]{43}; Max-Age=3600; Path=\/; HttpOnly; SameSite=Strict/);
    expect((await inject(context, 'GET', '/api/retornarSegundoFator', undefined, session.token)).statusCode).toBe(200);
    // The challenge is used up.
    const reused = await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio, codigo: codeOfStep(secret, step + 1) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(SECOND_FACTOR_MESSAGES.challengeExpired);
    // Replay: the same code, and an earlier step's, with a fresh challenge.
    for (const replayed of [code, codeOfStep(secret, step - 1)]) {
      const { desafio: fresh } = (await passwordStep(context)).json();
      const replay = await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio: fresh, codigo: replayed });
      expect(replay.statusCode).toBe(401);
    }
  });

  it('a recovery code opens one session, once; its use is audited', async () => {
    const [first, second] = recoveryCodes;
    const { desafio } = (await passwordStep(context)).json();
    // Typed in lower case without the hyphen: still the code.
    const response = await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio, codigo: first.replace('-', '').toLowerCase() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().token).toBeDefined();
    const { desafio: again } = (await passwordStep(context)).json();
    expect((await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio: again, codigo: first })).statusCode).toBe(401);
    expect((await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio: again, codigo: second })).statusCode).toBe(200);
    const audit = await context.database.db.select().from(auditoria).where(and(eq(auditoria.idAtor, idAna), eq(auditoria.acao, 'segundoFator.codigoRecuperacaoUsado'))).orderBy(auditoria.id);
    expect(audit.map((row) => row.detalhes)).toEqual([{ restantes: 9 }, { restantes: 8 }]);
    const status = await inject(context, 'GET', '/api/retornarSegundoFator', undefined, anaToken);
    expect(status.json().codigosRecuperacaoRestantes).toBe(8);
  });

  it('a challenge takes five wrong codes, then even the right one needs a new sign-in', async () => {
    const { desafio } = (await passwordStep(context)).json();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio, codigo: `ZZZZZ-ZZZZ${attempt + 2}` })).statusCode).toBe(401);
    }
    const late = await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio, codigo: recoveryCodes[2] });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(SECOND_FACTOR_MESSAGES.challengeExpired);
  });

  it('refuses a malformed challenge with 400 and an unknown one with 401', async () => {
    const malformed = await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio: 'curto', codigo: '123456' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe('body/desafio');
    const unknown = await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio: 'A'.repeat(43), codigo: '123456' });
    expect(unknown.statusCode).toBe(401);
    const tooLong = await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio: 'A'.repeat(43), codigo: '1'.repeat(21) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('desativarSegundoFator needs a current code; then the password alone signs in again', async () => {
    const wrong = await inject(context, 'POST', '/api/desativarSegundoFator', { codigo: codeOfStep(secret, step) }, anaToken);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
    // Half a minute later: the next step's code, which the phone now shows.
    clockMs += STEP_MS;
    const right = await inject(context, 'POST', '/api/desativarSegundoFator', { codigo: codeOfStep(secret, step + 1) }, anaToken);
    expect(right.statusCode, right.body).toBe(200);
    expect(await context.database.db.select().from(codigoRecuperacao).where(eq(codigoRecuperacao.idPessoa, idAna))).toHaveLength(0);
    expect((await passwordStep(context)).json().token).toBeDefined();
    const audit = await context.database.db.select().from(auditoria).where(and(eq(auditoria.idAtor, idAna), eq(auditoria.acao, 'segundoFator.desativado')));
    expect(audit).toHaveLength(1);
    const notEnrolled = await inject(context, 'POST', '/api/desativarSegundoFator', { codigo: codeOfStep(secret, step + 1) }, anaToken);
    expect(notEnrolled.statusCode).toBe(400);
    expect(notEnrolled.json().message).toBe(SECOND_FACTOR_MESSAGES.notEnrolled);
  });
});

describe('ADMIN_TOTP_REQUIRED and the lockout', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ adminTotpRequired: true, loginMaxFailuresPerCpf: 3, loginMaxFailuresPerIp: 1000 });
  });
  afterAll(() => context.close());

  it('refuses an administrator without a second factor with 403 and says what to do; participants are not touched', async () => {
    const refused = await inject(context, 'POST', '/api/autenticar', { cpf: ANA, senha: DEMO_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SECOND_FACTOR_MESSAGES.required);
    expect(refused.json().message).toMatch(/npm run admin:totp/);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // A wrong password is still the usual 401, so the 403 tells nothing to whoever does not know the password.
    expect((await inject(context, 'POST', '/api/autenticar', { cpf: ANA, senha: 'Errada@123' })).statusCode).toBe(401);
    expect((await passwordStep(context, DEMO_ACCOUNTS.carlos.cpf)).json().token).toBeDefined();
  });

  it('npm run admin:totp enrols the administrator from the server’s terminal, then she signs in with a code', async () => {
    // The command reads the real clock, as the phone does.
    const printed: string[] = [];
    let secret = '';
    const answers = ['12345', '000000'];
    const exitCode = await enrolFromCommandLine(context.database.db, context.config, '111.444.777-35', {
      print: (text) => {
        printed.push(text);
        const match = /Ou digite o segredo no aplicativo: ([A-Z2-7 ]+)/.exec(text);
        if (match) secret = match[1].replace(/ /g, '');
      },
      ask: async () => {
        const answer = answers.shift();
        const current = totpCodeAt(secret, Date.now());
        return answer && answer !== current ? answer : current;
      },
    });
    expect(exitCode).toBe(0);
    const output = printed.join('\n');
    expect(output).toContain('Verificação em duas etapas de Ana Administradora.');
    expect(output).toContain('O código tem 6 dígitos.');
    expect(output).toContain(SECOND_FACTOR_MESSAGES.wrongCode);
    expect(output.match(/^ {2}[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/gm)).toHaveLength(10);
    // Unsealed without TOTP_ENCRYPTION_KEY, marked so.
    const [factor] = await context.database.db.select().from(segundoFator);
    expect(factor.segredo).toBe(`texto:${secret}`);

    const { desafio } = (await passwordStep(context)).json();
    // Half a minute later, the phone shows the next code.
    const session = await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio, codigo: codeOfStep(secret, totpStep(Date.now()) + 1) });
    expect(session.statusCode, session.body).toBe(200);

    // Required: it cannot be turned off.
    const disable = await inject(context, 'POST', '/api/desativarSegundoFator', { codigo: codeOfStep(secret, totpStep(Date.now()) + 1) }, session.json().token);
    expect(disable.statusCode).toBe(400);
    expect(disable.json().message).toBe(SECOND_FACTOR_MESSAGES.cannotDisableWhenRequired);
  });

  it('refuses an unknown CPF and a participant in the command', async () => {
    const printed: string[] = [];
    const io = { print: (text: string) => printed.push(text), ask: async () => '' };
    expect(await enrolFromCommandLine(context.database.db, context.config, DEMO_ACCOUNTS.carlos.cpf, io)).toBe(1);
    expect(await enrolFromCommandLine(context.database.db, context.config, undefined, io)).toBe(2);
    expect(printed).toEqual(['Não há administrador com esse CPF.', 'Informe o CPF do administrador: npm run admin:totp -- 111.444.777-35']);
  });

  it('wrong codes count toward the CPF lockout, and the right password in between does not clear them', async () => {
    const wrongCode = async () => {
      const { desafio } = (await passwordStep(context)).json();
      return inject(context, 'POST', '/api/autenticarSegundoFator', { desafio, codigo: 'ZZZZZ-ZZZZZ' });
    };
    expect((await wrongCode()).statusCode).toBe(401);
    expect((await wrongCode()).statusCode).toBe(401);
    expect((await wrongCode()).statusCode).toBe(401);
    // Three failures (LOGIN_MAX_FAILURES_PER_CPF=3): the CPF is locked, at both steps.
    const locked = await inject(context, 'POST', '/api/autenticar', { cpf: ANA, senha: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(locked.json().message).toMatch(/Muitas tentativas/);
  });

  it('a locked CPF is refused at the second step too, even with a valid challenge', async () => {
    await context.database.db.execute(`update tentativa_login set criado_em = criado_em - interval '16 minutes' where cpf = '${ANA}'` as never);
    const { desafio } = (await passwordStep(context)).json();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio, codigo: 'ZZZZZ-ZZZZZ' })).statusCode).toBe(401);
    }
    const locked = await inject(context, 'POST', '/api/autenticarSegundoFator', { desafio, codigo: 'ZZZZZ-ZZZZZ' });
    expect(locked.statusCode).toBe(429);
  });
});
