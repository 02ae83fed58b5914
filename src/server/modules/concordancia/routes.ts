import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { DateTime, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { AgreementService } from './service';

const tags = ['Declaração de concordância'];
const Acceptance = Type.Object({ aceitoEm: DateTime, ip: Type.String({ description: 'Endereço de onde a declaração foi aceita' }) });

export function agreementRoutes(service: AgreementService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarDeclaracaoConcordancia/:idPessoa',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'A declaração de concordância em vigor (versão e texto) e o aceite da pessoa, se houver',
          params: Type.Object({ idPessoa: IdOf('pessoa') }),
          response: withErrors({ 200: Type.Object({ versao: Type.Integer(), texto: Type.String(), aceite: Type.Union([Acceptance, Type.Null()]) }), 404: ErrorResponse }),
        },
      },
      async (request) => service.forPerson(currentAuth(request), request.params.idPessoa),
    );

    app.post(
      '/aceitarDeclaracaoConcordancia',
      {
        schema: {
          'x-acesso': 'participante',
          // Personal: an administrator, even viewing the portal as the participant, cannot accept for them (403).
          'x-pessoal': true,
          tags,
          summary: 'Aceitar a versão em vigor da declaração (guarda data, hora e IP); a mesma versão duas vezes → 409',
          body: Type.Object({ idPessoa: IdOf('pessoa') }, { additionalProperties: false }),
          response: withErrors({ 201: Type.Object({ versao: Type.Integer(), aceite: Acceptance, message: Type.String() }), 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.accept(currentAuth(request), request.body.idPessoa, request.ip)),
    );
  };
}
