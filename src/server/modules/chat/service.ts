import { NOTIFICATION_TYPE } from '@/domain/constants';
import type { Database } from '../../db/client';
import { HttpError, invalidFields, MESSAGES } from '../../http-error';
import { assertCanReachPessoa, type AuthenticatedPerson } from '../../plugins/authentication';
import { actingPersonId, assertReachableExistingPerson } from '../../access/reach';
import { findAttachment } from '../attachments/repository';
import type { RealtimeHub } from '../../realtime/socket-server';
import { findPessoaById } from '../auth/repository';
import * as notifications from '../notifications/repository';
import * as repository from './repository';

export const CHAT_MESSAGES = {
  notFound: 'Conversa não encontrada.',
  requestNotFound: 'Solicitação não encontrada.',
  attendantIsAdminOnly: 'Somente administradores podem ser atendentes de uma conversa.',
  empty: 'Escreva uma mensagem ou anexe um arquivo.',
  attachmentNotFound: 'O arquivo enviado não foi encontrado. Anexe-o de novo.',
  personNotFound: 'Pessoa não encontrada.',
  planNotLinked: 'Escolha um plano ao qual a pessoa esteja vinculada.',
} as const;

export const MESSAGES_PAGE_LIMIT = 500;

type ChatMessage = NonNullable<Awaited<ReturnType<typeof repository.insertMessage>>['message']>;

/** Participants list their own conversations (and must say so); administrators everyone's or one person's. */
function assertCanList(auth: AuthenticatedPerson, idPessoa: number | undefined) {
  if (auth.isAdmin) return;
  if (!idPessoa) throw new HttpError(403, MESSAGES.forbidden);
  assertCanReachPessoa(auth, idPessoa);
}

export function createChatService(db: Database, realtime: RealtimeHub) {
  async function reachableConversation(auth: AuthenticatedPerson, idConversa: number) {
    const found = await repository.findConversation(db, idConversa);
    if (!found) throw new HttpError(404, CHAT_MESSAGES.notFound);
    assertCanReachPessoa(auth, found.idPessoa);
    return found;
  }

  /** Both sides see a stored message at once: the participant's room and every administrator's. */
  async function deliver(conversation: { id: number; idPessoa: number; assunto: string; idPlano: number | null }, message: ChatMessage) {
    realtime.toPerson(conversation.idPessoa, 'chatMessage', message);
    realtime.toAdmins('chatMessage', message);
    if (message.autor.admin === 'S' && message.autor.id !== conversation.idPessoa) {
      // The participant also gets a chat notification (type 1) that opens the conversation.
      const idNotificacao = await notifications.createNotification(
        db,
        { titulo: 'Nova mensagem no chat', descricao: `A equipe de atendimento respondeu à sua conversa "${conversation.assunto}".`, idTipoNotificacao: NOTIFICATION_TYPE.CHAT_MESSAGE, idPlano: conversation.idPlano, idConversa: conversation.id, idRemetente: message.autor.id },
        [conversation.idPessoa],
      );
      const view = await notifications.findNotificationFor(db, idNotificacao, conversation.idPessoa);
      if (view) realtime.toPerson(conversation.idPessoa, 'newNotification', view);
    }
  }

  return {
    list(auth: AuthenticatedPerson, idPessoa: number | undefined) {
      assertCanList(auth, idPessoa);
      return repository.listConversations(db, { idPessoa }, { id: auth.pessoa.id, isAdmin: auth.isAdmin });
    },

    /** The unread messages of the same conversations as `list`, counted in the database (the top bar's badge). */
    async unreadCount(auth: AuthenticatedPerson, idPessoa: number | undefined) {
      assertCanList(auth, idPessoa);
      return { naoLidas: await repository.countUnread(db, { idPessoa }, { id: auth.pessoa.id, isAdmin: auth.isAdmin }) };
    },

    /** Spec §3/§7: idPessoa, idPessoaAtendente (administrators only), idPlano, idRequisicao, assunto, mensagem. */
    async create(
      auth: AuthenticatedPerson,
      input: { idPessoa: number; idPessoaAtendente: number | null; idPlano: number | null; idRequisicao: number | null; assunto: string; mensagem: string; chaveIdempotencia: string | null },
    ) {
      await assertReachableExistingPerson(db, auth, input.idPessoa);
      if (input.idPlano !== null && !(await repository.hasPlanLink(db, input.idPessoa, input.idPlano))) {
        throw invalidFields([{ path: 'idPlano', message: CHAT_MESSAGES.planNotLinked, type: 'plan' }]);
      }
      if (input.idPessoaAtendente !== null) {
        if (!auth.isAdmin) throw new HttpError(403, CHAT_MESSAGES.attendantIsAdminOnly);
        const attendant = await findPessoaById(db, input.idPessoaAtendente);
        if (!attendant || attendant.admin !== 'S') throw new HttpError(400, CHAT_MESSAGES.attendantIsAdminOnly, {}, [{ path: 'idPessoaAtendente', message: CHAT_MESSAGES.attendantIsAdminOnly, type: 'admin' }]);
      }
      if (input.idRequisicao !== null) {
        const request = await repository.findRequestOwner(db, input.idRequisicao);
        if (!request) throw new HttpError(404, CHAT_MESSAGES.requestNotFound);
        if (request.idPessoa !== input.idPessoa) throw new HttpError(403, MESSAGES.forbidden);
      }
      const { id, message } = await db.transaction(async (tx) => {
        const idConversa = await repository.insertConversation(tx, {
          idPessoa: input.idPessoa,
          idPessoaAtendente: input.idPessoaAtendente ?? (auth.isAdmin ? auth.pessoa.id : null),
          idPlano: input.idPlano,
          idRequisicao: input.idRequisicao,
          assunto: input.assunto,
        });
        const stored = await repository.insertMessage(tx, { idConversa, idAutor: auth.pessoa.id, texto: input.mensagem, chaveIdempotencia: input.chaveIdempotencia });
        return { id: idConversa, message: stored.message };
      });
      if (message) await deliver({ id, idPessoa: input.idPessoa, assunto: input.assunto, idPlano: input.idPlano }, message);
      return { id };
    },

    async messages(auth: AuthenticatedPerson, idConversa: number, afterId: number) {
      await reachableConversation(auth, idConversa);
      return repository.findMessagesAfter(db, idConversa, afterId, MESSAGES_PAGE_LIMIT);
    },

    /**
     * Stored before it is acknowledged; a retry with the same key gets the same message back and nothing is sent
     * twice. A file uploaded before (the upload pipeline) goes with the message in the same transaction.
     */
    async send(auth: AuthenticatedPerson, input: { idConversa: number; texto: string; chaveIdempotencia: string; idAnexo?: number | null }) {
      const conversation = await reachableConversation(auth, input.idConversa);
      if (!input.texto && !input.idAnexo) throw invalidFields([{ path: 'texto', message: CHAT_MESSAGES.empty, type: 'required' }]);
      // A file of the author's own (a representative's: the represented person's); an administrator may also send one of the conversation's participant.
      const attachment = input.idAnexo ? await findAttachment(db, input.idAnexo) : null;
      if (input.idAnexo && !attachment) throw new HttpError(404, CHAT_MESSAGES.attachmentNotFound);
      if (attachment && attachment.idPessoa !== actingPersonId(auth) && !(auth.isAdmin && attachment.idPessoa === conversation.idPessoa)) {
        throw new HttpError(403, MESSAGES.forbidden);
      }
      const { message, isNew } = await db.transaction(async (tx) => {
        const stored = await repository.insertMessage(tx, { idConversa: input.idConversa, idAutor: auth.pessoa.id, texto: input.texto, chaveIdempotencia: input.chaveIdempotencia });
        if (!stored.isNew || !stored.message || !attachment) return stored;
        if (!(await repository.attachToMessage(tx, { idAnexo: attachment.id, idMensagem: stored.message.id, idDono: attachment.idPessoa }))) {
          throw invalidFields([{ path: 'idAnexo', message: CHAT_MESSAGES.attachmentNotFound, type: 'attachment' }]);
        }
        return { message: await repository.findMessage(tx, stored.message.id), isNew: true };
      });
      // A key is one message: reused for another conversation or by another person, it is refused.
      if (!message || message.idConversa !== input.idConversa || message.autor.id !== auth.pessoa.id) {
        throw new HttpError(409, 'Esta chave de envio já foi usada por outra mensagem.');
      }
      if (isNew) await deliver(conversation, message);
      return message;
    },

    async markRead(auth: AuthenticatedPerson, idConversa: number) {
      const conversation = await reachableConversation(auth, idConversa);
      const upTo = await repository.markRead(db, idConversa, auth.pessoa.id, auth.isAdmin);
      if (upTo > 0) {
        const payload = { idConversa, idLeitor: auth.pessoa.id, ateId: upTo };
        realtime.toPerson(conversation.idPessoa, 'chatRead', payload);
        realtime.toAdmins('chatRead', payload);
      }
      return { ateId: upTo };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
