import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { WorkflowService } from './service';

const tags = ['Configurações'];

const Transition = Type.Object(
  { idStatusOrigem: IdOf('statusRequisicao'), idStatusDestino: IdOf('statusRequisicao') },
  { additionalProperties: false },
);

const Workflow = Type.Object({
  idFuncionalidade: Type.Integer(),
  nome: Type.String(),
  transicoes: Type.Array(Type.Object({ idStatusOrigem: Type.Integer(), idStatusDestino: Type.Integer() })),
});

const params = Type.Object({ idFuncionalidade: IdOf('funcionalidade') });

export function workflowRoutes(service: WorkflowService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarEsteira',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Esteira de cada serviço: as mudanças de situação permitidas às suas solicitações (administradores)',
          security: bearer,
          response: withErrors({ 200: Type.Array(Workflow) }),
        },
      },
      async () => service.list(),
    );

    app.get(
      '/retornarEsteira/:idFuncionalidade',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Esteira de um serviço (administradores)',
          security: bearer,
          params,
          response: withErrors({ 200: Workflow, 404: ErrorResponse }),
        },
      },
      async (request) => service.get(request.params.idFuncionalidade),
    );

    app.put(
      '/atualizarEsteira/:idFuncionalidade',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Substituir a esteira de um serviço (administradores)',
          description:
            'Nenhuma transição sai de uma situação que encerra a solicitação nem volta para "Recebida"; sem repetidas; toda situação aberta usada é alcançável a partir de "Recebida" e leva a uma situação de encerramento (400 com a situação nomeada).',
          security: bearer,
          params,
          body: Type.Object({ transicoes: Type.Array(Transition, { maxItems: 60 }) }, { additionalProperties: false }),
          response: withErrors({ 200: Workflow, 404: ErrorResponse }),
        },
      },
      async (request) => service.update(currentAuth(request), request.params.idFuncionalidade, request.body.transicoes),
    );
  };
}
