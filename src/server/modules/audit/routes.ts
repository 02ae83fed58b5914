import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AUDIT_PAGE_SIZE } from '@/domain/audit-log';
import { fundToday } from '@/domain/business-days';
import { csvHeaders } from '../../csv/csv-export';
import { bearer, DateOnly, DateTime, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { AuditService } from './service';

const tags = ['Auditoria'];

const Filters = {
  idPessoa: Type.Optional(IdOf('pessoa', { description: 'quem agiu ou para quem se agiu' })),
  acao: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.]{1,80}$', description: 'código da ação (ex.: senha.trocaSolicitada) ou agiuComoPessoa' })),
  de: Type.Optional(DateOnly),
  ate: Type.Optional(DateOnly),
};

const Person = Type.Union([Type.Object({ id: Type.Integer(), nome: Type.String() }), Type.Null()]);
const Entry = Type.Object({
  id: Type.Integer(),
  criadoEm: DateTime,
  quando: Type.String({ description: 'dd/MM/aaaa HH:mm:ss no horário de Brasília, como no CSV' }),
  ator: Person,
  acao: Type.String(),
  descricao: Type.String({ description: 'a ação em português' }),
  pessoaAlvo: Person,
  detalhes: Type.String(),
  ip: Type.Union([Type.String(), Type.Null()]),
});

export function auditRoutes(service: AuditService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarAuditoria',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Registro de auditoria: quem fez o quê, quando e para quem (administradores)',
          description: 'Mais recentes primeiro; página começa em 0. Período em dias do calendário do fundo (America/Sao_Paulo), os dois incluídos; 404 para uma pessoa inexistente.',
          security: bearer,
          querystring: Type.Object(
            {
              ...Filters,
              page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
              limit: Type.Integer({ minimum: 1, maximum: 100, default: AUDIT_PAGE_SIZE }),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Type.Object({ registros: Type.Array(Entry), page: Type.Integer(), totalPage: Type.Integer(), total: Type.Integer() }), 404: ErrorResponse }),
        },
      },
      async (request) => {
        const { page, limit, ...filters } = request.query;
        return service.list(filters, page, limit);
      },
    );

    app.get(
      '/exportarAuditoria',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'O registro de auditoria filtrado, em CSV (administradores)',
          description: 'Os mesmos filtros de retornarAuditoria, todas as linhas: UTF-8 com BOM, ";" entre campos; colunas Quando; Quem fez; O que fez; Para quem; Detalhes.',
          security: bearer,
          querystring: Type.Object(Filters, { additionalProperties: false }),
          produces: ['text/csv'],
          response: withErrors({ 200: Type.String({ description: 'o arquivo CSV' }), 404: ErrorResponse }),
        },
      },
      async (request, reply) => {
        const csv = await service.exportCsv(request.query);
        return reply.headers(csvHeaders(`auditoria-${fundToday()}.csv`)).send(csv as never);
      },
    );
  };
}
