import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateTime, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { MaintenanceService } from './service';

const tags = ['Manutenção'];
const CurrentWindow = Type.Object({
  status: Type.Union([Type.Literal('ativa'), Type.Literal('agendada'), Type.Literal('inativa')]),
  dataInicio: Type.Union([DateTime, Type.Null()]),
  dataFim: Type.Union([DateTime, Type.Null()]),
  isActive: Type.Boolean(),
  mensagem: Type.Union([Type.String(), Type.Null()]),
});
const MaintenanceWindow = Type.Object({
  id: Type.Integer(),
  dataInicio: DateTime,
  dataFim: DateTime,
  mensagem: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('ativa'), Type.Literal('agendada'), Type.Literal('encerrada')]),
});
const WindowBody = Type.Object(
  { dataInicio: DateTime, dataFim: DateTime, mensagem: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])) },
  { additionalProperties: false },
);

export function maintenanceRoutes(service: MaintenanceService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const adminSchema = { tags, security: bearer };

    app.get(
      '/retornarDesativacaoTemporaria',
      { schema: { 'x-acesso': 'publico', tags, summary: 'Janela de manutenção em curso ou a próxima (pública, como a página de manutenção)', response: { 200: CurrentWindow } } },
      async () => service.current(),
    );

    app.get(
      '/retornarDesativacoesTemporarias',
      { schema: { 'x-acesso': 'administrador', ...adminSchema, summary: 'Janelas de manutenção (administradores)', response: withErrors({ 200: Type.Array(MaintenanceWindow) }) } },
      async () => service.list(),
    );

    app.post(
      '/criarDesativacaoTemporaria',
      { schema: { 'x-acesso': 'administrador', ...adminSchema, summary: 'Agendar uma janela de manutenção', body: WindowBody, response: withErrors({ 200: MaintenanceWindow }) } },
      async (request) => service.create(currentAuth(request), request.body),
    );

    app.put(
      '/atualizarDesativacaoTemporaria/:id',
      {
        schema: { 'x-acesso': 'administrador', ...adminSchema, summary: 'Alterar uma janela que não terminou', params: Type.Object({ id: IdOf('desativacaoTemporaria') }), body: WindowBody, response: withErrors({ 200: MaintenanceWindow, 404: ErrorResponse, 409: ErrorResponse }) },
      },
      async (request) => service.update(currentAuth(request), request.params.id, request.body),
    );

    app.post(
      '/encerrarDesativacaoTemporaria/:id',
      {
        schema: { 'x-acesso': 'administrador', ...adminSchema, summary: 'Encerrar agora uma janela ativa ou cancelar uma agendada', params: Type.Object({ id: IdOf('desativacaoTemporaria') }), response: withErrors({ 200: MaintenanceWindow, 404: ErrorResponse }) },
      },
      async (request) => service.end(currentAuth(request), request.params.id),
    );
  };
}
