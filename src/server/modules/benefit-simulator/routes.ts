import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { SimulationService } from './service';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const tags = ['Simuladores'];
const Decimal = Type.String({ pattern: '^\\d+\\.\\d{2}$', description: 'valor decimal exato com 2 casas, ex.: "582954.04"' });
// Formats and limits are checked by the service (src/domain/benefit-simulator-input.ts), with a message per field.
const DecimalInput = (description: string) => Type.String({ maxLength: 20, description });

const SimulationBody = Type.Object(
  {
    saldoInicial: DecimalInput('saldo de hoje em reais, de 0.00 a 99999999.99, ex.: "100000.00"'),
    contribuicaoMensal: Type.Optional(DecimalInput('contribuição mensal em reais; sem ela e com rendaDesejada, o modo inverso')),
    rentabilidadeAnual: DecimalInput('rentabilidade em % ao ano, de 0 a 20, ex.: "4.00"'),
    meses: Type.Integer({ description: 'meses até o início da renda, de 1 a 600' }),
    formaRenda: Type.String({ maxLength: 20, description: "'prazo' (por um número de meses) ou 'percentual' (um percentual do saldo por mês)" }),
    prazoMeses: Type.Optional(Type.Integer({ description: "meses de renda, de 1 a 600 (formaRenda 'prazo')" })),
    percentualSaldo: Type.Optional(DecimalInput("% do saldo pago por mês, acima de 0 e até 2, ex.: \"0.50\" (formaRenda 'percentual')")),
    pagamentosPorAno: Type.Integer({ description: '12, ou 13 com o abono anual pago em dezembro' }),
    rendaDesejada: Type.Optional(DecimalInput('renda mensal desejada em reais: responde a contribuição necessária (modo inverso)')),
  },
  { additionalProperties: false },
);

const Projection = Type.Object({
  saldoProjetado: Decimal,
  rendaMensal: Decimal,
  contribuicaoNecessaria: Type.Optional(Decimal),
  evolucao: Type.Array(Type.Object({ mes: Type.Integer(), saldo: Decimal }), { description: 'saldo no fim de cada mês; o mês 0 é hoje' }),
});

const Parameters = Type.Object(
  {
    pagamentosPorAno: Type.Integer({ description: '12, ou 13 com o abono anual pago em dezembro' }),
    rentabilidadeReferencia: DecimalInput('rentabilidade sugerida no simulador, em % ao ano, de 0 a 20, ex.: "4.00"'),
    idadeAposentadoria: Type.Integer({ description: 'idade normal de aposentadoria do regulamento, de 40 a 85' }),
  },
  { additionalProperties: false },
);

const BenefitRules = {
  idadeMinima: Type.Integer({ description: 'idade mínima para pedir o benefício, de 40 a 85 (até a idade de aposentadoria)' }),
  anosMinimosPlano: Type.Integer({ description: 'anos mínimos no plano para pedir o benefício, de 0 a 40' }),
  percentualRendaMinimo: DecimalInput('menor % do saldo pago por mês que o participante pode escolher, de 0.01 a 10.00, ex.: "0.30"'),
  percentualRendaMaximo: DecimalInput('maior % do saldo pago por mês, de 0.01 a 10.00 e não menor que o mínimo, ex.: "2.00"'),
  prazoRendaMinimoMeses: Type.Integer({ description: 'menor prazo da renda em meses, de 12 a 600' }),
  prazoRendaMaximoMeses: Type.Integer({ description: 'maior prazo da renda em meses, de 12 a 600 e não menor que o mínimo' }),
  mesesEntreAlteracoesRenda: Type.Integer({ description: 'a renda pode ser alterada uma vez a cada tantos meses, de 1 a 60' }),
  percentualSaqueAVista: DecimalInput('% do saldo que pode ser sacado à vista, de 0.00 a 100.00, ex.: "25.00"'),
};

/** GET answers every field; PUT may leave the benefit rules out (each one absent keeps its saved value). */
const PlanParameters = Type.Object({ ...Parameters.properties, ...BenefitRules }, { additionalProperties: false });
const PlanParametersInput = Type.Object(
  { ...Parameters.properties, ...Object.fromEntries(Object.entries(BenefitRules).map(([name, schema]) => [name, Type.Optional(schema)])) },
  { additionalProperties: false },
);

const SimulationData = Type.Object({
  idVinculoPlano: Type.Integer(),
  dataReferencia: Type.String({ format: 'date', description: 'o dia (horário de Brasília) em que a idade e os meses foram contados' }),
  saldoAtual: Type.Union([Decimal, Type.Null()], { description: 'o saldo de hoje, o mesmo do Início e do extrato de saldo; null sem valor de cota' }),
  dataSaldo: Type.Union([DateOnly, Type.Null()], { description: 'a data do valor da cota usado no saldo' }),
  contribuicaoMensal: Type.Union(
    [
      Type.Object({
        competencia: Type.String({ description: 'a competência (yyyy-MM) mais recente com contribuição mensal paga' }),
        participante: Decimal,
        patrocinadora: Decimal,
        total: Decimal,
      }),
      Type.Null(),
    ],
    { description: 'as contribuições mensais (básica + suplementar do participante e a da patrocinadora) da competência paga mais recente' },
  ),
  dataNascimento: DateOnly,
  idadeAtual: Type.Integer(),
  parametros: Type.Union([Parameters, Type.Null()], { description: 'os parâmetros de benefício do plano; null se ainda não definidos' }),
  mesesAteAposentadoria: Type.Union([Type.Integer(), Type.Null()], { description: 'meses de hoje até o mês em que completa a idade de aposentadoria do plano' }),
});

/** Benefit simulator (service 11): public projection, the participant's starting point, and the plan's parameters. */
export function simulationRoutes(service: SimulationService, options: { publicRouteRateLimit: number }) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const rateLimit = { max: options.publicRouteRateLimit, timeWindow: '1 minute' };

    app.post(
      '/simularBeneficio',
      {
        config: { rateLimit },
        schema: {
          'x-acesso': 'publico',
          tags,
          summary: 'Projetar o saldo e a renda do benefício (ou, com rendaDesejada e sem contribuicaoMensal, a contribuição necessária)',
          body: SimulationBody,
          response: { 200: Projection, 400: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request) => service.simulate(request.body as Parameters<SimulationService['simulate']>[0]),
    );

    app.get(
      '/retornarDadosSimulacao/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.BENEFIT_SIMULATOR,
          tags,
          summary: 'O ponto de partida do simulador: saldo de hoje, contribuição mensal, idade e os parâmetros do plano',
          security: bearer,
          params: Type.Object({ idVinculoPlano: IdOf('vinculoPlano') }),
          response: withErrors({ 200: SimulationData, 404: ErrorResponse }),
        },
      },
      async (request) => service.simulationData(currentAuth(request), request.params.idVinculoPlano),
    );

    app.get(
      '/retornarParametrosBeneficio/:idPlano',
      {
        schema: {
          'x-acesso': 'administrador',
          tags: ['Configurações'],
          summary: 'Parâmetros de benefício de um plano: os do simulador e as regras para pedir e alterar o benefício',
          security: bearer,
          params: Type.Object({ idPlano: IdOf('plano') }),
          response: withErrors({ 200: PlanParameters, 404: ErrorResponse }),
        },
      },
      async (request) => service.getParameters(request.params.idPlano),
    );

    app.put(
      '/atualizarParametrosBeneficio/:idPlano',
      {
        schema: {
          'x-acesso': 'administrador',
          tags: ['Configurações'],
          summary: 'Alterar os parâmetros de benefício de um plano (administradores); valem de imediato no simulador',
          security: bearer,
          params: Type.Object({ idPlano: IdOf('plano') }),
          body: PlanParametersInput,
          response: withErrors({ 200: PlanParameters, 404: ErrorResponse }),
        },
      },
      async (request) => service.updateParameters(currentAuth(request), request.params.idPlano, request.body as Parameters<SimulationService['updateParameters']>[2]),
    );
  };
}
