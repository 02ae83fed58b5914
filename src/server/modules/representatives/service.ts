import { randomBytes } from 'node:crypto';
import { isValidCpf, onlyDigits } from '@/domain/cpf';
import { isValidEmail } from '@/domain/invitations';
import { fundToday } from '@/domain/business-days';
import { REPRESENTATION_MESSAGES as M, type RepresentativeRegistration } from '@/domain/representatives';
import type { ApiValidationError } from '@/domain/api-types';
import type { Database } from '../../db/client';
import { HttpError, invalidFields, MESSAGES } from '../../http-error';
import type { Mailer } from '../../mail/mailer';
import type { NoticeService } from '../notices/service';
import { sendFirstAccessEmail } from '../../mail/templates';
import { assertCanReachPessoa, type AuthenticatedPerson } from '../../plugins/authentication';
import { assertReachableExistingPerson } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import { hashPassword } from '../../security/passwords';
import { issueFirstAccessLinks } from '../first-access/service';
import { createDecisionNotices } from './decision-notices';
import * as repository from './repository';


export interface RepresentativeDeps {
  db: Database;
  mailer: Mailer;
  portalUrl: string;
  clock: () => Date;
  notices: NoticeService;
}

function registrationErrors(input: RepresentativeRegistration, today: string): ApiValidationError[] {
  const errors: ApiValidationError[] = [];
  if (!isValidCpf(input.cpf)) errors.push({ path: 'cpf', message: M.cpf, type: 'format' });
  if (input.nome.trim().split(/\s+/).length < 2) errors.push({ path: 'nome', message: M.nome, type: 'format' });
  if (!isValidEmail(input.email)) errors.push({ path: 'email', message: M.email, type: 'format' });
  if (!/^\d{10,11}$/.test(onlyDigits(input.telefone))) errors.push({ path: 'telefone', message: M.telefone, type: 'format' });
  if (input.fimVigencia < input.inicioVigencia) errors.push({ path: 'fimVigencia', message: M.vigencia, type: 'range' });
  else if (input.fimVigencia < today) errors.push({ path: 'fimVigencia', message: M.fimPassado, type: 'range' });
  return errors;
}

const toView = (row: repository.RepresentationRow) => ({ ...row, criadoEm: row.criadoEm.toISOString() });

/** Legal representatives: registered with their document, approved by the fund, ended by the person or the fund. */
export function createRepresentativeService(deps: RepresentativeDeps) {
  const { db } = deps;
  const today = () => fundToday(deps.clock());
  const sendDecisionNotice = createDecisionNotices(deps.notices);

  async function reachable(auth: AuthenticatedPerson, id: number) {
    const row = await repository.findRepresentation(db, id);
    if (!row) throw auth.isAdmin ? new HttpError(404, M.notFound) : new HttpError(403, MESSAGES.forbidden);
    assertCanReachPessoa(auth, row.idPessoa);
    return row;
  }

  return {
    async list(auth: AuthenticatedPerson, idPessoa: number) {
      await assertReachableExistingPerson(db, auth, idPessoa);
      return (await repository.listOf(db, idPessoa)).map(toView);
    },

    pending: async () => (await repository.listPending(db)).map(toView),

    /** Whom the signed-in person may act for today (the 'Agir por…' choice). */
    represented: (auth: AuthenticatedPerson) => repository.representedBy(db, auth.pessoa.id, today()),

    /** Registers a representative, pending the fund's approval; a new CPF becomes a person with no usable password yet. */
    async register(auth: AuthenticatedPerson, input: RepresentativeRegistration, ip: string) {
      await assertReachableExistingPerson(db, auth, input.idPessoa);
      // The document is the caller's own upload (or the person's): someone else's is refused before anything is read.
      const owner = await repository.attachmentOwner(db, input.idAnexoDocumento);
      if (owner === null) throw new HttpError(404, M.documento);
      if (owner !== auth.pessoa.id && owner !== input.idPessoa) throw new HttpError(403, M.documentoAlheio);
      const errors = registrationErrors(input, today());
      if (errors.length) throw invalidFields(errors);
      const cpf = onlyDigits(input.cpf);
      const existing = await repository.findPersonByCpf(db, cpf);
      if (existing?.id === input.idPessoa) throw invalidFields([{ path: 'cpf', message: M.self, type: 'self' }]);
      if (existing?.admin === 'S') throw invalidFields([{ path: 'cpf', message: M.representativeIsAdmin, type: 'admin' }]);
      if (existing && (await repository.hasOpen(db, input.idPessoa, existing.id))) throw new HttpError(409, M.duplicate);
      // No password signs in until the first access (sent on approval) sets one, as for imported people.
      const unusable = existing ? null : await hashPassword(randomBytes(32).toString('base64url'));
      const id = await db.transaction(async (tx) => {
        const idRepresentante =
          existing?.id ??
          (await repository.insertPerson(tx, { cpf, nome: input.nome.trim(), dataNascimento: input.dataNascimento, email: input.email.trim().toLowerCase(), telefone: onlyDigits(input.telefone), senhaHash: unusable!, onboarding: 'N' }));
        const created = await repository.insertRepresentation(tx, {
          idPessoa: input.idPessoa,
          idRepresentante,
          tipo: input.tipo,
          poderes: input.poderes,
          inicioVigencia: input.inicioVigencia,
          fimVigencia: input.fimVigencia,
          idAnexoDocumento: input.idAnexoDocumento,
          canaisAvisos: [...new Set(input.canaisAvisos)],
          idCadastrante: auth.pessoa.id,
          novoRepresentante: !existing,
        });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: input.idPessoa, acao: 'representacao.cadastrada', ip, detalhes: { idRepresentacao: created, tipo: input.tipo, poderes: input.poderes } });
        return created;
      });
      return { id, message: M.registered };
    },

    /**
     * Approves a pending representation; a representative new to the portal gets the first-access e-mail. The person
     * (and a representative with an account) is told who may now act for them, as what, until when and how.
     */
    async approve(auth: AuthenticatedPerson, id: number, ip: string) {
      const row = await reachable(auth, id);
      const [person, representative] = await Promise.all([repository.findPerson(db, row.idPessoa), repository.findPerson(db, row.idRepresentante)]);
      const mails = await db.transaction(async (tx) => {
        if (!(await repository.decide(tx, id, ['pendente'], { situacao: 'aprovada', idDecisor: auth.pessoa.id, decididoEm: deps.clock() }))) throw new HttpError(409, M.notPending);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: row.idPessoa, acao: 'representacao.aprovada', ip, detalhes: { idRepresentacao: id } });
        if (!row.novoRepresentante || !representative?.email) return [];
        return issueFirstAccessLinks(tx, [{ idPessoa: representative.id, nome: representative.nome, email: representative.email }], deps.portalUrl, deps.clock());
      });
      for (const mail of mails) await sendFirstAccessEmail(db, deps.mailer, mail);
      await sendDecisionNotice(row, { pessoa: person?.nome ?? '', representante: representative?.nome ?? '' }, 'aprovada');
      return { message: M.approved };
    },

    /** Refuses a pending representation with the reason, which the person (and a representative with an account) is told. */
    async refuse(auth: AuthenticatedPerson, id: number, motivo: string, ip: string) {
      const row = await reachable(auth, id);
      const [person, representative] = await Promise.all([repository.findPerson(db, row.idPessoa), repository.findPerson(db, row.idRepresentante)]);
      await db.transaction(async (tx) => {
        if (!(await repository.decide(tx, id, ['pendente'], { situacao: 'recusada', motivoRecusa: motivo.trim(), idDecisor: auth.pessoa.id, decididoEm: deps.clock() }))) throw new HttpError(409, M.notPending);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: row.idPessoa, acao: 'representacao.recusada', ip, detalhes: { idRepresentacao: id, motivo: motivo.trim() } });
      });
      await sendDecisionNotice(row, { pessoa: person?.nome ?? '', representante: representative?.nome ?? '' }, 'recusada', motivo);
      return { message: M.refused };
    },

    /** Ends a pending or approved representation at once (the person, or the fund). */
    async end(auth: AuthenticatedPerson, id: number, ip: string) {
      const row = await reachable(auth, id);
      await db.transaction(async (tx) => {
        if (!(await repository.decide(tx, id, ['pendente', 'aprovada'], { situacao: 'encerrada', idDecisor: auth.pessoa.id, decididoEm: deps.clock() }))) throw new HttpError(409, M.alreadyEnded);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: row.idPessoa, acao: 'representacao.encerrada', ip, detalhes: { idRepresentacao: id } });
      });
      return { message: M.ended };
    },
  };
}

export type RepresentativeService = ReturnType<typeof createRepresentativeService>;
