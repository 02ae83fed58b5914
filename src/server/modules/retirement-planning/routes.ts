import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { GoalInput } from '@/domain/retirement-planning';
import type { RetirementPlanningService } from './service';
import type { PlanningSettings } from '@/domain/retirement-planning-settings';

const tags = ['Planejamento'];
const Decimal = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'valor decimal exato com 2 casas, ex.: "5000.00"' });
const NullableDecimal = Type.Union([Decimal, Type.Null()]);
// Formats and limits are checked by the service (src/domain/retirement-planning.ts), with a message per field.
const DecimalInput = (description: string) => Type.String({ maxLength: 20, description });
const Situation = Type.Union([Type.Literal('no_caminho'), Type.Literal('fora_do_caminho')], { description: "'fora_do_caminho': mais de 10 % abaixo da meta" });
const linkParams = Type.Object({ idVinculoPlano: IdOf('vinculoPlano') });
const planParams = Type.Object({ idPlano: IdOf('plano') });
// The planning is the benefit simulator's projection carried on: a plan that turns the simulator off turns it off too.
const functionality = FUNCTIONALITY.BENEFIT_SIMULATOR;

const Settings = Type.Object(
  {
    rentabilidadePessimista: DecimalInput('rentabilidade do cenário pessimista, % ao ano, de 0.00 a 20.00'),
    rentabilidadeEsperada: DecimalInput('rentabilidade do cenário esperado, % ao ano, entre a pessimista e a otimista'),
    rentabilidadeOtimista: DecimalInput('rentabilidade do cenário otimista, % ao ano, até 20.00'),
    inflacaoAnual: DecimalInput('inflação suposta, % ao ano (padrão: o IPCA acumulado dos últimos 12 meses)'),
    prazoRendaMeses: Type.Integer({ description: 'prazo da renda suposto no planejamento, em meses, de 12 a 600' }),
  },
  { additionalProperties: false },
);

const GoalBody = Type.Object(
  {
    idadeAlvo: Type.Integer({ description: 'idade em que quer se aposentar, de 40 a 85 e maior que a idade de hoje' }),
    rendaDesejada: DecimalInput('renda mensal desejada em reais de hoje, ex.: "9000.00"'),
    estimativaInss: DecimalInput('estimativa mensal do INSS em reais de hoje (Meu INSS), ou "0.00"'),
    outrasRendas: DecimalInput('outras rendas mensais na aposentadoria, em reais de hoje, ou "0.00"'),
    rendaTributavelAnual: Type.Optional(
      Type.Union([DecimalInput('renda bruta tributável do ano, para o espaço de dedução de dezembro'), Type.Null()], { description: 'ausente mantém a informada; null a apaga' }),
    ),
    avisarDesvio: Type.Optional(
      Type.Boolean({ description: 'avisar quando a projeção do registro mensal ficar mais de 10 % abaixo da meta; ausente mantém a escolha salva (uma meta nova começa com false)' }),
    ),
  },
  { additionalProperties: false },
);

const Planning = Type.Object({
  idVinculoPlano: Type.Integer(),
  dataReferencia: DateOnly,
  idadeAtual: Type.Integer(),
  idadeAposentadoriaPlano: Type.Integer({ description: 'a idade normal de aposentadoria do regulamento' }),
  idadeAlvo: Type.Integer({ description: 'a da meta, ou a do plano antes de haver meta' }),
  mesesAteIdadeAlvo: Type.Integer(),
  saldoAtual: Decimal,
  contribuicaoMensal: Type.String({ description: 'participante + patrocinadora, da competência paga mais recente (a do simulador)' }),
  premissas: Type.Object({
    rentabilidadePessimista: Decimal,
    rentabilidadeEsperada: Decimal,
    rentabilidadeOtimista: Decimal,
    inflacaoAnual: Decimal,
    prazoRendaMeses: Type.Integer(),
    pagamentosPorAno: Type.Integer(),
  }),
  meta: Type.Union([
    Type.Object({
      idadeAlvo: Type.Integer(),
      rendaDesejada: Decimal,
      estimativaInss: Decimal,
      outrasRendas: Decimal,
      rendaTributavelAnual: NullableDecimal,
      avisarDesvio: Type.Boolean({ description: 'se pediu o aviso de quando a projeção fica mais de 10 % abaixo da meta' }),
      atualizadoEm: Type.String({ format: 'date-time' }),
    }),
    Type.Null(),
  ]),
  cenarios: Type.Array(
    Type.Object({
      cenario: Type.Union([Type.Literal('pessimista'), Type.Literal('esperada'), Type.Literal('otimista')]),
      rentabilidadeAnual: Decimal,
      saldoProjetado: Decimal,
      rendaMensalNominal: Type.String({ description: 'a renda do simulador (POST /simularBeneficio) para as mesmas entradas' }),
      rendaMensalHoje: Type.String({ description: 'a mesma renda em reais de hoje' }),
    }),
  ),
  rendaTotal: Type.Object(
    { fundoHoje: Decimal, fundoNominal: Decimal, inss: Decimal, outras: Decimal, totalHoje: Decimal, totalNominal: Decimal },
    { description: 'a renda mensal inteira no cenário esperado' },
  ),
  faixa: Type.Array(Type.Object({ idade: Type.Integer(), pessimista: Decimal, esperada: Decimal, otimista: Decimal }), { description: 'o saldo em reais de hoje a cada aniversário, nos três cenários' }),
  lacuna: Type.Union([
    Type.Object({
      rendaDesejada: Decimal,
      diferenca: Decimal,
      atingida: Type.Boolean(),
      contribuicaoNecessaria: Decimal,
      contribuicaoAdicional: Decimal,
      aporteUnico: Type.String({ description: 'ou uma contribuição esporádica hoje que fecha a lacuna sozinha' }),
      idadeQueFecha: Type.Union([Type.Integer(), Type.Null()]),
      situacao: Situation,
    }),
    Type.Null(),
  ]),
  deducaoDezembro: Type.Union(
    [
      Type.Object({
        ano: Type.Integer(),
        rendaTributavelAnual: NullableDecimal,
        contribuicoesPagas: Decimal,
        esporadicasPendentes: Decimal,
        limiteDedutivel: NullableDecimal,
        espacoRestante: NullableDecimal,
        economiaImposto: NullableDecimal,
        ultimoDiaPix: DateOnly,
        ultimoDiaBoleto: DateOnly,
      }),
      Type.Null(),
    ],
    { description: 'de outubro a dezembro, para quem contribui: o que ainda cabe nos 12 % do ano; null fora disso' },
  ),
});

/** Retirement planning ('Minha aposentadoria'): the picture, the goal, its monthly record, and the plan's assumptions. */
export function retirementPlanningRoutes(service: RetirementPlanningService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarPlanejamento/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': functionality,
          tags,
          summary: 'A renda inteira na idade da meta, em reais de hoje, nos três cenários; a lacuna até a meta e o espaço de dedução de dezembro',
          security: bearer,
          params: linkParams,
          response: withErrors({ 200: Planning, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => service.planning(currentAuth(request), request.params.idVinculoPlano),
    );

    app.put(
      '/atualizarPlanejamento/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': functionality,
          tags,
          summary: 'Salvar a meta de aposentadoria (idade, renda desejada, INSS, outras rendas) e responder o planejamento com ela',
          security: bearer,
          params: linkParams,
          body: GoalBody,
          response: withErrors({ 200: Type.Object({ ...Planning.properties, message: Type.String() }), 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => service.saveGoal(currentAuth(request), request.params.idVinculoPlano, request.body as GoalInput, request.ip),
    );

    app.get(
      '/retornarHistoricoPlanejamento/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': functionality,
          tags,
          summary: 'A projeção registrada a cada mês contra a meta: está chegando mais perto?',
          security: bearer,
          params: linkParams,
          response: withErrors({
            200: Type.Object({
              historico: Type.Array(
                Type.Object({ competencia: Type.String({ description: 'AAAA-MM' }), totalProjetado: Decimal, rendaDesejada: Decimal, idadeAlvo: Type.Integer(), situacao: Situation }),
              ),
            }),
            404: ErrorResponse,
          }),
        },
      },
      async (request) => service.history(currentAuth(request), request.params.idVinculoPlano),
    );

    app.get(
      '/retornarConfiguracaoPlanejamento/:idPlano',
      {
        schema: {
          'x-acesso': 'administrador',
          tags: ['Configurações'],
          summary: 'Premissas de planejamento da aposentadoria de um plano (cenários, inflação, prazo da renda); as padrão até serem salvas',
          security: bearer,
          params: planParams,
          response: withErrors({ 200: Settings, 404: ErrorResponse }),
        },
      },
      async (request) => service.getSettings(request.params.idPlano),
    );

    app.put(
      '/atualizarConfiguracaoPlanejamento/:idPlano',
      {
        schema: {
          'x-acesso': 'administrador',
          tags: ['Configurações'],
          summary: 'Alterar as premissas de planejamento da aposentadoria de um plano (administradores)',
          security: bearer,
          params: planParams,
          body: Settings,
          response: withErrors({ 200: Settings, 404: ErrorResponse }),
        },
      },
      async (request) => service.updateSettings(currentAuth(request), request.params.idPlano, request.body as PlanningSettings),
    );
  };
}
