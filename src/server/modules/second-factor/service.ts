import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { FastifyBaseLogger } from 'fastify';
import { formatRecoveryCode, isRecoveryCode, isTotpCode, normalizeTypedCode, SECOND_FACTOR_MESSAGES } from '@/domain/second-factor';
import { createRecoveryCodes, createTotpSecret, totpUri, verifyTotp } from '@/domain/second-factor-totp';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { hashToken } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import { hashPassword, verifyPassword } from '../../security/passwords';
import * as repository from './repository';
import { createSecretBox } from './secret-box';

/** How long a QR code shown for enrolment waits for its first code. */
const PENDING_TTL_MS = 15 * 60 * 1000;
/** How long the step between the password and the code may take, and how many wrong codes one challenge allows. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const CHALLENGE_MAX_TRIES = 5;

interface Dependencies {
  db: Database;
  config: Pick<Config, 'totpEncryptionKey' | 'totpIssuer' | 'adminTotpRequired'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Tests move the clock; the service reads it for every code. */
  now?: () => number;
}

export type AcceptedCode = 'totp' | 'recuperacao';

export function createSecondFactorService({ db, config, log, now = Date.now }: Dependencies) {
  const box = createSecretBox(config.totpEncryptionKey);

  /**
   * Checks a code of an enrolled person: a TOTP code of a step later than the last accepted one, or one of their
   * unused recovery codes (then used up, and audited). Null when neither.
   */
  async function acceptCode(idPessoa: number, rawCode: string, ip: string | null): Promise<AcceptedCode | null> {
    const factor = await repository.findSecondFactor(db, idPessoa);
    if (!factor?.segredo || !factor.ativadoEm) return null;
    if (isTotpCode(rawCode)) {
      const step = verifyTotp({ secret: box.open(factor.segredo), code: rawCode, nowMs: now(), lastAcceptedStep: factor.ultimoPasso });
      return step !== null && (await repository.acceptStep(db, idPessoa, step)) ? 'totp' : null;
    }
    if (!isRecoveryCode(rawCode)) return null;
    const code = normalizeTypedCode(rawCode);
    const unused = await repository.findUnusedRecoveryCodes(db, idPessoa);
    const matches = await Promise.all(unused.map((row) => verifyPassword(row.codigoHash, code)));
    const match = unused.find((_, index) => matches[index]);
    if (!match) return null;
    return db.transaction(async (tx) => {
      if (!(await repository.useRecoveryCode(tx, match.id))) return null;
      await recordAudit(tx, { idAtor: idPessoa, idPessoaAlvo: idPessoa, acao: 'segundoFator.codigoRecuperacaoUsado', ip, detalhes: { restantes: unused.length - 1 } });
      log.warn({ idPessoa, restantes: unused.length - 1 }, 'recovery code used');
      return 'recuperacao' as const;
    });
  }

  return {
    isEnrolled: (idPessoa: number) => repository.isEnrolled(db, idPessoa),

    async getStatus(idPessoa: number) {
      const factor = await repository.findSecondFactor(db, idPessoa);
      const isActive = Boolean(factor?.ativadoEm);
      const unused = isActive ? await repository.findUnusedRecoveryCodes(db, idPessoa) : [];
      return {
        ativo: isActive,
        ativadoEm: factor?.ativadoEm?.toISOString() ?? null,
        codigosRecuperacaoRestantes: unused.length,
        obrigatorio: config.adminTotpRequired,
      };
    },

    /** A new secret for the person's authenticator app, as a QR code, its otpauth:// address and the base32 to type. */
    async start(person: { id: number; nome: string }) {
      const secret = createTotpSecret();
      await repository.savePendingSecret(db, person.id, box.seal(secret), new Date(now() + PENDING_TTL_MS));
      const otpauthUrl = totpUri(secret, config.totpIssuer, person.nome);
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, segredo: secret };
    },

    /**
     * The first code from the app proves it holds the secret: the secret becomes the active one (replacing an older
     * one) and ten recovery codes are made, shown once and kept only as argon2id hashes.
     */
    async confirm(idPessoa: number, rawCode: string, ip: string | null) {
      const factor = await repository.findSecondFactor(db, idPessoa);
      if (!factor?.segredoPendente || !factor.pendenteExpiraEm || factor.pendenteExpiraEm.getTime() <= now()) {
        throw new HttpError(400, SECOND_FACTOR_MESSAGES.nothingPending);
      }
      const step = verifyTotp({ secret: box.open(factor.segredoPendente), code: rawCode, nowMs: now(), lastAcceptedStep: null });
      if (step === null) throw new HttpError(400, SECOND_FACTOR_MESSAGES.wrongCode);
      const codes = createRecoveryCodes((size) => randomBytes(size));
      const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
      const wasActive = Boolean(factor.ativadoEm);
      await db.transaction(async (tx) => {
        if (!(await repository.activatePendingSecret(tx, idPessoa, step))) throw new HttpError(400, SECOND_FACTOR_MESSAGES.nothingPending);
        await repository.replaceRecoveryCodes(tx, idPessoa, hashes);
        await recordAudit(tx, { idAtor: idPessoa, idPessoaAlvo: idPessoa, acao: wasActive ? 'segundoFator.substituido' : 'segundoFator.ativado', ip });
      });
      return { codigosRecuperacao: codes.map(formatRecoveryCode) };
    },

    /** Turns the second factor off with a current code (or a recovery code); refused while it is required. */
    async disable(idPessoa: number, rawCode: string, ip: string | null) {
      if (config.adminTotpRequired) throw new HttpError(400, SECOND_FACTOR_MESSAGES.cannotDisableWhenRequired);
      if (!(await repository.isEnrolled(db, idPessoa))) throw new HttpError(400, SECOND_FACTOR_MESSAGES.notEnrolled);
      if (!(await acceptCode(idPessoa, rawCode, ip))) throw new HttpError(400, SECOND_FACTOR_MESSAGES.wrongCode);
      await db.transaction(async (tx) => {
        await repository.deleteSecondFactor(tx, idPessoa);
        await recordAudit(tx, { idAtor: idPessoa, idPessoaAlvo: idPessoa, acao: 'segundoFator.desativado', ip });
      });
    },

    /** After a right password: a short-lived token that only autenticarSegundoFator accepts (only its hash is kept). */
    async createChallenge(idPessoa: number) {
      const token = randomBytes(32).toString('base64url');
      await repository.createChallenge(db, { idPessoa, tokenHash: hashToken(token), expiraEm: new Date(now() + CHALLENGE_TTL_MS) });
      return token;
    },

    /** The open challenge of a token, or 401: expired, used, unknown or out of tries (sign in again). */
    async openChallenge(token: string) {
      const challenge = await repository.findOpenChallenge(db, hashToken(token), CHALLENGE_MAX_TRIES);
      if (!challenge) throw new HttpError(401, SECOND_FACTOR_MESSAGES.challengeExpired);
      return challenge;
    },

    countChallengeTry: (idDesafio: number) => repository.countChallengeTry(db, idDesafio),
    consumeChallenge: (idDesafio: number) => repository.consumeChallenge(db, idDesafio),
    acceptCode,
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
