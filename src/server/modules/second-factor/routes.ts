import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { DateTime, MessageResponse, withErrors } from '../../schemas/common';
import type { SecondFactorService } from './service';

const tags = ['Verificação em duas etapas'];

/**
 * An administrator's own second factor (TOTP): always the signed-in administrator's, never the person they are viewing
 * the portal as. The sign-in step itself is /autenticarSegundoFator (modules/auth).
 */
export function secondFactorRoutes(service: SecondFactorService, options: { rateLimit: number }) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const rateLimit = { max: options.rateLimit, timeWindow: '1 minute' };

    app.get(
      '/retornarSegundoFator',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Se a verificação em duas etapas do administrador conectado está ativa, e quantos códigos de recuperação restam',
          response: withErrors({
            200: Type.Object({
              ativo: Type.Boolean(),
              ativadoEm: Type.Union([DateTime, Type.Null()]),
              codigosRecuperacaoRestantes: Type.Integer(),
              obrigatorio: Type.Boolean({ description: 'ADMIN_TOTP_REQUIRED: não pode ser desativada' }),
            }),
          }),
        },
      },
      async (request) => service.getStatus(currentAuth(request).pessoa.id),
    );

    app.post(
      '/iniciarSegundoFator',
      {
        config: { rateLimit },
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Gerar um novo segredo para o aplicativo autenticador (QR code, endereço otpauth:// e o segredo em base32)',
          description: 'O segredo fica pendente por 15 minutos, até /confirmarSegundoFator; um segredo já ativo continua valendo até lá.',
          response: withErrors({
            200: Type.Object({
              otpauthUrl: Type.String(),
              qrCode: Type.String({ description: 'data:image/svg+xml;base64,… para um <img>' }),
              segredo: Type.String({ description: 'base32, para digitar no aplicativo' }),
            }),
          }),
        },
      },
      async (request) => {
        const { pessoa } = currentAuth(request);
        return service.start({ id: pessoa.id, nome: pessoa.nome });
      },
    );

    app.post(
      '/confirmarSegundoFator',
      {
        config: { rateLimit },
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Confirmar o aplicativo com o primeiro código: ativa a verificação e devolve, uma única vez, 10 códigos de recuperação',
          body: Type.Object({ codigo: Type.String({ pattern: '^\\d{6}$', description: 'código de 6 dígitos' }) }, { additionalProperties: false }),
          response: withErrors({ 200: Type.Object({ codigosRecuperacao: Type.Array(Type.String()) }) }),
        },
      },
      async (request) => service.confirm(currentAuth(request).pessoa.id, request.body.codigo, request.ip),
    );

    app.post(
      '/desativarSegundoFator',
      {
        config: { rateLimit },
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Desativar a verificação em duas etapas com um código atual (ou de recuperação)',
          body: Type.Object({ codigo: Type.String({ minLength: 1, maxLength: 20 }) }, { additionalProperties: false }),
          response: withErrors({ 200: MessageResponse }),
        },
      },
      async (request) => {
        await service.disable(currentAuth(request).pessoa.id, request.body.codigo, request.ip);
        return { message: 'Verificação em duas etapas desativada.' };
      },
    );
  };
}
