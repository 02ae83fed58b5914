import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NOTIFICATION_TYPE } from '@/domain/constants';
import { NOTIFICATION_LINK_MAX_LENGTH } from '@/domain/notifications';
import { currentAuth } from '../../plugins/authentication';
import { actingPersonId } from '../../access/reach';
import { bearer, DateTime, ErrorResponse, IdOf, withErrors, YesNo } from '../../schemas/common';
import type { NotificationService } from './service';

const tags = ['Notificações'];
const Notification = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  descricao: Type.String(),
  data_notificacao: DateTime,
  reagido: YesNo,
  vizualizado: YesNo,
  tipoNotificacao: Type.Object({ id: Type.Integer(), nome: Type.String() }),
  idConversa: Type.Union([Type.Integer(), Type.Null()]),
  idPlano: Type.Union([Type.Integer(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
  canais: Type.Array(Type.Union([Type.Literal('email'), Type.Literal('sms'), Type.Literal('whatsapp')]), { description: 'Por onde mais o aviso foi enviado, além do portal' }),
});
/** The portal page a notification is about: an internal path such as /services/requests (checked by the service). */
const Link = Type.Optional(
  Type.Union([Type.String({ maxLength: NOTIFICATION_LINK_MAX_LENGTH, description: 'Endereço de uma página do portal, começando por / (não //).' }), Type.Null()]),
);
const Named = Type.Object({ id: Type.Integer(), nome: Type.String() });
const PlanTriple = { idPlano: IdOf('plano', { minimum: 0 }), idCategoria: IdOf('categoria', { minimum: 0 }), idSituacao: IdOf('situacao', { minimum: 0 }) };

export function notificationRoutes(service: NotificationService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const listSchema = { tags, security: bearer, response: withErrors({ 200: Type.Array(Notification) }) };

    app.get(
      '/retornarNotificacoes/:idPessoa/:idPlano/:idCategoria/:idSituacao',
      {
        schema: { 'x-acesso': 'participante', ...listSchema, summary: 'Notificações de uma pessoa para um vínculo (0/0/0 = todas)', params: Type.Object({ idPessoa: IdOf('pessoa'), ...PlanTriple }) },
      },
      async (request) => {
        const { idPessoa, ...link } = request.params;
        return service.list(currentAuth(request), idPessoa, link);
      },
    );

    app.get(
      '/retornarNotificacoes/:idPlano/:idCategoria/:idSituacao',
      {
        schema: { 'x-acesso': 'participante', ...listSchema, summary: 'Notificações da pessoa conectada para um vínculo', params: Type.Object(PlanTriple) },
      },
      async (request) => {
        const auth = currentAuth(request);
        return service.list(auth, actingPersonId(auth), request.params);
      },
    );

    app.get(
      '/retornarNotificacoesVisualizadas/:idPessoa',
      { schema: { 'x-acesso': 'participante', ...listSchema, summary: 'Notificações já lidas', params: Type.Object({ idPessoa: IdOf('pessoa') }) } },
      async (request) => service.listRead(currentAuth(request), request.params.idPessoa),
    );

    app.post(
      '/vizualizarNotificacoes',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Marcar notificações como lidas',
          security: bearer,
          body: Type.Object({ idsNotificacoes: Type.Array(IdOf('notificacao'), { minItems: 1, maxItems: 500 }), idPessoa: IdOf('pessoa') }, { additionalProperties: false }),
          response: withErrors({ 200: Type.Object({ atualizadas: Type.Integer() }) }),
        },
      },
      async (request) => ({ atualizadas: await service.markRead(currentAuth(request), request.body.idPessoa, request.body.idsNotificacoes) }),
    );

    app.post(
      '/enviarNotificacao',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Enviar uma notificação a uma pessoa (administradores)',
          security: bearer,
          body: Type.Object(
            {
              idPessoa: IdOf('pessoa'),
              titulo: Type.String({ minLength: 1, maxLength: 200 }),
              descricao: Type.String({ minLength: 1, maxLength: 5000 }),
              idTipoNotificacao: Type.Integer({ minimum: NOTIFICATION_TYPE.DETAIL, maximum: NOTIFICATION_TYPE.INFORMATIVE, 'x-recurso': 'tipoNotificacao', default: NOTIFICATION_TYPE.DETAIL }),
              idPlano: Type.Union([IdOf('plano'), Type.Null()], { default: null }),
              link: Link,
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Notification, 404: ErrorResponse }),
        },
      },
      async (request) => service.sendToPerson(currentAuth(request), request.body),
    );

    app.post(
      '/criarNotificacao',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Central de Notificações: enviar a uma pessoa, a um segmento (plano × categoria × situação) ou a todos',
          security: bearer,
          body: Type.Object(
            {
              titulo: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
              descricao: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S' }),
              // A chat notification (type 1) comes only from a chat message.
              idTipoNotificacao: Type.Integer({ minimum: NOTIFICATION_TYPE.DETAIL, maximum: NOTIFICATION_TYPE.INFORMATIVE, 'x-recurso': 'tipoNotificacao' }),
              destino: Type.Union([
                Type.Object({ tipo: Type.Literal('pessoa'), idPessoa: IdOf('pessoa') }, { additionalProperties: false }),
                Type.Object(
                  { tipo: Type.Literal('segmento'), idPlano: Type.Union([IdOf('plano'), Type.Null()]), idCategoria: Type.Union([IdOf('categoria'), Type.Null()]), idSituacao: Type.Union([IdOf('situacao'), Type.Null()]) },
                  { additionalProperties: false },
                ),
                Type.Object({ tipo: Type.Literal('todos') }, { additionalProperties: false }),
              ]),
              link: Link,
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Type.Object({ id: Type.Integer(), destinatarios: Type.Integer() }), 404: ErrorResponse }),
        },
      },
      async (request) => service.sendFromCentre(currentAuth(request), { ...request.body, titulo: request.body.titulo.trim(), descricao: request.body.descricao.trim() }),
    );

    app.get(
      '/retornarQuantidadeDestinatarios',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Central de Notificações: quantas pessoas um destino alcança, contadas como o envio as escolhe (antes de enviar)',
          description:
            'tipo=todos; tipo=segmento com idPlano, idCategoria e idSituacao opcionais (ausente = todos); tipo=pessoa com idPessoa. Um id que o tipo não usa → 400; pessoa inexistente → 404.',
          security: bearer,
          querystring: Type.Object(
            {
              tipo: Type.Union([Type.Literal('todos'), Type.Literal('segmento'), Type.Literal('pessoa')]),
              idPessoa: Type.Optional(IdOf('pessoa')),
              idPlano: Type.Optional(IdOf('plano')),
              idCategoria: Type.Optional(IdOf('categoria')),
              idSituacao: Type.Optional(IdOf('situacao')),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Type.Object({ destinatarios: Type.Integer() }), 404: ErrorResponse }),
        },
      },
      async (request) => service.countRecipients(request.query),
    );

    app.get(
      '/retornarNotificacoesEnviadas',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Notificações enviadas pela Central, com destinatários e quantos leram',
          security: bearer,
          querystring: Type.Object(
            { page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }), limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }) },
            { additionalProperties: false },
          ),
          response: withErrors({
            200: Type.Object({
              notificacoes: Type.Array(
                Type.Object({
                  id: Type.Integer(),
                  titulo: Type.String(),
                  descricao: Type.String(),
                  data_notificacao: DateTime,
                  tipoNotificacao: Named,
                  destino: Type.Unknown(),
                  link: Type.Union([Type.String(), Type.Null()]),
                  pessoaDestino: Type.Union([Type.String(), Type.Null()]),
                  remetente: Type.Union([Type.String(), Type.Null()]),
                  destinatarios: Type.Integer(),
                  lidas: Type.Integer(),
                }),
              ),
              totalPage: Type.Integer(),
            }),
          }),
        },
      },
      async (request) => service.listSent(request.query.page, request.query.limit),
    );

    app.get(
      '/retornarSegmentos',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Planos, categorias, situações e tipos de notificação para montar o destino',
          security: bearer,
          response: withErrors({ 200: Type.Object({ planos: Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String(), nomeExibicao: Type.String() })), categorias: Type.Array(Named), situacoes: Type.Array(Named), tiposNotificacao: Type.Array(Named) }) }),
        },
      },
      async () => service.segments(),
    );
  };
}
