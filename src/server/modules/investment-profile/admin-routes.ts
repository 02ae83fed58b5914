import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { InvestmentProfileAdminService } from './admin-service';

const tags = ['Configurações'];
const Points = Type.Integer({ minimum: 0, maximum: 100, description: 'pontos da resposta (0–100)' });
const Score = Type.Integer({ minimum: 0, maximum: 10_000 });
const Day = Type.Integer({ description: 'dia do mês, 1–28' });

const QuestionBody = {
  texto: Type.String({ maxLength: 500 }),
  ordem: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
  respostas: Type.Array(Type.Object({ id: Type.Optional(IdOf('respostaPerfil')), texto: Type.String({ maxLength: 300 }), pontos: Points }, { additionalProperties: false }), { maxItems: 20 }),
};

const Questionnaire = Type.Object({
  idPlano: Type.Integer(),
  perguntas: Type.Array(
    Type.Object({ id: Type.Integer(), texto: Type.String(), ordem: Type.Integer(), respostas: Type.Array(Type.Object({ id: Type.Integer(), texto: Type.String(), pontos: Type.Integer() })) }),
  ),
  faixas: Type.Array(Type.Object({ idPerfilInvestimento: Type.Integer(), nome: Type.String(), pontuacaoMinima: Type.Union([Type.Integer(), Type.Null()]), pontuacaoMaxima: Type.Union([Type.Integer(), Type.Null()]) })),
  pontuacaoPossivel: Type.Object({ minima: Type.Integer(), maxima: Type.Integer() }),
});

const CompositionBody = Type.Array(
  Type.Object({ classe: Type.String({ maxLength: 60 }), percentual: Type.String({ maxLength: 10, description: 'percentual com até 2 casas, ex.: "17.50"' }) }, { additionalProperties: false }),
  { maxItems: 20 },
);

const AdminProfile = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  descricao: Type.String(),
  ordem: Type.Integer(),
  composicao: Type.Array(Type.Object({ classe: Type.String(), percentual: Type.String() })),
  pontuacaoMinima: Type.Union([Type.Integer(), Type.Null()]),
  pontuacaoMaxima: Type.Union([Type.Integer(), Type.Null()]),
});

const WindowSettings = Type.Object({ diaInicioJanela: Day, diaFimJanela: Day }, { additionalProperties: false });
const answers = <T extends Record<number, TSchema>>(extra: T) => withErrors({ 404: ErrorResponse, 409: ErrorResponse, ...extra });

/** The questionnaire editor, the score ranges, the profiles' descriptions and compositions, the change window. */
export function investmentProfileAdminRoutes(service: InvestmentProfileAdminService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const PlanParams = Type.Object({ idPlano: IdOf('plano') });
    const QuestionParams = Type.Object({ idPergunta: IdOf('perguntaPerfil') });
    const base = { 'x-acesso': 'administrador' as const, tags, security: bearer };

    app.get(
      '/retornarQuestionarioPerfil/:idPlano',
      { schema: { ...base, summary: 'Questionário de perfil de um plano com os pontos de cada resposta, as faixas de pontuação dos perfis e a pontuação possível', params: PlanParams, response: answers({ 200: Questionnaire }) } },
      async (request) => service.getQuestionnaire(request.params.idPlano),
    );

    app.post(
      '/criarPerguntaPerfil',
      {
        schema: {
          ...base,
          summary: 'Criar uma pergunta do questionário de perfil com suas respostas e pontos',
          body: Type.Object({ idPlano: IdOf('plano'), ...QuestionBody }, { additionalProperties: false }),
          response: answers({ 201: Questionnaire }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.createQuestion(currentAuth(request), request.body)),
    );

    app.put(
      '/atualizarPerguntaPerfil/:idPergunta',
      {
        schema: {
          ...base,
          summary: 'Alterar uma pergunta e suas respostas (respostas com id são alteradas, sem id criadas; as ausentes, excluídas)',
          params: QuestionParams,
          body: Type.Object(QuestionBody, { additionalProperties: false }),
          response: answers({ 200: Questionnaire }),
        },
      },
      async (request) => service.updateQuestion(currentAuth(request), request.params.idPergunta, request.body),
    );

    app.delete(
      '/excluirPerguntaPerfil/:idPergunta',
      { schema: { ...base, summary: 'Excluir uma pergunta do questionário de perfil', params: QuestionParams, response: answers({ 200: Questionnaire }) } },
      async (request) => service.deleteQuestion(currentAuth(request), request.params.idPergunta),
    );

    app.put(
      '/atualizarFaixasPerfil/:idPlano',
      {
        schema: {
          ...base,
          summary: 'Faixas de pontuação dos perfis (inclusivas): sem sobreposição, cobrindo todas as pontuações possíveis',
          params: PlanParams,
          body: Type.Object(
            { faixas: Type.Array(Type.Object({ idPerfilInvestimento: IdOf('perfilInvestimento'), pontuacaoMinima: Score, pontuacaoMaxima: Score }, { additionalProperties: false }), { maxItems: 20 }) },
            { additionalProperties: false },
          ),
          response: answers({ 200: Questionnaire }),
        },
      },
      async (request) => service.updateRanges(currentAuth(request), request.params.idPlano, request.body),
    );

    app.get(
      '/retornarPerfisInvestimento/:idPlano',
      {
        schema: {
          ...base,
          summary: 'Perfis de investimento de um plano (descrição, composição, faixas) e a janela de alteração',
          params: PlanParams,
          response: answers({ 200: Type.Object({ idPlano: Type.Integer(), perfis: Type.Array(AdminProfile), janela: WindowSettings }) }),
        },
      },
      async (request) => service.getProfiles(request.params.idPlano),
    );

    app.put(
      '/atualizarPerfilInvestimento/:idPerfilInvestimento',
      {
        schema: {
          ...base,
          summary: 'Alterar a descrição e a composição de um perfil (os percentuais somam 100,00 %)',
          params: Type.Object({ idPerfilInvestimento: IdOf('perfilInvestimento') }),
          body: Type.Object({ descricao: Type.String({ maxLength: 1000 }), composicao: CompositionBody }, { additionalProperties: false }),
          response: answers({ 200: AdminProfile }),
        },
      },
      async (request) => service.updateProfile(currentAuth(request), request.params.idPerfilInvestimento, request.body),
    );

    app.put(
      '/atualizarJanelaPerfil/:idPlano',
      {
        schema: { ...base, summary: 'Janela mensal de alteração de perfil (dias 1–28, início até o fim)', params: PlanParams, body: WindowSettings, response: answers({ 200: WindowSettings }) },
      },
      async (request) => service.updateWindow(currentAuth(request), request.params.idPlano, request.body),
    );
  };
}
