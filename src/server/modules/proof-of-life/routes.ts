import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, DateTime, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { ProofOfLifeService } from './service';
import type { ProofOfLifeSettings, ProofOfLifeSettingsService } from './settings';

const tags = ['Prova de vida'];
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Status = Type.Union([Type.Literal('em_dia'), Type.Literal('aberta'), Type.Literal('em_carencia'), Type.Literal('vencida')]);
const Cycle = Type.Object({ ano: Type.Integer(), abertura: DateOnly, vencimento: DateOnly, fimCarencia: DateOnly });

const Standing = Type.Object({
  status: Status,
  linha: Type.String({ description: 'a linha da página inicial: em dia até quando, ou o que fazer e até quando' }),
  ciclo: Cycle,
  ate: DateOnly,
  podeEnviar: Type.Boolean(),
  emAnalise: Nullable(Type.Object({ protocolo: Type.String() })),
  suspensao: Nullable(Type.Object({ desde: DateOnly })),
  ultimaRecusa: Nullable(Type.Object({ protocolo: Type.String(), motivo: Type.String(), data: DateTime })),
  declaracao: Type.String(),
  historico: Type.Array(
    Type.Object({
      id: Type.Integer(),
      idRequisicao: Type.Integer(),
      protocolo: Type.String(),
      forma: Type.Union([Type.Literal('online'), Type.Literal('documento')]),
      situacao: Type.Union([Type.Literal('em_analise'), Type.Literal('aprovada'), Type.Literal('recusada'), Type.Literal('cancelada')]),
      enviadaEm: DateTime,
      analisadaEm: Nullable(DateTime),
      motivoRecusa: Nullable(Type.String()),
    }),
  ),
  suspensoes: Type.Array(Type.Object({ suspensaEm: DateOnly, reativadaEm: Nullable(DateOnly), mesesAPagar: Type.Array(Type.String()) })),
});

const PendingSituation = Type.Union([Type.Literal('aberta'), Type.Literal('em_carencia'), Type.Literal('vencida'), Type.Literal('em_analise'), Type.Literal('suspensa')]);

// Loose types on the way in: the service checks each field with a message that says what to type.
const Settings = Type.Object(
  {
    regraMes: Type.Union([Type.Literal('aniversario'), Type.Literal('mes_fixo')]),
    mesFixo: Nullable(Type.Integer()),
    carenciaDias: Type.Integer(),
    diasAntesVencimento: Type.Integer(),
    intervaloCarenciaDias: Type.Integer(),
    motivosRecusa: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 50 }),
  },
  { additionalProperties: false },
);

/** Proof of life (service 39): the person's standing and proofs, the administrators' list, suspension and settings. */
export function proofOfLifeRoutes(service: ProofOfLifeService, settings: ProofOfLifeSettingsService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const linkParams = Type.Object({ idVinculoPlano: IdOf('vinculoPlano') });

    app.get(
      '/retornarProvaDeVida/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.PROOF_OF_LIFE,
          tags,
          summary: 'Prova de vida do vínculo: situação, vencimento, carência, prova em análise, última recusa e histórico',
          security: bearer,
          params: linkParams,
          response: withErrors({ 200: Standing, 404: ErrorResponse, 422: ErrorResponse }),
        },
      },
      async (request) => service.get(currentAuth(request), request.params.idVinculoPlano),
    );

    app.post(
      '/enviarProvaDeVida',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.PROOF_OF_LIFE,
          tags,
          summary: 'Envia a prova de vida: on-line (foto do rosto e foto do documento) ou um atestado de vida; abre a solicitação com protocolo',
          description: 'Os arquivos são enviados antes pelo envio de anexos (tipo verificado, tamanho limitado, guardados em privado): on-line, dois (rosto e documento, imagens); documento, um (o atestado).',
          security: bearer,
          body: Type.Object(
            {
              idPessoa: IdOf('pessoa'),
              idVinculoPlano: IdOf('vinculoPlano'),
              forma: Type.Union([Type.Literal('online'), Type.Literal('documento')]),
              idAnexos: Type.Array(IdOf('anexo'), { maxItems: 2 }),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 201: Type.Object({ id: Type.Integer(), protocolo: Type.String(), message: Type.String() }), 404: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse }),
        },
      },
      async (request, reply) => reply.code(201).send(await service.send(currentAuth(request), request.body)),
    );

    app.get(
      '/retornarProvasDeVidaPendentes',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Provas de vida abertas, atrasadas, vencidas, em análise e benefícios suspensos, com filtros por plano, mês de vencimento e situação',
          security: bearer,
          querystring: Type.Object(
            { idPlano: Type.Optional(IdOf('plano')), mes: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'mês do vencimento, aaaa-mm' })), situacao: Type.Optional(PendingSituation) },
            { additionalProperties: false },
          ),
          response: withErrors({
            200: Type.Object({
              itens: Type.Array(
                Type.Object({
                  idPessoa: Type.Integer(),
                  nome: Type.String(),
                  cpf: Type.String(),
                  idVinculoPlano: Type.Integer(),
                  matricula: Type.String(),
                  plano: Type.Object({ id: Type.Integer(), nome: Type.String() }),
                  situacao: PendingSituation,
                  vencimento: DateOnly,
                  fimCarencia: DateOnly,
                  protocoloEmAnalise: Nullable(Type.String()),
                  avisoSuspensaoEm: Nullable(DateTime),
                  suspensaEm: Nullable(DateOnly),
                  podeSuspender: Type.Boolean(),
                }),
              ),
              total: Type.Integer(),
            }),
          }),
        },
      },
      async (request) => service.pending(request.query),
    );

    app.post(
      '/suspenderBeneficioPorProvaDeVida/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Confirma a suspensão do benefício de um vínculo por falta de prova de vida (só depois da carência e do aviso à pessoa)',
          security: bearer,
          params: linkParams,
          response: withErrors({ 200: Type.Object({ idVinculoPlano: Type.Integer(), suspensaEm: DateOnly, message: Type.String() }), 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => service.suspend(currentAuth(request), request.params.idVinculoPlano, request.ip),
    );

    const planParams = Type.Object({ idPlano: IdOf('plano') });
    app.get(
      '/retornarConfiguracaoProvaDeVida/:idPlano',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Regras da prova de vida de um plano: mês da campanha, carência, lembretes e motivos de recusa',
          security: bearer,
          params: planParams,
          response: withErrors({ 200: Settings, 404: ErrorResponse }),
        },
      },
      async (request) => settings.get(request.params.idPlano),
    );

    app.put(
      '/atualizarConfiguracaoProvaDeVida/:idPlano',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Altera as regras da prova de vida de um plano (administradores)',
          description: 'Mês da campanha: o de aniversário de cada pessoa ou um mês fixo (1 a 12); carência de 0 a 180 dias; lembrete de 1 a 30 dias antes do vencimento; na carência, a cada 5 a 60 dias; de 1 a 20 motivos de recusa.',
          security: bearer,
          params: planParams,
          body: Settings,
          response: withErrors({ 200: Settings, 404: ErrorResponse }),
        },
      },
      async (request) => settings.update(currentAuth(request), request.params.idPlano, request.body as ProofOfLifeSettings),
    );
  };
}
