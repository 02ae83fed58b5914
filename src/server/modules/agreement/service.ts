import { AGREEMENT_MESSAGES, agreementTextProblem, normalizeAgreementText } from '@/domain/agreement';
import { formatDateTime } from '@/domain/notifications';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { assertReachableExistingPerson } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

const asAcceptance = (row: { aceitoEm: Date; ip: string } | null) => (row ? { aceitoEm: row.aceitoEm.toISOString(), ip: row.ip } : null);

/** The declaration of agreement: the version in force, and each person's acceptance of it (when, from which address). */
export function createAgreementService(db: Database) {
  async function currentOr404() {
    const declaration = await repository.findCurrentDeclaration(db);
    if (!declaration) throw new HttpError(404, AGREEMENT_MESSAGES.notPublished);
    return declaration;
  }

  return {
    async forPerson(auth: AuthenticatedPerson, idPessoa: number) {
      await assertReachableExistingPerson(db, auth, idPessoa);
      const declaration = await currentOr404();
      return { versao: declaration.versao, texto: declaration.texto, aceite: asAcceptance(await repository.findAcceptance(db, idPessoa, declaration.versao)) };
    },

    /** Accepts the version in force. Personal: an administrator, even viewing as the person, cannot (403); twice → 409. */
    async accept(auth: AuthenticatedPerson, idPessoa: number, ip: string, now = new Date()) {
      if (auth.isAdmin) throw new HttpError(403, AGREEMENT_MESSAGES.personal);
      await assertReachableExistingPerson(db, auth, idPessoa);
      const declaration = await currentOr404();
      const accepted = await db.transaction(async (tx) => {
        const row = await repository.insertAcceptance(tx, { idPessoa, versao: declaration.versao, aceitoEm: now, ip });
        if (row) await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: idPessoa, acao: 'declaracao-concordancia.aceita', ip, detalhes: { versao: declaration.versao } });
        return row;
      });
      if (!accepted) {
        const previous = await repository.findAcceptance(db, idPessoa, declaration.versao);
        throw new HttpError(409, AGREEMENT_MESSAGES.alreadyAccepted(previous ? formatDateTime(previous.aceitoEm.toISOString()) : ''));
      }
      return { versao: declaration.versao, aceite: asAcceptance(accepted)!, message: AGREEMENT_MESSAGES.accepted };
    },

    /** Every version, newest first, with its acceptances (administrators). */
    async versions() {
      const rows = await repository.listVersions(db);
      return { versoes: rows.map((row) => ({ versao: row.versao, texto: row.texto, publicadaEm: row.publicadaEm.toISOString(), aceites: Number(row.aceites) })) };
    },

    /**
     * Publishes a new version (the highest + 1) with its audit record, in one transaction; from then on every
     * participant is asked to accept it. Under a lock: two publications at once get consecutive numbers, and the
     * second one's text is compared with the first's.
     */
    async publish(auth: AuthenticatedPerson, texto: string, ip: string, now = new Date()) {
      const published = await db.transaction(async (tx) => {
        await repository.lockPublication(tx);
        const current = await repository.findCurrentDeclaration(tx);
        const problem = agreementTextProblem(texto, current?.texto ?? null);
        if (problem) throw new HttpError(400, problem.message, {}, [{ path: 'texto', message: problem.message, type: problem.type }]);
        const row = await repository.insertVersion(tx, { versao: (current?.versao ?? 0) + 1, texto: normalizeAgreementText(texto), publicadaEm: now });
        if (!row) throw new HttpError(409, AGREEMENT_MESSAGES.concurrent);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'declaracao-concordancia.publicada', ip, detalhes: { versao: row.versao } });
        return row;
      });
      return { versao: published.versao, publicadaEm: published.publicadaEm.toISOString(), message: AGREEMENT_MESSAGES.published(published.versao) };
    },
  };
}

export type AgreementService = ReturnType<typeof createAgreementService>;
