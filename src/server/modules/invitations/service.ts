import { fundToday } from '@/domain/business-days';
import { formatDateBr } from '@/domain/format-date';
import { canInvite, formatPhone, INVITATION_MESSAGES, INVITATION_WINDOW_MS, invitationEmailValues, invitationProblems, invitationRefusal, normalizeEmail, type InvitationInput } from '@/domain/invitations';
import type { Database } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { Mailer } from '../../mail/mailer';
import { assertCanReachPessoa, type AuthenticatedPerson } from '../../plugins/authentication';
import { PERSON_NOT_FOUND } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import { findFundIdentity } from '../../fund/settings-repository';
import { sendTemplatedEmail } from '../../mail/templates';
import * as repository from './repository';

/** How the fund is named in the e-mail when its identity was never configured. */
const FUND_FALLBACK_NAME = 'nossa fundação de previdência';

/** Invitations to join the fund (service 32): not offered in the loan-enabled plan kind; limited per person. */
export function createInvitationService(db: Database, deps: { mailer: Mailer }) {
  /** The person may be reached (403), exists (404) and has a plan that offers the service (403). */
  async function inviterOr4xx(auth: AuthenticatedPerson, idPessoa: number) {
    assertCanReachPessoa(auth, idPessoa);
    const person = await repository.findPerson(db, idPessoa);
    if (!person) throw new HttpError(404, PERSON_NOT_FOUND);
    if (!canInvite(await repository.planKindsOf(db, idPessoa))) throw new HttpError(403, INVITATION_MESSAGES.notInPlan);
    return person;
  }

  return {
    async list(auth: AuthenticatedPerson, idPessoa: number) {
      await inviterOr4xx(auth, idPessoa);
      const rows = await repository.listInvitations(db, idPessoa);
      return rows.map((row) => ({ ...row, criadoEm: row.criadoEm.toISOString() }));
    },

    /**
     * Stores the invitation and e-mails it. Refused with 400 for a bad field, 409 when this person invited the address
     * in the last 30 days, 429 past five invitations in 24 hours; counted under a lock on the person, in one transaction.
     */
    async invite(auth: AuthenticatedPerson, idPessoa: number, input: InvitationInput, context: { ip: string; portalUrl: string }, now = new Date()) {
      const person = await inviterOr4xx(auth, idPessoa);
      const problems = invitationProblems(input);
      const email = normalizeEmail(input.email);
      if (!problems.some((problem) => problem.path === 'email') && person.email && normalizeEmail(person.email) === email) {
        problems.push({ path: 'email', message: INVITATION_MESSAGES.selfInvite, type: 'self' });
      }
      if (problems.length) throw invalidFields(problems);
      const values = { nome: input.nome.trim().replace(/\s+/g, ' '), email, telefone: formatPhone(input.telefone) };

      const created = await db.transaction(async (tx) => {
        await repository.lockPerson(tx, idPessoa);
        const refusal = invitationRefusal(
          { sentInWindow: await repository.countSince(tx, idPessoa, new Date(now.getTime() - INVITATION_WINDOW_MS)), lastToSameEmail: await repository.lastInvitationTo(tx, idPessoa, email) },
          now,
          (date) => formatDateBr(fundToday(date)),
        );
        if (refusal) throw new HttpError(refusal.status, refusal.message);
        const row = await repository.insertInvitation(tx, { idPessoa, idAtor: auth.pessoa.id, ...values, criadoEm: now });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: idPessoa, acao: 'convite.enviado', ip: context.ip, detalhes: { idConvite: row.id } });
        return row;
      });

      const identity = await findFundIdentity(db);
      await sendTemplatedEmail(db, deps.mailer, {
        to: email,
        chave: 'convite',
        valores: invitationEmailValues({ nomeConvidado: values.nome, nomeQuemConvida: person.nome, fundo: identity?.nome ?? FUND_FALLBACK_NAME, enderecoPortal: context.portalUrl }),
      });
      return {
        id: created.id,
        nome: created.nome,
        email: created.email,
        telefone: created.telefone,
        criadoEm: created.criadoEm.toISOString(),
        message: INVITATION_MESSAGES.sent(created.nome.split(' ')[0]),
      };
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
