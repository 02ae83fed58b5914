import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { DateTime, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { ElectionService } from './service';

const tags = ['Eleições'];
const Status = Type.Union([Type.Literal('agendada'), Type.Literal('aberta'), Type.Literal('aguardando-encerramento'), Type.Literal('encerrada')]);
const PlanRef = Type.Object({ id: Type.Integer(), nome: Type.String() });
const Summary = {
  id: Type.Integer(),
  titulo: Type.String(),
  inicio: DateTime,
  fim: DateTime,
  vagas: Type.Integer(),
  status: Status,
  encerradaEm: Type.Union([DateTime, Type.Null()]),
};
const ElectionListItem = Type.Object({
  ...Summary,
  planos: Type.Array(PlanRef),
  totalCandidatos: Type.Integer(),
  jaVotou: Type.Boolean(),
  votantes: Type.Union([Type.Integer(), Type.Null()]),
});
const ElectionDetail = Type.Object({
  ...Summary,
  planos: Type.Array(PlanRef),
  candidatos: Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String(), descricao: Type.Union([Type.String(), Type.Null()]), foto: Type.Union([Type.Integer({ description: 'Id do anexo da foto (baixe em /api/retornarAnexo/{foto})' }), Type.Null()]) })),
  jaVotou: Type.Boolean(),
  comprovante: Type.Union([Type.Object({ codigo: Type.String(), votouEm: DateTime }), Type.Null()]),
});
const Created = Type.Object({ ...Summary, idPlanos: Type.Array(Type.Integer()) });
const Candidate = Type.Object(
  {
    nome: Type.String({ maxLength: 200 }),
    descricao: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
    foto: Type.Optional(
      Type.Union([IdOf('anexo', { description: 'A foto: o id de um anexo enviado antes por quem cria a eleição (JPEG, PNG ou WebP pelo conteúdo, até 2 MB)' }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
const CreateBody = Type.Object(
  {
    titulo: Type.String({ maxLength: 200 }),
    inicio: DateTime,
    fim: DateTime,
    idPlanos: Type.Array(IdOf('plano'), { maxItems: 20 }),
    vagas: Type.Integer({ minimum: 1, maximum: 50 }),
    candidatos: Type.Array(Candidate, { maxItems: 50 }),
  },
  { additionalProperties: false },
);
const VoteBody = Type.Object({ idEleicao: IdOf('eleicao'), idCandidato: IdOf('candidato') }, { additionalProperties: false });
/** The receipt: the election, a random code and the time. It never names the candidate. */
const Receipt = Type.Object({ idEleicao: Type.Integer(), titulo: Type.String(), codigo: Type.String(), votouEm: DateTime });
const Results = Type.Object({
  idEleicao: Type.Integer(),
  titulo: Type.String(),
  vagas: Type.Integer(),
  candidatos: Type.Array(
    Type.Object({ id: Type.Integer(), nome: Type.String(), foto: Type.Union([Type.Integer({ description: 'Id do anexo da foto (baixe em /api/retornarAnexo/{foto})' }), Type.Null()]), votos: Type.Integer() }),
  ),
  totalVotos: Type.Integer(),
  participacao: Type.Object({ votantes: Type.Integer(), eleitores: Type.Integer(), percentual: Type.String({ description: 'Percentual com 2 casas (ex.: "66.67")' }) }),
});
const Participation = Type.Object({
  idEleicao: Type.Integer(),
  total: Type.Integer(),
  votantes: Type.Array(Type.Object({ idPessoa: Type.Integer(), nome: Type.String(), votouEm: DateTime })),
});
const ElectionParams = Type.Object({ id: IdOf('eleicao') });

export function electionRoutes(service: ElectionService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      '/criarEleicao',
      { schema: { 'x-acesso': 'administrador', tags, summary: 'Criar uma eleição (período, planos, vagas, candidatos)', body: CreateBody, response: withErrors({ 201: Created }) } },
      async (request, reply) => reply.code(201).send(await service.create(currentAuth(request), request.body)),
    );

    app.post(
      '/encerrarEleicao/:id',
      { schema: { 'x-acesso': 'administrador', tags, summary: 'Encerrar uma eleição: a votação para e o resultado é divulgado', params: ElectionParams, response: withErrors({ 200: Type.Object(Summary), 404: ErrorResponse, 409: ErrorResponse }) } },
      async (request) => service.close(currentAuth(request), request.params.id),
    );

    app.get(
      '/retornarEleicoes',
      { schema: { 'x-acesso': 'participante', tags, summary: 'Eleições dos planos da pessoa (administradores: todas)', response: withErrors({ 200: Type.Array(ElectionListItem) }) } },
      async (request) => service.list(currentAuth(request)),
    );

    app.get(
      '/retornarEleicao/:id',
      { schema: { 'x-acesso': 'participante', tags, summary: 'Uma eleição com seus candidatos e se a pessoa já votou (nunca em quem)', params: ElectionParams, response: withErrors({ 200: ElectionDetail, 404: ErrorResponse }) } },
      async (request) => service.detail(currentAuth(request), request.params.id),
    );

    app.post(
      '/votar',
      {
        schema: {
          'x-acesso': 'participante',
          // Personal: an administrator, even viewing the portal as the participant, cannot vote (403).
          'x-pessoal': true,
          tags,
          summary: 'Votar (um voto por eleitor, só com a votação aberta); devolve um comprovante que não revela a escolha',
          body: VoteBody,
          response: withErrors({ 201: Receipt, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request, reply) => reply.code(201).send(await service.vote(currentAuth(request), request.body)),
    );

    app.get(
      '/retornarResultadoEleicao/:id',
      { schema: { 'x-acesso': 'participante', tags, summary: 'Resultado de uma eleição encerrada (409 antes do encerramento)', params: ElectionParams, response: withErrors({ 200: Results, 404: ErrorResponse, 409: ErrorResponse }) } },
      async (request) => service.results(currentAuth(request), request.params.id),
    );

    app.get(
      '/retornarParticipacaoEleicao/:id',
      { schema: { 'x-acesso': 'administrador', tags, summary: 'Quem votou e quando (administradores; nunca o voto)', params: ElectionParams, response: withErrors({ 200: Participation, 404: ErrorResponse }) } },
      async (request) => service.participation(request.params.id),
    );
  };
}
