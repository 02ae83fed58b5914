import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FIRST_ACCESS_TTL_DAYS } from '@/domain/first-access';
import { DateTime, ErrorResponse, MessageResponse } from '../../schemas/common';
import type { FirstAccessService } from './service';

const tags = ['Sessões e senhas'];
const Token = Type.String({ minLength: 1, maxLength: 200, description: 'O token do link de primeiro acesso enviado por e-mail' });

/** The public first-access link of imported people (the page is /alterar-senha?token=…). */
export function firstAccessRoutes(service: FirstAccessService, options: { publicRouteRateLimit: number }) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const rateLimit = { max: options.publicRouteRateLimit, timeWindow: '1 minute' };

    app.get(
      '/retornarPrimeiroAcesso',
      {
        config: { rateLimit },
        schema: {
          'x-acesso': 'publico',
          tags,
          summary: 'De quem é o link de primeiro acesso e até quando vale (400 link inválido, 410 usado ou expirado)',
          description: `O link é enviado a cada pessoa nova da importação de pessoas e vale por ${FIRST_ACCESS_TTL_DAYS} dias. Esta consulta não gasta o link.`,
          querystring: Type.Object({ token: Token }, { additionalProperties: false }),
          response: { 200: Type.Object({ nome: Type.String({ description: 'o primeiro nome' }), expiraEm: DateTime }), 400: ErrorResponse, 410: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.view(request.query.token);
      },
    );

    app.post(
      '/criarSenhaPrimeiroAcesso',
      {
        config: { rateLimit },
        schema: {
          'x-acesso': 'publico',
          tags,
          summary: 'Criar a primeira senha com o link de primeiro acesso (o link só vale uma vez)',
          description: 'As regras da senha são as da redefinição. Depois, a pessoa entra com CPF e senha em autenticar.',
          body: Type.Object({ token: Token, senha: Type.String({ minLength: 1, maxLength: 128 }), confirmacaoSenha: Type.String({ maxLength: 128 }) }, { additionalProperties: false }),
          response: { 200: MessageResponse, 400: ErrorResponse, 410: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request) => {
        const { token, senha, confirmacaoSenha } = request.body;
        return service.createPassword(token, senha, confirmacaoSenha, request.ip);
      },
    );
  };
}
