import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ACCESS_PAGE_SIZE, CONSENT_CHANNELS } from '@/domain/privacy';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateTime, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { PrivacyService } from './service';

const tags = ['Privacidade'];
const Channel = Type.Union([Type.Literal(CONSENT_CHANNELS[0]), Type.Literal(CONSENT_CHANNELS[1]), Type.Literal(CONSENT_CHANNELS[2])], { description: 'email, sms ou whatsapp' });

const Consents = Type.Object({
  consentimentos: Type.Array(Type.Object({ canal: Channel, concedido: Type.Boolean(), desde: Type.Union([DateTime, Type.Null()]) })),
  historico: Type.Array(
    Type.Object({
      id: Type.Integer(),
      canal: Channel,
      concedido: Type.Boolean(),
      em: DateTime,
      por: Type.Union([Type.Object({ id: Type.Integer(), nome: Type.String(), administrador: Type.Boolean() }), Type.Null()]),
    }),
  ),
});

const Accesses = Type.Object({
  acessos: Type.Array(Type.Object({ id: Type.Integer(), em: DateTime, administrador: Type.Object({ id: Type.Integer(), nome: Type.String() }), acao: Type.String() })),
  total: Type.Integer(),
  totalPage: Type.Integer(),
});

export function privacyRoutes(service: PrivacyService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const params = Type.Object({ idPessoa: IdOf('pessoa') });

    app.get(
      '/retornarConsentimentos/:idPessoa',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Autorizações de comunicação por e-mail, SMS e WhatsApp: a escolha atual de cada canal e o histórico',
          security: bearer,
          params,
          response: withErrors({ 200: Consents, 404: ErrorResponse }),
        },
      },
      async (request) => service.consents(currentAuth(request), request.params.idPessoa),
    );

    app.put(
      '/atualizarConsentimento/:idPessoa',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Dar ou retirar a autorização de um canal de comunicação (LGPD art. 8º, § 5º)',
          security: bearer,
          params,
          body: Type.Object({ canal: Channel, concedido: Type.Boolean() }, { additionalProperties: false }),
          response: withErrors({ 200: Consents, 404: ErrorResponse }),
        },
      },
      async (request) => service.updateConsent(currentAuth(request), request.params.idPessoa, request.body, request.ip),
    );

    app.get(
      '/retornarAcessosDados/:idPessoa',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Quem acessou meus dados: administradores que visualizaram o portal como a pessoa ou agiram por ela (página começa em 0)',
          security: bearer,
          params,
          querystring: Type.Object(
            {
              page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
              limit: Type.Integer({ minimum: 1, maximum: 100, default: ACCESS_PAGE_SIZE }),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Accesses, 404: ErrorResponse }),
        },
      },
      async (request) => service.accesses(currentAuth(request), request.params.idPessoa, request.query),
    );
  };
}
