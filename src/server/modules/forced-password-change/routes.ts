import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { ForcedPasswordChangeService } from './service';

export function forcedPasswordChangeRoutes(service: ForcedPasswordChangeService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      '/solicitarAlteracaoSenha',
      {
        schema: {
          'x-acesso': 'administrador',
          tags: ['Sessões e senhas'],
          summary: 'Exigir que uma pessoa crie uma nova senha (encerra as sessões dela e envia um código de segurança)',
          description:
            'Encerra na hora todas as sessões da pessoa (os sockets recebem `logout`), invalida a senha atual e envia por e-mail um código ' +
            'de segurança válido por 24 horas, usado em `validarCodigoSeguranca` e `redefinirSenha`. Registrado na auditoria. ' +
            '400 para a própria pessoa ou para quem não tem e-mail; 404 para uma pessoa inexistente.',
          security: bearer,
          body: Type.Object({ idPessoa: IdOf('pessoa') }, { additionalProperties: false }),
          response: withErrors({
            200: Type.Object({ message: Type.String(), sessoesEncerradas: Type.Integer(), email: Type.String({ description: 'o e-mail de destino, mascarado' }) }),
            404: ErrorResponse,
          }),
        },
      },
      async (request) => service.requestChange(currentAuth(request), request.body.idPessoa, request.ip),
    );
  };
}
