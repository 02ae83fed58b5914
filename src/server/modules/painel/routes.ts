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
            }),
            404: ErrorResponse,
          }),
        },
      },
      async (request) => service.participant(currentAuth(request), request.params.idVinculoPlano),
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
