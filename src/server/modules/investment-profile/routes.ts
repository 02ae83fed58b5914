import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, DateTime, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import { investmentProfileAdminRoutes } from './admin-routes';
import type { InvestmentProfileAdminService } from './admin-service';
import type { InvestmentProfileService } from './service';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const tags = ['Perfil de investimento'];
const Named = Type.Object({ id: Type.Integer(), nome: Type.String() });
export const Composition = Type.Array(Type.Object({ classe: Type.String(), percentual: Type.String({ description: 'percentual com 2 casas, ex.: "17.50"' }) }));
const Profile = { id: Type.Integer(), nome: Type.String(), descricao: Type.String(), composicao: Composition };
const Window = Type.Object({
  aberta: Type.Boolean(),
  inicio: DateOnly,
  fim: DateOnly,
  proximaInicio: Type.String({ format: 'date', description: 'a próxima janela que ainda não começou' }),
  proximaFim: DateOnly,
});

const ProfileView = Type.Object({
  vinculoPlano: Type.Object({ id: Type.Integer(), matricula: Type.String(), plano: Named }),
  perfilAtual: Type.Object({ ...Profile, seguePadrao: Type.Boolean({ description: 'true: sem escolha, segue o primeiro perfil do plano (Super Conservador, spec §5)' }) }),
  perfis: Type.Array(Type.Object(Profile)),
  questionario: Type.Array(Type.Object({ id: Type.Integer(), texto: Type.String(), respostas: Type.Array(Type.Object({ id: Type.Integer(), texto: Type.String() })) })),
  janela: Window,
  ultimaAvaliacao: Type.Union([Type.Object({ pontuacao: Type.Integer(), perfilRecomendado: Type.Union([Named, Type.Null()]), criadoEm: DateTime }), Type.Null()]),
  solicitacaoAberta: Type.Union([Type.Object({ id: Type.Integer(), protocolo: Type.String(), status: Named, perfil: Named, criadoEm: DateTime }), Type.Null()]),
});

/** Service 10 (participants) and the profile settings (administrators). */
export function investmentProfileRoutes({ service, admin }: { service: InvestmentProfileService; admin: InvestmentProfileAdminService }) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarPerfilInvestimento/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.INVESTMENT_PROFILE,
          tags,
          summary: 'Perfil de investimento do vínculo e sua composição, os perfis do plano, o questionário de perfil (sem pontos), a janela de alteração, a última avaliação e o pedido em andamento',
          security: bearer,
          params: Type.Object({ idVinculoPlano: IdOf('vinculoPlano') }),
          response: withErrors({ 200: ProfileView, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => service.get(currentAuth(request), request.params.idVinculoPlano),
    );

    app.post(
      '/enviarQuestionarioPerfil',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.INVESTMENT_PROFILE,
          tags,
          summary: 'Responder o questionário de perfil: a pontuação (pelos pontos do fundo) e o perfil recomendado; a avaliação fica registrada',
          security: bearer,
          body: Type.Object(
            {
              idPessoa: IdOf('pessoa'),
              idVinculoPlano: IdOf('vinculoPlano'),
              respostas: Type.Array(Type.Object({ idPergunta: IdOf('perguntaPerfil'), idResposta: IdOf('respostaPerfil') }, { additionalProperties: false }), { maxItems: 100 }),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 201: Type.Object({ id: Type.Integer(), perfilRecomendado: Named, pontuacao: Type.Integer(), criadoEm: DateTime }), 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.answerQuestionnaire(currentAuth(request), request.body)),
    );

    app.post(
      '/alterarPerfilInvestimento',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.INVESTMENT_PROFILE,
          tags,
          summary: 'Pedir a alteração do perfil de investimento (serviço 10): abre uma solicitação, só dentro da janela do mês; vale quando o fundo a concluir',
          security: bearer,
          body: Type.Object({ idPessoa: IdOf('pessoa'), idVinculoPlano: IdOf('vinculoPlano'), idPerfilInvestimento: IdOf('perfilInvestimento') }, { additionalProperties: false }),
          response: withErrors({
            201: Type.Object({ id: Type.Integer(), protocolo: Type.String(), idPlano: Type.Integer(), perfil: Named, conformeRecomendacao: Type.Union([Type.Boolean(), Type.Null()]) }),
            404: ErrorResponse,
            409: ErrorResponse,
          }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.requestChange(currentAuth(request), request.body)),
    );

    await app.register(investmentProfileAdminRoutes(admin));
  };
}
