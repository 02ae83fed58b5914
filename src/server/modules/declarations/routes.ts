import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, ErrorResponse, IdOf, withErrors, YesNo } from '../../schemas/common';
import type { DeclarationService } from './service';

const tags = ['Declarações'];
const Created = Type.Object({ id: Type.Integer(), protocolo: Type.String(), idPlano: Type.Integer() });
const Target = { idPessoa: IdOf('pessoa'), idVinculoPlano: IdOf('vinculoPlano'), idAnexo: Type.Optional(Type.Union([IdOf('anexo'), Type.Null()])) };
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const responses = withErrors({ 200: Created, 404: ErrorResponse });

export function declarationRoutes(service: DeclarationService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      '/enviarDeclaracaoPep',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Declaração de pessoa politicamente exposta (serviço 2); abre uma solicitação',
          security: bearer,
          body: Type.Object(
            { ...Target, ppe: YesNo, cargo: OptionalText(200), orgao: OptionalText(200), dataInicio: Type.Optional(Type.Union([DateOnly, Type.Null()])), dataFim: Type.Optional(Type.Union([DateOnly, Type.Null()])) },
            { additionalProperties: false },
          ),
          response: responses,
        },
      },
      async (request) => service.pep(currentAuth(request), request.body),
    );

    app.post(
      '/enviarDeclaracaoFatca',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Declaração FATCA (serviço 3); abre uma solicitação',
          security: bearer,
          body: Type.Object({ ...Target, cidadaniaAmericana: YesNo, residenciaFiscalEua: YesNo, tin: OptionalText(20) }, { additionalProperties: false }),
          response: responses,
        },
      },
      async (request) => service.fatca(currentAuth(request), request.body),
    );

    app.post(
      '/enviarDeclaracaoResidenteExterior',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Declaração de residente no exterior (serviço 5), com o endereço no exterior; abre uma solicitação',
          security: bearer,
          body: Type.Object(
            { ...Target, country: Type.String({ maxLength: 100 }), postalCode: Type.String({ maxLength: 20 }), identificationNumber: Type.String({ maxLength: 40 }), complement: OptionalText(200) },
            { additionalProperties: false },
          ),
          response: responses,
        },
      },
      async (request) => service.foreignResident(currentAuth(request), request.body),
    );
  };
}
