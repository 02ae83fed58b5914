import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { QUOTA_VALUE_IMPORT_HEADER } from '@/domain/quota-values-import';
import { registerDatedSeriesWriteRoutes } from '../../dated-series/routes';
import { DateOnly, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { QuotaService } from './service';

const tags = ['Valores de cota'];

const QuotaValue = Type.Object({
  idPlano: Type.Integer(),
  idPerfilInvestimento: Type.Union([Type.Integer(), Type.Null()]),
  data: Type.String({ description: 'AAAA-MM-DD' }),
  valor: Type.String({ description: 'Valor da cota, 8 casas decimais' }),
});

const QuotaValueBody = Type.Object(
  {
    idPlano: IdOf('plano'),
    idPerfilInvestimento: Type.Optional(Type.Union([IdOf('perfilInvestimento'), Type.Null()], { description: 'Obrigatório nos planos com perfis; ausente ou nulo nos demais' })),
    data: DateOnly,
    valor: Type.String({ pattern: '^\\d{1,10}(\\.\\d{1,8})?$', maxLength: 19, description: 'Decimal com ponto, até 8 casas (ex.: 1.23456789)' }),
  },
  { additionalProperties: false },
);

export function quotaRoutes(service: QuotaService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarSeriesCota',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'As séries de valores de cota: cada plano sem perfis e cada perfil dos planos com perfis, com o último valor (administradores)',
          response: withErrors({
            200: Type.Array(
              Type.Object({
                idPlano: Type.Integer(),
                plano: Type.String(),
                idPerfilInvestimento: Type.Union([Type.Integer(), Type.Null()]),
                perfil: Type.Union([Type.String(), Type.Null()]),
                ultimaData: Type.Union([Type.String(), Type.Null()]),
                ultimoValor: Type.Union([Type.String(), Type.Null()]),
              }),
            ),
          }),
        },
      },
      async () => service.series(),
    );

    app.get(
      '/retornarValoresCota',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Valores de cota de um plano (e perfil, nos planos com perfis), do mais recente ao mais antigo (administradores)',
          querystring: Type.Object({ idPlano: IdOf('plano'), idPerfilInvestimento: Type.Optional(IdOf('perfilInvestimento')) }, { additionalProperties: false }),
          response: withErrors({ 200: Type.Array(QuotaValue), 404: ErrorResponse }),
        },
      },
      async (request) => service.list(request.query),
    );

    await registerDatedSeriesWriteRoutes(fastify, {
      tags,
      value: QuotaValue,
      body: QuotaValueBody,
      create: { path: '/criarValorCota', summary: 'Incluir o valor de cota de uma data (administradores)' },
      update: { path: '/atualizarValorCota', summary: 'Corrigir o valor de cota de uma data (administradores); as contribuições já gravadas mantêm o valor usado' },
      import: {
        path: '/importarValoresCota',
        summary: 'Importar valores de cota de um arquivo CSV (administradores)',
        description:
          `Cabeçalho ${QUOTA_VALUE_IMPORT_HEADER.join(';')}; perfil vazio nos planos sem perfis; data AAAA-MM-DD ou DD/MM/AAAA; valor com vírgula decimal, até 8 casas. ` +
          'Com confirmar=N só confere; com S grava as linhas válidas. Um valor igual ao existente é ignorado; outro valor na mesma data é erro (corrija-o pela tela). ' +
          'O progresso chega pelo socket no evento importacaoProgresso.',
        header: QUOTA_VALUE_IMPORT_HEADER,
        importacao: 'valoresCota',
      },
      service,
    });
  };
}
