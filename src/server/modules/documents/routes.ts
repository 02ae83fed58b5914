import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DOCUMENT_CATEGORIES, DOCUMENT_LIMITS, DOCUMENT_YEAR_RANGE, type DocumentCategory } from '@/domain/documents-fund';
import { currentAuth } from '../../plugins/authentication';
import { DateTime, ErrorResponse, IdOf, MessageResponse, withErrors } from '../../schemas/common';
import type { DocumentService } from './service';

const tags = ['Documentos'];

const Category = Type.Unsafe<DocumentCategory>({ type: 'string', enum: [...DOCUMENT_CATEGORIES], description: 'Categoria do documento' });
const Year = Type.Integer({ minimum: DOCUMENT_YEAR_RANGE.min, maximum: DOCUMENT_YEAR_RANGE.max });

const DocumentItem = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  categoria: Category,
  ano: Type.Union([Type.Integer(), Type.Null()]),
  descricao: Type.Union([Type.String(), Type.Null()]),
  idPlanos: Type.Union([Type.Array(Type.Integer()), Type.Null()], { description: 'null = todos os planos' }),
  planos: Type.Array(Type.String(), { description: 'Nomes dos planos (vazio = todos)' }),
  anexo: Type.Object({ id: Type.Integer(), nomeOriginal: Type.String(), tipoConteudo: Type.String(), tamanho: Type.Integer() }),
  publicadoEm: DateTime,
  atualizadoEm: DateTime,
});

const DocumentBody = Type.Object(
  {
    idAnexo: IdOf('anexo', { description: 'O arquivo já enviado (enviarAnexo ou envio retomável) por um administrador' }),
    titulo: Type.String({ minLength: 1, maxLength: DOCUMENT_LIMITS.titulo }),
    categoria: Category,
    idPlanos: Type.Union([Type.Array(IdOf('plano'), { minItems: 1, maxItems: 50 }), Type.Null()], { description: 'null = todos os planos' }),
    ano: Type.Optional(Type.Union([Year, Type.Null()])),
    descricao: Type.Optional(Type.Union([Type.String({ maxLength: DOCUMENT_LIMITS.descricao }), Type.Null()])),
  },
  { additionalProperties: false },
);

const DocumentParams = Type.Object({ id: IdOf('documento') });

export function documentRoutes(service: DocumentService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarDocumentos',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Documentos publicados para os planos da pessoa (administradores: todos)',
          querystring: Type.Object({ categoria: Type.Optional(Category), ano: Type.Optional(Year) }, { additionalProperties: false }),
          response: withErrors({ 200: Type.Array(DocumentItem) }),
        },
      },
      async (request) => service.list(currentAuth(request), request.query),
    );

    app.post(
      '/publicarDocumento',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Publicar um arquivo enviado como documento de alguns planos ou de todos',
          body: DocumentBody,
          response: withErrors({ 201: DocumentItem, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.publish(currentAuth(request), request.body, request.ip)),
    );

    app.put(
      '/atualizarDocumento/:id',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Alterar um documento publicado (título, categoria, planos, ano, descrição ou o arquivo)',
          params: DocumentParams,
          body: DocumentBody,
          response: withErrors({ 200: DocumentItem, 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request) => service.update(currentAuth(request), request.params.id, request.body, request.ip),
    );

    app.delete(
      '/excluirDocumento/:id',
      {
        schema: { 'x-acesso': 'administrador', tags, summary: 'Retirar um documento publicado', params: DocumentParams, response: withErrors({ 200: MessageResponse, 404: ErrorResponse }) },
      },
      async (request) => {
        await service.remove(currentAuth(request), request.params.id, request.ip);
        return { message: 'Documento retirado.' };
      },
    );
  };
}
