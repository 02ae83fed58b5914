import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../schemas/common';
import type { CepService } from './service';

/** Public (the address step comes before some people have a session), limited per address. */
export function cepRoutes(service: CepService, options: { rateLimit: number }) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/consultarCep/:cep',
      {
        config: { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } },
        schema: {
          'x-acesso': 'publico',
          tags: ['Endereço'],
          summary: 'Endereço de um CEP (logradouro, complemento, bairro, localidade, uf) ou {erro: true}',
          params: Type.Object({ cep: Type.String({ pattern: '^\\d{5}-?\\d{3}$', description: 'CEP com ou sem hífen' }) }),
          response: {
            200: Type.Union([
              Type.Object({ cep: Type.String(), logradouro: Type.String(), complemento: Type.String(), bairro: Type.String(), localidade: Type.String(), uf: Type.String() }),
              Type.Object({ erro: Type.Literal(true) }),
            ]),
            400: ErrorResponse,
            429: ErrorResponse,
            503: ErrorResponse,
          },
        },
      },
      async (request) => service.lookup(request.params.cep.replace('-', '')),
    );
  };
}
