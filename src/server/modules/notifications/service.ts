import { totalPages } from '@/domain/requests';
import type { Database } from '../../db/client';
import type { NotificationTarget } from '@/domain/notifications-target';
import { isInternalPath, NOTIFICATION_LINK_MESSAGE } from '@/domain/notifications';
import { HttpError, invalidFields, MESSAGES } from '../../http-error';
import { assertCanReachPessoa, type AuthenticatedPerson } from '../../plugins/authentication';
import type { RealtimeHub } from '../../realtime/socket-server';
import { recordAudit } from '../../audit/record';
import { personHasPlanLink } from '../plans/repository';
import { findPessoaById } from '../auth/repository';
import * as repository from './repository';
import { belongToPerson } from '../../access/repository';

/** The page a notification points to: an internal path or nothing (an empty field means nothing); anything else is a 400. */
function checkedLink(link: string | null | undefined): string | null {
  const trimmed = link?.trim() ?? '';
  if (trimmed === '') return null;
  if (!isInternalPath(trimmed)) throw invalidFields([{ path: 'link', message: NOTIFICATION_LINK_MESSAGE, type: 'pattern' }]);
  return trimmed;
}

export const NOTIFICATION_TARGET_MESSAGES = {
  personMissing: 'Escolha a pessoa que vai receber a notificação (idPessoa).',
  unusedId: (field: string, tipo: string) => `O destino "${tipo}" não usa ${field}.`,
  personNotFound: 'Pessoa não encontrada.',
} as const;

type TargetQuery = { tipo: NotificationTarget['tipo']; idPessoa?: number; idPlano?: number; idCategoria?: number; idSituacao?: number };

/** retornarQuantidadeDestinatarios' query as the target criarNotificacao takes; an id the kind does not use is a 400. */
function targetOfQuery(query: TargetQuery): NotificationTarget {
  const uses: Record<NotificationTarget['tipo'], string[]> = { todos: [], segmento: ['idPlano', 'idCategoria', 'idSituacao'], pessoa: ['idPessoa'] };
  const unused = (['idPessoa', 'idPlano', 'idCategoria', 'idSituacao'] as const).filter((field) => query[field] !== undefined && !uses[query.tipo].includes(field));
  if (unused.length) throw invalidFields(unused.map((field) => ({ path: field, message: NOTIFICATION_TARGET_MESSAGES.unusedId(field, query.tipo), type: 'target' })));
  if (query.tipo === 'pessoa') {
    if (query.idPessoa === undefined) throw invalidFields([{ path: 'idPessoa', message: NOTIFICATION_TARGET_MESSAGES.personMissing, type: 'required' }]);
    return { tipo: 'pessoa', idPessoa: query.idPessoa };
  }
  if (query.tipo === 'todos') return { tipo: 'todos' };
  return { tipo: 'segmento', idPlano: query.idPlano ?? null, idCategoria: query.idCategoria ?? null, idSituacao: query.idSituacao ?? null };
}

export function createNotificationService(db: Database, realtime: RealtimeHub) {
  return {
    async list(auth: AuthenticatedPerson, idPessoa: number, link: { idPlano: number; idCategoria: number; idSituacao: number }) {
      assertCanReachPessoa(auth, idPessoa);
      // A participant names only a plan triple of their own links (0/0/0 = all of their notifications).
      if (!auth.isAdmin && link.idPlano > 0 && !(await personHasPlanLink(db, idPessoa, link))) throw new HttpError(403, MESSAGES.forbidden);
      return repository.listNotifications(db, idPessoa, link.idPlano);
    },

    listRead(auth: AuthenticatedPerson, idPessoa: number) {
      assertCanReachPessoa(auth, idPessoa);
      return repository.listReadNotifications(db, idPessoa);
    },

    async markRead(auth: AuthenticatedPerson, idPessoa: number, ids: number[]) {
      assertCanReachPessoa(auth, idPessoa);
      if (!(await belongToPerson(db, 'notificacao', ids, idPessoa))) throw new HttpError(403, MESSAGES.forbidden);
      return repository.markRead(db, idPessoa, ids);
    },

    /** An administrator notifies one person; delivered live to the person's open pages. */
    async sendToPerson(auth: AuthenticatedPerson, input: { idPessoa: number; titulo: string; descricao: string; idTipoNotificacao: number; idPlano: number | null; link?: string | null }) {
      const link = checkedLink(input.link);
      if (!(await findPessoaById(db, input.idPessoa))) throw new HttpError(404, 'Pessoa não encontrada.');
      const id = await db.transaction(async (tx) => {
        const created = await repository.createNotification(
          tx,
          { titulo: input.titulo, descricao: input.descricao, idTipoNotificacao: input.idTipoNotificacao, idPlano: input.idPlano, idRemetente: auth.pessoa.id, link },
          [input.idPessoa],
        );
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: input.idPessoa, acao: 'notificacao.enviada', detalhes: { idNotificacao: created } });
        return created;
      });
      const view = await repository.findNotificationFor(db, id, input.idPessoa);
      realtime.toPerson(input.idPessoa, 'newNotification', view);
      return view;
    },

    /** The notification centre: one person, a plan × category × situation segment, or everyone; stored per recipient and delivered live. */
    async sendFromCentre(auth: AuthenticatedPerson, input: { titulo: string; descricao: string; idTipoNotificacao: number; destino: NotificationTarget; link?: string | null }) {
      const { destino } = input;
      const link = checkedLink(input.link);
      if (destino.tipo === 'pessoa' && !(await findPessoaById(db, destino.idPessoa))) throw new HttpError(404, NOTIFICATION_TARGET_MESSAGES.personNotFound);
      const idPlano = destino.tipo === 'segmento' ? destino.idPlano : null;
      const sent = await db.transaction(async (tx) => {
        const created = await repository.createForTarget(tx, { titulo: input.titulo, descricao: input.descricao, idTipoNotificacao: input.idTipoNotificacao, idPlano, idRemetente: auth.pessoa.id, destino, link });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: destino.tipo === 'pessoa' ? destino.idPessoa : null, acao: 'notificacao.central', detalhes: { idNotificacao: created.id, destino, destinatarios: created.recipients.length } });
        return created;
      });
      if (sent.recipients.length) {
        // Every recipient sees the same unread notification: built once, emitted once over all their rooms.
        const view = await repository.findNotificationFor(db, sent.id, sent.recipients[0]);
        if (view) realtime.toPeople(sent.recipients, 'newNotification', view);
      }
      return { id: sent.id, destinatarios: sent.recipients.length };
    },

    /** How many people criarNotificacao would store the notification for, counted by the same query, before sending. */
    async countRecipients(query: TargetQuery) {
      const target = targetOfQuery(query);
      if (target.tipo === 'pessoa' && !(await findPessoaById(db, target.idPessoa))) throw new HttpError(404, NOTIFICATION_TARGET_MESSAGES.personNotFound);
      return { destinatarios: await repository.countRecipients(db, target) };
    },

    async listSent(page: number, limit: number) {
      const { rows, total } = await repository.listSent(db, page, limit);
      return {
        notificacoes: rows.map((row) => ({
          id: row.id,
          titulo: row.titulo,
          descricao: row.descricao,
          data_notificacao: row.dataNotificacao.toISOString(),
          tipoNotificacao: { id: row.tipoId, nome: row.tipoNome },
          destino: row.destino,
          link: row.link,
          pessoaDestino: row.pessoaDestino,
          remetente: row.remetente,
          destinatarios: Number(row.destinatarios),
          lidas: Number(row.lidas),
        })),
        totalPage: totalPages(total, limit),
      };
    },

    segments: () => repository.listSegments(db),
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
