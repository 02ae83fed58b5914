import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { REQUEST_PAGE_SIZE } from '@/domain/requests';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, DateTime, ErrorResponse, IdOf, withErrors, YesNo } from '../../schemas/common';
import { AttachmentItem } from '../attachments/routes';
import type { RequestService } from './service';

const tags = ['Solicitações'];
const Named = Type.Object({ id: Type.Integer(), nome: Type.String() });
/** `nome` is the plan's code (kept for other clients); `nomeExibicao` the name a person reads. */
const PlanName = Type.Object({ id: Type.Integer(), nome: Type.String(), nomeExibicao: Type.String() });
const Status = Type.Object({ id: Type.Integer(), nome: Type.String(), encerrado: Type.Boolean() });

export const RequestItem = Type.Object({
  id: Type.Integer(),
  protocolo: Type.String(),
  dataSolicitacao: DateTime,
  dataAtualizacao: DateTime,
  pessoa: Type.Object({ id: Type.Integer(), nome: Type.String(), cpf: Type.String() }),
  nome: Type.String({ description: "O nome da solicitação como a pessoa o lê: o do serviço ou, num pedido de empréstimo (serviço 28), o da operação ('Novo empréstimo', 'Amortização de empréstimo', 'Quitação de empréstimo', 'Renegociação de empréstimo')" }),
  funcionalidade: Named,
  status: Status,
  vinculoPlano: Type.Object({ id: Type.Integer(), matricula: Type.String(), plano: PlanName }),
});

export const RequestDetail = Type.Intersect([
  RequestItem,
  Type.Object({
    dados: Type.Record(Type.String(), Type.Unknown()),
    historico: Type.Array(
      Type.Object({
        id: Type.Integer(),
        status: Named,
        autor: Type.Object({ id: Type.Integer(), nome: Type.String(), admin: YesNo }),
        comentario: Type.Union([Type.String(), Type.Null()]),
        data: DateTime,
      }),
    ),
    prazos: Type.Array(Type.Object({ descricao: Type.String(), data: DateOnly })),
    anexos: Type.Array(AttachmentItem),
    /** The statuses the workflow (settings/esteira) lets an administrator move it to; none once it is closed. */
    proximosStatus: Type.Array(Status),
  }),
]);

const ServiceRulesResponse = Type.Object({
  idFuncionalidade: Type.Integer(),
  limites: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String()])),
  elegivel: Type.Boolean(),
  motivos: Type.Array(Type.String()),
  elegivelEm: Type.Union([DateOnly, Type.Null()]),
  valores: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  solicitacaoAberta: Type.Union(
    [Type.Object({ id: Type.Integer(), protocolo: Type.String(), dataSolicitacao: DateTime, funcionalidade: Named, status: Named }), Type.Null()],
    { description: 'O pedido do mesmo tipo ainda aberto no vínculo (um de cada vez): a página mostra o protocolo em vez do formulário, e criarSolicitacao recusa outro com 409.' },
  ),
});

const Comment = Type.Union([Type.String({ maxLength: 2000 }), Type.Null()], { default: null });

export function requestRoutes(service: RequestService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const idParams = Type.Object({ id: IdOf('requisicao') });

    app.get(
      '/requisicaoFuncionalidade',
      { schema: { 'x-acesso': 'participante', tags, summary: 'Funcionalidades (filtro das solicitações)', security: bearer, response: withErrors({ 200: Type.Array(Named) }) } },
      async () => service.functionalities(),
    );

    app.get(
      '/requisicaoStatus',
      { schema: { 'x-acesso': 'participante', tags, summary: 'Situações de uma solicitação', security: bearer, response: withErrors({ 200: Type.Array(Status) }) } },
      async () => service.statuses(),
    );

    app.get(
      '/retornarSolicitacoes',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Solicitações com filtros e paginação (página começa em 0)',
          description: 'Participantes informam o próprio idPessoa; administradores veem todas e podem buscar por palavraChave (nome ou CPF).',
          security: bearer,
          querystring: Type.Object(
            {
              idPessoa: Type.Optional(IdOf('pessoa')),
              idPlano: Type.Optional(IdOf('plano')),
              idFuncionalidade: Type.Optional(IdOf('funcionalidade', { minimum: 0 })),
              idStatus: Type.Optional(IdOf('statusRequisicao')),
              dataSolicitacaoInicio: Type.Optional(DateOnly),
              dataSolicitacaoFinal: Type.Optional(DateOnly),
              palavraChave: Type.Optional(Type.String({ maxLength: 100 })),
              page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
              limit: Type.Integer({ minimum: 1, maximum: 100, default: REQUEST_PAGE_SIZE }),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Type.Object({ requisicoes: Type.Array(RequestItem), totalPage: Type.Integer(), total: Type.Integer() }) }),
        },
      },
      async (request) => service.list(currentAuth(request), request.query),
    );

    app.get(
      '/retornarRegrasSolicitacao/:idFuncionalidade/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Regras de um serviço para um vínculo: limites do plano, elegibilidade e valores',
          description: 'O que a página do serviço mostra antes do formulário. 403 para o vínculo de outra pessoa ou um serviço não habilitado para o vínculo.',
          security: bearer,
          params: Type.Object({ idFuncionalidade: IdOf('funcionalidade'), idVinculoPlano: IdOf('vinculoPlano') }),
          response: withErrors({ 200: ServiceRulesResponse, 404: ErrorResponse }),
        },
      },
      async (request) => service.rules(currentAuth(request), request.params.idFuncionalidade, request.params.idVinculoPlano),
    );

    app.post(
      '/criarSolicitacao',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Abrir uma solicitação de um serviço (benefícios, institutos, isenções)',
          description:
            'Os dados são validados pelas regras do serviço; o serviço precisa estar habilitado para o plano, a categoria e a situação do vínculo (403); os documentos obrigatórios vão em idAnexos, na ordem dos documentos do serviço (400 com o nome do que faltar); quem ainda não pode pedir recebe 422 com o motivo; com um pedido do mesmo tipo ainda aberto no vínculo, 409 com o protocolo dele, antes de olhar os dados.',
          security: bearer,
          body: Type.Object(
            {
              idPessoa: IdOf('pessoa'),
              idVinculoPlano: IdOf('vinculoPlano'),
              idFuncionalidade: IdOf('funcionalidade'),
              dados: Type.Record(Type.String({ maxLength: 60 }), Type.Unknown(), { default: {}, maxProperties: 30 }),
              idAnexos: Type.Optional(Type.Array(IdOf('anexo'), { maxItems: 5, uniqueItems: true })),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 201: Type.Object({ id: Type.Integer(), protocolo: Type.String() }), 404: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse }),
        },
      },
      async (request, reply) => reply.code(201).send(await service.open(currentAuth(request), request.body)),
    );

    app.get(
      '/retornarSolicitacao/:id',
      { schema: { 'x-acesso': 'participante', tags, summary: 'Detalhe com histórico e prazos', security: bearer, params: idParams, response: withErrors({ 200: RequestDetail, 404: ErrorResponse }) } },
      async (request) => service.get(currentAuth(request), request.params.id),
    );

    app.post(
      '/cancelarSolicitacao/:id',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Cancelar uma solicitação ainda aberta',
          security: bearer,
          params: idParams,
          body: Type.Optional(Type.Object({ comentario: Comment }, { additionalProperties: false })),
          response: withErrors({ 200: RequestDetail, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => service.cancel(currentAuth(request), request.params.id, request.body?.comentario?.trim() || null),
    );

    app.post(
      '/alterarStatusSolicitacao/:id',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Mudar a situação de uma solicitação (administradores); o participante é avisado',
          security: bearer,
          params: idParams,
          body: Type.Object({ idStatus: IdOf('statusRequisicao'), comentario: Comment }, { additionalProperties: false }),
          response: withErrors({ 200: RequestDetail, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => service.changeStatus(currentAuth(request), request.params.id, { idStatus: request.body.idStatus, comentario: request.body.comentario?.trim() || null }),
    );
  };
}
