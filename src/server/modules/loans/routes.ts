// Over 300 lines: the schemas of the loan API (simulation, schedule, payoff, prepayment, renegotiation, settings) are most of it; handlers stay one line each.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { LoanService } from './service';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const tags = ['Empréstimos'];
/** Loans exist only in plans of kind '2': the authorization matrix expects the kind refusal (403) for its kind-'1' people. */
const LOAN_KIND = { 'x-tipo-plano': '2' } as const;
const Decimal = Type.String({ description: 'valor decimal exato, ex.: "499.24"' });
const Percent = Type.String({ description: 'percentual, ex.: "1.50" = 1,5 %' });
const DecimalIn = (description: string) => Type.Union([Type.Number(), Type.String({ maxLength: 20 })], { description });
const System = Type.Union([Type.Literal('price'), Type.Literal('sac')]);
const Mode = Type.Union([Type.Literal('prazo'), Type.Literal('parcela')], { description: "'prazo': mesma parcela, prazo menor; 'parcela': mesmo prazo, parcela menor" });
const Term = Type.Integer({ minimum: 1, maximum: 1000, description: 'meses (até o prazo máximo do plano)' });
const Installment = Type.Object({ numero: Type.Integer(), vencimento: DateOnly, amortizacao: Decimal, juros: Decimal, valorParcela: Decimal, saldo: Decimal });
const Cet = Type.Object({ mensal: Percent, anual: Percent }, { description: 'CET (Res. CMN 3.517/2007), % ao mês e ao ano' });
const Created = Type.Object({ id: Type.Integer(), protocolo: Type.String(), dados: Type.Object({}, { additionalProperties: true, description: 'a simulação congelada na solicitação' }) });

const Settings = Type.Object({
  taxaMensal: Percent,
  sistema: System,
  prazoMaximo: Type.Integer(),
  valorMaximo: Decimal,
  percentualMargem: Percent,
  tempoMinimoMeses: Type.Integer(),
  cobraIof: Type.Boolean(),
});

const SettingsBody = Type.Object(
  {
    taxaMensal: DecimalIn('taxa de juros ao mês em %, ex.: "1.50"'),
    sistema: System,
    prazoMaximo: Type.Integer({ minimum: -32768, maximum: 32767, description: 'de 1 a 420 meses' }),
    valorMaximo: DecimalIn('teto do empréstimo em R$, ex.: "50000.00"'),
    percentualMargem: DecimalIn('percentual da renda que as parcelas podem ocupar, ex.: "30.00"'),
    tempoMinimoMeses: Type.Integer({ minimum: -32768, maximum: 32767, description: 'meses de vínculo antes do primeiro empréstimo (0 a 600)' }),
    cobraIof: Type.Boolean(),
  },
  { additionalProperties: false },
);

const Simulation = Type.Object({
  valor: Decimal,
  prazoMeses: Type.Integer(),
  sistema: System,
  taxaMensal: Percent,
  dataCredito: DateOnly,
  valorParcela: Decimal,
  jurosTotais: Decimal,
  totalPago: Decimal,
  iof: Decimal,
  valorLiquido: Decimal,
  cet: Cet,
  dentroDaMargem: Type.Boolean(),
  dentroDoTeto: Type.Boolean(),
  margemDisponivel: Decimal,
  margemRestante: Decimal,
  valorMaximo: Decimal,
  parcelas: Type.Array(Installment),
});

const Loan = Type.Object({
  id: Type.Integer(),
  valorContratado: Decimal,
  taxaMensal: Percent,
  prazoMeses: Type.Integer(),
  valorParcela: Decimal,
  parcelasPagas: Type.Integer(),
  saldoDevedor: Decimal,
  status: Type.Union([Type.Literal('aberto'), Type.Literal('quitado'), Type.Literal('renegociado')]),
  sistema: System,
  dataContratacao: DateOnly,
  dataCredito: DateOnly,
  iof: Decimal,
  valorLiquido: Type.Union([Decimal, Type.Null()]),
  proximaParcela: Type.Union([Installment, Type.Null()]),
  parcelas: Type.Array(Type.Object({ ...Installment.properties, paga: Type.Boolean() })),
  idEmprestimoAnterior: Type.Union([Type.Integer(), Type.Null()], { description: 'O contrato que uma renegociação substituiu' }),
});

const Payoff = Type.Object({ idEmprestimo: Type.Integer(), data: DateOnly, valorQuitacao: Decimal, parcelasEmAberto: Type.Integer(), saldoNominal: Decimal, desconto: Decimal });

const Prepayment = Type.Object({
  idEmprestimo: Type.Integer(),
  data: DateOnly,
  valor: Decimal,
  modo: Mode,
  valorParcelaAtual: Decimal,
  prazoRestanteAtual: Type.Integer(),
  saldoDevedor: Decimal,
  saldoAposAmortizacao: Decimal,
  valorParcela: Decimal,
  prazoRestante: Type.Integer(),
  jurosRestantesAntes: Decimal,
  jurosRestantesDepois: Decimal,
  economiaJuros: Decimal,
  parcelas: Type.Array(Installment),
});

const Renegotiation = Type.Object({
  idEmprestimo: Type.Integer(),
  saldoDevedor: Decimal,
  taxaMensal: Percent,
  sistema: System,
  dataCredito: DateOnly,
  prazoMeses: Type.Integer(),
  valorParcela: Decimal,
  jurosTotais: Decimal,
  cet: Cet,
  parcelas: Type.Array(Installment),
  valorParcelaAtual: Decimal,
  prazoRestanteAtual: Type.Integer(),
  taxaMensalAtual: Percent,
  dentroDaMargem: Type.Boolean(),
  margemDisponivel: Decimal,
});

const PayoffBody = Type.Object({ idEmprestimo: IdOf('emprestimo'), data: Type.Optional(DateOnly) }, { additionalProperties: false });
const PrepaymentBody = Type.Object({ idEmprestimo: IdOf('emprestimo'), valor: DecimalIn('valor a amortizar em R$'), modo: Mode }, { additionalProperties: false });
const RenegotiationBody = Type.Object({ idEmprestimo: IdOf('emprestimo'), prazoMeses: Term }, { additionalProperties: false });
const Refusals = { 404: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse };

/** Loans of the loan-enabled plan kind (issue 15): parameters, consultation (27), simulations and requests (28). */
export function loanRoutes(service: LoanService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarParametrosEmprestimo/:idPlano',
      {
        schema: {
          'x-acesso': 'administrador',
          ...LOAN_KIND,
          tags,
          summary: 'Os parâmetros de empréstimo do plano (os mesmos campos que a atualização recebe)',
          security: bearer,
          params: Type.Object({ idPlano: IdOf('plano') }),
          response: withErrors({ 200: Settings, 404: ErrorResponse }),
        },
      },
      async (request) => service.settings(request.params.idPlano),
    );

    app.put(
      '/atualizarParametrosEmprestimo/:idPlano',
      {
        schema: {
          'x-acesso': 'administrador',
          ...LOAN_KIND,
          tags,
          summary: 'Atualizar os parâmetros de empréstimo do plano: taxa ao mês (%), sistema, prazo máximo, teto, margem (% da renda), tempo mínimo de vínculo e IOF',
          security: bearer,
          params: Type.Object({ idPlano: IdOf('plano') }),
          body: SettingsBody,
          response: withErrors({ 200: Settings, 404: ErrorResponse }),
        },
      },
      async (request) => service.saveSettings(currentAuth(request), request.params.idPlano, request.body),
    );

    app.get(
      '/retornarEmprestimos/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.LOANS,
          ...LOAN_KIND,
          tags,
          summary: 'Os empréstimos do vínculo (abertos e passados) com as parcelas, o saldo devedor de hoje, a margem disponível e o teto do plano (serviço 27)',
          security: bearer,
          params: Type.Object({ idVinculoPlano: IdOf('vinculoPlano') }),
          response: withErrors({
            200: Type.Object({
              emprestimos: Type.Array(Loan),
              // The home's card: the earliest due date among the open loans and what falls due that day, summed.
              proximoVencimento: Type.Union([Type.Object({ vencimento: DateOnly, valorParcela: Decimal, quantidade: Type.Integer({ minimum: 1 }) }), Type.Null()]),
              margemDisponivel: Decimal,
              valorMaximo: Decimal,
              prazoMaximo: Type.Integer(),
              taxaMensal: Percent,
              dataConsulta: DateOnly,
            }),
            ...Refusals,
          }),
        },
      },
      async (request) => service.list(currentAuth(request), request.params.idVinculoPlano),
    );

    app.post(
      '/simularEmprestimo',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.LOAN_REQUEST,
          ...LOAN_KIND,
          tags,
          summary: 'Simular um empréstimo: o cronograma inteiro, a parcela, os juros, o IOF, o valor líquido creditado, o CET e a margem',
          security: bearer,
          body: Type.Object(
            {
              idVinculoPlano: IdOf('vinculoPlano'),
              valor: DecimalIn('valor em R$, ex.: "10000.00"'),
              prazoMeses: Term,
              dataCredito: Type.Optional(Type.String({ format: 'date', description: 'padrão: o próximo dia útil' })),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Simulation, ...Refusals }),
        },
      },
      async (request) => service.simulate(currentAuth(request), request.body),
    );

    app.post(
      '/solicitarEmprestimo',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.LOAN_REQUEST,
          ...LOAN_KIND,
          tags,
          summary: 'Pedir o empréstimo simulado (serviço 28) com o contrato aceito: dentro da margem e do teto do plano',
          security: bearer,
          body: Type.Object(
            { idPessoa: IdOf('pessoa'), idVinculoPlano: IdOf('vinculoPlano'), valor: DecimalIn('valor em R$'), prazoMeses: Term, aceiteContrato: Type.Optional(Type.Boolean()) },
            { additionalProperties: false },
          ),
          response: withErrors({ 201: Created, ...Refusals }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.request(currentAuth(request), request.body)),
    );

    app.post(
      '/simularQuitacao',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.LOANS,
          ...LOAN_KIND,
          tags,
          summary: 'O valor para quitar o empréstimo numa data (padrão: hoje): as parcelas em aberto trazidas a valor presente à taxa do contrato',
          security: bearer,
          body: PayoffBody,
          response: withErrors({ 200: Payoff, ...Refusals }),
        },
      },
      async (request) => service.simulatePayoff(currentAuth(request), request.body),
    );

    app.post(
      '/solicitarQuitacao',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.LOANS,
          ...LOAN_KIND,
          tags,
          summary: 'Pedir a quitação simulada (serviço 28): ao concluir, o empréstimo fica quitado',
          security: bearer,
          body: PayoffBody,
          response: withErrors({ 201: Created, ...Refusals }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.requestPayoff(currentAuth(request), request.body)),
    );

    app.post(
      '/simularAmortizacao',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.LOANS,
          ...LOAN_KIND,
          tags,
          summary: 'Simular uma amortização parcial hoje: o novo cronograma com prazo menor (mesma parcela) ou parcela menor (mesmo prazo)',
          security: bearer,
          body: PrepaymentBody,
          response: withErrors({ 200: Prepayment, ...Refusals }),
        },
      },
      async (request) => service.simulatePrepayment(currentAuth(request), request.body),
    );

    app.post(
      '/solicitarAmortizacao',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.LOANS,
          ...LOAN_KIND,
          tags,
          summary: 'Pedir a amortização simulada (serviço 28): ao concluir, o empréstimo passa ao novo cronograma',
          security: bearer,
          body: PrepaymentBody,
          response: withErrors({ 201: Created, ...Refusals }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.requestPrepayment(currentAuth(request), request.body)),
    );

    app.post(
      '/simularRenegociacao',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.LOANS,
          ...LOAN_KIND,
          tags,
          summary: 'Simular a renegociação: um novo contrato, à taxa de hoje do plano, que absorve o saldo devedor',
          security: bearer,
          body: RenegotiationBody,
          response: withErrors({ 200: Renegotiation, ...Refusals }),
        },
      },
      async (request) => service.simulateRenegotiation(currentAuth(request), request.body),
    );

    app.post(
      '/solicitarRenegociacao',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.LOANS,
          ...LOAN_KIND,
          tags,
          summary: 'Pedir a renegociação simulada (serviço 28): ao concluir, o contrato atual fica renegociado e o novo passa a valer',
          security: bearer,
          body: RenegotiationBody,
          response: withErrors({ 201: Created, ...Refusals }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.requestRenegotiation(currentAuth(request), request.body)),
    );
  };
}
