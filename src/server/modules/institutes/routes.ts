import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ConfiguracaoInstitutos } from '@/domain/institutes';
import { currentAuth } from '../../plugins/authentication';
import { bearer, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { InstituteService } from './service';

const tags = ['Configurações'];

// Loose types on the way in: the service checks each field with a message that says what to type.
const Settings = Type.Object(
  {
    vestingPatrocinadora: Type.Array(Type.Object({ anos: Type.Integer(), percentual: Type.String({ maxLength: 12 }) }, { additionalProperties: false }), { maxItems: 40 }),
    resgateParcelasMaximas: Type.Integer(),
    carenciaPortabilidadeAnos: Type.Integer(),
    carenciaBpdAnos: Type.Integer(),
    idadeMinimaBpd: Type.Integer(),
    taxaAdministrativaAutopatrocinio: Type.String({ maxLength: 12 }),
  },
  { additionalProperties: false },
);

const params = Type.Object({ idPlano: IdOf('plano') });

export function instituteRoutes(service: InstituteService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarConfiguracaoInstitutos/:idPlano',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Regras dos institutos de um plano: vesting da patrocinadora, parcelas do resgate, carências, idade do BPD e taxa do autopatrocínio',
          security: bearer,
          params,
          response: withErrors({ 200: Settings, 404: ErrorResponse }),
        },
      },
      async (request) => service.get(request.params.idPlano),
    );

    app.put(
      '/atualizarConfiguracaoInstitutos/:idPlano',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Alterar as regras dos institutos de um plano (administradores)',
          description: 'Vesting com anos e percentuais crescentes, a última faixa 100 %; parcelas de 1 a 12; carências de 0 a 3 anos (Resolução CNPC 50/2022); idade do BPD de 40 a 80; taxa de 0 % a 10 %.',
          security: bearer,
          params,
          body: Settings,
          response: withErrors({ 200: Settings, 404: ErrorResponse }),
        },
      },
      async (request) => service.update(currentAuth(request), request.params.idPlano, request.body as ConfiguracaoInstitutos),
    );
  };
}
