import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { RegimeService } from './service';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const tags = ['Regime de tributação'];
const Amount = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'valor exato em R$ com 2 casas, ex.: "1234.56"' });
const AmountOf = (description: string) => Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description });
const Percent = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'percentual com 2 casas, ex.: "10.00" = 10 %' });
const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', maxLength: 7, description: 'mês AAAA-MM' });
const Regime = Type.Union([Type.Literal('progressivo'), Type.Literal('regressivo')]);
const DecimalInput = (description: string) => Type.String({ maxLength: 13, pattern: '^\\d{1,9}(\\.\\d{1,2})?$', description });

const RegimeStatus = Type.Object({
  regime: Type.Union([Regime, Type.Null()], { description: 'null enquanto não escolhido' }),
  regimeDescricao: Type.String({ description: "'Progressivo', 'Regressivo' ou 'Não informado'" }),
  podeEscolher: Type.Boolean(),
  motivo: Type.Optional(Type.String({ description: 'por que a escolha não é possível, em linguagem simples' })),
  opcoesPermitidas: Type.Array(Regime, { description: "de 'Não informado': os dois; de progressivo: só regressivo; regressivo ou em benefício: nenhum" }),
  solicitacaoAberta: Type.Optional(Type.Object({ id: Type.Integer(), protocolo: Type.String(), regime: Type.Union([Type.String(), Type.Null()]) })),
});

const Simulation = Type.Object({
  dataReferencia: DateOnly,
  regimeAtual: Type.Union([Regime, Type.Null()]),
  premissas: Type.Object(
    {
      idadeAtual: Type.Integer(),
      idadeAposentadoria: Type.Integer(),
      mesesAteAposentadoria: Type.Integer(),
      rentabilidadeAnual: Percent,
      prazoMeses: Type.Integer(),
      pagamentosPorAno: Type.Union([Type.Literal(12), Type.Literal(13)]),
      contribuicaoMensal: Type.String({ description: 'contribuição mensal regular de hoje (básica + suplementar + patrocinadora do último mês pago); 0 para quem não contribui mais' }),
      outrasRendasMensais: Amount,
    },
    { description: 'os números usados: os do participante e os informados' },
  ),
  resgate: Type.Object({ valorBruto: Amount }, { description: 'cenário (a): resgate total hoje, pelo valor atual dos lotes do extrato do IR regressivo' }),
  renda: Type.Object(
    {
      saldoAtual: Amount,
      saldoProjetado: Amount,
      rendaMensal: Amount,
      inicioRenda: Month,
      pagamentos: Type.Integer({ description: 'número de pagamentos no prazo, abonos anuais incluídos' }),
      rendaTotal: Amount,
    },
    { description: 'cenário (b): renda mensal por prazo certo na aposentadoria, pela projeção do plano' },
  ),
  progressivo: Type.Object({
    imposto: Type.Object({
      resgate: AmountOf('15 % retidos na fonte como antecipação (acertados na declaração anual)'),
      rendaMensal: AmountOf('imposto que a renda acrescenta às outras rendas: IR(outras + renda) − IR(outras), tabela mensal vigente'),
      rendaTotal: Amount,
    }),
    aliquotaEfetiva: Type.Object({ resgate: Percent, renda: Percent }),
    valorLiquido: Type.Object({ resgate: Amount, rendaMensal: Amount }),
    impostoFinalResgate: Type.Object(
      {
        anoCalendario: Type.Integer({ description: 'ano do resgate; a declaração do ano seguinte acerta o imposto' }),
        minimo: AmountOf('imposto final sem outras rendas tributáveis no ano (tabela anual, desconto simplificado)'),
        maximo: AmountOf('imposto final com as outras rendas que o tornam maior'),
      },
      { description: 'o imposto final do resgate na declaração anual: os 15 % retidos são antecipação' },
    ),
  }),
  regressivo: Type.Object({
    imposto: Type.Object({
      resgate: AmountOf('o total do extrato do IR regressivo (retornarExtratoIrRegressivo)'),
      rendaMensal: AmountOf('imposto médio por pagamento ao longo da renda'),
      rendaPrimeiroPagamento: Amount,
      rendaTotal: Amount,
    }),
    aliquotaEfetiva: Type.Object({ resgate: Percent, renda: Percent, rendaPrimeiroPagamento: Percent }),
    valorLiquido: Type.Object({ resgate: Amount, rendaMensal: Amount }),
    porAliquota: Type.Array(Type.Object({ aliquota: Percent, renda: Amount }), { description: 'quanto da renda paga cada alíquota (lotes mais antigos pagos primeiro, idade no dia do pagamento)' }),
  }),
  pontoDeEquilibrio: Type.Object({
    rendaMensal: Type.Union([Amount, Type.Null()], { description: 'renda mensal do plano a partir da qual o progressivo cobra tanto quanto o regressivo; null se nunca chega' }),
    aliquotaRegressiva: Percent,
    outrasRendasMensais: Amount,
  }),
  recomendacao: Type.Object({ regime: Regime, explicacao: Type.String(), ressalvas: Type.Array(Type.String()) }),
});

export function regimeRoutes(service: RegimeService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarRegimeTributacao/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.TAX_REGIME,
          tags,
          summary: "Regime de tributação do vínculo ('Não informado' até a escolha) e se ainda pode ser escolhido (Lei 14.803/2024)",
          security: bearer,
          params: Type.Object({ idVinculoPlano: IdOf('vinculoPlano') }),
          response: withErrors({ 200: RegimeStatus, 404: ErrorResponse }),
        },
      },
      async (request) => service.current(currentAuth(request), request.params.idVinculoPlano),
    );

    app.post(
      '/simularRegimeTributacao',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.TAX_REGIME,
          tags,
          summary:
            'Compara os regimes progressivo e regressivo com os números do participante: um resgate total hoje e uma renda mensal na aposentadoria, com o ponto de equilíbrio e uma recomendação',
          security: bearer,
          body: Type.Object(
            {
              idVinculoPlano: IdOf('vinculoPlano'),
              idadeAposentadoria: Type.Optional(Type.Integer({ minimum: 0, maximum: 200, description: 'anos (40 a 90); padrão: a do plano' })),
              rentabilidadeAnual: Type.Optional(DecimalInput('% ao ano (0 a 15), ex.: "4.00"; padrão: a de referência do plano')),
              prazoMeses: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, description: 'meses de renda, múltiplo de 12 (12 a 600); padrão 240' })),
              outrasRendasMensais: Type.Optional(DecimalInput('outras rendas tributáveis por mês em R$, ex.: "3500.00"; padrão 0')),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Simulation, 404: ErrorResponse }),
        },
      },
      async (request) => service.simulate(currentAuth(request), request.body),
    );

    app.post(
      '/enviarOpcaoRegimeTributacao',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.TAX_REGIME,
          tags,
          summary: 'Escolha do regime de tributação (serviço 1): abre uma solicitação; o regressivo é irretratável e exige confirmacaoIrretratavel: true',
          security: bearer,
          body: Type.Object(
            {
              idPessoa: IdOf('pessoa'),
              idVinculoPlano: IdOf('vinculoPlano'),
              regime: Regime,
              confirmacaoIrretratavel: Type.Optional(Type.Boolean({ description: 'obrigatório (true) para o regressivo' })),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 201: Type.Object({ id: Type.Integer(), protocolo: Type.String(), idPlano: Type.Integer(), regime: Regime }), 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.choose(currentAuth(request), request.body)),
    );
  };
}
