import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateTime, ErrorResponse, IdOf, MessageResponse, withErrors } from '../../schemas/common';
import type { DesignatedService } from './designated-service';
import type { DesignationSettingsService } from './designated-settings';

const tags = ['Dependentes e beneficiários'];
const Share = Type.String({ description: 'participação com duas casas, ex.: "60.00" = 60 %' });
const Text = Type.Union([Type.String(), Type.Null()]);
const Designated = Type.Object({ nome: Type.String(), cpf: Type.String({ description: '11 dígitos' }), parentesco: Type.String(), percentual: Share, email: Text, telefone: Text });
const DesignatedList = { beneficiarios: Type.Array(Designated), somaPercentuais: Share };
// Loose on the way in: the service checks each field with a message that says what to type (path beneficiarios/<i>/<campo>).
const DesignatedInput = Type.Object(
  {
    nome: Type.String({ maxLength: 200 }),
    cpf: Type.String({ maxLength: 14, description: 'com ou sem máscara' }),
    parentesco: Type.String({ maxLength: 40 }),
    percentual: Type.String({ maxLength: 8, description: 'até duas casas, "60.00" ou "60,00"; a soma da lista é exatamente 100,00' }),
    email: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    telefone: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  },
  { additionalProperties: false },
);
const Settings = Type.Object({ permiteIndicacao: Type.Boolean(), exigeAprovacao: Type.Boolean() }, { additionalProperties: false });
const linkParams = Type.Object({ idVinculoPlano: IdOf('vinculoPlano') });
const participant = { 'x-acesso': 'participante', 'x-funcionalidade': FUNCTIONALITY.BENEFICIARIES, tags, security: bearer, params: linkParams } as const;

/** Designated beneficiaries (beneficiários indicados) of a plan link, and each plan's rules for them. */
export function designatedRoutes(service: DesignatedService, settings: DesignationSettingsService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarBeneficiariosIndicados/:idVinculoPlano',
      {
        schema: {
          ...participant,
          summary: 'Beneficiários indicados do vínculo (quem recebe o saldo se o participante falecer antes de se aposentar), as regras do plano e o pedido de alteração em aberto',
          response: withErrors({
            200: Type.Object({
              ...DesignatedList,
              permiteIndicacao: Type.Boolean({ description: 'o regulamento do plano prevê a indicação' }),
              exigeAprovacao: Type.Boolean({ description: 'uma alteração vira solicitação e só vale quando o fundo a concluir' }),
              solicitacaoAberta: Type.Union([
                Type.Object({ id: Type.Integer(), protocolo: Type.String(), dataSolicitacao: DateTime, status: Type.String(), beneficiarios: Type.Array(Designated) }),
                Type.Null(),
              ]),
            }),
            404: ErrorResponse,
          }),
        },
      },
      async (request) => service.view(currentAuth(request), request.params.idVinculoPlano),
    );

    app.put(
      '/atualizarBeneficiariosIndicados/:idVinculoPlano',
      {
        schema: {
          ...participant,
          summary: 'Substitui a lista de beneficiários indicados (lista vazia = nenhuma indicação); com aprovação do fundo exigida pelo plano, abre uma solicitação (202)',
          body: Type.Object({ beneficiarios: Type.Array(DesignatedInput, { maxItems: 20 }) }, { additionalProperties: false }),
          response: withErrors({
            200: Type.Object({ ...DesignatedList, message: Type.String() }),
            202: Type.Object({ id: Type.Integer(), protocolo: Type.String(), message: Type.String() }),
            404: ErrorResponse,
            409: ErrorResponse,
            422: ErrorResponse,
          }),
        },
      },
      async (request, reply) => {
        const result = await service.update(currentAuth(request), request.params.idVinculoPlano, request.body.beneficiarios, request.ip);
        return reply.status(result.status).send(result.body);
      },
    );

    app.get(
      '/retornarHistoricoBeneficiariosIndicados/:idVinculoPlano',
      {
        schema: {
          ...participant,
          summary: 'Histórico dos beneficiários indicados: cada versão com data, quem alterou (o participante ou um administrador por ele), a lista e o que mudou',
          response: withErrors({
            200: Type.Object({
              versoes: Type.Array(
                Type.Object({
                  id: Type.Integer(),
                  data: DateTime,
                  autor: Type.Union([Type.Object({ id: Type.Integer(), nome: Type.String(), administrador: Type.Boolean() }), Type.Null()]),
                  protocolo: Type.Union([Type.String(), Type.Null()], { description: 'a solicitação aprovada, quando a alteração precisou do fundo' }),
                  aprovadoPor: Type.Union([Type.String(), Type.Null()]),
                  ...DesignatedList,
                  alteracoes: Type.Object({ incluidos: Type.Array(Type.String()), removidos: Type.Array(Type.String()), alterados: Type.Array(Type.String()) }),
                }),
              ),
            }),
            404: ErrorResponse,
          }),
        },
      },
      async (request) => service.history(currentAuth(request), request.params.idVinculoPlano),
    );

    const admin = { 'x-acesso': 'administrador', tags: ['Configurações'], security: bearer, params: Type.Object({ idPlano: IdOf('plano') }) } as const;

    app.get(
      '/retornarConfiguracaoBeneficiariosIndicados/:idPlano',
      { schema: { ...admin, summary: 'Regras de beneficiários indicados de um plano: se o regulamento prevê a indicação e se uma alteração precisa da aprovação do fundo', response: withErrors({ 200: Settings, 404: ErrorResponse }) } },
      async (request) => settings.get(request.params.idPlano),
    );

    app.put(
      '/atualizarConfiguracaoBeneficiariosIndicados/:idPlano',
      {
        schema: { ...admin, summary: 'Alterar as regras de beneficiários indicados de um plano (administradores)', body: Settings, response: withErrors({ 200: Type.Intersect([Settings, MessageResponse]), 404: ErrorResponse }) },
      },
      async (request) => ({ ...(await settings.update(currentAuth(request), request.params.idPlano, request.body)), message: 'Regras de beneficiários indicados salvas.' }),
    );
  };
}
