import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BANK_DATA_MARK } from '@/domain/representatives';
import { currentAuth } from '../../plugins/authentication';
import { bearer, ErrorResponse, IdOf, withErrors, YesNo } from '../../schemas/common';
import type { OnboardingService } from './service';

const tags = ['Onboarding'];
const Named = Type.Object({ id: Type.Integer(), nome: Type.String() });

export function onboardingRoutes(service: OnboardingService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const params = Type.Object({ idPessoa: IdOf('pessoa'), idPlano: IdOf('plano') });

    app.post(
      '/enviarDadosOnboarding',
      {
        schema: {
          'x-acesso': 'participante',
          // Step 5 saves the debit account (agência e conta): a legal representative without that power is refused.
          [BANK_DATA_MARK]: true,
          tags,
          summary: 'Salvar uma etapa do onboarding (spec §2.8)',
          description: 'metadata por etapa: 1 {password}; 2 {ppe}; 3 {incomeRange}; 4 {cep, logradouro, numero, complemento, bairro, cidade, estado} ou {foreignResident:"S", country, postalCode, identificationNumber, complement}; 5 {formaPagamento, valorContribuicao, agencia, conta}; 6 {percentualBasica, percentualSuplementar}; 7 {idPerfilInvestimento}.',
          security: bearer,
          body: Type.Object(
            { idPessoa: IdOf('pessoa'), idPlano: IdOf('plano'), idStep: Type.Integer({ minimum: 1, maximum: 7, 'x-recurso': 'etapaOnboarding' }), metadata: Type.Record(Type.String(), Type.Unknown()), pular: Type.Literal('N') },
            { additionalProperties: false },
          ),
          response: withErrors({
            200: Type.Object({ proximaEtapa: Type.Integer(), onboarding: YesNo, progresso: Type.Integer() }),
            409: ErrorResponse,
          }),
        },
      },
      async (request) => service.saveStep(currentAuth(request), request.body),
    );

    app.get(
      '/retornarOnboarding/:idPessoa/:idPlano',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Etapas que se aplicam, regras de contribuição do plano, perfis de investimento e faixas de renda',
          security: bearer,
          params,
          response: withErrors({
            200: Type.Object({
              etapas: Type.Array(Type.Integer()),
              onboarding: YesNo,
              onboarding_plano: Type.Union([Type.Integer(), Type.Null()]),
              regrasContribuicao: Type.Object({
                valorMinimo: Type.String(),
                fatorSalario: Type.String(),
                limiteSalarial: Type.String(),
                percentualBasicoMaximo: Type.Number(),
                percentualSuplementarMaximo: Type.Number(),
                banco: Type.String(),
                bancoNome: Type.Union([Type.String(), Type.Null()], { description: 'nome do banco pela lista do Banco Central; null quando o código não está nela' }),
                diaVencimento: Type.Integer(),
                suspensaoMesesMaximo: Type.Integer(),
              }),
              perfisInvestimento: Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String(), descricao: Type.String() })),
              faixasRenda: Type.Array(Named),
            }),
          }),
        },
      },
      async (request) => service.describe(currentAuth(request), request.params.idPessoa, request.params.idPlano),
    );

    const Text = Type.Union([Type.String(), Type.Null()]);
    app.get(
      '/retornarDadosOnboarding/:idPessoa/:idPlano',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Etapas do onboarding já salvas, a etapa em que ele continua e as respostas de cada uma',
          description:
            'respostas: por etapa salva (chave = idStep), os dados no formato do metadata de enviarDadosOnboarding, lidos do cadastro. A etapa 1 (senha) nunca tem resposta. proximaEtapa: 0 quando nada foi salvo, -1 quando tudo foi.',
          security: bearer,
          params,
          response: withErrors({
            200: Type.Object({
              etapasSalvas: Type.Array(Type.Integer()),
              proximaEtapa: Type.Integer(),
              respostas: Type.Object(
                {
                  2: Type.Optional(Type.Object({ ppe: Type.Union([YesNo, Type.Null()]) })),
                  3: Type.Optional(Type.Object({ incomeRange: Type.Union([Type.Integer(), Type.Null()]) })),
                  4: Type.Optional(
                    Type.Object({
                      foreignResident: YesNo,
                      cep: Type.Optional(Text),
                      logradouro: Type.Optional(Text),
                      numero: Type.Optional(Text),
                      complemento: Type.Optional(Text),
                      bairro: Type.Optional(Text),
                      cidade: Type.Optional(Text),
                      estado: Type.Optional(Text),
                      country: Type.Optional(Text),
                      postalCode: Type.Optional(Text),
                      identificationNumber: Type.Optional(Text),
                      complement: Type.Optional(Text),
                      proofResidence: Type.Union([Type.Integer(), Type.Null()]),
                      proofResidenceName: Text,
                    }),
                  ),
                  5: Type.Optional(
                    Type.Object({
                      formaPagamento: Type.Union([Type.Integer(), Type.Null()]),
                      valorContribuicao: Type.Union([Type.String({ description: 'decimal, ex. "122.08"' }), Type.Null()]),
                      agencia: Text,
                      conta: Text,
                    }),
                  ),
                  6: Type.Optional(Type.Object({ percentualBasica: Type.Union([Type.Number(), Type.Null()]), percentualSuplementar: Type.Union([Type.Number(), Type.Null()]) })),
                  7: Type.Optional(Type.Object({ idPerfilInvestimento: Type.Union([Type.Integer(), Type.Null()]) })),
                },
                { additionalProperties: false },
              ),
            }),
          }),
        },
      },
      async (request) => service.savedSteps(currentAuth(request), request.params.idPessoa, request.params.idPlano),
    );

    app.get(
      '/retornarSalario/:idPessoa/:idPlano',
      {
        schema: { 'x-acesso': 'participante', tags, summary: 'Salário de participação do vínculo', security: bearer, params, response: withErrors({ 200: Type.Object({ salario: Type.Union([Type.String(), Type.Null()]) }) }) },
      },
      async (request) => service.salary(currentAuth(request), request.params.idPessoa, request.params.idPlano),
    );
  };
}
