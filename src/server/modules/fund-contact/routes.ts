import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FUND_CONTACT_LIMITS } from '@/domain/fund-contact';
import { currentAuth } from '../../plugins/authentication';
import { bearer, withErrors } from '../../schemas/common';
import type { SettingsService } from './service';

const tags = ['Configurações'];
// No NUL byte in any text; the formats are checked by the service, with messages that say what to type.
const Text = (maxLength: number) => Type.Union([Type.String({ maxLength, pattern: '^[^\\u0000]*$' }), Type.Null()]);

const Contact = Type.Object({
  telefone: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  horarioAtendimento: Type.Union([Type.String(), Type.Null()]),
});

export function settingsRoutes(service: SettingsService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarContatoFundo',
      {
        schema: { 'x-acesso': 'participante', tags, summary: 'Telefone, e-mail e horário de atendimento do fundo (mostrados no chat)', security: bearer, response: withErrors({ 200: Contact }) },
      },
      async () => service.fundContact(),
    );

    app.put(
      '/atualizarContatoFundo',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Alterar o contato do fundo (administradores)',
          security: bearer,
          body: Type.Object(
            {
              telefone: Text(FUND_CONTACT_LIMITS.telefone),
              email: Text(FUND_CONTACT_LIMITS.email),
              horarioAtendimento: Type.String({ maxLength: FUND_CONTACT_LIMITS.horarioAtendimento, pattern: '^[^\\u0000]*$' }),
            },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Contact }),
        },
      },
      async (request) => service.updateFundContact(currentAuth(request), request.body),
    );
  };
}
