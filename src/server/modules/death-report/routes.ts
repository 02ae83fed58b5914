import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, DateTime, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import { deathReportPublicRoute } from './public-route';
import type { DeathReportService } from './service';

const tags = ['Comunicação de falecimento'];
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Status = Type.Union([Type.Literal('recebida'), Type.Literal('confirmada'), Type.Literal('descartada')]);

const ListItem = {
  id: Type.Integer(),
  protocolo: Type.String(),
  cpfFalecido: Type.String(),
  nomeFalecido: Nullable(Type.String()),
  ehParticipante: Type.Boolean(),
  dataObito: DateOnly,
  nomeComunicante: Type.String(),
  parentesco: Type.String(),
  situacao: Status,
  criadoEm: DateTime,
};
const Entitled = Type.Object({ origem: Type.String(), nome: Type.String(), cpf: Nullable(Type.String()), parentesco: Nullable(Type.String()), percentual: Nullable(Type.String()), parcela: Type.String() });
const Link = Type.Object({
  id: Type.Integer(),
  matricula: Type.String(),
  plano: Type.Object({ id: Type.Integer(), nome: Type.String() }),
  situacao: Type.Object({ id: Type.Integer(), nome: Type.String() }),
  pessoasComDireito: Type.Array(Entitled),
});
const Detail = Type.Object({
  ...ListItem,
  comunicante: Type.Object({ nome: Type.String(), cpf: Type.String(), parentesco: Type.String(), email: Nullable(Type.String()), telefone: Nullable(Type.String()) }),
  certidao: Type.Object({ nome: Type.String(), tipoConteudo: Type.String(), tamanho: Type.Integer() }),
  motivo: Nullable(Type.String()),
  decididoEm: Nullable(DateTime),
  falecido: Nullable(Type.Object({ id: Type.Integer(), nome: Type.String(), cpf: Type.String(), dataNascimento: DateOnly, vinculos: Type.Array(Link) })),
});
const FileContent = Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'A certidão, com o tipo conferido no envio' });
/** The saved name's extension, from the type sniffed on upload (the reporter's file name is not echoed back). */
const EXTENSIONS: Record<string, string> = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg', 'image/webp': '.webp', 'image/heic': '.heic' };
const admin = { 'x-acesso': 'administrador', tags, security: bearer } as const;

export function deathReportRoutes(service: DeathReportService, options: { publicRouteRateLimit: number }) {
  return async function register(fastify: FastifyInstance) {
    await fastify.register(deathReportPublicRoute(service, options));
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarComunicacoesFalecimento',
      { schema: { ...admin, summary: 'As comunicações de falecimento: as que aguardam conferência primeiro', response: withErrors({ 200: Type.Array(Type.Object(ListItem)) }) } },
      async () => service.list(),
    );

    app.get(
      '/retornarComunicacaoFalecimento/:id',
      {
        schema: {
          ...admin,
          summary: 'Uma comunicação: quem comunicou, a certidão e, se o CPF é de participante, os vínculos e as pessoas com direito',
          params: Type.Object({ id: IdOf('comunicacaoFalecimento') }),
          response: withErrors({ 200: Detail, 404: ErrorResponse }),
        },
      },
      async (request) => service.get(request.params.id),
    );

    app.get(
      '/retornarCertidaoFalecimento/:id',
      { schema: { ...admin, summary: 'Baixar a certidão de óbito de uma comunicação', params: Type.Object({ id: IdOf('comunicacaoFalecimento') }), response: withErrors({ 200: FileContent, 404: ErrorResponse }) } },
      async (request, reply) => {
        const { row, content } = await service.certificate(request.params.id);
        return reply
          .header('Content-Type', row.certidaoTipo)
          .header('Content-Disposition', `inline; filename="certidao-${row.protocolo}${EXTENSIONS[row.certidaoTipo] ?? ''}"`)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .send(content);
      },
    );

    app.post(
      '/confirmarFalecimento',
      {
        schema: {
          ...admin,
          summary: 'Confirmar o falecimento: os vínculos passam à situação 5 (falecido) e em cada um abre-se a pensão ou o pagamento do saldo',
          body: Type.Object(
            {
              id: IdOf('comunicacaoFalecimento'),
              destinos: Type.Array(Type.Object({ idVinculoPlano: IdOf('vinculoPlano'), destino: Type.Union([Type.Literal('pensao'), Type.Literal('saldo')]) }, { additionalProperties: false }), { minItems: 1, maxItems: 20 }),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Detail, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => service.confirm(currentAuth(request), request.body.id, request.body.destinos, request.ip),
    );

    app.post(
      '/descartarComunicacaoFalecimento',
      {
        schema: {
          ...admin,
          summary: 'Descartar uma comunicação (engano, duplicada, certidão ilegível), com o motivo',
          body: Type.Object({ id: IdOf('comunicacaoFalecimento'), motivo: Type.String({ maxLength: 500 }) }, { additionalProperties: false }),
          response: withErrors({ 200: Detail, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => service.dismiss(currentAuth(request), request.body.id, request.body.motivo, request.ip),
    );
  };
}
