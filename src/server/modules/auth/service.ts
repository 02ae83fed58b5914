import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiValidationError } from '@/domain/api-types';
import { maskCpfForLog, normalizeCpf } from '@/domain/cpf';
import type { Database } from '../../db/client';
import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';
import { sendTemplatedEmail } from '../../mail/templates';
import type { RealtimeHub } from '../../realtime/socket-server';
import { hashToken } from '../../plugins/authentication';
import { HttpError } from '../../http-error';
import type { AuditAction } from '@/domain/audit-log';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';
import { getDecoyHash, hashPassword, verifyPassword } from '../../security/passwords';
import { serverPasswordProblem } from '../../security/common-passwords';
import { hashSecurityCode, issueSecurityCode, SECURITY_CODE_MAX_TRIES } from '../../security/security-code';
import { SECOND_FACTOR_MESSAGES } from '@/domain/second-factor';
import type { SecondFactorService } from '../second-factor/service';

export const AUTH_MESSAGES = {
  invalidCredentials: 'CPF ou senha inválidos.',
  tooManyAttempts: (minutes: number) =>
    `Muitas tentativas de acesso. Por segurança, aguarde ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e tente novamente.`,
  codeSent: 'Se o CPF estiver cadastrado, enviamos um código de segurança para o e-mail da pessoa. Ele vale por 10 minutos.',
  invalidCode: 'Código de segurança inválido ou expirado. Peça um novo código.',
  passwordChanged: 'Senha alterada com sucesso.',
  wrongCurrentPassword: 'A senha atual está incorreta.',
  samePassword: 'A nova senha deve ser diferente da atual.',
} as const;

interface Dependencies {
  db: Database;
  config: Config;
  mailer: Mailer;
  realtime: RealtimeHub;
  log: FastifyBaseLogger;
  secondFactor: SecondFactorService;
}

type PersonRow = NonNullable<Awaited<ReturnType<typeof repository.findPessoaByCpf>>>;

function sameHash(a: string, b: string) {
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

export function createAuthService({ db, config, mailer, realtime, log, secondFactor }: Dependencies) {
  const windowMs = config.loginFailureWindowSeconds * 1000;

  /** 429 when the CPF or the address has used up its failures in the window; Retry-After = when the oldest counted failure leaves it. */
  async function assertNotLocked(cpf: string | null, ip: string) {
    const since = new Date(Date.now() - windowMs);
    const checks: Array<[{ cpf: string } | { ip: string }, number]> = [[{ ip }, config.loginMaxFailuresPerIp]];
    if (cpf) checks.unshift([{ cpf }, config.loginMaxFailuresPerCpf]);
    for (const [by, limit] of checks) {
      const failures = await repository.recentFailures(db, by, since, limit);
      if (failures.length >= limit) {
        const unlockAt = failures[limit - 1].criadoEm.getTime() + windowMs;
        const seconds = Math.max(1, Math.ceil((unlockAt - Date.now()) / 1000));
        log.warn({ cpf: cpf ? maskCpfForLog(cpf) : null, ip, retryAfter: seconds }, 'login locked');
        throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts(Math.ceil(seconds / 60)), { 'Retry-After': String(seconds) });
      }
    }
  }

  async function findPessoaForCode(rawCpf: string) {
    const cpf = normalizeCpf(rawCpf);
    return cpf ? repository.findPessoaByCpf(db, cpf) : undefined;
  }

  /** Checks the code, counting the try; the code stays usable (validation does not consume it). */
  async function checkSecurityCode(rawCpf: string, code: string) {
    const person = await findPessoaForCode(rawCpf);
    const open = person ? await repository.findOpenSecurityCode(db, person.id) : undefined;
    if (!person || !open || open.tentativas >= SECURITY_CODE_MAX_TRIES) throw new HttpError(400, AUTH_MESSAGES.invalidCode);
    if (!sameHash(open.codigoHash, hashSecurityCode(person.id, code))) {
      await repository.countSecurityCodeTry(db, open.id);
      log.warn({ cpf: maskCpfForLog(person.cpf) }, 'wrong security code');
      throw new HttpError(400, AUTH_MESSAGES.invalidCode);
    }
    return { person, code: open };
  }

  async function replacePassword(idPessoa: number, newPassword: string, keepIdSessao: number | null, audit: { idAtor: number; acao: AuditAction; ip: string }) {
    const senhaHash = await hashPassword(newPassword);
    const revoked = await db.transaction(async (tx) => {
      await repository.updatePasswordHash(tx, idPessoa, senhaHash);
      const ids = await repository.revokeSessionsOf(tx, idPessoa, keepIdSessao);
      await recordAudit(tx, { idAtor: audit.idAtor, idPessoaAlvo: idPessoa, acao: audit.acao, ip: audit.ip, detalhes: { sessoesEncerradas: ids.length } });
      return ids;
    });
    realtime.endSessions(revoked, 'password-changed');
  }

  /** A new session for a person who has proved who they are: the success clears their failures. */
  async function startSession(person: PersonRow, input: { ip: string; userAgent: string | null }) {
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await repository.recordLoginAttempt(tx, { cpf: person.cpf, ip: input.ip, sucesso: true });
      await repository.createSession(tx, {
        idPessoa: person.id,
        tokenHash: hashToken(token),
        expiraEm: new Date(Date.now() + config.sessionTtlSeconds * 1000),
        ip: input.ip,
        userAgent: input.userAgent?.slice(0, 400) ?? null,
      });
    });
    return {
      token,
      pessoa: { id: person.id, nome: person.nome, cpf: person.cpf, data_nascimento: person.dataNascimento, admin: person.admin === 'S' ? 'S' : 'N' },
      onboarding: person.onboarding === 'N' ? 'N' : 'S',
      onboarding_plano: person.onboardingPlano,
    } as const;
  }

  return {
    async login(input: { cpf: string; senha: string; ip: string; userAgent: string | null }) {
      const cpf = normalizeCpf(input.cpf);
      await assertNotLocked(cpf, input.ip);
      const person = cpf ? await repository.findPessoaByCpf(db, cpf) : undefined;
      const isValid = await verifyPassword(person?.senhaHash ?? (await getDecoyHash()), input.senha);
      if (!person || !isValid) {
        await repository.recordLoginAttempt(db, { cpf, ip: input.ip, sucesso: false });
        log.warn({ cpf: maskCpfForLog(input.cpf), ip: input.ip }, 'login failed');
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      if (person.admin === 'S') {
        // The password alone opens no administrator's session once they have a second factor; the success is
        // recorded (and the lockout count cleared) only after the code, so guessing codes cannot be reset by it.
        if (await secondFactor.isEnrolled(person.id)) return { segundoFator: true, desafio: await secondFactor.createChallenge(person.id) } as const;
        if (config.adminTotpRequired) {
          log.warn({ cpf: maskCpfForLog(person.cpf), ip: input.ip }, 'administrator without a second factor refused');
          throw new HttpError(403, SECOND_FACTOR_MESSAGES.required);
        }
      }
      return startSession(person, input);
    },

    /** The second step of an administrator's sign-in: the challenge of autenticar and a TOTP or recovery code. */
    async loginSecondStep(input: { desafio: string; codigo: string; ip: string; userAgent: string | null }) {
      const challenge = await secondFactor.openChallenge(input.desafio);
      const person = await repository.findPessoaById(db, challenge.idPessoa);
      if (!person) throw new HttpError(401, SECOND_FACTOR_MESSAGES.challengeExpired);
      await assertNotLocked(person.cpf, input.ip);
      if (!(await secondFactor.acceptCode(person.id, input.codigo, input.ip))) {
        await secondFactor.countChallengeTry(challenge.id);
        await repository.recordLoginAttempt(db, { cpf: person.cpf, ip: input.ip, sucesso: false });
        log.warn({ cpf: maskCpfForLog(person.cpf), ip: input.ip }, 'second factor failed');
        throw new HttpError(401, SECOND_FACTOR_MESSAGES.wrongCode);
      }
      if (!(await secondFactor.consumeChallenge(challenge.id))) throw new HttpError(401, SECOND_FACTOR_MESSAGES.challengeExpired);
      return startSession(person, input);
    },

    async logout(idSessao: number) {
      await repository.revokeSession(db, idSessao);
      realtime.endSessions([idSessao], 'revoked');
    },

    async requestSecurityCode(rawCpf: string, ip: string) {
      const person = await findPessoaForCode(rawCpf);
      if (!person?.email) {
        log.info({ cpf: maskCpfForLog(rawCpf), ip }, 'security code asked for an unknown CPF or a person without e-mail');
        return;
      }
      const code = await issueSecurityCode(db, person.id);
      await sendTemplatedEmail(db, mailer, { to: person.email, chave: 'codigo_seguranca', valores: { nome: person.nome.split(' ')[0], codigo: code } });
    },

    async validateSecurityCode(rawCpf: string, code: string) {
      await checkSecurityCode(rawCpf, code);
    },

    async resetPassword(input: { cpf: string; codigo: string; senha: string; ip: string }) {
      const { person, code } = await checkSecurityCode(input.cpf, input.codigo);
      if (!(await repository.consumeSecurityCode(db, code.id))) throw new HttpError(400, AUTH_MESSAGES.invalidCode);
      await replacePassword(person.id, input.senha, null, { idAtor: person.id, acao: 'senha.redefinida', ip: input.ip });
    },

    async changePassword(input: { idPessoa: number; idSessao: number; senhaAtual: string; novaSenha: string; ip: string }) {
      const person = await repository.findPessoaById(db, input.idPessoa);
      if (!person || !(await verifyPassword(person.senhaHash, input.senhaAtual))) throw new HttpError(400, AUTH_MESSAGES.wrongCurrentPassword);
      if (input.senhaAtual === input.novaSenha) throw new HttpError(400, AUTH_MESSAGES.samePassword);
      await replacePassword(person.id, input.novaSenha, input.idSessao, { idAtor: person.id, acao: 'senha.alterada', ip: input.ip });
    },

    listOutbox: (page: number, limit: number) => repository.listOutbox(db, limit, page * limit),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Password rules of spec §5, the minimum length and the list of common passwords, answered as field errors like the schema's. */
export function passwordFieldErrors(field: string, password: string, confirmation: string) {
  const errors: ApiValidationError[] = [];
  const problem = serverPasswordProblem(password);
  if (problem) errors.push({ path: field, message: problem, type: 'password' });
  if (!confirmation) errors.push({ path: 'confirmacaoSenha', message: 'A confirmação da senha é obrigatória', type: 'required' });
  else if (confirmation !== password) errors.push({ path: 'confirmacaoSenha', message: 'As senhas devem ser iguais', type: 'match' });
  return errors;
}
