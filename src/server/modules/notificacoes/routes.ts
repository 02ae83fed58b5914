import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NOTIFICATION_TYPE } from '@/domain/constants';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateTime, ErrorResponse, Id, OptionalPlanId, withErrors, YesNo } from '../../schemas/common';
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
});
const PlanTriple = { idPlano: OptionalPlanId, idCategoria: OptionalPlanId, idSituacao: OptionalPlanId };

export function notificationRoutes(service: NotificationService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const listSchema = { tags, security: bearer, response: withErrors({ 200: Type.Array(Notification) }) };

    app.get(
      '/retornarNotificacoes/:idPessoa/:idPlano/:idCategoria/:idSituacao',
      {
        preHandler: app.authenticate,
        schema: { ...listSchema, summary: 'Notificações de uma pessoa para um vínculo (0/0/0 = todas)', params: Type.Object({ idPessoa: Id, ...PlanTriple }) },
      },
      async (request) => {
        const { idPessoa, ...link } = request.params;
        return service.list(currentAuth(request), idPessoa, link);
      },
    );

    app.get(
      '/retornarNotificacoes/:idPlano/:idCategoria/:idSituacao',
      {
        preHandler: app.authenticate,
        schema: { ...listSchema, summary: 'Notificações da pessoa conectada para um vínculo', params: Type.Object(PlanTriple) },
      },
      async (request) => {
        const auth = currentAuth(request);
        return service.list(auth, auth.pessoa.id, request.params);
      },
    );

    app.get(
      '/retornarNotificacoesVisualizadas/:idPessoa',
      { preHandler: app.authenticate, schema: { ...listSchema, summary: 'Notificações já lidas', params: Type.Object({ idPessoa: Id }) } },
      async (request) => service.listRead(currentAuth(request), request.params.idPessoa),
    );

    app.post(
      '/vizualizarNotificacoes',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Marcar notificações como lidas',
          security: bearer,
          body: Type.Object({ idsNotificacoes: Type.Array(Id, { minItems: 1, maxItems: 500 }), idPessoa: Id }, { additionalProperties: false }),
          response: withErrors({ 200: Type.Object({ atualizadas: Type.Integer() }) }),
        },
      },
      async (request) => ({ atualizadas: await service.markRead(currentAuth(request), request.body.idPessoa, request.body.idsNotificacoes) }),
    );

    app.post(
      '/enviarNotificacao',
      {
        preHandler: app.requireAdmin,
        schema: {
          tags,
          summary: 'Enviar uma notificação a uma pessoa (administradores)',
          security: bearer,
          body: Type.Object(
            {
              idPessoa: Id,
              titulo: Type.String({ minLength: 1, maxLength: 200 }),
              descricao: Type.String({ minLength: 1, maxLength: 5000 }),
              idTipoNotificacao: Type.Integer({ minimum: NOTIFICATION_TYPE.DETAIL, maximum: NOTIFICATION_TYPE.INFORMATIVE, default: NOTIFICATION_TYPE.DETAIL }),
              idPlano: Type.Union([Id, Type.Null()], { default: null }),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Notification, 404: ErrorResponse }),
        },
      },
      async (request) => service.sendToPerson(currentAuth(request), request.body),
    );
  };
}
