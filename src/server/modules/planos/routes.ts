import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, ErrorResponse, IdOf, withErrors, YesNo } from '../../schemas/common';
import type { PlanService } from './service';

const tags = ['Planos'];
const PlanKind = Type.Union([Type.Literal('1'), Type.Literal('2')]);
const Named = Type.Object({ id: Type.Integer(), nome: Type.String() });

const PlanLink = Type.Object({
  id: Type.Integer(),
  matricula: Type.String(),
  plano: Type.Object({ id: Type.Integer(), nome: Type.String(), nomeExibicao: Type.String(), tem_perfil: YesNo, tipo: PlanKind }),
  categoria: Named,
  situacao: Named,
  pessoa: Named,
});

export function planRoutes(service: PlanService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarPlanos',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Todos os planos (administradores)',
          security: bearer,
          response: withErrors({
            200: Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String(), nomeExibicao: Type.String(), tem_perfil: YesNo, tipo: PlanKind, id_declaracao_ir: Type.Integer() })),
          }),
        },
      },
      async () => service.listPlans(),
    );

    app.get(
      '/retornarPlanosAtivos/:idPessoa',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Vínculos (matrículas) de uma pessoa',
          security: bearer,
          params: Type.Object({ idPessoa: IdOf('pessoa') }),
          response: withErrors({ 200: Type.Array(PlanLink) }),
        },
      },
      async (request) => service.listPlanLinks(currentAuth(request), request.params.idPessoa),
    );

    app.get(
      '/retornarPlanoFuncionalidades/:idPlano/:idCategoria/:idSituacao',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Funcionalidades habilitadas para plano × categoria × situação',
          description: 'funcionalidades é uma lista JSON em texto de {id, nome, href, icone}.',
          security: bearer,
          params: Type.Object({ idPlano: IdOf('plano'), idCategoria: IdOf('categoria'), idSituacao: IdOf('situacao') }),
          response: withErrors({ 200: Type.Object({ funcionalidades: Type.String() }) }),
        },
      },
      async (request) => ({ funcionalidades: JSON.stringify(await service.listFunctionalities(currentAuth(request), request.params)) }),
    );

    app.get(
      '/retornarConfiguracaoTema/:idPlano',
      {
        schema: {
          'x-acesso': 'publico',
          tags,
          summary: 'Tema do plano (público: a tela de login também o usa)',
          params: Type.Object({ idPlano: IdOf('plano') }),
          response: {
            200: Type.Union([
              Type.Object({ cor_primaria: Type.String(), logo: Type.Union([Type.String(), Type.Null()]), background: Type.Union([Type.String(), Type.Null()]), plano: Type.Integer() }),
              Type.Null(),
            ]),
            400: ErrorResponse,
          },
        },
      },
      async (request) => service.getTheme(request.params.idPlano),
    );
  };
}
