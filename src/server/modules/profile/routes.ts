import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, ErrorResponse, IdOf, withErrors, YesNo } from '../../schemas/common';
import type { ProfileService } from './service';

const tags = ['Informações Cadastrais'];
const Named = Type.Object({ id: Type.Integer(), nome: Type.String() });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = Nullable(Type.String());

const Profile = Type.Object({
  pessoa: Type.Object({
    id: Type.Integer(),
    nome: Type.String(),
    cpf: Type.String(),
    data_nascimento: DateOnly,
    email: Text,
    telefone: Text,
    ppe: Nullable(YesNo),
    faixaRenda: Nullable(Type.Integer()),
  }),
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
  vinculos: Type.Array(
    Type.Object({
      id: Type.Integer(),
      matricula: Type.String(),
      plano: Type.Object({ id: Type.Integer(), nome: Type.String(), nomeExibicao: Type.String(), tem_perfil: YesNo, tipo: Type.String() }),
      categoria: Named,
      situacao: Named,
      dataAdesao: DateOnly,
      salario: Text,
      formaPagamento: Nullable(Type.Integer()),
      valorContribuicao: Text,
      banco: Text,
      /** The bank's name from the Banco Central list ('Itaú Unibanco S.A.'); null for an unknown code. */
      bancoNome: Text,
      agencia: Text,
      conta: Text,
      diaVencimento: Nullable(Type.Integer()),
      percentualBasica: Text,
      percentualSuplementar: Text,
      perfilInvestimento: Nullable(Named),
      regimeTributacao: Type.String(),
    }),
  ),
});

export function profileRoutes(service: ProfileService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const params = Type.Object({ idPessoa: IdOf('pessoa') });

    app.get(
      '/retornarPerfil/:idPessoa',
      { schema: { 'x-acesso': 'participante', tags, summary: 'Dados cadastrais, endereço e vínculos com suas contribuições', security: bearer, params, response: withErrors({ 200: Profile, 404: ErrorResponse }) } },
      async (request) => service.get(currentAuth(request), request.params.idPessoa),
    );

    app.put(
      '/atualizarContato',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Alterar e-mail e telefone (o e-mail pede a senha atual)',
          security: bearer,
          body: Type.Object(
            {
              idPessoa: IdOf('pessoa'),
              email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
              telefone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
              senhaAtual: Type.Optional(Type.String({ maxLength: 128 })),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Profile, 404: ErrorResponse }),
        },
      },
      async (request) => service.updateContact(currentAuth(request), request.body, request.ip),
    );

    app.put(
      '/atualizarEndereco',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Alterar o endereço (os mesmos campos da etapa 4 do onboarding)',
          security: bearer,
          body: Type.Object({ idPessoa: IdOf('pessoa'), endereco: Type.Record(Type.String(), Type.Unknown()) }, { additionalProperties: false }),
          response: withErrors({ 200: Profile, 404: ErrorResponse }),
        },
      },
      async (request) => service.updateAddress(currentAuth(request), request.body.idPessoa, request.body.endereco, request.ip),
    );

    app.get(
      '/exportarDados/:idPessoa',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Baixar meus dados: tudo o que o fundo guarda sobre a pessoa (LGPD art. 18), em JSON (padrão, para portabilidade) ou PDF legível',
          security: bearer,
          params,
          querystring: Type.Object(
            { formato: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('pdf')], { default: 'json', description: 'json (padrão) ou pdf' })) },
            { additionalProperties: false },
          ),
          produces: ['application/json', 'application/pdf'],
          response: withErrors({ 200: Type.Unknown({ description: 'arquivo JSON ou PDF (Content-Disposition: attachment)' }), 404: ErrorResponse }),
        },
      },
      async (request, reply) => {
        const auth = currentAuth(request);
        reply.header('cache-control', 'no-store');
        if (request.query.formato === 'pdf') {
          const { fileName, content } = await service.exportPdf(auth, request.params.idPessoa, request.ip);
          return reply.header('content-disposition', `attachment; filename="${fileName}"`).type('application/pdf').send(content);
        }
        const { fileName, content } = await service.exportData(auth, request.params.idPessoa, request.ip);
        reply.header('content-disposition', `attachment; filename="${fileName}"`);
        return content;
      },
    );
  };
}
