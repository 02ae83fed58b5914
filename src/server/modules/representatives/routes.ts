import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { DateOnly, DateTime, IdOf, MessageResponse, withErrors, ErrorResponse } from '../../schemas/common';
import type { RepresentativeService } from './service';

const tags = ['Representantes'];
const Kind = Type.Union([Type.Literal('curatela'), Type.Literal('procuracao'), Type.Literal('tutela')]);
const Powers = Type.Union([Type.Literal('leitura'), Type.Literal('solicitacoes'), Type.Literal('tudo_exceto_dados_bancarios')]);
const Status = Type.Union([Type.Literal('pendente'), Type.Literal('aprovada'), Type.Literal('recusada'), Type.Literal('encerrada')]);
const Channel = Type.Union([Type.Literal('email'), Type.Literal('sms'), Type.Literal('whatsapp')]);
const Text = Type.Union([Type.String(), Type.Null()]);
const Representation = Type.Object({
  id: Type.Integer(),
  idPessoa: Type.Integer(),
  nomePessoa: Type.String(),
  idRepresentante: Type.Integer(),
  nome: Type.String(),
  cpf: Type.String(),
  email: Text,
  telefone: Text,
  tipo: Kind,
  poderes: Powers,
  inicioVigencia: DateOnly,
  fimVigencia: DateOnly,
  idAnexoDocumento: Type.Union([Type.Integer(), Type.Null()]),
  nomeDocumento: Text,
  canaisAvisos: Type.Array(Type.String()),
  situacao: Status,
  motivoRecusa: Text,
  criadoEm: DateTime,
});
const IdParams = Type.Object({ id: IdOf('representacao') });

/** Legal representatives: registration, the fund's approval queue, ending, and whom a representative acts for. */
export function representativeRoutes(service: RepresentativeService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      '/cadastrarRepresentante',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Cadastrar um representante legal (curatela, procuração, tutela/guarda) com o documento, para a aprovação do fundo',
          body: Type.Object(
            {
              idPessoa: IdOf('pessoa', { description: 'a pessoa representada' }),
              cpf: Type.String({ maxLength: 14 }),
              nome: Type.String({ minLength: 1, maxLength: 200 }),
              dataNascimento: DateOnly,
              email: Type.String({ maxLength: 254 }),
              telefone: Type.String({ maxLength: 20 }),
              tipo: Kind,
              inicioVigencia: DateOnly,
              fimVigencia: DateOnly,
              poderes: Powers,
              idAnexoDocumento: IdOf('anexo', { description: 'a decisão judicial ou a procuração (enviarAnexo)' }),
              canaisAvisos: Type.Array(Channel, { maxItems: 3, description: 'por onde o representante recebe os avisos da pessoa' }),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Type.Intersect([Type.Object({ id: Type.Integer() }), MessageResponse]), 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => service.register(currentAuth(request), request.body, request.ip),
    );

    app.get(
      '/retornarRepresentantes/:idPessoa',
      {
        schema: { 'x-acesso': 'participante', tags, summary: 'Os representantes legais de uma pessoa, em qualquer situação', params: Type.Object({ idPessoa: IdOf('pessoa') }), response: withErrors({ 200: Type.Array(Representation), 404: ErrorResponse }) },
      },
      async (request) => service.list(currentAuth(request), request.params.idPessoa),
    );

    app.get(
      '/retornarRepresentacoesPendentes',
      { schema: { 'x-acesso': 'administrador', tags, summary: 'Representações aguardando a conferência do documento e a aprovação (administradores)', response: withErrors({ 200: Type.Array(Representation) }) } },
      async () => service.pending(),
    );

    app.get(
      '/retornarRepresentados',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Por quem a pessoa conectada pode agir hoje como representante legal (aprovado e vigente)',
          response: withErrors({
            200: Type.Array(Type.Object({ id: Type.Integer(), idPessoa: Type.Integer(), nome: Type.String(), cpf: Type.String(), dataNascimento: DateOnly, tipo: Kind, poderes: Powers, fimVigencia: DateOnly })),
          }),
        },
      },
      async (request) => service.represented(currentAuth(request)),
    );

    app.post(
      '/aprovarRepresentacao/:id',
      { schema: { 'x-acesso': 'administrador', tags, summary: 'Aprovar uma representação depois de conferir o documento; um representante novo recebe o e-mail de primeiro acesso', params: IdParams, response: withErrors({ 200: MessageResponse, 404: ErrorResponse, 409: ErrorResponse }) } },
      async (request) => service.approve(currentAuth(request), request.params.id, request.ip),
    );

    app.post(
      '/recusarRepresentacao/:id',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Recusar uma representação, com o motivo',
          params: IdParams,
          body: Type.Object({ motivo: Type.String({ minLength: 3, maxLength: 500 }) }, { additionalProperties: false }),
          response: withErrors({ 200: MessageResponse, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => service.refuse(currentAuth(request), request.params.id, request.body.motivo, request.ip),
    );

    app.post(
      '/encerrarRepresentacao/:id',
      { schema: { 'x-acesso': 'participante', tags, summary: 'Encerrar uma representação (a pessoa representada ou o fundo): o representante deixa de agir por ela', params: IdParams, response: withErrors({ 200: MessageResponse, 404: ErrorResponse, 409: ErrorResponse }) } },
      async (request) => service.end(currentAuth(request), request.params.id, request.ip),
    );
  };
}
