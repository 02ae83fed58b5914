import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateTime, ErrorResponse, IdOf, MessageResponse, withErrors } from '../../schemas/common';
import type { TaxIncentiveService } from './service';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

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

    const DecemberNotice = Type.Object({
      ativo: Type.Boolean(),
      rendaTributavelAnual: Type.Union([Decimal, Type.Null()]),
      outrasDeducoes: Type.Union([Decimal, Type.Null()]),
      atualizadoEm: Type.Union([DateTime, Type.Null()]),
      proximoAviso: Type.String({ format: 'date', description: 'o primeiro dia útil de dezembro em que o aviso sai' }),
    });
    const linkParams = Type.Object({ idVinculoPlano: IdOf('vinculoPlano') });
    const participantSchema = { 'x-acesso': 'participante', 'x-funcionalidade': FUNCTIONALITY.TAX_INCENTIVE_SIMULATOR, tags, security: bearer, params: linkParams } as const;

    app.get(
      '/retornarAvisoDeducao/:idVinculoPlano',
      { schema: { ...participantSchema, summary: 'Se o participante pediu o aviso de dezembro (quanto ainda pode contribuir no ano para deduzir até 12 %), com a renda informada', response: withErrors({ 200: DecemberNotice, 404: ErrorResponse }) } },
      async (request) => service.decemberNotice(currentAuth(request), request.params.idVinculoPlano),
    );

    app.put(
      '/atualizarAvisoDeducao/:idVinculoPlano',
      {
        schema: {
          ...participantSchema,
          summary: 'Pede (com a renda tributável do ano) ou cancela o aviso de dezembro do incentivo fiscal',
          body: Type.Object(
            { ativo: Type.Boolean(), rendaTributavelAnual: Type.Optional(AmountInput('renda tributável do ano, decimal')), outrasDeducoes: Type.Optional(AmountInput('outras deduções do ano, decimal')) },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Type.Intersect([DecemberNotice, MessageResponse]), 404: ErrorResponse }),
        },
      },
      async (request) => service.updateDecemberNotice(currentAuth(request), request.params.idVinculoPlano, request.body, request.ip),
    );
  };
}
