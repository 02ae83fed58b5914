import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CHAT_MESSAGE_MAX_LENGTH, CONVERSATION_SUBJECT_MAX_LENGTH } from '@/domain/chat';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateTime, ErrorResponse, IdOf, withErrors, YesNo } from '../../schemas/common';
import type { ChatService } from './service';

const tags = ['Chat'];
const Named = Type.Object({ id: Type.Integer(), nome: Type.String() });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const IdempotencyKey = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

const Message = Type.Object({
  id: Type.Integer(),
  idConversa: Type.Integer(),
  autor: Type.Object({ id: Type.Integer(), nome: Type.String(), admin: YesNo }),
  texto: Type.String(),
  chaveIdempotencia: Nullable(Type.String()),
  criadoEm: DateTime,
  lidaEm: Nullable(DateTime),
  anexo: Nullable(Type.Object({ id: Type.Integer(), nomeOriginal: Type.String(), tipoConteudo: Type.String(), tamanho: Type.Integer() })),
});

const Conversation = Type.Object({
  id: Type.Integer(),
  assunto: Type.String(),
  criadoEm: DateTime,
  idRequisicao: Nullable(Type.Integer()),
  pessoa: Named,
  atendente: Nullable(Named),
  plano: Nullable(Named),
  naoLidas: Type.Integer(),
  ultimaMensagem: Nullable(Type.String()),
  ultimaMensagemEm: Nullable(Type.String()),
});

export function chatRoutes(service: ChatService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarConversas',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Conversas com a última mensagem e as não lidas (participantes: as suas; administradores: todas)',
          security: bearer,
          querystring: Type.Object({ idPessoa: Type.Optional(IdOf('pessoa')) }, { additionalProperties: false }),
          response: withErrors({ 200: Type.Array(Conversation) }),
        },
      },
      async (request) => service.list(currentAuth(request), request.query.idPessoa),
    );

    app.get(
      '/retornarTotalNaoLidas',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Total de mensagens não lidas nas conversas de /retornarConversas (o contador do chat na barra do topo)',
          security: bearer,
          querystring: Type.Object({ idPessoa: Type.Optional(IdOf('pessoa')) }, { additionalProperties: false }),
          response: withErrors({ 200: Type.Object({ naoLidas: Type.Integer() }) }),
        },
      },
      async (request) => service.unreadCount(currentAuth(request), request.query.idPessoa),
    );

    app.post(
      '/criarConversa',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Abrir uma conversa (spec §7), com a primeira mensagem',
          security: bearer,
          body: Type.Object(
            {
              idPessoa: IdOf('pessoa'),
              idPessoaAtendente: Type.Union([IdOf('atendente'), Type.Null()], { default: null }),
              idPlano: Type.Union([IdOf('plano'), Type.Null()], { default: null }),
              idRequisicao: Type.Union([IdOf('requisicao'), Type.Null()], { default: null }),
              assunto: Text(CONVERSATION_SUBJECT_MAX_LENGTH),
              mensagem: Text(CHAT_MESSAGE_MAX_LENGTH),
              chaveIdempotencia: Type.Union([IdempotencyKey, Type.Null()], { default: null }),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Type.Object({ id: Type.Integer() }), 404: ErrorResponse }),
        },
      },
      async (request) => service.create(currentAuth(request), { ...request.body, assunto: request.body.assunto.trim(), mensagem: request.body.mensagem.trim() }),
    );

    app.get(
      '/retornarMensagens/:idConversa',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Mensagens de uma conversa depois de um id (0 = desde o início), em ordem',
          security: bearer,
          params: Type.Object({ idConversa: IdOf('conversa') }),
          querystring: Type.Object({ depoisDe: Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 }) }, { additionalProperties: false }),
          response: withErrors({ 200: Type.Array(Message), 404: ErrorResponse }),
        },
      },
      async (request) => service.messages(currentAuth(request), request.params.idConversa, request.query.depoisDe),
    );

    app.post(
      '/enviarMensagem',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Enviar uma mensagem; a mesma chaveIdempotencia reenviada devolve a mensagem já gravada',
          security: bearer,
          body: Type.Object(
            // The text may be empty when a file goes with the message.
            { idConversa: IdOf('conversa'), texto: Type.String({ maxLength: CHAT_MESSAGE_MAX_LENGTH }), chaveIdempotencia: IdempotencyKey, idAnexo: Type.Optional(Type.Union([IdOf('anexo'), Type.Null()])) },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Message, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => service.send(currentAuth(request), { ...request.body, texto: request.body.texto.trim() }),
    );

    app.post(
      '/marcarMensagensLidas',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Marcar como lidas as mensagens do outro lado',
          security: bearer,
          body: Type.Object({ idConversa: IdOf('conversa') }, { additionalProperties: false }),
          response: withErrors({ 200: Type.Object({ ateId: Type.Integer() }), 404: ErrorResponse }),
        },
      },
      async (request) => service.markRead(currentAuth(request), request.body.idConversa),
    );
  };
}
