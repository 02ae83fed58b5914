import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SignJWT } from 'jose';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { currentAuth } from '../../plugins/authentication';
import { assertReachableExistingPerson } from '../../access/reach';
import { bearer, ErrorResponse, IdOf, withErrors } from '../../schemas/common';

const TOKEN_LIFETIME = '5m';
export const WEBHOOK_AUDIENCE = 'educacao-financeira';

/** The "Educação Financeira" link: a short-lived HS256 token the external site verifies with the shared secret. */
export function webhookRoutes(db: Database, options: { url: string | null; secret: string }) {
  const key = new TextEncoder().encode(options.secret);
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
      async (request) => {
        await assertReachableExistingPerson(db, currentAuth(request), request.query.idPessoa);
        const token = await new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(request.query.idPessoa))
          .setAudience(WEBHOOK_AUDIENCE)
          .setIssuedAt()
          .setExpirationTime(TOKEN_LIFETIME)
          .sign(key);
        const url = options.url ? `${options.url}${options.url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : null;
        return { token, url };
      },
    );
  };
}
