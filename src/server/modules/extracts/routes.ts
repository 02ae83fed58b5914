import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import { renderContributionExtractPdf } from '../../documents/contribution-extract';
import { contributionExtractCsv } from './csv';
import type { ExtractService } from './service';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { BALANCE_PERIODS } from '@/domain/extracts-history';

const tags = ['Extratos'];
const Amount = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'valor exato com 2 casas, ex.: "1234.56"' });
const Quotas = Type.String({ pattern: '^-?\\d+\\.\\d{8}$', description: 'cotas com 8 casas' });
const Percent = Type.Union([Type.String({ pattern: '^-?\\d+\\.\\d{2}$' }), Type.Null()], { description: 'percentual com 2 casas; null se a série é mais nova que o período' });
const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', maxLength: 7, description: 'mês AAAA-MM' });
const ContributionType = Type.Union([Type.Literal('basica'), Type.Literal('suplementar'), Type.Literal('esporadica'), Type.Literal('patrocinadora')]);
const params = Type.Object({ idVinculoPlano: IdOf('vinculoPlano') });

/** A file name that says what and whose: only letters, digits and hyphens. */
const safe = (value: string) => value.replace(/[^A-Za-z0-9-]/g, '');

export function extractRoutes(service: ExtractService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarSaldo/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.BALANCE_EXTRACT,
          tags,
          summary: 'Saldo por conta (cotas × último valor da cota), evolução mensal de um período (padrão: últimos 12 meses), rentabilidade da cota e comparação com IPCA e CDI',
          description:
            'O período: periodo=12m (padrão), 5a (60 meses, o atual incluído) ou tudo (desde o primeiro mês com contribuição paga, até 600 meses); ' +
            'ou inicio e fim (AAAA-MM; só inicio vai até o mês atual, só fim toma os 12 meses até ele). As duas formas juntas, fim antes de inicio, ' +
            'fim depois do mês atual ou mais de 600 meses: 400.',
          security: bearer,
          params,
          querystring: Type.Object(
            {
              periodo: Type.Optional(Type.Union(BALANCE_PERIODS.map((periodo) => Type.Literal(periodo)), { description: '12m (padrão), 5a ou tudo' })),
              inicio: Type.Optional(Month),
              fim: Type.Optional(Month),
            },
            { additionalProperties: false },
          ),
          response: withErrors({
            200: Type.Object({
              saldoTotal: Amount,
              valorCota: Quotas,
              dataCota: DateOnly,
              contas: Type.Array(Type.Object({ conta: ContributionType, nome: Type.String(), cotas: Quotas, saldo: Amount })),
              evolucao: Type.Array(Type.Object({ mes: Month, saldo: Amount })),
              rentabilidade: Type.Object({
                ultimos12Meses: Percent,
                noAno: Percent,
                desdeInicio: Percent,
                inicioSerie: Type.Union([DateOnly, Type.Null()]),
              }),
              comparacao: Type.Object(
                {
                  inicio: Month,
                  fim: Month,
                  rentabilidadePlano: Percent,
                  ipca: Percent,
                  cdi: Percent,
                },
                {
                  description:
                    'Os meses do período que a série de cotas cobre (o retorno de um mês é o valor da cota no fim dele sobre o do fim do mês anterior): ' +
                    'a rentabilidade da cota, o IPCA e o CDI acumulados nesses meses, Π(1 + v/100) − 1, em % com 2 casas; null quando a série não cobre os meses',
                },
              ),
            }),
            404: ErrorResponse,
          }),
        },
      },
      async (request) => service.balance(currentAuth(request), request.params.idVinculoPlano, request.query),
    );

    app.get(
      '/retornarExtratoContribuicao/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.CONTRIBUTION_EXTRACT,
          tags,
          summary: 'Extrato de contribuição de um período (padrão: últimos 12 meses), em JSON, CSV (;, vírgula decimal, UTF-8 com BOM) ou PDF',
          security: bearer,
          params,
          querystring: Type.Object(
            {
              inicio: Type.Optional(Month),
              fim: Type.Optional(Month),
              tipo: Type.Optional(ContributionType),
              formato: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv'), Type.Literal('pdf')], { description: 'json (padrão), csv ou pdf' })),
            },
            { additionalProperties: false },
          ),
          produces: ['application/json', 'text/csv', 'application/pdf'],
          response: withErrors({
            200: Type.Object({
              contribuicoes: Type.Array(
                Type.Object({
                  competencia: Month,
                  tipo: ContributionType,
                  valor: Amount,
                  cotas: Type.Union([Quotas, Type.Null()]),
                  valorCota: Type.Union([Quotas, Type.Null()]),
                  status: Type.Union([Type.Literal('paga'), Type.Literal('pendente')]),
                }),
              ),
              totais: Type.Object({
                valor: Amount,
                cotas: Quotas,
                porTipo: Type.Array(Type.Object({ tipo: ContributionType, valor: Amount, cotas: Quotas })),
              }),
              periodo: Type.Object({ inicio: Month, fim: Month }),
            }, { description: 'JSON; com formato=csv ou pdf, o arquivo (Content-Disposition: attachment)' }),
            404: ErrorResponse,
          }),
        },
      },
      async (request, reply) => {
        const { formato, ...query } = request.query;
        const extract = await service.contributionExtract(currentAuth(request), request.params.idVinculoPlano, query);
        const { link, periodo, contribuicoes, totais } = extract;
        if (!formato || formato === 'json') return { contribuicoes, totais, periodo };
        const fileName = `extrato-contribuicao-${safe(link.matricula)}-${periodo.inicio}-a-${periodo.fim}${query.tipo ? `-${query.tipo}` : ''}.${formato}`;
        reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${fileName}"`);
        // A file, not the JSON of the schema: Fastify sends streams and buffers as they are.
        if (formato === 'csv') return reply.type('text/csv; charset=utf-8').send(contributionExtractCsv(extract) as never);
        const parties = {
          fund: await service.fundIdentity(),
          link,
          generatedAt: new Date(),
        };
        const pdf = await renderContributionExtractPdf({ parties, periodo, tipo: query.tipo, contribuicoes, totais });
        return reply.type('application/pdf').send(pdf as never);
      },
    );

    app.get(
      '/retornarExtratoIrRegressivo/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.REGRESSIVE_TAX_EXTRACT,
          tags,
          summary: 'Extrato do IR regressivo: cada lote (mês de contribuição) com o valor atual, a alíquota pelo tempo no plano (Lei 11.053/2004) e o imposto num resgate hoje',
          security: bearer,
          params,
          response: withErrors({
            200: Type.Object({
              dataReferencia: DateOnly,
              valorCota: Quotas,
              dataCota: DateOnly,
              regimeTributacao: Type.Union([Type.Literal('progressivo'), Type.Literal('regressivo'), Type.Null()]),
              lotes: Type.Array(Type.Object({ competencia: Month, cotas: Quotas, valorAtual: Amount, aliquota: Amount, imposto: Amount })),
              porAliquota: Type.Array(Type.Object({ aliquota: Amount, lotes: Type.Integer(), valorAtual: Amount, imposto: Amount })),
              totais: Type.Object({ cotas: Quotas, valorAtual: Amount, imposto: Amount }),
            }),
            404: ErrorResponse,
          }),
        },
      },
      async (request) => service.regressiveTaxExtract(currentAuth(request), request.params.idVinculoPlano),
    );
  };
}
