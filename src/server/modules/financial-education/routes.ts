import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import type { FinancialEducationService } from './service';
import { bearer, ErrorResponse, IdOf, withErrors } from '../../schemas/common';

/** The "Educação Financeira" link (retornarTokenWebhook). */
export function financialEducationRoutes(service: FinancialEducationService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/retornarTokenWebhook',
      {
        schema: {
          'x-acesso': 'participante',
          tags: ['Educação Financeira'],
          summary: 'Token de 5 minutos para o link externo de Educação Financeira',
          security: bearer,
          querystring: Type.Object({ idPessoa: IdOf('pessoa') }),
          response: withErrors({ 200: Type.Object({ token: Type.String(), url: Type.Union([Type.String(), Type.Null()]) }), 404: ErrorResponse }),
        },
      },
      async (request) => service.link(currentAuth(request), request.query.idPessoa),
    );
  };
}
