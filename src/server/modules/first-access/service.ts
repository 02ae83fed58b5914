import { randomBytes } from 'node:crypto';
import { ONBOARDING_STEP } from '@/domain/onboarding';
import { FIRST_ACCESS_MESSAGES, FIRST_ACCESS_TTL_MS, firstAccessLink, formatExpiry } from '@/domain/first-access';
import type { Database, Queryable } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import { hashToken } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import { hashPassword } from '../../security/passwords';
import * as authRepository from '../auth/repository';
import { passwordFieldErrors } from '../auth/service';
import * as repository from './repository';

/**
 * The first access of an imported person: a random token (32 bytes, base64url) goes in the e-mailed link
 * (/alterar-senha?token=…), only its SHA-256 is stored, with an expiry of FIRST_ACCESS_TTL_DAYS. Spending it sets the
 * person's first password (the reset's rules), counts the onboarding's password step as done, and ends the link;
 * the person then signs in as anyone does (and goes through the rest of the onboarding).
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

/** What the first-access e-mail (template primeiro_acesso, settings/emails) of one person holds. */
export interface FirstAccessMail {
  to: string;
  nome: string;
  link: string;
  validade: string;
}

/** New links for these people (inside the import's transaction) and the e-mails to send once it commits. */
export async function issueFirstAccessLinks(tx: Queryable, people: Array<{ idPessoa: number; nome: string; email: string }>, portalUrl: string, now = new Date()): Promise<FirstAccessMail[]> {
  const expiraEm = new Date(now.getTime() + FIRST_ACCESS_TTL_MS);
  const issued = people.map((person) => ({ person, token: randomBytes(32).toString('base64url') }));
  await repository.insertFirstAccessTokens(
    tx,
    issued.map(({ person, token }) => ({ idPessoa: person.idPessoa, tokenHash: hashToken(token), expiraEm })),
  );
  return issued.map(({ person, token }) => ({ to: person.email, nome: person.nome, link: firstAccessLink(portalUrl, token), validade: formatExpiry(expiraEm) }));
}

export function createFirstAccessService(db: Database) {
  /** 400 for an unknown or malformed token, 410 for a used or expired one. */
  async function tokenOr4xx(token: string, now: Date) {
    if (!TOKEN_PATTERN.test(token)) throw new HttpError(400, FIRST_ACCESS_MESSAGES.invalidLink);
    const row = await repository.findFirstAccessToken(db, hashToken(token));
    if (!row) throw new HttpError(400, FIRST_ACCESS_MESSAGES.invalidLink);
    if (row.usadoEm) throw new HttpError(410, FIRST_ACCESS_MESSAGES.usedLink);
    if (row.expiraEm <= now) throw new HttpError(410, FIRST_ACCESS_MESSAGES.expiredLink);
    return row;
  }

  return {
    /** What the page shows before the form: whose link it is (first name only) and until when it works. */
    async view(token: string, now = new Date()) {
      const row = await tokenOr4xx(token, now);
      return { nome: row.nome.split(' ')[0], expiraEm: row.expiraEm.toISOString() };
    },

    /** Sets the first password (the reset's rules) and spends the link, in one transaction; a spent or expired link first. */
    async createPassword(token: string, senha: string, confirmacaoSenha: string, ip: string, now = new Date()) {
      const row = await tokenOr4xx(token, now);
      const errors = passwordFieldErrors('senha', senha, confirmacaoSenha);
      if (errors.length) throw invalidFields(errors);
      const senhaHash = await hashPassword(senha);
      await db.transaction(async (tx) => {
        if (!(await repository.spendFirstAccessToken(tx, row.id, now))) throw new HttpError(410, FIRST_ACCESS_MESSAGES.usedLink);
        await authRepository.updatePasswordHash(tx, row.idPessoa, senhaHash);
        await repository.markPasswordStepDone(tx, row.idPessoa, ONBOARDING_STEP.PASSWORD);
        await recordAudit(tx, { idAtor: row.idPessoa, idPessoaAlvo: row.idPessoa, acao: 'senha.primeiroAcesso', ip });
      });
      return { message: FIRST_ACCESS_MESSAGES.created };
    },
  };
}

export type FirstAccessService = ReturnType<typeof createFirstAccessService>;
