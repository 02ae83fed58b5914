import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SUPPLIER_LIMITS } from '@/domain/documents-fund';
import { currentAuth } from '../../plugins/authentication';
import { ErrorResponse, IdOf, MessageResponse, withErrors } from '../../schemas/common';
import type { SupplierService } from './service';

const tags = ['Fornecedores'];

const SupplierItem = Type.Object({ id: Type.Integer(), nome: Type.String(), cnpj: Type.String({ description: '00.000.000/0000-00' }), servico: Type.String(), contato: Type.String() });
const SupplierBody = Type.Object(
  {
    nome: Type.String({ minLength: 1, maxLength: SUPPLIER_LIMITS.nome }),
    cnpj: Type.String({ minLength: 14, maxLength: 18, description: 'Com ou sem máscara' }),
    servico: Type.String({ minLength: 1, maxLength: SUPPLIER_LIMITS.servico }),
    contato: Type.String({ minLength: 1, maxLength: SUPPLIER_LIMITS.contato }),
  },
  { additionalProperties: false },
);
const SupplierParams = Type.Object({ id: IdOf('fornecedor') });

export function supplierRoutes(service: SupplierService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarFornecedores',
      { schema: { 'x-acesso': 'participante', tags, summary: 'Fornecedores do fundo', response: withErrors({ 200: Type.Array(SupplierItem) }) } },
      async () => service.list(),
    );

    app.post(
      '/criarFornecedor',
      { schema: { 'x-acesso': 'administrador', tags, summary: 'Incluir um fornecedor', body: SupplierBody, response: withErrors({ 201: SupplierItem, 409: ErrorResponse }) } },
      async (request, reply) => reply.status(201).send(await service.create(currentAuth(request), request.body, request.ip)),
    );

    app.put(
      '/atualizarFornecedor/:id',
      {
        schema: { 'x-acesso': 'administrador', tags, summary: 'Alterar um fornecedor', params: SupplierParams, body: SupplierBody, response: withErrors({ 200: SupplierItem, 404: ErrorResponse, 409: ErrorResponse }) },
      },
      async (request) => service.update(currentAuth(request), request.params.id, request.body, request.ip),
    );

    app.delete(
      '/excluirFornecedor/:id',
      { schema: { 'x-acesso': 'administrador', tags, summary: 'Excluir um fornecedor', params: SupplierParams, response: withErrors({ 200: MessageResponse, 404: ErrorResponse }) } },
      async (request) => {
        await service.remove(currentAuth(request), request.params.id, request.ip);
        return { message: 'Fornecedor excluído.' };
      },
    );
  };
}
