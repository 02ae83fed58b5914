import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { TaxIncentiveService } from './service';
import { FUNCTIONALITY } from '@/domain/functionality-ids';

const tags = ['Simuladores'];
const Decimal = Type.String({ description: 'valor decimal exato, ex.: "14400.00"' });
// Format and limits are checked by the service, with a Portuguese message per field.
const AmountInput = (description: string) => Type.String({ maxLength: 20, description });

/** The tax-incentive simulator (service 29, loan-enabled kind). */
export function taxIncentiveRoutes(service: TaxIncentiveService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      '/simularIncentivoFiscal',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Simular o incentivo fiscal: dedução das contribuições até 12 % da renda tributável na declaração completa e o imposto economizado pela tabela anual',
          security: bearer,
          body: Type.Object(
            {
              rendaTributavelAnual: AmountInput('renda tributável bruta do ano em reais, ex.: "120000.00"'),
              contribuicoesAnuais: AmountInput('contribuições do participante ao plano no ano, ex.: "14400.00"'),
              outrasDeducoes: Type.Optional(AmountInput('outras deduções da declaração completa (INSS, dependentes, saúde, educação), ex.: "12000.00"')),
              ano: Type.Optional(Type.Integer({ description: 'ano-calendário; o atual quando ausente' })),
            },
            { additionalProperties: false },
          ),
          response: withErrors({
            200: Type.Object({
              ano: Type.Integer(),
              limiteDedutivel: Decimal,
              deducaoPermitida: Decimal,
              contribuicaoExcedente: Decimal,
              contribuicaoAdicionalPossivel: Decimal,
              impostoSemContribuicao: Decimal,
              impostoComContribuicao: Decimal,
              economiaImposto: Decimal,
              economiaComLimite: Decimal,
              economiaAdicionalPossivel: Decimal,
              descontoSimplificado: Decimal,
              impostoDeclaracaoSimplificada: Decimal,
              completaCompensa: Type.Boolean(),
            }),
          }),
        },
      },
      async (request) => service.simulate(request.body),
    );

    app.get(
      '/retornarContribuicoesAnuais/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.TAX_INCENTIVE_SIMULATOR,
          tags,
          summary: 'Contribuições do próprio participante pagas no ano corrente (básica, suplementar e esporádicas), para o simulador de incentivo fiscal',
          security: bearer,
          params: Type.Object({ idVinculoPlano: IdOf('vinculoPlano') }),
          response: withErrors({ 200: Type.Object({ ano: Type.Integer(), contribuicoesAnuais: Decimal, meses: Type.Integer() }), 404: ErrorResponse }),
        },
      },
      async (request) => service.yearContributions(currentAuth(request), request.params.idVinculoPlano),
    );
  };
}
