import { accessActionLabel, currentConsents, type ConsentChannel } from '@/domain/privacy';
import type { Database } from '../../db/client';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { assertReachableExistingPerson } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

/** The privacy centre (LGPD art. 18): consents for communications, and who among the administrators accessed the person's data. */
/** A legal representative's access carries its representation (plugins/acting-for.ts); the person reads who it was. */
const isRepresentative = (detalhes: unknown) => typeof detalhes === 'object' && detalhes !== null && 'idRepresentacao' in detalhes;

export function createPrivacyService(db: Database) {
  async function consentsOf(idPessoa: number) {
    const events = await repository.listConsentEvents(db, idPessoa);
    return {
      consentimentos: currentConsents(events).map((state) => ({ canal: state.canal, concedido: state.concedido, desde: state.desde?.toISOString() ?? null })),
      historico: events.map((event) => ({
        id: event.id,
        canal: event.canal,
        concedido: event.concedido,
        em: event.em.toISOString(),
        por: event.idAutor === null ? null : { id: event.idAutor, nome: event.autorNome ?? '', administrador: event.idAutor !== idPessoa && event.autorAdmin === 'S' },
      })),
    };
  }

  return {
    async consents(auth: AuthenticatedPerson, idPessoa: number) {
      await assertReachableExistingPerson(db, auth, idPessoa);
      return consentsOf(idPessoa);
    },

    /**
     * Gives or withdraws the consent of one channel: a new event (the history is never rewritten) and its audit row,
     * in one transaction. Choosing what is already the current state records nothing.
     */
    async updateConsent(auth: AuthenticatedPerson, idPessoa: number, input: { canal: ConsentChannel; concedido: boolean }, ip: string, now = new Date()) {
      await assertReachableExistingPerson(db, auth, idPessoa);
      await db.transaction(async (tx) => {
        const current = currentConsents(await repository.listConsentEvents(tx, idPessoa)).find((state) => state.canal === input.canal)!;
        if (current.desde !== null && current.concedido === input.concedido) return;
        await repository.insertConsent(tx, { idPessoa, canal: input.canal, concedido: input.concedido, em: now, ip, idAutor: auth.pessoa.id });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: idPessoa, acao: 'consentimento.alterado', ip, detalhes: { canal: input.canal, concedido: input.concedido } });
      });
      return consentsOf(idPessoa);
    },

    /** Administrators and legal representatives who viewed the portal as the person or acted for them, newest first; pages start at 0 (spec §4). */
    async accesses(auth: AuthenticatedPerson, idPessoa: number, query: { page: number; limit: number }) {
      await assertReachableExistingPerson(db, auth, idPessoa);
      const { rows, total } = await repository.listAccesses(db, idPessoa, query.page, query.limit);
      return {
        acessos: rows.map((row) => ({ id: row.id, em: row.criadoEm.toISOString(), administrador: { id: row.idAtor!, nome: isRepresentative(row.detalhes) ? `${row.nome} (representante legal)` : row.nome }, acao: accessActionLabel(row.acao, row.detalhes) })),
        total,
        totalPage: Math.ceil(total / query.limit),
      };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
