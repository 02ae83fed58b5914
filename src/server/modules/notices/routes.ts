import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { timingSafeEqual } from 'node:crypto';
import { DELIVERY_STATUSES, NOTICE_CHANNELS, NOTICE_MESSAGES } from '@/domain/notices';
import type { Config } from '../../config';
import { HttpError } from '../../http-error';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateTime, ErrorResponse, IdOf, MessageResponse, withErrors } from '../../schemas/common';
import type { DeliveryService } from './delivery';
import { isSignedByMeta } from './providers';
import type { NoticeService } from './service';

function safeEqual(given: string, expected: string) {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

const tags = ['Avisos'];
const ChosenChannel = Type.Union([Type.Literal('email'), Type.Literal('sms'), Type.Literal('whatsapp')], { description: 'email, sms ou whatsapp' });
const Channel = Type.Union([Type.Literal('app'), Type.Literal('email'), Type.Literal('sms'), Type.Literal('whatsapp')], { description: 'app (no portal), email, sms ou whatsapp' });
const Status = Type.Union([Type.Literal('pendente'), Type.Literal('enviado'), Type.Literal('entregue'), Type.Literal('tentando'), Type.Literal('falhou'), Type.Literal('desistiu')]);
// The unions above spell out the domain's lists (TypeBox needs the literals): checked against them here.
const spelled: [typeof NOTICE_CHANNELS, typeof DELIVERY_STATUSES] = [['app', 'email', 'sms', 'whatsapp'], ['pendente', 'enviado', 'entregue', 'tentando', 'falhou', 'desistiu']];
void spelled;
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
/** Whose preferences: the signed-in person when absent (an administrator viewing as a participant names them). */
const Whose = { idPessoa: Type.Optional(IdOf('pessoa', { description: 'A pessoa; ausente = quem está conectado' })) };

const Preferences = Type.Object({
  idPessoa: Type.Integer(),
  celular: Nullable(Type.Object({ numero: Type.String(), formatado: Type.String(), verificado: Type.Boolean() })),
  confirmacaoCelularDisponivel: Type.Boolean({ description: 'Se o fundo envia SMS ou WhatsApp, por onde o código de confirmação vai' }),
  canais: Type.Array(Type.Object({ canal: ChosenChannel, nome: Type.String(), disponivel: Type.Boolean(), motivo: Nullable(Type.String()) })),
  tipos: Type.Array(Type.Object({ tipo: Type.String(), nome: Type.String(), descricao: Type.String(), obrigatorio: Type.Boolean(), canais: Type.Array(ChosenChannel) })),
});
const PreferencesWithMessage = Type.Intersect([Preferences, MessageResponse]);

const Delivery = Type.Object({
  id: Type.Integer(),
  aviso: Type.Object({ id: Type.Integer(), tipo: Type.String(), nomeTipo: Type.String(), titulo: Type.String() }),
  pessoa: Type.Object({ id: Type.Integer(), nome: Type.String() }),
  canal: Channel,
  nomeCanal: Type.String(),
  destino: Nullable(Type.String()),
  status: Status,
  situacao: Type.String(),
  tentativas: Type.Integer(),
  erro: Nullable(Type.String()),
  proximaTentativaEm: Nullable(DateTime),
  criadoEm: DateTime,
  enviadoEm: Nullable(DateTime),
  entregueEm: Nullable(DateTime),
});

const Channels = Type.Object({
  canais: Type.Array(Type.Object({ canal: Channel, nome: Type.String(), configurado: Type.Boolean(), ultimoSucessoEm: Nullable(DateTime), falhasUltimaHora: Type.Integer() })),
  tarefas: Type.Array(
    Type.Object({
      nome: Type.String(),
      descricao: Type.String(),
      cron: Type.String(),
      ultimaExecucao: Nullable(Type.Object({ ocorrencia: DateTime, concluidoEm: Nullable(DateTime), erro: Nullable(Type.String()) })),
      proximaExecucao: DateTime,
    }),
  ),
});

export function noticeRoutes(notices: NoticeService, deliveries: DeliveryService, whatsapp: Config['whatsapp']) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const whose = (request: { query?: unknown; body?: unknown }, auth: ReturnType<typeof currentAuth>) =>
      ((request.body ?? request.query) as { idPessoa?: number } | undefined)?.idPessoa ?? auth.pessoa.id;

    app.get(
      '/retornarPreferenciasAviso',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Por quais canais cada tipo de aviso chega (no portal, e-mail, SMS, WhatsApp), o celular e o que cada canal precisa',
          security: bearer,
          querystring: Type.Object(Whose, { additionalProperties: false }),
          response: withErrors({ 200: Preferences, 404: ErrorResponse }),
        },
      },
      async (request) => {
        const auth = currentAuth(request);
        return notices.preferences(auth, whose(request, auth));
      },
    );

    app.put(
      '/atualizarPreferenciasAviso',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Escolher os canais de cada tipo de aviso (registrado na auditoria)',
          description: 'SMS e WhatsApp pedem o celular confirmado; os avisos de segurança vão sempre por e-mail; 400 com a mensagem de cada campo.',
          security: bearer,
          body: Type.Object(
            { ...Whose, tipos: Type.Array(Type.Object({ tipo: Type.String({ minLength: 1, maxLength: 40 }), canais: Type.Array(ChosenChannel, { maxItems: 3 }) }, { additionalProperties: false }), { minItems: 1, maxItems: 20 }) },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: PreferencesWithMessage, 404: ErrorResponse }),
        },
      },
      async (request) => {
        const auth = currentAuth(request);
        return notices.updatePreferences(auth, whose(request, auth), request.body.tipos, request.ip);
      },
    );

    app.post(
      '/enviarCodigoCelular',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Enviar um código de 6 dígitos ao celular (por SMS, ou WhatsApp quando o fundo não tem SMS) para confirmá-lo',
          description: '400 para um número que não é um celular brasileiro; 409 quando o fundo não envia SMS nem WhatsApp; 429 para um segundo pedido em menos de um minuto.',
          security: bearer,
          body: Type.Object({ ...Whose, celular: Type.String({ minLength: 1, maxLength: 30 }) }, { additionalProperties: false }),
          response: withErrors({ 200: PreferencesWithMessage, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse }),
        },
        // Per address; each person may also ask for one code a minute (the service): every code is an SMS the fund pays for.
        config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const auth = currentAuth(request);
        return notices.sendMobileCode(auth, whose(request, auth), request.body.celular, request.ip);
      },
    );

    app.post(
      '/confirmarCelular',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Confirmar o celular com o código recebido',
          description: '400 para um código errado; 410 quando expirou ou não foi pedido; 429 depois de 5 erros (peça outro).',
          security: bearer,
          body: Type.Object({ ...Whose, codigo: Type.String({ pattern: '^\\d{6}$', description: 'Os 6 dígitos recebidos' }) }, { additionalProperties: false }),
          response: withErrors({ 200: PreferencesWithMessage, 410: ErrorResponse, 429: ErrorResponse }),
        },
      },
      async (request) => {
        const auth = currentAuth(request);
        return notices.confirmMobileCode(auth, whose(request, auth), request.body.codigo, request.ip);
      },
    );

    app.get(
      '/retornarEnviosAviso',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Cada aviso enviado, por pessoa e canal, com a situação, as tentativas e o erro (administradores; página começa em 0)',
          security: bearer,
          querystring: Type.Object(
            {
              page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
              limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
              canal: Type.Optional(Channel),
              status: Type.Optional(Status),
              tipo: Type.Optional(Type.String({ maxLength: 40 })),
              idPessoa: Type.Optional(IdOf('pessoa')),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Type.Object({ registros: Type.Array(Delivery), page: Type.Integer(), totalPage: Type.Integer(), total: Type.Integer() }) }),
        },
      },
      async (request) => {
        const { page, limit, ...filters } = request.query;
        return deliveries.log(filters, page, limit);
      },
    );

    app.post(
      '/reenviarAviso/:idEnvio',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Pôr de novo na fila um aviso que desistiu após as tentativas (administradores; registrado na auditoria)',
          security: bearer,
          params: Type.Object({ idEnvio: IdOf('envioAviso') }),
          response: withErrors({ 200: MessageResponse, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => deliveries.retry(request.params.idEnvio, { idAtor: currentAuth(request).pessoa.id, ip: request.ip }),
    );

    app.get(
      '/retornarCanaisAviso',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Cada canal (configurado, último envio, falhas na última hora) e as tarefas recorrentes (última e próxima execução)',
          security: bearer,
          response: withErrors({ 200: Channels }),
        },
      },
      async () => deliveries.channels(),
    );

    // WhatsApp's status webhook (Cloud API): Meta checks the address once (GET with hub.*), then posts each message's
    // statuses signed with the app secret. The signature is over the raw body, so this scope keeps the body as bytes.
    const webhook = whatsapp?.appSecret && whatsapp.verifyToken ? { appSecret: whatsapp.appSecret, verifyToken: whatsapp.verifyToken } : null;
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      const off = () => new HttpError(404, NOTICE_MESSAGES.webhookOff);

      scope.get(
        '/webhookWhatsApp',
        {
          schema: {
            'x-acesso': 'publico',
            tags,
            summary: 'Verificação do webhook de status do WhatsApp pela Meta: devolve hub.challenge quando hub.verify_token confere',
            querystring: Type.Object({
              'hub.mode': Type.Optional(Type.String({ maxLength: 40 })),
              'hub.verify_token': Type.Optional(Type.String({ maxLength: 200 })),
              'hub.challenge': Type.Optional(Type.String({ maxLength: 200 })),
            }),
            response: withErrors({ 200: Type.String(), 403: ErrorResponse, 404: ErrorResponse }),
          },
        },
        async (request, reply) => {
          if (!webhook) throw off();
          const query = request.query as Record<string, string | undefined>;
          if (query['hub.mode'] !== 'subscribe' || !query['hub.challenge'] || !safeEqual(query['hub.verify_token'] ?? '', webhook.verifyToken)) throw new HttpError(403, NOTICE_MESSAGES.webhookRefused);
          return reply.type('text/plain; charset=utf-8').send(query['hub.challenge']);
        },
      );

      scope.post(
        '/webhookWhatsApp',
        {
          schema: {
            'x-acesso': 'publico',
            tags,
            summary: 'Status das mensagens de WhatsApp (entregue, lida, falhou), assinados pela Meta (X-Hub-Signature-256)',
            response: withErrors({ 200: Type.Object({ atualizados: Type.Integer() }), 401: ErrorResponse, 404: ErrorResponse }),
          },
        },
        async (request) => {
          if (!webhook) throw off();
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          if (!isSignedByMeta(webhook.appSecret, raw, request.headers['x-hub-signature-256'] as string | undefined)) throw new HttpError(401, NOTICE_MESSAGES.webhookRefused);
          let payload: unknown;
          try {
            payload = JSON.parse(raw.toString('utf8'));
          } catch {
            throw new HttpError(400, NOTICE_MESSAGES.webhookBody);
          }
          return deliveries.applyWhatsAppStatuses(payload);
        },
      );
    });
  };
}
