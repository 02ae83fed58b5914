import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { bearer, DateOnly, withErrors, YesNo } from '../../schemas/common';
import type { PeopleService } from './service';

export function peopleRoutes(service: PeopleService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/filtrarPessoas',
      {
        schema: {
          'x-acesso': 'administrador',
          tags: ['Pessoas'],
          summary: 'Procurar pessoas por nome ou CPF (administradores)',
          security: bearer,
          querystring: Type.Object({
            palavraChave: Type.String({ minLength: 1, maxLength: 100 }),
            page: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
            limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
          }),
          response: withErrors({
            200: Type.Object({
              pessoas: Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String(), cpf: Type.String(), data_nascimento: DateOnly, admin: YesNo })),
              total: Type.Integer(),
            }),
          }),
        },
      },
      async (request) => service.search(request.query.palavraChave, request.query.page, request.query.limit),
    );
  };
}
