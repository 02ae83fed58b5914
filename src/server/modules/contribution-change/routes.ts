import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import { SUSPENSION_REASON_MAX_LENGTH, type ContributionChoiceService } from './service';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const tags = ['Contribuições'];
const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'competência yyyy-MM' });
const Decimal = Type.String({ description: 'valor decimal exato, ex.: "6.00"' });
// Format and limits are the plan's rules, checked by the service with a message that says them.
const NumberOrText = (description: string) => Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 })], { description }));
const Created = Type.Object({ id: Type.Integer(), protocolo: Type.String(), idPlano: Type.Integer(), dados: Type.Object({}, { additionalProperties: true, description: 'os dados da solicitação' }) });
const OpenRequest = Type.Union([Type.Object({ id: Type.Integer(), protocolo: Type.String() }), Type.Null()]);
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** Contribution change (service 8) and suspension (service 9): each a request the fund concludes. */
export function contributionChoiceRoutes(service: ContributionChoiceService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarContribuicaoAtual/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'A contribuição mensal de hoje (valor ou percentuais e os R$ de cada parte), o mês em que uma mudança vale, o prazo máximo de suspensão e os pedidos em andamento',
          security: bearer,
          params: Type.Object({ idVinculoPlano: IdOf('vinculoPlano') }),
          response: withErrors({
            200: Type.Object({
              forma: Type.Union([Type.Literal('valor'), Type.Literal('percentual')]),
              salario: Nullable(Decimal),
              valorContribuicao: Nullable(Decimal),
              percentualBasica: Nullable(Decimal),
              percentualSuplementar: Nullable(Decimal),
              contribuicaoBasica: Decimal,
              contribuicaoSuplementar: Decimal,
              contribuicaoTotal: Decimal,
              vigencia: Month,
              suspensaoMesesMaximo: Type.Integer(),
              alteracaoAberta: OpenRequest,
              suspensaoAberta: OpenRequest,
            }),
            404: ErrorResponse,
            409: ErrorResponse,
          }),
        },
      },
      async (request) => service.describe(currentAuth(request), request.params.idVinculoPlano),
    );

    app.post(
      '/enviarAlteracaoContribuicao',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.CONTRIBUTION_CHANGE,
          tags,
          summary: 'Pedir a alteração da contribuição mensal (serviço 8), a valer no mês seguinte: pelo valor (mínimo do plano) ou pelos percentuais básico e suplementar (regras do spec §5 e fórmula do §9)',
          security: bearer,
          body: Type.Object(
            {
              idPessoa: IdOf('pessoa'),
              idVinculoPlano: IdOf('vinculoPlano'),
              percentualBasica: NumberOrText('percentual da contribuição básica, ex.: 6 ou "6.00"'),
              percentualSuplementar: NumberOrText('percentual da contribuição suplementar, ex.: 5 ou "5.00"'),
              valorContribuicao: NumberOrText('valor mensal em reais, ex.: "450.00"'),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 201: Created, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.change(currentAuth(request), request.body)),
    );

    app.post(
      '/enviarSuspensaoContribuicao',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.CONTRIBUTION_SUSPENSION,
          tags,
          summary: 'Pedir a suspensão das contribuições por alguns meses (serviço 9), a partir do mês seguinte e dentro do prazo máximo do plano',
          security: bearer,
          body: Type.Object(
            { idPessoa: IdOf('pessoa'), idVinculoPlano: IdOf('vinculoPlano'), meses: Type.Integer({ description: 'de 1 ao prazo máximo do plano' }), motivo: Type.String({ maxLength: SUSPENSION_REASON_MAX_LENGTH }) },
            { additionalProperties: false },
          ),
          response: withErrors({ 201: Created, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.suspend(currentAuth(request), request.body)),
    );
  };
}
