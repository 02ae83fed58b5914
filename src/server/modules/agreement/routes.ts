import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { DateTime, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import { AGREEMENT_TEXT_LIMITS } from '@/domain/agreement';
import type { AgreementService } from './service';

const tags = ['Declaração de concordância'];
const Version = Type.Object({
  versao: Type.Integer(),
  texto: Type.String(),
  publicadaEm: DateTime,
  aceites: Type.Integer({ minimum: 0, description: 'Quantas pessoas aceitaram esta versão' }),
});
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

    app.get(
      '/retornarVersoesDeclaracaoConcordancia',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Todas as versões da declaração de concordância, da mais recente à mais antiga, com quantas pessoas aceitaram cada uma',
          response: withErrors({ 200: Type.Object({ versoes: Type.Array(Version) }) }),
        },
      },
      async () => service.versions(),
    );

    app.post(
      '/publicarDeclaracaoConcordancia',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Publicar uma nova versão da declaração (a seguinte à em vigor); todos os participantes deverão aceitá-la',
          body: Type.Object(
            {
              texto: Type.String({
                maxLength: AGREEMENT_TEXT_LIMITS.max,
                description: `Texto simples, parágrafos separados por uma linha em branco; de ${AGREEMENT_TEXT_LIMITS.min} a ${AGREEMENT_TEXT_LIMITS.max} caracteres, diferente do em vigor`,
                examples: ['Declaro que li e compreendi o Regulamento do meu plano de benefícios e o Estatuto da Fundação.\n\nDeclaro que minhas informações são verdadeiras.'],
              }),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 201: Type.Object({ versao: Type.Integer(), publicadaEm: DateTime, message: Type.String() }), 409: ErrorResponse }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.publish(currentAuth(request), request.body.texto, request.ip)),
    );
  };
}
