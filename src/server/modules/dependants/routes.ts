import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, ErrorResponse, IdOf, MessageResponse, withErrors } from '../../schemas/common';
import type { DependantService } from './service';

const tags = ['Dependentes e beneficiários'];
const Kind = Type.Union([Type.Literal('imposto-renda'), Type.Literal('previdencial')]);
const Text = Type.Union([Type.String(), Type.Null()]);
const Dependant = Type.Object({
  id: Type.Integer(),
  tipo: Kind,
  nome: Type.String(),
  cpf: Text,
  data_nascimento: Type.Union([DateOnly, Type.Null()]),
  parentesco: Text,
  finalidade: Text,
  percentual: Text,
  completo: Type.Boolean(),
});
const Fields = {
  nome: Type.String({ minLength: 1, maxLength: 200 }),
  cpf: Type.Optional(Type.Union([Type.String({ maxLength: 14 }), Type.Null()])),
  data_nascimento: Type.Optional(Type.Union([DateOnly, Type.Null()])),
  parentesco: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  finalidade: Type.Optional(Type.Union([Type.String({ maxLength: 60 }), Type.Null()])),
  percentual: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 8 }), Type.Null()])),
};

export function dependantRoutes(service: DependantService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarDependentes/:idPessoa',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Dependentes de IR ou beneficiários previdenciais, com a soma das participações',
          security: bearer,
          params: Type.Object({ idPessoa: IdOf('pessoa') }),
          querystring: Type.Object({ tipo: Kind }),
          response: withErrors({
            200: Type.Object({
              dependentes: Type.Array(Dependant),
              somaPercentuais: Type.String(),
              somaCompleta: Type.Boolean(),
              percentualRestante: Type.String({ description: 'O que falta distribuir entre os beneficiários previdenciais para chegar a 100 % ("0.00" para dependentes de IR)' }),
            }),
          }),
        },
      },
      async (request) => service.list(currentAuth(request), request.params.idPessoa, request.query.tipo),
    );

    app.post(
      '/criarDependente',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Incluir um dependente ou beneficiário',
          security: bearer,
          body: Type.Object({ idPessoa: IdOf('pessoa'), tipo: Kind, ...Fields }, { additionalProperties: false }),
          response: withErrors({ 200: Dependant }),
        },
      },
      async (request) => {
        const { idPessoa, tipo, ...fields } = request.body;
        return service.create(currentAuth(request), idPessoa, tipo, fields, request.ip);
      },
    );

    app.put(
      '/atualizarDependente/:id',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Alterar um dependente ou beneficiário',
          security: bearer,
          params: Type.Object({ id: IdOf('dependente') }),
          body: Type.Object(Fields, { additionalProperties: false }),
          response: withErrors({ 200: Dependant, 404: ErrorResponse }),
        },
      },
      async (request) => service.update(currentAuth(request), request.params.id, request.body, request.ip),
    );

    app.delete(
      '/excluirDependente/:id',
      {
        schema: { 'x-acesso': 'participante', tags, summary: 'Excluir um dependente ou beneficiário', security: bearer, params: Type.Object({ id: IdOf('dependente') }), response: withErrors({ 200: MessageResponse, 404: ErrorResponse }) },
      },
      async (request) => {
        await service.remove(currentAuth(request), request.params.id, request.ip);
        return { message: 'Dependente excluído.' };
      },
    );
  };
}
