import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { INVITATION_LIMITS, LOAN_PLAN_KIND } from '@/domain/invitations';
import { currentAuth } from '../../plugins/authentication';
import { DateTime, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { InvitationService } from './service';

const tags = ['Convites'];
/** Not served in the loan-enabled kind: the authorization matrix calls it for a person with only such plans and wants 403. */
const NOT_IN_LOAN_KIND = { 'x-sem-tipo-plano': LOAN_PLAN_KIND } as const;

const Invitation = Type.Object({ id: Type.Integer(), nome: Type.String(), email: Type.String(), telefone: Type.String({ description: '(11) 98765-4321' }), criadoEm: DateTime });

export function invitationRoutes(service: InvitationService, options: { portalUrl: string | null }) {
  const portalUrlOf = (request: FastifyRequest) => options.portalUrl ?? `${request.protocol}://${request.host}`;

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      '/convidarParticipante',
      {
        schema: {
          'x-acesso': 'participante',
          ...NOT_IN_LOAN_KIND,
          tags,
          summary: 'Convidar alguém para conhecer o fundo: guarda o convite e envia o e-mail (até 5 por dia; o mesmo e-mail uma vez a cada 30 dias)',
          body: Type.Object(
            {
              idPessoa: IdOf('pessoa', { description: 'Quem convida' }),
              nome: Type.String({ maxLength: INVITATION_LIMITS.nome, examples: ['Joana Convidada'] }),
              email: Type.String({ maxLength: INVITATION_LIMITS.email, examples: ['joana.convidada@example.com'] }),
              telefone: Type.String({ maxLength: INVITATION_LIMITS.telefone, description: 'Com DDD, com ou sem máscara', examples: ['(11) 98765-4321'] }),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 201: Type.Object({ ...Invitation.properties, message: Type.String() }), 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse }),
        },
      },
      async (request, reply) => {
        const { idPessoa, ...input } = request.body;
        return reply.status(201).send(await service.invite(currentAuth(request), idPessoa, input, { ip: request.ip, portalUrl: portalUrlOf(request) }));
      },
    );

    app.get(
      '/retornarConvites/:idPessoa',
      {
        schema: {
          'x-acesso': 'participante',
          ...NOT_IN_LOAN_KIND,
          tags,
          summary: 'Os convites que a pessoa enviou, do mais recente',
          params: Type.Object({ idPessoa: IdOf('pessoa') }),
          response: withErrors({ 200: Type.Array(Invitation), 404: ErrorResponse }),
        },
      },
      async (request) => service.list(currentAuth(request), request.params.idPessoa),
    );
  };
}
