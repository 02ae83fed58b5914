// Over 300 lines: one campaign's lifecycle (open, answer by session or by token, apply dependants) shares its token and answer rules; split, the answer's transaction would cross files. The reminders are reminders.ts.
import type { IncomingMessage } from 'node:http';
import { BENEFICIARY_TYPE } from '@/domain/constants';
import { fundToday } from '@/domain/business-days';
import type { ApiValidationError } from '@/domain/api-types';
import { Money } from '@/domain/money';
import { campaignStatus, canRemind, completionPercent, PROOF_LABEL, suggestedProof } from '@/domain/reregistration';
import { isContentTypeAccepted, PROOF_OF_ADDRESS_ACCEPT, PROOF_OF_ADDRESS_TYPE_MESSAGE } from '@/domain/attachments-file-rules';
import type { Database, Queryable } from '../../db/client';
import { HttpError, invalidFields, MESSAGES } from '../../http-error';
import type { RealtimeHub } from '../../realtime/socket-server';
import { assertCanReachPessoa, hashToken, type AuthenticatedPerson } from '../../plugins/authentication';
import { assertReachableExistingPerson } from '../../access/reach';
import type { AttachmentService } from '../attachments/service';
import type { NoticeService } from '../notices/service';
import { recordAudit } from '../../audit/record';
import { peopleWhoWithdrew } from '../privacy/repository';
import * as dependantRepository from '../dependants/repository';
import { cleanDependant, type DependantInput, type DependantKind } from '../dependants/service';
import { saveAddress } from '../onboarding/repository';
import { addressStep } from '../onboarding/steps';
import * as profileRepository from '../profile/repository';
import { EMAIL, PHONE } from '../profile/service';
import { CLOSE_CONNECTION } from '../../storage/receive';
import { announceCampaignOpening, deliverAnnouncement } from './opening';
import { remindOnSchedule, remindPending } from './reminders';
import * as repository from './repository';

export const REREGISTRATION_MESSAGES = {
  campaignNotFound: 'Campanha de recadastramento não encontrada.',
  notInCampaign: 'Esta pessoa não faz parte desta campanha de recadastramento.',
  notOpen: 'Esta campanha de recadastramento não está aberta.',
  alreadyAnswered: 'Este recadastramento já foi enviado.',
  invalidLink: 'Este link de recadastramento não é válido. Use o link mais recente que enviamos por e-mail ou entre no portal.',
  usedLink: 'Este link já foi usado. O recadastramento foi enviado; se precisar corrigir algo, entre no portal ou fale com o fundo.',
  expiredLink: 'Este link expirou. Entre no portal para fazer o recadastramento ou peça um novo link ao fundo.',
} as const;

export interface CampaignInput {
  titulo: string;
  inicio: string;
  fim: string;
  idPlanos: number[];
}

export interface AnswerInput {
  confirmacao: boolean;
  email?: string | null;
  telefone?: string | null;
  endereco?: Record<string, unknown>;
  dependentes?: { incluir?: Array<DependantInput & { tipo: DependantKind }>; alterar?: Array<DependantInput & { id: number }>; excluir?: number[] };
  comprovante: { tipo: 'vida' | 'endereco'; idAnexo: number };
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

/** Re-registration campaigns (issue 16): who must answer, the answers (signed in or by the e-mailed link), the dashboard and reminders. */
export function createReregistrationService(db: Database, deps: { notices: NoticeService; attachments: AttachmentService; realtime: RealtimeHub }) {
  const reminderDeps = { db, notices: deps.notices };
  async function campaignOr404(id: number) {
    const campaign = await repository.findCampaign(db, id);
    if (!campaign) throw new HttpError(404, REREGISTRATION_MESSAGES.campaignNotFound);
    return campaign;
  }

  /** What the answer page shows: the campaign and the person's current data to confirm or update. */
  async function answerView(participation: repository.Participation, now: Date) {
    const idPessoa = participation.idPessoa;
    const [person, address, links, dependants] = await Promise.all([
      profileRepository.findPerson(db, idPessoa),
      profileRepository.findAddress(db, idPessoa),
      profileRepository.listLinksWithSettings(db, idPessoa),
      Promise.all([dependantRepository.listDependants(db, idPessoa, BENEFICIARY_TYPE['imposto-renda']), dependantRepository.listDependants(db, idPessoa, BENEFICIARY_TYPE.previdencial)]),
    ]);
    if (!person) throw new HttpError(404, 'Pessoa não encontrada.');
    const comprovanteSugerido = suggestedProof(links.map((link) => link.categoria.id));
    return {
      campanha: {
        id: participation.idCampanha,
        titulo: participation.titulo,
        inicio: participation.inicio,
        fim: participation.fim,
        situacao: campaignStatus(participation.inicio, participation.fim, fundToday(now)),
      },
      idPessoa,
      respondidoEm: participation.respondidoEm?.toISOString() ?? null,
      comprovanteSugerido,
      comprovanteSugeridoNome: PROOF_LABEL[comprovanteSugerido],
      pessoa: { nome: person.nome, email: person.email, telefone: person.telefone },
      endereco: profileRepository.addressView(address),
      dependentes: dependants.flat().map((row) => ({
        id: row.id,
        tipo: row.tipo === BENEFICIARY_TYPE.previdencial ? ('previdencial' as const) : ('imposto-renda' as const),
        nome: row.nome,
        cpf: row.cpf,
        parentesco: row.parentesco,
        data_nascimento: row.dataNascimento,
        finalidade: row.finalidade,
        percentual: row.percentual,
      })),
    };
  }

  /** A link's token: 401 when unknown, 410 when spent, expired, already answered or the campaign is over. */
  async function tokenOr4xx(token: string, now: Date) {
    if (!TOKEN_PATTERN.test(token)) throw new HttpError(401, REREGISTRATION_MESSAGES.invalidLink);
    const row = await repository.findToken(db, hashToken(token));
    if (!row) throw new HttpError(401, REREGISTRATION_MESSAGES.invalidLink);
    if (row.usadoEm || row.participation.respondidoEm) throw new HttpError(410, REREGISTRATION_MESSAGES.usedLink);
    if (row.expiraEm <= now || campaignStatus(row.participation.inicio, row.participation.fim, fundToday(now)) === 'encerrada') {
      throw new HttpError(410, REREGISTRATION_MESSAGES.expiredLink);
    }
    return row;
  }

  /**
   * Checks and applies an answer in one transaction: the ids it names first (403 for another person's attachment or
   * dependant, 404 for an absent one), then every field with the profile's and dependants' own rules (400 per field).
   */
  async function applyAnswer(participation: repository.Participation, input: AnswerInput, actor: { idAtor: number; canal: 'portal' | 'link'; ip: string }, now: Date, spend?: (tx: Queryable) => Promise<boolean>) {
    const idPessoa = participation.idPessoa;
    const attachment = await repository.findAttachmentOwner(db, input.comprovante.idAnexo);
    if (attachment === null) throw new HttpError(404, 'O comprovante enviado não foi encontrado. Envie o arquivo novamente.');
    if (attachment.idPessoa !== idPessoa) throw new HttpError(403, MESSAGES.forbidden);
    const removals = [...new Set(input.dependentes?.excluir ?? [])];
    const changes = input.dependentes?.alterar ?? [];
    /** A dependant the answer names: the person's own (403 for another's, 404 for an absent one). */
    const ownDependant = async (id: number) => {
      const row = await dependantRepository.findDependant(db, id);
      if (!row) throw new HttpError(404, 'Dependente não encontrado.');
      if (row.idPessoa !== idPessoa) throw new HttpError(403, MESSAGES.forbidden);
      return row;
    };
    const removed: Array<{ id: number; idPessoa: number }> = [];
    for (const id of removals) removed.push(await ownDependant(id));
    const changedRows: Array<Awaited<ReturnType<typeof ownDependant>>> = [];
    for (const change of changes) changedRows.push(await ownDependant(change.id));
    if (participation.respondidoEm) throw new HttpError(409, REREGISTRATION_MESSAGES.alreadyAnswered);
    if (campaignStatus(participation.inicio, participation.fim, fundToday(now)) !== 'aberta') throw new HttpError(409, REREGISTRATION_MESSAGES.notOpen);

    const errors: ApiValidationError[] = [];
    if (input.confirmacao !== true) errors.push({ path: 'confirmacao', message: 'Confirme que as informações estão corretas para enviar o recadastramento.', type: 'required' });
    // A proof of address is an image or a PDF (by its content, sniffed at upload); a proof of life may also be a video.
    if (input.comprovante.tipo === 'endereco' && !isContentTypeAccepted(attachment.tipoConteudo, PROOF_OF_ADDRESS_ACCEPT)) {
      errors.push({ path: 'comprovante/idAnexo', message: PROOF_OF_ADDRESS_TYPE_MESSAGE, type: 'format' });
    }
    const email = input.email === undefined ? undefined : input.email?.trim().toLowerCase() || null;
    const telefone = input.telefone === undefined ? undefined : input.telefone?.trim() || null;
    if (email !== undefined && !email) errors.push({ path: 'email', message: 'Informe um e-mail para recebermos suas mensagens.', type: 'required' });
    if (email && !EMAIL.test(email)) errors.push({ path: 'email', message: 'Informe um e-mail válido.', type: 'format' });
    if (telefone && !PHONE.test(telefone)) errors.push({ path: 'telefone', message: 'Informe um telefone com DDD.', type: 'format' });
    let address: ReturnType<typeof addressStep> | undefined;
    if (input.endereco !== undefined) {
      try {
        address = addressStep(input.endereco);
      } catch (error) {
        if (!(error instanceof HttpError) || !error.errors) throw error;
        errors.push(...error.errors.map((item) => ({ ...item, path: item.path.replace(/^metadata\//, 'endereco/') })));
      }
    }
    const today = fundToday(now);
    const additions: Array<ReturnType<typeof cleanDependant> & { tipo: number }> = [];
    for (const [index, item] of (input.dependentes?.incluir ?? []).entries()) {
      try {
        additions.push({ ...cleanDependant(item, today), tipo: BENEFICIARY_TYPE[item.tipo] });
      } catch (error) {
        if (!(error instanceof HttpError) || !error.errors) throw error;
        errors.push(...error.errors.map((entry) => ({ ...entry, path: `dependentes/incluir/${index}/${entry.path}` })));
      }
    }
    const alterations: Array<{ id: number; values: ReturnType<typeof cleanDependant> }> = [];
    const seen = new Set<number>();
    for (const [index, change] of changes.entries()) {
      if (removals.includes(change.id) || seen.has(change.id)) {
        errors.push({ path: `dependentes/alterar/${index}/id`, message: 'Este dependente já está sendo excluído ou alterado nesta resposta.', type: 'duplicate' });
        continue;
      }
      seen.add(change.id);
      try {
        alterations.push({ id: change.id, values: cleanDependant(change, today) });
      } catch (error) {
        if (!(error instanceof HttpError) || !error.errors) throw error;
        errors.push(...error.errors.map((entry) => ({ ...entry, path: `dependentes/alterar/${index}/${entry.path}` })));
      }
    }
    const previdencial = (id: number) => changedRows.find((row) => row.id === id)?.tipo === BENEFICIARY_TYPE.previdencial;
    const touchesShares = additions.some((item) => item.tipo === BENEFICIARY_TYPE.previdencial && item.percentual) || alterations.some((item) => previdencial(item.id));
    if (!errors.length && touchesShares) {
      // The pension shares after the answer: the kept beneficiaries, with their new values, and the added ones.
      const current = await dependantRepository.listDependants(db, idPessoa, BENEFICIARY_TYPE.previdencial);
      const kept = current.filter((row) => !removals.includes(row.id)).map((row) => alterations.find((item) => item.id === row.id)?.values ?? row);
      const total = [...kept, ...additions.filter((item) => item.tipo === BENEFICIARY_TYPE.previdencial)].reduce((sum, row) => sum.plus(row.percentual ?? '0'), new Money('0'));
      if (total.gt(100)) {
        const path = additions.some((item) => item.tipo === BENEFICIARY_TYPE.previdencial && item.percentual) ? 'dependentes/incluir' : 'dependentes/alterar';
        errors.push({ path, message: `A soma das participações dos beneficiários não pode passar de 100%. Ficaria em ${total.toFixed(2).replace('.', ',')}%.`, type: 'sum' });
      }
    }
    if (errors.length) throw invalidFields(errors);

    const person = await profileRepository.findPerson(db, idPessoa);
    const contactChanged = (email !== undefined && email !== person?.email) || (telefone !== undefined && telefone !== person?.telefone);
    const houveAlteracao = contactChanged || address !== undefined || removed.length > 0 || additions.length > 0 || alterations.length > 0;

    await db.transaction(async (tx) => {
      if (spend && !(await spend(tx))) throw new HttpError(410, REREGISTRATION_MESSAGES.usedLink);
      if (contactChanged) await profileRepository.updateContact(tx, idPessoa, { ...(email !== undefined ? { email } : {}), ...(telefone !== undefined ? { telefone } : {}) });
      if (address) await saveAddress(tx, idPessoa, { ...address, idAnexoComprovante: input.comprovante.tipo === 'endereco' ? input.comprovante.idAnexo : null });
      for (const row of removed) await dependantRepository.deleteDependant(tx, row.id);
      for (const { id, values } of alterations) await dependantRepository.updateDependant(tx, id, values);
      for (const values of additions) await dependantRepository.insertDependant(tx, { ...values, idPessoa });
      const answered = await repository.markAnswered(tx, participation.id, { respondidoEm: now, canal: actor.canal, houveAlteracao, tipoComprovante: input.comprovante.tipo, idAnexoComprovante: input.comprovante.idAnexo });
      if (!answered) throw new HttpError(409, REREGISTRATION_MESSAGES.alreadyAnswered);
      await repository.spendAllTokens(tx, participation.id, now);
      await recordAudit(tx, {
        idAtor: actor.idAtor,
        idPessoaAlvo: idPessoa,
        acao: 'recadastramento.enviado',
        ip: actor.ip,
        detalhes: { idCampanha: participation.idCampanha, canal: actor.canal, houveAlteracao, contato: contactChanged, endereco: address !== undefined, dependentesIncluidos: additions.length, dependentesAlterados: alterations.map((item) => item.id), dependentesExcluidos: removed.map((row) => row.id) },
      });
    });
    return { idCampanha: participation.idCampanha, idPessoa, respondidoEm: now.toISOString(), houveAlteracao, message: 'Recadastramento enviado. Obrigado por manter seus dados em dia.' };
  }

  return {
    async create(auth: AuthenticatedPerson, input: CampaignInput, ip: string, now = new Date()) {
      const titulo = input.titulo.trim();
      const idPlanos = [...new Set(input.idPlanos)];
      const errors: ApiValidationError[] = [];
      if (!titulo) errors.push({ path: 'titulo', message: 'Informe o título da campanha.', type: 'required' });
      if (input.fim < input.inicio) errors.push({ path: 'fim', message: 'O fim da campanha não pode ser antes do início.', type: 'range' });
      else if (input.fim < fundToday(now)) errors.push({ path: 'fim', message: 'O fim da campanha não pode estar no passado.', type: 'range' });
      if (idPlanos.length === 0) errors.push({ path: 'idPlanos', message: 'Escolha ao menos um plano.', type: 'required' });
      else {
        const existing = await repository.existingPlanIds(db, idPlanos);
        const missing = idPlanos.filter((id) => !existing.includes(id));
        if (missing.length) errors.push({ path: 'idPlanos', message: `Plano não encontrado: ${missing.join(', ')}.`, type: 'reference' });
      }
      if (errors.length) throw invalidFields(errors);
      const people = await repository.peopleToAnswer(db, idPlanos);
      const { campaign, announcement } = await db.transaction(async (tx) => {
        const created = await repository.insertCampaign(tx, { titulo, inicio: input.inicio, fim: input.fim, idCriador: auth.pessoa.id }, idPlanos, people);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'recadastramento.campanha_criada', ip, detalhes: { id: created.id, idPlanos, total: people.length } });
        // Open today: everyone who must answer is told now, with the campaign; a scheduled one is told on its first day (opening.ts).
        const isOpen = campaignStatus(created.inicio, created.fim, fundToday(now)) === 'aberta';
        return { campaign: created, announcement: isOpen ? await announceCampaignOpening(tx, created, people, now) : null };
      });
      await deliverAnnouncement(db, deps.realtime, announcement);
      return this.dashboard(campaign.id, now);
    },

    async list(now = new Date()) {
      const rows = await repository.listCampaignsWithCounts(db);
      const plans = await repository.plansOfCampaigns(db, rows.map((row) => row.id));
      const today = fundToday(now);
      return rows.map((row) => ({
        id: row.id,
        titulo: row.titulo,
        inicio: row.inicio,
        fim: row.fim,
        situacao: campaignStatus(row.inicio, row.fim, today),
        planos: plans.filter((item) => item.idCampanha === row.id).map(({ id, nome }) => ({ id, nome })),
        total: Number(row.total),
        concluidos: Number(row.concluidos),
        pendentes: Number(row.total) - Number(row.concluidos),
      }));
    },

    async dashboard(idCampanha: number, now = new Date()) {
      const campaign = await campaignOr404(idCampanha);
      const [participants, plans] = await Promise.all([repository.listParticipants(db, idCampanha), repository.plansOfCampaigns(db, [idCampanha])]);
      const answered = participants.filter((row) => row.respondidoEm);
      const pending = participants.filter((row) => !row.respondidoEm);
      const withdrawn = await peopleWhoWithdrew(db, pending.map((row) => row.idPessoa), 'email');
      return {
        campanha: {
          id: campaign.id,
          titulo: campaign.titulo,
          inicio: campaign.inicio,
          fim: campaign.fim,
          situacao: campaignStatus(campaign.inicio, campaign.fim, fundToday(now)),
          planos: plans.map(({ id, nome }) => ({ id, nome })),
        },
        total: participants.length,
        concluidos: answered.length,
        pendentes: pending.length,
        percentualConcluido: completionPercent(answered.length, participants.length),
        lembretesDisponiveis: pending.filter((row) => row.email && !withdrawn.has(row.idPessoa) && canRemind(row.ultimoLembreteEm, now)).length,
        pessoasPendentes: pending.map((row) => ({
          idPessoa: row.idPessoa,
          nome: row.nome,
          cpf: row.cpf,
          email: row.email,
          ultimoLembreteEm: row.ultimoLembreteEm?.toISOString() ?? null,
          lembretesEnviados: row.lembretesEnviados,
        })),
        respostas: answered
          .sort((a, b) => b.respondidoEm!.getTime() - a.respondidoEm!.getTime())
          .map((row) => ({
            idPessoa: row.idPessoa,
            nome: row.nome,
            respondidoEm: row.respondidoEm!.toISOString(),
            canal: row.canal,
            houveAlteracao: row.houveAlteracao,
            tipoComprovante: row.tipoComprovante,
            idAnexoComprovante: row.idAnexoComprovante,
          })),
      };
    },

    /**
     * E-mails the pending people a single-use link (a new token each, only its hash kept). Rate-limited per person:
     * whoever got a reminder in the last 24 hours is skipped, however often the button is pressed.
     */
    async sendReminders(auth: AuthenticatedPerson, idCampanha: number, origin: string, ip: string, now = new Date()) {
      const campaign = await campaignOr404(idCampanha);
      if (campaignStatus(campaign.inicio, campaign.fim, fundToday(now)) !== 'aberta') throw new HttpError(409, REREGISTRATION_MESSAGES.notOpen);
      const counts = await remindPending(reminderDeps, campaign, origin, now);
      await recordAudit(db, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'recadastramento.lembretes', ip, detalhes: { idCampanha, ...counts } });
      const { enviados, semAutorizacao } = counts;
      const sent =
        enviados > 0
          ? `${enviados} ${enviados === 1 ? 'lembrete enviado' : 'lembretes enviados'} por e-mail.`
          : 'Nenhum lembrete enviado: quem está pendente já foi lembrado nas últimas 24 horas ou não tem e-mail.';
      const withoutConsent =
        semAutorizacao > 0 ? ` ${semAutorizacao} ${semAutorizacao === 1 ? 'pessoa retirou' : 'pessoas retiraram'} a autorização de comunicações por e-mail.` : '';
      return { enviados, ignoradosRecentes: counts.recentes, semEmail: counts.semEmail, semAutorizacao, message: `${sent}${withoutConsent}` };
    },

    /** The recurring job's part (module.ts, reminders.ts). */
    remindOnSchedule: (origin: string, now = new Date()) => remindOnSchedule(reminderDeps, origin, now),

    /** The signed-in person's campaigns (open now), each with the data to confirm. */
    async forPerson(auth: AuthenticatedPerson, idPessoa: number, now = new Date()) {
      await assertReachableExistingPerson(db, auth, idPessoa);
      const rows = await repository.participationsOfPerson(db, idPessoa, fundToday(now));
      return Promise.all(rows.map((row) => answerView(row, now)));
    },

    async answer(auth: AuthenticatedPerson, idCampanha: number, idPessoa: number, input: AnswerInput, ip: string, now = new Date()) {
      assertCanReachPessoa(auth, idPessoa);
      await campaignOr404(idCampanha);
      const participation = await repository.findParticipation(db, idCampanha, idPessoa);
      if (!participation) throw new HttpError(404, REREGISTRATION_MESSAGES.notInCampaign);
      return applyAnswer(participation, input, { idAtor: auth.pessoa.id, canal: 'portal', ip }, now);
    },

    async viewByToken(token: string, now = new Date()) {
      const row = await tokenOr4xx(token, now);
      return answerView(row.participation, now);
    },

    /** The answer from the e-mailed link: it reaches only that person's re-registration and is spent in the same transaction. */
    async answerByToken(token: string, input: AnswerInput, ip: string, now = new Date()) {
      const row = await tokenOr4xx(token, now);
      return applyAnswer(row.participation, input, { idAtor: row.participation.idPessoa, canal: 'link', ip }, now, (tx) => repository.spendToken(tx, row.id, now));
    },

    /** The proof uploaded from the link (the token is checked, not spent): the file is the link's person's. */
    async uploadByToken(token: string, file: { fileName: string | undefined; declaredSize: number | undefined }, body: IncomingMessage, now = new Date()) {
      const row = await tokenOr4xx(token, now).catch((error: unknown) => {
        // Refused before the body is read: the connection is closed so the client stops sending the file.
        throw error instanceof HttpError ? new HttpError(error.statusCode, error.message, CLOSE_CONNECTION) : error;
      });
      return deps.attachments.receiveForPerson(row.participation.idPessoa, file, body);
    },
  };
}

export type ReregistrationService = ReturnType<typeof createReregistrationService>;
