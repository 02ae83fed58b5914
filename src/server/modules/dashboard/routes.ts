import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, DateTime, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { DashboardService } from './service';

const tags = ['Início'];
const Named = Type.Object({ id: Type.Integer(), nome: Type.String() });
const Decimal = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$', description: 'valor decimal exato, ex.: "1234.56"' });
const RequestSummary = Type.Object({
  id: Type.Integer(),
  protocolo: Type.String(),
  nome: Type.String({ description: 'O nome da solicitação: o do serviço ou, num pedido de empréstimo, o da operação' }),
  funcionalidade: Named,
  status: Named,
  criadoEm: DateTime,
});
const AMOUNT_PATTERN = '^-?\\d+\\.\\d{2}$';
const ConsolidatedBalance = Type.Object({
  saldoTotal: Type.String({ pattern: AMOUNT_PATTERN, description: 'a soma dos saldos de cada vínculo, cada um já arredondado aos centavos (o total confere com as parcelas mostradas)' }),
  vinculos: Type.Array(
    Type.Object({
      idVinculoPlano: Type.Integer(),
      matricula: Type.String(),
      plano: Named,
      saldo: Type.String({ pattern: AMOUNT_PATTERN, description: 'o saldo do vínculo, o mesmo de retornarSaldo/{idVinculoPlano}' }),
      dataCota: DateOnly,
    }),
  ),
});

export function dashboardRoutes(service: DashboardService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarPainelParticipante/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Números da página inicial de um vínculo: saldo e contribuições, ou contracheque e próximo pagamento',
          security: bearer,
          params: Type.Object({ idVinculoPlano: IdOf('vinculoPlano') }),
          response: withErrors({
            200: Type.Object({
              tipo: Type.Union([Type.Literal('contribuinte'), Type.Literal('beneficiario')]),
              saldo: Type.Union([Type.Object({ total: Decimal, cotas: Decimal, valorCota: Decimal, dataCota: DateOnly }), Type.Null()]),
              ultimasContribuicoes: Type.Array(Type.Object({ competencia: DateOnly, total: Decimal })),
              ultimoContracheque: Type.Union([
                Type.Object({ competencia: DateOnly, valorBruto: Decimal, impostoRenda: Decimal, outrosDescontos: Decimal, valorLiquido: Decimal, dataPagamento: DateOnly }),
                Type.Null(),
              ]),
              proximoPagamento: Type.Union([DateOnly, Type.Null()]),
              solicitacoesAbertas: Type.Array(RequestSummary),
              saldoConsolidado: Type.Union([ConsolidatedBalance, Type.Null()], { description: 'o saldo de todos os planos da pessoa (como retornarSaldoConsolidado); null com menos de dois vínculos com saldo' }),
              recadastramentosPendentes: Type.Array(Type.Object({ idCampanha: Type.Integer(), titulo: Type.String(), fim: DateOnly }), {
                description: 'campanhas de recadastramento abertas hoje que a pessoa ainda não respondeu, o prazo mais próximo primeiro',
              }),
            }),
            404: ErrorResponse,
          }),
        },
      },
      async (request) => service.participant(currentAuth(request), request.params.idVinculoPlano),
    );

    app.get(
      '/retornarSaldoConsolidado/:idPessoa',
      {
        schema: {
          'x-acesso': 'participante',
          tags: ['Extratos'],
          summary: 'O saldo de cada vínculo da pessoa (o de retornarSaldo) e o total, soma desses saldos já arredondados',
          description: 'Só os vínculos cujo segmento oferece o extrato de saldo (serviço 33) e cujo plano já tem valor de cota.',
          security: bearer,
          params: Type.Object({ idPessoa: IdOf('pessoa') }),
          response: withErrors({ 200: ConsolidatedBalance, 404: ErrorResponse }),
        },
      },
      async (request) => service.consolidatedBalance(currentAuth(request), request.params.idPessoa),
    );

    app.get(
      '/retornarPainelAdministrador',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Números da página inicial do administrador: solicitações aguardando e conversas não lidas',
          security: bearer,
          response: withErrors({
            200: Type.Object({
              solicitacoesAguardando: Type.Integer(),
              solicitacoesPorStatus: Type.Array(Type.Object({ status: Named, total: Type.Integer() })),
              conversasNaoLidas: Type.Integer(),
              ultimasSolicitacoes: Type.Array(Type.Object({ ...RequestSummary.properties, pessoa: Named })),
            }),
          }),
        },
      },
      async () => service.administrator(),
    );
  };
}
