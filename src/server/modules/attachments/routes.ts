import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateTime, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { AttachmentService } from './service';
import { ATTACHMENT_ID_HEADER, PARTIAL_UPLOAD_TTL_MS, type TusUploads } from './tus';

const tags = ['Anexos'];

export const AttachmentItem = Type.Object({
  id: Type.Integer(),
  nomeOriginal: Type.String(),
  tipoConteudo: Type.String(),
  tamanho: Type.Integer(),
  criadoEm: DateTime,
});

/** A streamed file in the OpenAPI document; Fastify sends streams as they are, without serializing. */
const FileContent = Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'O arquivo, com o tipo guardado no envio' });

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
function contentDisposition(fileName: string): string {
  const fallback = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'anexo';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function decodeFileName(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The upload routes read the body themselves: no parser may buffer it (Fastify's 1 MiB body limit stays for JSON). */
function streamingRoutes(service: AttachmentService, tus: TusUploads) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    app.post(
      '/enviarAnexo',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Enviar um arquivo numa só requisição (corpo = o arquivo)',
          description:
            'O corpo é o próprio arquivo (PNG, JPG, PDF, ZIP, MP4… até 600MB), com o nome em X-Nome-Arquivo (codificado para URL). ' +
            'O tipo é conferido pelo conteúdo. Para arquivos grandes ou conexões instáveis use o envio retomável (tus) em /api/anexos/tus.',
          security: bearer,
          headers: Type.Object({ 'x-nome-arquivo': Type.String({ minLength: 1, maxLength: 1000 }) }),
          querystring: Type.Object({ idRequisicao: Type.Optional(IdOf('requisicao')) }, { additionalProperties: false }),
          response: withErrors({ 201: AttachmentItem, 404: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 507: ErrorResponse }),
        },
      },
      async (request, reply) => {
        const declared = request.headers['content-length'];
        const attachment = await service.receive(
          currentAuth(request),
          { fileName: decodeFileName(request.headers['x-nome-arquivo']), declaredSize: declared === undefined ? undefined : Number(declared), idRequisicao: request.query.idRequisicao },
          request.raw,
        );
        return reply.status(201).send(attachment);
      },
    );

    const tusSchema = {
      'x-acesso': 'participante',
      tags,
      summary: 'Envio retomável (protocolo tus 1.0)',
      description:
        `POST cria (Upload-Length e Upload-Metadata com filename, opcionalmente idRequisicao), PATCH envia a partir de Upload-Offset, ` +
        `HEAD informa o deslocamento, DELETE cancela. Envios não concluídos são apagados ${PARTIAL_UPLOAD_TTL_MS / 3_600_000} h após a criação. ` +
        `A requisição que conclui o envio responde com o id do anexo no cabeçalho ${ATTACHMENT_ID_HEADER}.`,
      security: bearer,
    };
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      // tus writes the answer itself on the raw response, streaming the raw request to disk.
      reply.hijack();
      await tus.handle(currentAuth(request), request.raw, reply.raw);
    };
    app.route({ method: ['POST'], url: '/anexos/tus', schema: tusSchema, handler });
    app.route({ method: ['PATCH', 'HEAD', 'DELETE'], url: '/anexos/tus/:idEnvio', schema: tusSchema, handler });
  };
}

function readingRoutes(service: AttachmentService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarAnexo/:id',
      {
        schema: { 'x-acesso': 'participante', tags, summary: 'Baixar um anexo', security: bearer, params: Type.Object({ id: IdOf('anexo') }), response: withErrors({ 200: FileContent, 404: ErrorResponse }) },
      },
      async (request, reply) => {
        const { attachment, content } = await service.download(currentAuth(request), request.params.id);
        return reply
          .header('Content-Type', attachment.tipoConteudo)
          .header('Content-Length', String(attachment.tamanho))
          .header('Content-Disposition', contentDisposition(attachment.nomeOriginal))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .send(content);
      },
    );

    app.get(
      '/retornarAnexos',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Anexos de uma solicitação',
          security: bearer,
          querystring: Type.Object({ idRequisicao: IdOf('requisicao') }, { additionalProperties: false }),
          response: withErrors({ 200: Type.Array(AttachmentItem), 404: ErrorResponse }),
        },
      },
      async (request) => service.listForRequest(currentAuth(request), request.query.idRequisicao),
    );

    app.post(
      '/vincularAnexo',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Vincular um anexo já enviado a uma solicitação',
          security: bearer,
          body: Type.Object({ idAnexo: IdOf('anexo'), idRequisicao: IdOf('requisicao') }, { additionalProperties: false }),
          response: withErrors({ 200: AttachmentItem, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => service.link(currentAuth(request), request.body.idAnexo, request.body.idRequisicao),
    );
  };
}

export function attachmentRoutes(service: AttachmentService, tus: TusUploads) {
  return async function register(app: FastifyInstance) {
    await app.register(streamingRoutes(service, tus));
    await app.register(readingRoutes(service));
  };
}
