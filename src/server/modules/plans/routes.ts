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
      '/retornarMatrizFuncionalidades',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'O catálogo de serviços e os serviços habilitados em cada plano × categoria × situação (administradores)',
          security: bearer,
          response: withErrors({
            200: Type.Object({
              planos: Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String(), tipo: PlanKind })),
              categorias: Type.Array(Named),
              situacoes: Type.Array(Named),
              funcionalidades: Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String(), tipoPlano: Type.Union([PlanKind, Type.Null()], { description: "'2': só no plano com empréstimos; '1': só no padrão; null: ambos" }) })),
              segmentos: Type.Array(Type.Object({ idPlano: Type.Integer(), idCategoria: Type.Integer(), idSituacao: Type.Integer(), funcionalidades: Type.Array(Type.Integer()) })),
            }),
          }),
        },
      },
      async () => service.matrix(),
    );

    app.put(
      '/atualizarPlanoFuncionalidades/:idPlano/:idCategoria/:idSituacao',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Substituir os serviços habilitados de um plano × categoria × situação (administradores)',
          description:
            'Os serviços fora da lista deixam de aparecer (página de serviços, menus, busca) para o segmento, e as APIs deles respondem 403. Plano, categoria ou situação inexistente → 404; funcionalidade fora do catálogo → 400. Auditado com o que entrou e saiu.',
          security: bearer,
          params: Type.Object({ idPlano: IdOf('plano'), idCategoria: IdOf('categoria'), idSituacao: IdOf('situacao') }),
          body: Type.Object({ funcionalidades: Type.Array(IdOf('funcionalidade'), { maxItems: 200 }) }, { additionalProperties: false }),
          response: withErrors({
            200: Type.Object({
              idPlano: Type.Integer(),
              idCategoria: Type.Integer(),
              idSituacao: Type.Integer(),
              funcionalidades: Type.Array(Type.Integer()),
              adicionados: Type.Array(Type.Integer()),
              removidos: Type.Array(Type.Integer()),
            }),
            404: ErrorResponse,
          }),
        },
      },
      async (request) => service.updateSegment(currentAuth(request), request.params, request.body.funcionalidades, request.ip),
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
