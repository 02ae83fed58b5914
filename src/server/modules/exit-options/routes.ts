import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { ExitService } from './service';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const tags = ['Opções de desligamento'];
const Amount = (description?: string) => Type.String({ pattern: '^\\d+\\.\\d{2}$', description: description ?? 'valor exato em R$ com 2 casas, ex.: "1234.56"' });
const Percent = (description: string) => Type.String({ pattern: '^\\d+\\.\\d{2}$', description });
const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', maxLength: 7, description: 'mês AAAA-MM' });
const Eligibility = {
  elegivel: Type.Boolean(),
  motivos: Type.Array(Type.String(), { description: 'por que ainda não pode, em linguagem simples' }),
  elegivelEm: Type.Union([DateOnly, Type.Null()], { description: 'quando poderá, se só falta tempo de plano' }),
};

const ExitOptionsResponse = Type.Object({
  idVinculoPlano: Type.Integer(),
  dataReferencia: DateOnly,
  anosNoPlano: Type.Integer({ description: 'anos completos desde a adesão' }),
  regime: Type.Object({
    regime: Type.Union([Type.Literal('progressivo'), Type.Literal('regressivo'), Type.Null()]),
    descricao: Type.String({ description: "'Progressivo', 'Regressivo' ou 'Não informado'" }),
    observacao: Type.Optional(Type.String({ description: 'sem regime escolhido: os valores consideram o progressivo' })),
  }),
  saldo: Type.Object({
    proprio: Amount('contas do participante: básica + suplementar + esporádica'),
    patrocinadora: Amount('conta da patrocinadora'),
    percentualAdquirido: Percent('parte da conta da patrocinadora já adquirida pelo tempo de plano (vesting), %'),
    patrocinadoraAdquirida: Amount(),
    disponivel: Amount('próprio + parte adquirida da patrocinadora'),
  }),
  resgate: Type.Object({
    bruto: Amount(),
    imposto: Amount('imposto de renda pelo regime: progressivo 15 % retidos como antecipação; regressivo por lote de contribuição'),
    descontoEmprestimos: Amount('quitação dos empréstimos em aberto (valor presente das parcelas à taxa do contrato)'),
    liquido: Amount('bruto − imposto − empréstimos: o que é pago agora'),
    impostoFinal: Type.Object(
      {
        definitivo: Type.Boolean({ description: 'regressivo: o imposto retido é definitivo; progressivo: os 15 % são antecipação, acertada na declaração anual' }),
        anoCalendario: Type.Integer({ description: 'ano do pagamento, cuja declaração anual (entregue no ano seguinte) acerta o imposto' }),
        minimo: Amount('imposto final sem outras rendas tributáveis no ano (tabela anual, desconto simplificado); no regressivo, o retido'),
        maximo: Amount('imposto final com as outras rendas que o tornam maior (27,5 % e a perda da redução da Lei 15.270/2025); no regressivo, o retido'),
        liquidoMinimo: Amount('bruto − imposto final máximo − empréstimos'),
        liquidoMaximo: Amount('bruto − imposto final mínimo − empréstimos'),
      },
      { description: 'o imposto final do resgate na declaração anual e o que fica depois dela' },
    ),
    parcelasMaximas: Type.Integer(),
    parcelas: Type.Integer({ description: 'no maior parcelamento permitido' }),
    valorParcela: Amount(),
    valorUltimaParcela: Amount(),
    ...Eligibility,
  }),
  portabilidade: Type.Object({ valor: Amount('saldo disponível, sem imposto, menos empréstimos em aberto'), descontoEmprestimos: Amount(), ...Eligibility }),
  bpd: Type.Object({
    beneficioEstimado: Amount('renda mensal estimada na idade do BPD, sem novas contribuições'),
    saldoProjetado: Amount(),
    idadeInicio: Type.Integer(),
    inicio: Month,
    prazoMeses: Type.Integer({ description: 'prazo da renda usado na estimativa' }),
    rentabilidadeAnual: Percent('rentabilidade de referência do plano, % a.a.'),
    pagamentosPorAno: Type.Integer(),
    ...Eligibility,
  }),
  autopatrocinio: Type.Object({
    contribuicaoMensal: Amount('participante + patrocinadora + taxa administrativa'),
    contribuicaoParticipante: Amount(),
    contribuicaoPatrocinadora: Amount(),
    taxaAdministrativa: Percent('taxa administrativa do autopatrocínio, %'),
    valorTaxaAdministrativa: Amount(),
    competenciaBase: Type.Union([Month, Type.Null()], { description: 'o mês das últimas contribuições usadas' }),
    ...Eligibility,
  }),
});

export function exitRoutes(service: ExitService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarOpcoesDesligamento/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.EXIT_OPTIONS,
          tags,
          summary: 'As quatro opções ao deixar a patrocinadora (resgate, portabilidade, BPD, autopatrocínio) com os valores do participante',
          security: bearer,
          params: Type.Object({ idVinculoPlano: IdOf('vinculoPlano') }),
          response: withErrors({ 200: ExitOptionsResponse, 404: ErrorResponse }),
        },
      },
      async (request) => service.options(currentAuth(request), request.params.idVinculoPlano),
    );
  };
}
