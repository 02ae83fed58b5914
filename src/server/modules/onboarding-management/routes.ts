import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, ErrorResponse, IdOf, withErrors, YesNo } from '../../schemas/common';
import type { OnboardingManagementService } from './service';

const tags = ['Onboarding'];
const Path = Type.Union([Type.Literal(5), Type.Literal(6)], { description: '5 = faixa de renda e valor (etapas 3 e 5); 6 = percentuais (etapa 6)' });
const PlanOnboarding = Type.Object({
  idPlano: Type.Integer(),
  plano: Type.String(),
  onboarding_plano: Type.Integer(),
  perfil_investimento: YesNo,
  etapas: Type.Array(Type.Integer(), { description: 'As etapas (idStep ≥ 1) que se aplicam, em ordem' }),
  pendentes: Type.Integer({ description: 'Pessoas com vínculo no plano e primeiro acesso pendente' }),
});

export function onboardingManagementRoutes(service: OnboardingManagementService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarConfiguracaoOnboarding',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'As etapas do primeiro acesso de cada plano (administradores)',
          security: bearer,
          response: withErrors({ 200: Type.Array(PlanOnboarding) }),
        },
      },
      async () => service.listPlans(),
    );

    app.put(
      '/atualizarConfiguracaoOnboarding/:idPlano',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Escolher o caminho de contribuição do primeiro acesso do plano (administradores; auditado)',
          description: 'Vale para quem tiver o primeiro acesso reiniciado neste plano a partir de agora.',
          security: bearer,
          params: Type.Object({ idPlano: IdOf('plano') }),
          body: Type.Object({ onboarding_plano: Path }, { additionalProperties: false }),
          response: withErrors({ 200: PlanOnboarding, 404: ErrorResponse }),
        },
      },
      async (request) => service.setPlanPath(currentAuth(request), request.params.idPlano, request.body.onboarding_plano, request.ip),
    );

    app.get(
      '/retornarOnboardingPessoa/:idPessoa',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'A situação do primeiro acesso de uma pessoa e os planos dela (administradores)',
          security: bearer,
          params: Type.Object({ idPessoa: IdOf('pessoa') }),
          response: withErrors({
            200: Type.Object({
              idPessoa: Type.Integer(),
              nome: Type.String(),
              onboarding: YesNo,
              onboarding_plano: Type.Union([Type.Integer(), Type.Null()]),
              etapasConcluidas: Type.Array(Type.Integer()),
              vinculos: Type.Array(Type.Object({ idPlano: Type.Integer(), plano: Type.String(), matricula: Type.String() })),
            }),
            404: ErrorResponse,
          }),
        },
      },
      async (request) => service.personStatus(request.params.idPessoa),
    );

    app.post(
      '/reiniciarOnboarding/:idPessoa',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Reiniciar o primeiro acesso de uma pessoa: no próximo acesso ela passa pelas etapas de novo (administradores; auditado)',
          security: bearer,
          params: Type.Object({ idPessoa: IdOf('pessoa') }),
          body: Type.Object({ idPlano: IdOf('plano', { description: 'O plano (de um vínculo da pessoa) cujo caminho o primeiro acesso seguirá' }) }, { additionalProperties: false }),
          response: withErrors({
            200: Type.Object({ message: Type.String(), onboarding: YesNo, onboarding_plano: Type.Integer() }),
            404: ErrorResponse,
          }),
        },
      },
      async (request) => service.reset(currentAuth(request), request.params.idPessoa, request.body.idPlano, request.ip),
    );
  };
}
