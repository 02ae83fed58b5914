import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SHORT_TEXT_CHANNELS, SHORT_TEXT_LIMITS } from '@/domain/email-templates-short-texts';
import { currentAuth } from '../../plugins/authentication';
import { bearer, ErrorResponse, withErrors } from '../../schemas/common';
import type { ShortTextService } from './short-texts-service';

const tags = ['E-mails'];

// Any word here: an unknown kind or channel is a 404 (the kinds grow with the notices), a malformed one a 400.
const Params = Type.Object(
  {
    tipo: Type.String({ pattern: '^[a-z_]{1,40}$', description: 'o tipo de aviso (retornarModelosMensagemCurta lista os tipos)' }),
    canal: Type.String({ pattern: '^[a-z]{1,10}$', description: `o canal: ${SHORT_TEXT_CHANNELS.join(' ou ')}` }),
  },
  { additionalProperties: false },
);

const ShortText = Type.Object({
  tipo: Type.String({ description: 'o tipo de aviso' }),
  nome: Type.String({ description: 'o nome do tipo de aviso' }),
  descricao: Type.String({ description: 'quando o portal envia este aviso' }),
  canal: Type.Union([Type.Literal('sms'), Type.Literal('whatsapp')], { description: 'sms ou whatsapp' }),
  nomeCanal: Type.String({ description: 'SMS ou WhatsApp' }),
  texto: Type.String({ description: 'o texto em uso' }),
  padrao: Type.String({ description: 'o texto padrão, para o qual a mensagem volta ao ser restaurada' }),
  personalizado: Type.Boolean({ description: 'true quando um administrador alterou o texto padrão' }),
  variaveis: Type.Array(Type.Object({ nome: Type.String(), descricao: Type.String(), exemplo: Type.String() }), { description: 'os marcadores aceitos: {{nome}} e {{link}}' }),
  limite: Type.Integer({ description: 'caracteres da mensagem com um primeiro nome longo e o link' }),
  observacao: Type.Union([Type.String(), Type.Null()], { description: 'o que o texto é neste canal (no WhatsApp, o registro do modelo aprovado na Meta)' }),
});
// The union above spells out the domain's channels (TypeBox needs the literals): checked against them here.
const spelled: typeof SHORT_TEXT_CHANNELS = ['sms', 'whatsapp'];
void spelled;
const ShortTextWithMessage = Type.Object({ ...ShortText.properties, message: Type.String() });

const describeRules =
  `400 para um marcador que não seja {{nome}} ou {{link}} (a mensagem diz qual), sem {{link}}, texto vazio ou com mais de ${SHORT_TEXT_LIMITS.caracteres} ` +
  `caracteres com um primeiro nome de ${SHORT_TEXT_LIMITS.nome} letras e um link de ${SHORT_TEXT_LIMITS.link}; 404 para um tipo de aviso ou canal desconhecido.`;

/** The SMS and WhatsApp texts of the notices (issue 28), beside the e-mail templates. */
export function shortTextRoutes(service: ShortTextService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarModelosMensagemCurta',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Textos de SMS e WhatsApp de cada tipo de aviso, com o padrão e os marcadores (administradores)',
          security: bearer,
          response: withErrors({ 200: Type.Array(ShortText) }),
        },
      },
      async () => service.list(),
    );

    app.put(
      '/atualizarModeloMensagemCurta/:tipo/:canal',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Alterar o texto de SMS ou WhatsApp de um tipo de aviso (administradores; registrado na auditoria)',
          description: `Os próximos avisos deste tipo e canal usam o novo texto. ${describeRules}`,
          security: bearer,
          params: Params,
          body: Type.Object({ texto: Type.String({ maxLength: SHORT_TEXT_LIMITS.escrito * 2 }) }, { additionalProperties: false }),
          response: withErrors({ 200: ShortTextWithMessage, 404: ErrorResponse }),
        },
      },
      async (request) => service.update(request.params.tipo, request.params.canal, request.body, { idAtor: currentAuth(request).pessoa.id, ip: request.ip }),
    );

    app.post(
      '/restaurarModeloMensagemCurta/:tipo/:canal',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Voltar o texto de SMS ou WhatsApp de um tipo de aviso ao padrão (administradores; registrado na auditoria)',
          description: '404 para um tipo de aviso ou canal desconhecido.',
          security: bearer,
          params: Params,
          response: withErrors({ 200: ShortTextWithMessage, 404: ErrorResponse }),
        },
      },
      async (request) => service.reset(request.params.tipo, request.params.canal, { idAtor: currentAuth(request).pessoa.id, ip: request.ip }),
    );
  };
}
