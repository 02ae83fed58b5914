import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import { renderContributionStatementPdf, statementFileName } from '../../documents/contribution-statement';
import { incomeReportFileName, renderIncomeReportPdf } from '../../documents/income-report';
import { paycheckFileName, renderPaycheckPdf } from '../../documents/paycheck';
import type { StatementService } from './service';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const tags = ['Demonstrativos'];
const Decimal = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'valor exato com 2 casas, ex.: "1234.56"' });
const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', maxLength: 7, description: 'competência AAAA-MM', examples: ['2025-12'] });
const Year = Type.Integer({ minimum: 1900, maximum: 2999, description: 'ano-calendário', examples: [2025] });
const linkParam = { idVinculoPlano: IdOf('vinculoPlano') };
const PaycheckKind = Type.Union([Type.Literal('mensal'), Type.Literal('abono_anual')]);
const ByType = Type.Object({ basica: Decimal, suplementar: Decimal, esporadica: Decimal, patrocinadora: Decimal });
const Totals = { totaisPorTipo: ByType, totalProprias: Decimal, totalPatrocinadora: Decimal, total: Decimal };
const IncomeFigures = {
  rendimentosTributaveis: Decimal,
  contribuicaoPrevidenciaComplementar: Decimal,
  impostoRetido: Decimal,
  parcelaIsenta: Decimal,
  parcelaIsentaDecimoTerceiro: Decimal,
  decimoTerceiro: Decimal,
  impostoDecimoTerceiro: Decimal,
  contribuicoesDedutiveis: Type.Object({ basica: Decimal, suplementar: Decimal, esporadica: Decimal, total: Decimal }),
  pagamentos: Type.Integer(),
  planosSaude: Type.Array(
    Type.Object({
      nomeOperadora: Type.String(),
      cnpjOperadora: Type.String({ description: 'CNPJ da operadora, 00.000.000/0000-00' }),
      valorTitular: Decimal,
      dependentes: Type.Array(Type.Object({ cpf: Type.String({ description: '000.000.000-00' }), nome: Type.String(), dataNascimento: DateOnly, valor: Decimal })),
      total: Decimal,
    }),
    { description: 'quadro 7: o que os pagamentos do ano descontaram para cada operadora de plano de saúde (titular e dependentes), dedutível como despesa médica' },
  ),
};
const format = (fallback: 'json' | 'pdf') =>
  Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('pdf')], { default: fallback, description: `json ou pdf (padrão: ${fallback})` }));

/** A PDF as a download: its name says what and whose; never kept by a shared cache. */
function sendPdf(reply: FastifyReply, fileName: string, stream: NodeJS.ReadableStream) {
  return reply.header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${fileName}"`).type('application/pdf').send(stream);
}

export function statementRoutes(service: StatementService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarContracheques/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.PAYCHECK,
          tags,
          summary: 'Contracheques pagos do vínculo (benefício mensal e abono anual), do mais recente ao mais antigo',
          security: bearer,
          params: Type.Object(linkParam),
          response: withErrors({
            200: Type.Object({
              contracheques: Type.Array(Type.Object({ competencia: Month, tipo: PaycheckKind, valorBruto: Decimal, valorLiquido: Decimal, dataPagamento: DateOnly })),
              mesesSuspensos: Type.Array(Month, { description: 'competências (aaaa-mm) em que o benefício esteve suspenso por falta de prova de vida' }),
            }),
            404: ErrorResponse,
          }),
        },
      },
      async (request) => service.listPaychecks(currentAuth(request), request.params.idVinculoPlano),
    );

    app.get(
      '/retornarContracheque/:idVinculoPlano/:competencia',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.PAYCHECK,
          tags,
          summary: 'Um contracheque: rubricas (proventos e descontos), totais e líquido, em JSON ou PDF',
          security: bearer,
          params: Type.Object({ ...linkParam, competencia: Month }),
          querystring: Type.Object(
            { formato: format('json'), tipo: Type.Optional(Type.Union([Type.Literal('mensal'), Type.Literal('abono_anual')], { default: 'mensal', description: 'mensal (padrão) ou abono_anual (13º)' })) },
            { additionalProperties: false },
          ),
          produces: ['application/json', 'application/pdf'],
          response: withErrors({
            200: Type.Object(
              {
                competencia: Month,
                tipo: PaycheckKind,
                rubricas: Type.Array(Type.Object({ codigo: Type.String(), descricao: Type.String(), tipo: Type.Union([Type.Literal('provento'), Type.Literal('desconto')]), valor: Decimal })),
                totalProventos: Decimal,
                totalDescontos: Decimal,
                valorBruto: Decimal,
                parcelaIsenta: Decimal,
                impostoRenda: Decimal,
                outrosDescontos: Decimal,
                valorLiquido: Decimal,
                dataPagamento: DateOnly,
              },
              { description: 'o contracheque em JSON; com formato=pdf, o PDF (Content-Disposition: attachment)' },
            ),
            404: ErrorResponse,
          }),
        },
      },
      async (request, reply) => {
        const { idVinculoPlano, competencia } = request.params;
        const { paycheck, context } = await service.getPaycheck(currentAuth(request), idVinculoPlano, competencia, request.query.tipo ?? 'mensal');
        if (request.query.formato === 'pdf') return sendPdf(reply, paycheckFileName(paycheck, context), await renderPaycheckPdf(paycheck, context));
        return paycheck;
      },
    );

    app.get(
      '/retornarProximoContracheque/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.PAYCHECK,
          tags,
          summary: 'Previsão do próximo contracheque mensal: o último benefício com as isenções de imposto de renda em vigor na competência (parcela isenta aos 65 anos, moléstia grave)',
          security: bearer,
          params: Type.Object(linkParam),
          response: withErrors({
            200: Type.Object({
              competencia: Month,
              dataPagamento: DateOnly,
              valorBruto: Decimal,
              parcelaIsenta: Decimal,
              baseCalculo: Decimal,
              impostoRenda: Decimal,
              outrosDescontos: Decimal,
              valorLiquido: Decimal,
              isencoes: Type.Array(
                Type.Object({
                  tipo: Type.Union([Type.Literal('65'), Type.Literal('molestia_grave')]),
                  descricao: Type.String(),
                  competenciaInicio: Month,
                  doenca: Type.Union([Type.String(), Type.Null()]),
                }),
              ),
            }),
            404: ErrorResponse,
          }),
        },
      },
      async (request) => service.getNextPaycheck(currentAuth(request), request.params.idVinculoPlano),
    );

    app.get(
      '/retornarInformesRendimentos/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.INCOME_REPORT,
          tags,
          summary: 'Os informes de rendimentos do vínculo, um por ano-calendário encerrado, com os números principais',
          security: bearer,
          params: Type.Object(linkParam),
          response: withErrors({
            200: Type.Object({
              fontePagadora: Type.Object(
                { nome: Type.String(), cnpj: Type.Union([Type.String({ description: '00.000.000/0000-00' }), Type.Null()]) },
                { description: 'a entidade, como o quadro 1 do informe a imprime: o CNPJ a informar na declaração (fonte pagadora e previdência complementar)' },
              ),
              informes: Type.Array(Type.Object({ ano: Type.Integer(), ...IncomeFigures })),
            }),
            404: ErrorResponse,
          }),
        },
      },
      async (request) => service.listIncomeReports(currentAuth(request), request.params.idVinculoPlano),
    );

    app.get(
      '/retornarInformeRendimentos/:idVinculoPlano/:ano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.INCOME_REPORT,
          tags,
          summary: 'Informe de rendimentos do ano (Comprovante de Rendimentos Pagos e de Imposto sobre a Renda Retido na Fonte), em PDF ou JSON',
          security: bearer,
          params: Type.Object({ ...linkParam, ano: Year }),
          querystring: Type.Object({ formato: format('pdf') }, { additionalProperties: false }),
          produces: ['application/pdf', 'application/json'],
          response: withErrors({
            200: Type.Object(
              { ano: Type.Integer(), tipo: Type.Union([Type.Literal('beneficiario'), Type.Literal('contribuinte')]), ...IncomeFigures },
              { description: 'o PDF (padrão, Content-Disposition: attachment) ou, com formato=json, os mesmos números' },
            ),
            404: ErrorResponse,
          }),
        },
      },
      async (request, reply) => {
        const { report, context } = await service.getIncomeReport(currentAuth(request), request.params.idVinculoPlano, request.params.ano);
        if (request.query.formato === 'json') return report;
        return sendPdf(reply, incomeReportFileName(report, context), await renderIncomeReportPdf(report, context));
      },
    );

    app.get(
      '/retornarDemonstrativosContribuicao/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.CONTRIBUTION_STATEMENT,
          tags,
          summary: 'Os anos com contribuições pagas, do mais recente ao mais antigo, com os totais por tipo',
          security: bearer,
          params: Type.Object(linkParam),
          response: withErrors({ 200: Type.Object({ anos: Type.Array(Type.Object({ ano: Type.Integer(), ...Totals })) }), 404: ErrorResponse }),
        },
      },
      async (request) => service.listStatements(currentAuth(request), request.params.idVinculoPlano),
    );

    app.get(
      '/retornarDemonstrativoContribuicao/:idVinculoPlano/:ano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.CONTRIBUTION_STATEMENT,
          tags,
          summary: 'Demonstrativo de contribuições do ano: mês a mês e por tipo, totais e o total das contribuições próprias (dedutível), em PDF ou JSON',
          security: bearer,
          params: Type.Object({ ...linkParam, ano: Year }),
          querystring: Type.Object({ formato: format('pdf') }, { additionalProperties: false }),
          produces: ['application/pdf', 'application/json'],
          response: withErrors({
            200: Type.Object(
              { ano: Type.Integer(), meses: Type.Array(Type.Object({ competencia: Month, porTipo: ByType, total: Decimal })), ...Totals },
              { description: 'o PDF (padrão, Content-Disposition: attachment) ou, com formato=json, os mesmos números' },
            ),
            404: ErrorResponse,
          }),
        },
      },
      async (request, reply) => {
        const { statement, context } = await service.getStatement(currentAuth(request), request.params.idVinculoPlano, request.params.ano);
        if (request.query.formato === 'json') return statement;
        return sendPdf(reply, statementFileName(statement, context), await renderContributionStatementPdf(statement, context));
      },
    );
  };
}
