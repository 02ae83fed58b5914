import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EMAIL_LOG_PAGE_SIZE, EMAIL_TEMPLATE_KEYS, EMAIL_TEMPLATE_LIMITS } from '@/domain/email-templates';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateTime, ErrorResponse, withErrors } from '../../schemas/common';
import type { EmailTemplateService } from './service';
import { shortTextRoutes } from './short-texts-routes';
import type { ShortTextService } from './short-texts-service';

const tags = ['E-mails'];

const Chave = Type.String({ pattern: '^[a-z_]{1,60}$', description: `a chave do modelo: ${EMAIL_TEMPLATE_KEYS.join(', ')}` });
const Params = Type.Object({ chave: Chave }, { additionalProperties: false });

const Variable = Type.Object({ nome: Type.String(), descricao: Type.String(), exemplo: Type.String() });
const Template = Type.Object({
  chave: Type.String(),
  nome: Type.String(),
  descricao: Type.String({ description: 'quando o portal envia este e-mail' }),
  assunto: Type.String(),
  corpo: Type.String(),
  personalizado: Type.Boolean({ description: 'true quando um administrador alterou o texto padrão' }),
  variaveis: Type.Array(Variable, { description: 'os marcadores {{nome}} que o modelo aceita' }),
  obrigatorias: Type.Array(Type.String(), { description: 'marcadores que o texto precisa manter' }),
  padrao: Type.Object({ assunto: Type.String(), corpo: Type.String() }, { description: 'o texto padrão, para o qual o modelo volta ao ser restaurado' }),
});
const TemplateWithMessage = Type.Object({ ...Template.properties, message: Type.String() });

const LogEntry = Type.Object({
  id: Type.Integer(),
  destinatario: Type.String(),
  assunto: Type.String(),
  chave: Type.Union([Type.String(), Type.Null()]),
  modelo: Type.Union([Type.String(), Type.Null()], { description: 'o nome do modelo usado' }),
  status: Type.Union([Type.Literal('pendente'), Type.Literal('enviado'), Type.Literal('falhou')]),
  situacao: Type.String({ description: 'Pendente, Enviado ou Falhou' }),
  criadoEm: DateTime,
  enviadoEm: Type.Union([DateTime, Type.Null()]),
  erro: Type.Union([Type.String(), Type.Null()]),
});

/** settings/emails: the e-mail templates and the log of sent e-mails, and the SMS and WhatsApp texts beside them. */
export function emailTemplateRoutes({ emails: service, shortTexts }: { emails: EmailTemplateService; shortTexts: ShortTextService }) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarModelosEmail',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Modelos dos e-mails que o portal envia, com seus marcadores (administradores)',
          security: bearer,
          response: withErrors({ 200: Type.Array(Template) }),
        },
      },
      async () => service.list(),
    );

    app.put(
      '/atualizarModeloEmail/:chave',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Alterar o assunto e o texto de um modelo de e-mail (administradores; registrado na auditoria)',
          description:
            'Os próximos e-mails deste modelo usam o novo texto. 400 para um marcador que o modelo não aceita (a mensagem diz qual), ' +
            'assunto ou texto vazio, ou um marcador obrigatório removido; 404 para uma chave desconhecida.',
          security: bearer,
          params: Params,
          body: Type.Object(
            { assunto: Type.String({ maxLength: EMAIL_TEMPLATE_LIMITS.assunto * 2 }), corpo: Type.String({ maxLength: EMAIL_TEMPLATE_LIMITS.corpo * 2 }) },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: TemplateWithMessage, 404: ErrorResponse }),
        },
      },
      async (request) => service.update(request.params.chave, request.body, { idAtor: currentAuth(request).pessoa.id, ip: request.ip }),
    );

    app.post(
      '/restaurarModeloEmail/:chave',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Voltar um modelo de e-mail ao texto padrão (administradores; registrado na auditoria)',
          description: '404 para uma chave desconhecida.',
          security: bearer,
          params: Params,
          response: withErrors({ 200: TemplateWithMessage, 404: ErrorResponse }),
        },
      },
      async (request) => service.reset(request.params.chave, { idAtor: currentAuth(request).pessoa.id, ip: request.ip }),
    );

    app.get(
      '/retornarEmailsEnviados',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Registro dos e-mails enviados, com a situação da entrega (administradores)',
          description:
            'Mais recentes primeiro; página começa em 0. Situação: pendente (guardado, ainda não entregue ao servidor de e-mail), enviado, falhou (com o erro). ' +
            'Mostra destinatário e assunto, nunca o texto: códigos de segurança e links pessoais são segredos.',
          security: bearer,
          querystring: Type.Object(
            {
              status: Type.Optional(Type.Union([Type.Literal('pendente'), Type.Literal('enviado'), Type.Literal('falhou')])),
              chave: Type.Optional(Chave),
              destinatario: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
              page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
              limit: Type.Integer({ minimum: 1, maximum: 100, default: EMAIL_LOG_PAGE_SIZE }),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Type.Object({ registros: Type.Array(LogEntry), page: Type.Integer(), totalPage: Type.Integer(), total: Type.Integer() }) }),
        },
      },
      async (request) => {
        const { page, limit, ...filters } = request.query;
        return service.log(filters, page, limit);
      },
    );

    await app.register(shortTextRoutes(shortTexts));
  };
}
