import type { FastifyBaseLogger } from 'fastify';
import { formatCpf } from '@/domain/cpf';
import { NOTIFICATION_TYPE } from '@/domain/constants';
import { REQUEST_STATUS, requestDeadlines, totalPages } from '@/domain/requests';
import type { Database, Queryable } from '../../db/client';
import { HttpError, invalidFields, MESSAGES } from '../../http-error';
import type { Mailer } from '../../mail/mailer';
import { assertCanReachPessoa, type AuthenticatedPerson } from '../../plugins/authentication';
import type { RealtimeHub } from '../../realtime/socket-server';
import * as attachments from '../anexos/repository';
import { recordAudit } from '../audit/repository';
import * as notifications from '../notificacoes/repository';
import { listEnabledFunctionalities } from '../planos/repository';
import { listAttachmentsOfRequest } from '../anexos/service';
import { applyConcludedRequest } from './effects';
import * as repository from './repository';

export const REQUEST_MESSAGES = {
  notFound: 'Solicitação não encontrada.',
  closed: 'Esta solicitação já foi encerrada e não pode mais ser alterada.',
  unknownStatus: 'Situação de solicitação desconhecida.',
  notAvailable: 'Este serviço não está disponível para o seu plano.',
  planLinkNotFound: 'Vínculo com o plano não encontrado.',
  attachmentNotFound: 'O documento enviado não foi encontrado. Envie o arquivo de novo.',
} as const;

function toListItem(row: repository.RequestRow) {
  return {
    id: row.id,
    protocolo: row.protocolo,
    dataSolicitacao: row.criadoEm.toISOString(),
    dataAtualizacao: row.atualizadoEm.toISOString(),
    pessoa: { id: row.pessoaId, nome: row.pessoaNome, cpf: formatCpf(row.pessoaCpf) },
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
  /** A file the person uploaded before sending the form (the upload pipeline), linked in the same transaction. */
  idAnexo?: number | null;
}

export function createRequestService(db: Database, deps: { realtime: RealtimeHub; mailer: Mailer; log: FastifyBaseLogger }) {
  async function detail(id: number) {
    const row = await repository.findRequest(db, id);
    if (!row) return null;
    const history = await repository.findHistory(db, id);
    const anexos = await listAttachmentsOfRequest(db, id);
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
      prazos: requestDeadlines(row.funcionalidadeId, row.criadoEm),
      anexos,
    };
  }

  async function reachableRequest(auth: AuthenticatedPerson, id: number) {
    const found = await detail(id);
    if (!found) throw new HttpError(404, REQUEST_MESSAGES.notFound);
    assertCanReachPessoa(auth, found.pessoa.id);
    return found;
  }

  /** Tells the participant, live and by e-mail, that their request moved; a mail failure never undoes the change. */
  async function announceStatus(request: NonNullable<Awaited<ReturnType<typeof detail>>>, idRemetente: number, comentario: string | null) {
    const titulo = `Solicitação ${request.protocolo}: ${request.status.nome}`;
    const descricao = `Sua solicitação de ${request.funcionalidade.nome} (protocolo ${request.protocolo}) está agora "${request.status.nome}".${comentario ? ` Comentário: ${comentario}` : ''}`;
    const idNotificacao = await notifications.createNotification(
      db,
      // Its dialog's 'Abrir' goes to the person's requests, where this one is listed.
      { titulo, descricao, idTipoNotificacao: NOTIFICATION_TYPE.DETAIL, idPlano: request.vinculoPlano.plano.id, idRemetente, link: '/services/requests' },
      [request.pessoa.id],
    );
    const view = await notifications.findNotificationFor(db, idNotificacao, request.pessoa.id);
    if (view) deps.realtime.toPerson(request.pessoa.id, 'newNotification', view);
    const row = await repository.findRequest(db, request.id);
    if (row?.pessoaEmail) {
      await deps.mailer
        .send({ to: row.pessoaEmail, subject: titulo, text: `Olá, ${row.pessoaNome}.\n\n${descricao}\n\nAcompanhe em Serviços > Acompanhar solicitações no Portal do Participante.` })
        .catch((error: unknown) => deps.log.error({ err: error, idRequisicao: request.id }, 'status e-mail not stored'));
    }
  }

  /**
   * Whose request it is, on which plan link, with whose document: checked before a service looks at its own data,
   * so that another person's ids are refused (403) before anything about them is said.
   */
  async function checkTarget(tx: Queryable, auth: AuthenticatedPerson, input: Pick<NewRequest, 'idPessoa' | 'idVinculoPlano' | 'idAnexo'>) {
    assertCanReachPessoa(auth, input.idPessoa);
    const link = await repository.findPlanLinkOf(tx, input.idVinculoPlano);
    if (!link) throw new HttpError(404, REQUEST_MESSAGES.planLinkNotFound);
    if (link.idPessoa !== input.idPessoa) throw new HttpError(403, MESSAGES.forbidden);
    if (input.idAnexo) {
      const attachment = await attachments.findAttachment(tx, input.idAnexo);
      if (!attachment) throw new HttpError(404, REQUEST_MESSAGES.attachmentNotFound);
      if (attachment.idPessoa !== input.idPessoa) throw new HttpError(403, MESSAGES.forbidden);
    }
    return link;
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
      const enabled = await listEnabledFunctionalities(tx, { idPlano: link.idPlano, idCategoria: link.idCategoria, idSituacao: link.idSituacao });
      if (!enabled.some((item) => item.id === input.idFuncionalidade)) throw new HttpError(403, REQUEST_MESSAGES.notAvailable);
      const { idAnexo, ...request } = input;
      const created = await repository.insertRequest(tx, {
        ...request,
        idStatus: REQUEST_STATUS.RECEIVED,
        idAutor: auth.pessoa.id,
        comentario: 'Solicitação registrada pelo portal.',
      });
      if (idAnexo) {
        const attachment = await attachments.findAttachment(tx, idAnexo);
        const isUsable = attachment !== null && attachment.idPessoa === input.idPessoa && attachment.idRequisicao === null;
        if (!isUsable || !(await attachments.linkToRequest(tx, idAnexo, created.id))) {
          throw invalidFields([{ path: 'idAnexo', message: REQUEST_MESSAGES.attachmentNotFound, type: 'attachment' }]);
        }
      }
      await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: input.idPessoa, acao: 'requisicao.criada', detalhes: { idRequisicao: created.id, idFuncionalidade: input.idFuncionalidade } });
      return { ...created, idPlano: link.idPlano };
    },

    async cancel(auth: AuthenticatedPerson, id: number, comentario: string | null) {
      await reachableRequest(auth, id);
      await db.transaction(async (tx) => {
        const locked = await repository.lockRequest(tx, id);
        if (!locked || locked.encerrado) throw new HttpError(409, REQUEST_MESSAGES.closed);
        await repository.updateStatus(tx, { id, idStatus: REQUEST_STATUS.CANCELLED, idAutor: auth.pessoa.id, comentario: comentario ?? 'Cancelada a pedido do participante.' });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: locked.idPessoa, acao: 'requisicao.cancelada', detalhes: { idRequisicao: id } });
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
        await repository.updateStatus(tx, { id, idStatus: input.idStatus, idAutor: auth.pessoa.id, comentario: input.comentario });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: locked.idPessoa, acao: 'requisicao.status', detalhes: { idRequisicao: id, de: locked.idStatus, para: input.idStatus } });
        // A concluded choice takes effect in the same transaction as the status (regime, profile, contribution).
        if (input.idStatus === REQUEST_STATUS.DONE) await applyConcludedRequest(tx, auth, locked);
      });
      const updated = await reachableRequest(auth, id);
      await announceStatus(updated, auth.pessoa.id, input.comentario);
      return updated;
    },
  };
}

export type RequestService = ReturnType<typeof createRequestService>;
