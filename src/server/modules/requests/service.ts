// Over 300 lines: the request workflow's one service (create, move on, conclude, cancel, announce), each step in one transaction with its audit.
import type { FastifyBaseLogger } from 'fastify';
import { formatCpf } from '@/domain/cpf';
import { eq } from 'drizzle-orm';
import { fundToday } from '@/domain/business-days';
import { loanOperationAuditDetail as operationDetail, requestName } from '@/domain/loans-operations';
import { requestDeadlines } from '@/domain/requests-deadlines';
import { REQUEST_STATUS, totalPages } from '@/domain/requests';
import { validateServiceData } from '@/domain/requests-service-schema';
import { openRequestMessage, servicesInTheWayOf } from '@/domain/requests-conflicts';
import type { Database, Queryable } from '../../db/client';
import { pessoa } from '../../db/schema/people';
import { type vinculoPlano } from '../../db/schema/plans';
import { HttpError, invalidFields, MESSAGES } from '../../http-error';
import { assertCanReachPessoa, type AuthenticatedPerson } from '../../plugins/authentication';
import type { RealtimeHub } from '../../realtime/socket-server';
import * as attachments from '../attachments/repository';
import { recordAudit } from '../../audit/record';
import type { NoticeService } from '../notices/service';
import { alertDeadlines } from './deadline-alerts';
import { listEnabledFunctionalities } from '../plans/repository';
import { listAttachmentsOfRequest } from '../attachments/service';
import * as esteira from '../workflow/repository';
import type { ConcludedRequest, RequestKinds, ServiceContext, ServiceRules } from './request-kind';
import * as repository from './repository';

export const REQUEST_MESSAGES = {
  notFound: 'Solicitação não encontrada.',
  closed: 'Esta solicitação já foi encerrada e não pode mais ser alterada.',
  unknownStatus: 'Situação de solicitação desconhecida.',
  notAvailable: MESSAGES.serviceNotAvailable,
  planLinkNotFound: 'Vínculo com o plano não encontrado.',
  attachmentNotFound: 'O documento enviado não foi encontrado. Envie o arquivo de novo.',
  unknownService: 'Este serviço não abre solicitações por aqui.',
  notEligible: 'Você ainda não pode pedir este serviço.',
  transitionRefused: (from: string, to: string) => `A esteira deste serviço não permite passar de "${from}" para "${to}".`,
  missingDocument: (name: string) => `Envie o documento: ${name}.`,
} as const;

function toListItem(row: repository.RequestRow) {
  return {
    id: row.id,
    protocolo: row.protocolo,
    dataSolicitacao: row.criadoEm.toISOString(),
    dataAtualizacao: row.atualizadoEm.toISOString(),
    pessoa: { id: row.pessoaId, nome: row.pessoaNome, cpf: formatCpf(row.pessoaCpf) },
    // The name people read: the service's, or a loan request's operation (functionality 28 is every loan operation).
    nome: requestName({ idFuncionalidade: row.funcionalidadeId, nomeFuncionalidade: row.funcionalidadeNome, operacao: row.operacao }),
    funcionalidade: { id: row.funcionalidadeId, nome: row.funcionalidadeNome },
    status: { id: row.statusId, nome: row.statusNome, encerrado: row.encerrado },
    vinculoPlano: { id: row.idVinculoPlano, matricula: row.matricula, plano: { id: row.planoId, nome: row.planoNome, nomeExibicao: row.planoNomeExibicao } },
  };
}

export interface NewRequest {
  idPessoa: number;
  idVinculoPlano: number;
  idFuncionalidade: number;
  dados: Record<string, unknown>;
  /** Files the person uploaded before sending the form (the upload pipeline), linked in the same transaction. */
  idAnexos?: number[];
  /** The declarations' single optional document. */
  idAnexo?: number | null;
}

const filesOf = (input: Pick<NewRequest, 'idAnexos' | 'idAnexo'>) => input.idAnexos ?? (input.idAnexo ? [input.idAnexo] : []);

/** criarSolicitacao: a service of request-services.ts, its dados checked against the service's definition. */
export interface ServiceRequestInput {
  idPessoa: number;
  idVinculoPlano: number;
  idFuncionalidade: number;
  dados: Record<string, unknown>;
  /** In the order of the service's documents. */
  idAnexos?: number[];
}

export function createRequestService(db: Database, deps: { realtime: RealtimeHub; notices: NoticeService; log: FastifyBaseLogger; kinds: RequestKinds }) {
  /** What a concluded request changes (its kind's onConcluded), audited with what it changed. */
  async function applyConcluded(tx: Queryable, auth: AuthenticatedPerson, request: ConcludedRequest) {
    const conclude = deps.kinds.get(request.idFuncionalidade)?.onConcluded;
    if (!conclude) return;
    const dados = (request.dados ?? {}) as Record<string, unknown>;
    const detalhes = await conclude(tx, request, dados);
    await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: request.idPessoa, acao: 'requisicao.efeito', detalhes: { idRequisicao: request.id, idFuncionalidade: request.idFuncionalidade, ...operationDetail(request.idFuncionalidade, dados), ...detalhes } });
  }

  /** What a rejected request records (its kind's onRejected, e.g. a proof of life's reason), audited. */
  async function applyRejected(tx: Queryable, auth: AuthenticatedPerson, request: ConcludedRequest, comentario: string | null) {
    const reject = deps.kinds.get(request.idFuncionalidade)?.onRejected;
    if (!reject) return;
    const detalhes = await reject(tx, request, comentario);
    await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: request.idPessoa, acao: 'requisicao.efeito', detalhes: { idRequisicao: request.id, idFuncionalidade: request.idFuncionalidade, ...detalhes } });
  }

  async function detail(id: number) {
    const row = await repository.findRequest(db, id);
    if (!row) return null;
    const history = await repository.findHistory(db, id);
    const anexos = await listAttachmentsOfRequest(db, id);
    const transitions = row.encerrado ? [] : await esteira.findTransitions(db, row.funcionalidadeId);
    const statuses = await repository.listStatuses(db);
    return {
      ...toListItem(row),
      dados: row.dados,
      historico: history.map((item) => ({
        id: item.id,
        status: { id: item.statusId, nome: item.statusNome },
        autor: { id: item.autorId, nome: item.autorNome, admin: item.autorAdmin },
        comentario: item.comentario,
        data: item.criadoEm.toISOString(),
      })),
      prazos: requestDeadlines(deps.kinds.get(row.funcionalidadeId)?.definition, (row.dados ?? {}) as Record<string, unknown>, row.criadoEm),
      anexos,
      // The statuses the workflow lets an administrator move it to (settings/esteira).
      proximosStatus: statuses.filter((status) => transitions.some((step) => step.idStatusOrigem === row.statusId && step.idStatusDestino === status.id)),
    };
  }

  async function reachableRequest(auth: AuthenticatedPerson, id: number) {
    const found = await detail(id);
    if (!found) throw new HttpError(404, REQUEST_MESSAGES.notFound);
    assertCanReachPessoa(auth, found.pessoa.id);
    return found;
  }

  /**
   * Tells the participant that their request moved, on the channels they chose for it (notices: in the portal at once,
   * e-mail, SMS, WhatsApp through the queue). A failure to queue never undoes the change.
   */
  async function announceStatus(request: NonNullable<Awaited<ReturnType<typeof detail>>>, idRemetente: number, comentario: string | null) {
    const row = await repository.findRequest(db, request.id);
    await deps.notices
      .notify({
        idPessoa: request.pessoa.id,
        tipo: 'status_solicitacao',
        titulo: `Solicitação ${request.protocolo}: ${request.status.nome}`,
        descricao: `Sua solicitação de ${request.nome} (protocolo ${request.protocolo}) está agora "${request.status.nome}".${comentario ? ` Comentário: ${comentario}` : ''}`,
        // Its dialog's 'Abrir' goes to the person's requests, where this one is listed.
        link: '/services/requests',
        idPlano: request.vinculoPlano.plano.id,
        idRemetente,
        email: {
          chave: 'status_solicitacao',
          valores: { nome: row?.pessoaNome ?? request.pessoa.nome, protocolo: request.protocolo, servico: request.nome, status: request.status.nome, comentario: comentario ? ` Comentário: ${comentario}` : '' },
        },
      })
      .catch((error: unknown) => deps.log.error({ err: error, idRequisicao: request.id }, 'status notice not stored'));
  }

  /**
   * Whose request it is, on which plan link, with whose document: checked before a service looks at its own data,
   * so that another person's ids are refused (403) before anything about them is said.
   */
  async function checkTarget(tx: Queryable, auth: AuthenticatedPerson, input: Pick<NewRequest, 'idPessoa' | 'idVinculoPlano' | 'idAnexos' | 'idAnexo'>) {
    assertCanReachPessoa(auth, input.idPessoa);
    const link = await repository.findPlanLinkOf(tx, input.idVinculoPlano);
    if (!link) throw new HttpError(404, REQUEST_MESSAGES.planLinkNotFound);
    if (link.idPessoa !== input.idPessoa) throw new HttpError(403, MESSAGES.forbidden);
    for (const idAnexo of filesOf(input)) {
      const attachment = await attachments.findAttachment(tx, idAnexo);
      if (!attachment) throw new HttpError(404, REQUEST_MESSAGES.attachmentNotFound);
      if (attachment.idPessoa !== input.idPessoa) throw new HttpError(403, MESSAGES.forbidden);
    }
    return link;
  }

  async function assertEnabled(tx: Queryable, link: { idPlano: number; idCategoria: number; idSituacao: number }, idFuncionalidade: number) {
    const enabled = await listEnabledFunctionalities(tx, link);
    if (!enabled.some((item) => item.id === idFuncionalidade)) throw new HttpError(403, REQUEST_MESSAGES.notAvailable);
  }

  /**
   * A service's limits, eligibility and values for a plan link (its handler's, or none), and the request of the same
   * kind still open on the link (servicesInTheWayOf), which stands in the way of a new one: the page says so, with its
   * protocol, instead of offering the form, and criarSolicitacao refuses it (409) before reading the form's data.
   */
  async function serviceRules(tx: Queryable, link: typeof vinculoPlano.$inferSelect, idFuncionalidade: number, now: Date) {
    const person = await tx.query.pessoa.findFirst({ where: eq(pessoa.id, link.idPessoa) });
    if (!person) throw new HttpError(404, REQUEST_MESSAGES.planLinkNotFound);
    const context: ServiceContext = { tx, link, pessoa: person, today: fundToday(now), now };
    const [found, open] = await Promise.all([deps.kinds.get(idFuncionalidade)?.rules?.(context) ?? {}, repository.findOpenRequestAmong(tx, link.id, servicesInTheWayOf(idFuncionalidade))]);
    const rules: ServiceRules = { limites: {}, elegivel: true, motivos: [], elegivelEm: null, valores: null, ...found, solicitacaoAberta: null };
    if (!open) return { context, rules };
    // A handler's own conflict (once per period, its own open request) already says why; otherwise the open request does.
    const motivos = rules.recusaPorConflito ? rules.motivos : [...new Set([openRequestMessage(open.idFuncionalidade, open.protocolo), ...rules.motivos])];
    const solicitacaoAberta = {
      id: open.id,
      protocolo: open.protocolo,
      dataSolicitacao: open.criadoEm.toISOString(),
      funcionalidade: { id: open.idFuncionalidade, nome: open.funcionalidadeNome },
      status: { id: open.statusId, nome: open.statusNome },
    };
    return { context, rules: { ...rules, elegivel: false, motivos, elegivelEm: rules.recusaPorConflito ? rules.elegivelEm : null, recusaPorConflito: true, solicitacaoAberta } };
  }

  function definitionOf(idFuncionalidade: number) {
    const definition = deps.kinds.get(idFuncionalidade)?.definition;
    if (!definition) throw new HttpError(400, REQUEST_MESSAGES.unknownService, {}, [{ path: 'idFuncionalidade', message: REQUEST_MESSAGES.unknownService, type: 'enum' }]);
    return definition;
  }

  return {
    statuses: () => repository.listStatuses(db),
    functionalities: () => repository.listRequestFunctionalities(db),

    async list(auth: AuthenticatedPerson, query: repository.RequestFilters & { page: number; limit: number }) {
      const { page, limit, ...filters } = query;
      if (!auth.isAdmin) {
        // A participant lists only their own requests, and must say so.
        if (!filters.idPessoa) throw new HttpError(403, MESSAGES.forbidden);
        assertCanReachPessoa(auth, filters.idPessoa);
        delete filters.palavraChave;
      }
      const { rows, total } = await repository.findRequests(db, filters, page, limit);
      return { requisicoes: rows.map(toListItem), totalPage: totalPages(total, limit), total };
    },

    get: reachableRequest,

    checkTarget,

    /** Opens a request (each service validated its own data before). Runs inside the caller's transaction. */
    async create(tx: Queryable, auth: AuthenticatedPerson, input: NewRequest) {
      const link = await checkTarget(tx, auth, input);
      await assertEnabled(tx, link, input.idFuncionalidade);
      const { idAnexos, idAnexo: _single, ...request } = input;
      const created = await repository.insertRequest(tx, {
        ...request,
        idStatus: REQUEST_STATUS.RECEIVED,
        idAutor: auth.pessoa.id,
        comentario: 'Solicitação registrada pelo portal.',
      });
      for (const [index, idAnexo] of filesOf(input).entries()) {
        const attachment = await attachments.findAttachment(tx, idAnexo);
        const isUsable = attachment !== null && attachment.idPessoa === input.idPessoa && attachment.idRequisicao === null;
        if (!isUsable || !(await attachments.linkToRequest(tx, idAnexo, created.id))) {
          throw invalidFields([{ path: idAnexos ? `idAnexos/${index}` : 'idAnexo', message: REQUEST_MESSAGES.attachmentNotFound, type: 'attachment' }]);
        }
      }
      await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: input.idPessoa, acao: 'requisicao.criada', detalhes: { idRequisicao: created.id, idFuncionalidade: input.idFuncionalidade, ...operationDetail(input.idFuncionalidade, input.dados) } });
      return { ...created, idPlano: link.idPlano };
    },

    /** retornarRegrasSolicitacao: what the service's page needs before the form (limits, eligibility, values). */
    async rules(auth: AuthenticatedPerson, idFuncionalidade: number, idVinculoPlano: number, now = new Date()) {
      const link = await repository.findPlanLinkOf(db, idVinculoPlano);
      if (!link) throw new HttpError(404, REQUEST_MESSAGES.planLinkNotFound);
      assertCanReachPessoa(auth, link.idPessoa);
      definitionOf(idFuncionalidade);
      await assertEnabled(db, link, idFuncionalidade);
      const { rules } = await serviceRules(db, link, idFuncionalidade, now);
      return { idFuncionalidade, ...rules, solicitacaoAberta: rules.solicitacaoAberta ?? null };
    },

    /**
     * criarSolicitacao, the one way every request service opens a request: whose link, the service enabled for it,
     * the dados against the service's definition, its required documents, its eligibility and own checks, and the
     * values it carries, all in one transaction.
     */
    async open(auth: AuthenticatedPerson, input: ServiceRequestInput, now = new Date()) {
      return db.transaction(async (tx) => {
        const link = await checkTarget(tx, auth, input);
        const definition = definitionOf(input.idFuncionalidade);
        await assertEnabled(tx, link, input.idFuncionalidade);
        // Two requests sent at once are looked at one after the other: the second finds the first open.
        await repository.lockPlanLink(tx, link.id);
        const { context, rules } = await serviceRules(tx, link, input.idFuncionalidade, now);
        // One open at a time, whatever the form says: refused before its data is read.
        if (rules.solicitacaoAberta) throw new HttpError(409, rules.motivos.join(' '));
        const checked = await validateServiceData(definition, input.dados, rules.limites);
        if (!checked.ok) throw invalidFields(checked.errors);
        const idAnexos = input.idAnexos ?? [];
        const missing = definition.documentos.find((document, index) => document.obrigatorio && idAnexos[index] === undefined);
        if (missing) throw invalidFields([{ path: 'idAnexos', message: REQUEST_MESSAGES.missingDocument(missing.nome), type: 'required' }]);
        if (idAnexos.length > definition.documentos.length) {
          throw invalidFields([{ path: 'idAnexos', message: `Este serviço recebe no máximo ${definition.documentos.length} documento(s).`, type: 'maxItems' }]);
        }
        if (!rules.elegivel) throw new HttpError(rules.recusaPorConflito ? 409 : 422, rules.motivos.join(' ') || REQUEST_MESSAGES.notEligible);
        const computed = (await deps.kinds.get(input.idFuncionalidade)?.prepare?.(context, checked.dados, rules)) ?? {};
        const created = await this.create(tx, auth, { ...input, dados: { ...checked.dados, ...computed }, idAnexos });
        return { id: created.id, protocolo: created.protocolo };
      });
    },

    async cancel(auth: AuthenticatedPerson, id: number, comentario: string | null) {
      await reachableRequest(auth, id);
      await db.transaction(async (tx) => {
        const locked = await repository.lockRequest(tx, id);
        if (!locked || locked.encerrado) throw new HttpError(409, REQUEST_MESSAGES.closed);
        await repository.updateStatus(tx, { id, idStatus: REQUEST_STATUS.CANCELLED, idAutor: auth.pessoa.id, comentario: comentario ?? 'Cancelada a pedido do participante.' });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: locked.idPessoa, acao: 'requisicao.cancelada', detalhes: { idRequisicao: id, ...operationDetail(locked.idFuncionalidade, locked.dados) } });
      });
      return reachableRequest(auth, id);
    },

    /** Administrators move a request along; the participant is told in real time and by e-mail. */
    async changeStatus(auth: AuthenticatedPerson, id: number, input: { idStatus: number; comentario: string | null }) {
      const status = await repository.findStatus(db, input.idStatus);
      if (!status) throw new HttpError(400, REQUEST_MESSAGES.unknownStatus, {}, [{ path: 'idStatus', message: REQUEST_MESSAGES.unknownStatus, type: 'enum' }]);
      await db.transaction(async (tx) => {
        const locked = await repository.lockRequest(tx, id);
        if (!locked) throw new HttpError(404, REQUEST_MESSAGES.notFound);
        if (locked.encerrado) throw new HttpError(409, REQUEST_MESSAGES.closed);
        if (!(await esteira.isTransitionAllowed(tx, locked.idFuncionalidade, locked.idStatus, input.idStatus))) {
          const statuses = await repository.listStatuses(tx);
          const name = (idStatus: number) => statuses.find((item) => item.id === idStatus)?.nome ?? String(idStatus);
          throw new HttpError(409, REQUEST_MESSAGES.transitionRefused(name(locked.idStatus), name(input.idStatus)));
        }
        await repository.updateStatus(tx, { id, idStatus: input.idStatus, idAutor: auth.pessoa.id, comentario: input.comentario });
        await recordAudit(tx, {
          idAtor: auth.pessoa.id,
          idPessoaAlvo: locked.idPessoa,
          acao: 'requisicao.status',
          detalhes: { idRequisicao: id, ...operationDetail(locked.idFuncionalidade, locked.dados), de: locked.idStatus, para: input.idStatus },
        });
        // A concluded choice takes effect in the same transaction as the status (regime, profile, contribution).
        if (input.idStatus === REQUEST_STATUS.DONE) await applyConcluded(tx, auth, locked);
        if (input.idStatus === REQUEST_STATUS.REJECTED) await applyRejected(tx, auth, locked, input.comentario);
      });
      const updated = await reachableRequest(auth, id);
      await announceStatus(updated, auth.pessoa.id, input.comentario);
      return updated;
    },

    /** The recurring job's part: the open requests' deadlines near or passed (deadline-alerts.ts). */
    alertDeadlines: (now: Date) => alertDeadlines({ db, kinds: deps.kinds, notices: deps.notices, realtime: deps.realtime }, now),
  };
}

export type RequestService = ReturnType<typeof createRequestService>;
