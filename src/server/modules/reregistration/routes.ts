// Over 300 lines: the re-registration API's schemas (campaign, answer, dependants, reminders, token route) are most of it; handlers stay short.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, DateTime, ErrorResponse, IdOf, withErrors, YesNo } from '../../schemas/common';
import { AttachmentItem } from '../attachments/routes';
import type { ReregistrationService } from './service';

const tags = ['Recadastramento'];
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = Nullable(Type.String());
const Status = Type.Union([Type.Literal('agendada'), Type.Literal('aberta'), Type.Literal('encerrada')]);
const Proof = Type.Union([Type.Literal('vida'), Type.Literal('endereco')]);
const DependantKind = Type.Union([Type.Literal('imposto-renda'), Type.Literal('previdencial')]);
const Plan = Type.Object({ id: Type.Integer(), nome: Type.String() });
const Token = Type.String({ minLength: 1, maxLength: 200, description: 'O token do link enviado por e-mail' });

const CampaignSummary = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  inicio: DateOnly,
  fim: DateOnly,
  situacao: Status,
  planos: Type.Array(Plan),
  total: Type.Integer(),
  concluidos: Type.Integer(),
  pendentes: Type.Integer(),
});

const Dashboard = Type.Object({
  campanha: Type.Object({ id: Type.Integer(), titulo: Type.String(), inicio: DateOnly, fim: DateOnly, situacao: Status, planos: Type.Array(Plan) }),
  total: Type.Integer(),
  concluidos: Type.Integer(),
  pendentes: Type.Integer(),
  percentualConcluido: Type.String({ description: 'Concluídos sobre o total, com uma casa ("66.7")' }),
  lembretesDisponiveis: Type.Integer({ description: 'Pendentes com e-mail, que não retiraram a autorização de e-mail e não receberam lembrete nas últimas 24 horas' }),
  pessoasPendentes: Type.Array(
    Type.Object({ idPessoa: Type.Integer(), nome: Type.String(), cpf: Type.String(), email: Text, ultimoLembreteEm: Nullable(DateTime), lembretesEnviados: Type.Integer() }),
  ),
  respostas: Type.Array(
    Type.Object({
      idPessoa: Type.Integer(),
      nome: Type.String(),
      respondidoEm: DateTime,
      canal: Nullable(Type.Union([Type.Literal('portal'), Type.Literal('link')])),
      houveAlteracao: Nullable(Type.Boolean()),
      tipoComprovante: Nullable(Proof),
      idAnexoComprovante: Nullable(Type.Integer()),
    }),
  ),
});

const AnswerView = Type.Object({
  campanha: Type.Object({ id: Type.Integer(), titulo: Type.String(), inicio: DateOnly, fim: DateOnly, situacao: Status }),
  idPessoa: Type.Integer(),
  respondidoEm: Nullable(DateTime),
  comprovanteSugerido: Proof,
  comprovanteSugeridoNome: Type.String(),
  pessoa: Type.Object({ nome: Type.String(), email: Text, telefone: Text }),
  endereco: Nullable(
    Type.Object({
      residenteExterior: YesNo,
      cep: Text,
      logradouro: Text,
      numero: Text,
      complemento: Text,
      bairro: Text,
      cidade: Text,
      estado: Text,
      pais: Text,
      codigoPostal: Text,
      numeroIdentificacaoFiscal: Text,
    }),
  ),
  dependentes: Type.Array(
    Type.Object({ id: Type.Integer(), tipo: DependantKind, nome: Type.String(), cpf: Text, parentesco: Text, data_nascimento: Nullable(DateOnly), finalidade: Text, percentual: Text }),
  ),
});

/** A dependant's fields, checked with the profile's own rules (dependentes/service.ts cleanDependant). */
const DependantFields = {
  nome: Type.String({ minLength: 1, maxLength: 200 }),
  cpf: Type.Optional(Nullable(Type.String({ maxLength: 14 }))),
  data_nascimento: Type.Optional(Nullable(DateOnly)),
  parentesco: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  finalidade: Type.Optional(Nullable(Type.String({ maxLength: 60 }))),
  percentual: Type.Optional(Nullable(Type.Union([Type.Number(), Type.String({ maxLength: 8 })]))),
};

const AnswerFields = {
  confirmacao: Type.Boolean({ description: 'A pessoa confirma que as informações (conferidas ou atualizadas) estão corretas' }),
  email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
  telefone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  endereco: Type.Optional(
    Type.Object(
      {
        foreignResident: Type.Optional(YesNo),
        cep: Type.Optional(Type.String({ maxLength: 9 })),
        logradouro: Type.Optional(Type.String({ maxLength: 200 })),
        numero: Type.Optional(Type.String({ maxLength: 20 })),
        complemento: Type.Optional(Type.String({ maxLength: 100 })),
        bairro: Type.Optional(Type.String({ maxLength: 100 })),
        cidade: Type.Optional(Type.String({ maxLength: 100 })),
        estado: Type.Optional(Type.String({ maxLength: 20 })),
        country: Type.Optional(Type.String({ maxLength: 80 })),
        postalCode: Type.Optional(Type.String({ maxLength: 20 })),
        identificationNumber: Type.Optional(Type.String({ maxLength: 40 })),
      },
      { additionalProperties: false, description: 'O endereço novo, com as regras da etapa 4 do onboarding (no exterior: foreignResident S, country, postalCode, identificationNumber)' },
    ),
  ),
  dependentes: Type.Optional(
    Type.Object(
      {
        incluir: Type.Optional(
          Type.Array(
            Type.Object({ tipo: DependantKind, ...DependantFields }, { additionalProperties: false }),
            { maxItems: 20 },
          ),
        ),
        alterar: Type.Optional(
          Type.Array(Type.Object({ id: IdOf('dependente'), ...DependantFields }, { additionalProperties: false, description: 'Os novos dados de um dependente da pessoa (o tipo não muda)' }), {
            maxItems: 50,
          }),
        ),
        excluir: Type.Optional(Type.Array(IdOf('dependente'), { maxItems: 50 })),
      },
      { additionalProperties: false },
    ),
  ),
  comprovante: Type.Object({ tipo: Proof, idAnexo: IdOf('anexo') }, { additionalProperties: false, description: 'Prova de vida ou comprovante de endereço, enviado antes como anexo' }),
};

const Answered = Type.Object({ idCampanha: Type.Integer(), idPessoa: Type.Integer(), respondidoEm: DateTime, houveAlteracao: Type.Boolean(), message: Type.String() });

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function reregistrationRoutes(service: ReregistrationService, options: { publicRouteRateLimit: number }) {
  const publicRateLimit = { max: options.publicRouteRateLimit, timeWindow: '1 minute' };

  /** The proof sent from the e-mailed link: the body is the file, as in enviarAnexo (no parser may buffer it). */
  async function linkUpload(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    app.post(
      '/enviarComprovanteRecadastramento',
      {
        config: { rateLimit: { max: Math.max(1, Math.floor(options.publicRouteRateLimit / 10)), timeWindow: '1 minute' } },
        schema: {
          'x-acesso': 'publico',
          tags,
          summary: 'Enviar o comprovante pelo link do e-mail (corpo = o arquivo; nome em X-Nome-Arquivo)',
          description: 'O token é conferido antes de ler o arquivo e não é gasto; o arquivo fica com a pessoa do link. Depois, envie o recadastramento com o id devolvido.',
          headers: Type.Object({ 'x-nome-arquivo': Type.String({ minLength: 1, maxLength: 1000 }) }),
          querystring: Type.Object({ token: Token }, { additionalProperties: false }),
          response: { 201: AttachmentItem, 400: ErrorResponse, 401: ErrorResponse, 410: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 503: ErrorResponse },
        },
      },
      async (request, reply) => {
        const declared = request.headers['content-length'];
        let fileName: string | undefined = request.headers['x-nome-arquivo'];
        try {
          fileName = fileName === undefined ? undefined : decodeURIComponent(fileName);
        } catch {
          // kept as sent
        }
        const attachment = await service.uploadByToken(request.query.token, { fileName, declaredSize: declared === undefined ? undefined : Number(declared) }, request.raw);
        return reply.status(201).send(attachment);
      },
    );
  }

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    await app.register(linkUpload);

    app.post(
      '/criarCampanhaRecadastramento',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Criar uma campanha: respondem as pessoas com vínculo vigente nos planos escolhidos',
          security: bearer,
          body: Type.Object(
            {
              titulo: Type.String({ minLength: 1, maxLength: 200 }),
              inicio: DateOnly,
              fim: DateOnly,
              idPlanos: Type.Array(IdOf('plano'), { minItems: 1, maxItems: 50 }),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 201: Dashboard }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(currentAuth(request), request.body, request.ip)),
    );

    app.get(
      '/retornarCampanhasRecadastramento',
      { schema: { 'x-acesso': 'administrador', tags, summary: 'As campanhas, da mais recente, com total, concluídos e pendentes', security: bearer, response: withErrors({ 200: Type.Array(CampaignSummary) }) } },
      async () => service.list(),
    );

    app.get(
      '/retornarPainelRecadastramento/:idCampanha',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Painel da campanha: total, concluídos, pendentes e a lista de quem falta responder',
          security: bearer,
          params: Type.Object({ idCampanha: IdOf('campanhaRecadastramento') }),
          response: withErrors({ 200: Dashboard, 404: ErrorResponse }),
        },
      },
      async (request) => service.dashboard(request.params.idCampanha),
    );

    app.post(
      '/enviarLembretesRecadastramento',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Enviar por e-mail, a cada pendente, um link de uso único (no máximo um lembrete por pessoa a cada 24 horas)',
          security: bearer,
          body: Type.Object({ idCampanha: IdOf('campanhaRecadastramento') }, { additionalProperties: false }),
          response: withErrors({
            200: Type.Object({ enviados: Type.Integer(), ignoradosRecentes: Type.Integer(), semEmail: Type.Integer(), semAutorizacao: Type.Integer({ description: 'pendentes que retiraram a autorização de e-mail (centro de privacidade)' }), message: Type.String() }),
            404: ErrorResponse,
            409: ErrorResponse,
          }),
        },
      },
      async (request) => service.sendReminders(currentAuth(request), request.body.idCampanha, originOf(request), request.ip),
    );

    app.get(
      '/retornarRecadastramento/:idPessoa',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'As campanhas abertas da pessoa, cada uma com os dados atuais para conferir',
          security: bearer,
          params: Type.Object({ idPessoa: IdOf('pessoa') }),
          response: withErrors({ 200: Type.Array(AnswerView), 404: ErrorResponse }),
        },
      },
      async (request) => service.forPerson(currentAuth(request), request.params.idPessoa),
    );

    app.post(
      '/enviarRecadastramento',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Confirmar ou atualizar os dados (endereço, contatos, dependentes) e enviar o comprovante',
          security: bearer,
          body: Type.Object({ idCampanha: IdOf('campanhaRecadastramento'), idPessoa: IdOf('pessoa'), ...AnswerFields }, { additionalProperties: false }),
          response: withErrors({ 200: Answered, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => {
        const { idCampanha, idPessoa, ...answer } = request.body;
        return service.answer(currentAuth(request), idCampanha, idPessoa, answer, request.ip);
      },
    );

    app.get(
      '/retornarRecadastramentoPorLink',
      {
        config: { rateLimit: publicRateLimit },
        schema: {
          'x-acesso': 'publico',
          tags,
          summary: 'O recadastramento do link enviado por e-mail, com os dados atuais (401 link inválido, 410 usado ou expirado)',
          querystring: Type.Object({ token: Token }, { additionalProperties: false }),
          response: { 200: AnswerView, 400: ErrorResponse, 401: ErrorResponse, 410: ErrorResponse, 503: ErrorResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.viewByToken(request.query.token);
      },
    );

    app.post(
      '/enviarRecadastramentoPorLink',
      {
        config: { rateLimit: publicRateLimit },
        schema: {
          'x-acesso': 'publico',
          tags,
          summary: 'Enviar o recadastramento pelo link do e-mail, sem entrar no portal (o link só vale uma vez)',
          body: Type.Object({ token: Token, ...AnswerFields }, { additionalProperties: false }),
          response: { 200: Answered, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 410: ErrorResponse, 503: ErrorResponse },
        },
      },
      async (request) => {
        const { token, ...answer } = request.body;
        return service.answerByToken(token, answer, request.ip);
      },
    );
  };
}
