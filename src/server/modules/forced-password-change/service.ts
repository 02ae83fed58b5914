import { randomBytes } from 'node:crypto';
import { FORCED_CHANGE_MESSAGES, maskEmail } from '@/domain/forced-password-change';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import type { Mailer } from '../../mail/mailer';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import type { RealtimeHub } from '../../realtime/socket-server';
import { PERSON_NOT_FOUND } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import { sendTemplatedEmail } from '../../mail/templates';
import { hashPassword } from '../../security/passwords';
import * as authRepository from '../auth/repository';
import { FORCED_CHANGE_CODE_TTL_MS, issueSecurityCode } from '../../security/security-code';

interface Dependencies {
  db: Database;
  mailer: Mailer;
  realtime: RealtimeHub;
}

/**
 * An administrator makes a person choose a new password (settings/solcitiar-alterar-senha): the person's sessions end
 * at once (their sockets get `logout`), the current password stops working, and a security code goes to their e-mail
 * through the outbox — the same code "Esqueci minha senha" uses, so the person finishes in the same reset flow.
 */
export function createForcedPasswordChangeService({ db, mailer, realtime }: Dependencies) {
  return {
    async requestChange(auth: AuthenticatedPerson, idPessoa: number, ip: string) {
      if (idPessoa === auth.pessoa.id) throw new HttpError(400, FORCED_CHANGE_MESSAGES.self);
      const person = await authRepository.findPessoaById(db, idPessoa);
      if (!person) throw new HttpError(404, PERSON_NOT_FOUND);
      if (!person.email) throw new HttpError(400, FORCED_CHANGE_MESSAGES.noEmail);
      // A hash of a random secret nobody holds: the old password no longer signs in, and nothing else changes shape.
      const unusable = await hashPassword(randomBytes(32).toString('base64url'));
      const { revoked, code } = await db.transaction(async (tx) => {
        await authRepository.updatePasswordHash(tx, person.id, unusable);
        const ids = await authRepository.revokeSessionsOf(tx, person.id, null);
        const issued = await issueSecurityCode(tx, person.id, FORCED_CHANGE_CODE_TTL_MS);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: person.id, acao: 'senha.trocaSolicitada', ip, detalhes: { sessoesEncerradas: ids.length } });
        return { revoked: ids, code: issued };
      });
      realtime.endSessions(revoked, 'password-reset-required');
      await sendTemplatedEmail(db, mailer, { to: person.email, chave: 'alteracao_senha_exigida', valores: { nome: person.nome.split(' ')[0], codigo: code } });
      const email = maskEmail(person.email);
      return { message: FORCED_CHANGE_MESSAGES.done(email, revoked.length), sessoesEncerradas: revoked.length, email };
    },
  };
}

export type ForcedPasswordChangeService = ReturnType<typeof createForcedPasswordChangeService>;
