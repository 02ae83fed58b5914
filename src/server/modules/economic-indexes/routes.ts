import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { INDEX_VALUE_IMPORT_HEADER } from '@/domain/imports-headers';
import { registerDatedSeriesWriteRoutes } from '../../dated-series/routes';
import { ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { IndexService } from './service';

const tags = ['Índices econômicos'];

const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';
const Month = (description: string) => Type.String({ pattern: MONTH_PATTERN, maxLength: 7, description });
const Change = Type.String({ description: 'Variação do mês em %, 4 casas (ex.: 0.3900 = 0,39 %)' });
const Twelve = Type.Union([Type.String(), Type.Null()], { description: 'Variação acumulada em 12 meses em %, 2 casas; nula sem os 12 meses' });

const IndexValue = Type.Object({ idIndice: Type.Integer(), competencia: Type.String({ description: 'AAAA-MM' }), variacao: Change });

const IndexValueBody = Type.Object(
  {
    idIndice: IdOf('indiceEconomico'),
    competencia: Month('Mês, AAAA-MM'),
    variacao: Type.String({ pattern: '^-?\\d{1,4}(\\.\\d{1,4})?$', maxLength: 10, description: 'Variação do mês em %, ponto decimal, até 4 casas; maior que -100 e menor que 1000 (ex.: 0.39, -0.12)' }),
  },
  { additionalProperties: false },
);

export function indexRoutes(service: IndexService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarIndices',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Os índices econômicos (IPCA, INPC, IGP-M) com a última variação mensal e a acumulada em 12 meses',
          response: withErrors({
            200: Type.Array(
              Type.Object({
                id: Type.Integer(),
                codigo: Type.String(),
                nome: Type.String(),
                fonte: Type.String(),
                ultimoValor: Type.Union([Type.Object({ competencia: Type.String({ description: 'AAAA-MM' }), variacao: Change }), Type.Null()]),
                acumulado12Meses: Twelve,
              }),
            ),
          }),
        },
      },
      async () => service.list(),
    );

    app.get(
      '/retornarValoresIndice/:idIndice',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'As variações mensais de um índice, da mais recente à mais antiga, com a acumulada em 12 meses de cada mês',
          params: Type.Object({ idIndice: IdOf('indiceEconomico') }),
          querystring: Type.Object({ inicio: Type.Optional(Month('Primeiro mês, AAAA-MM')), fim: Type.Optional(Month('Último mês, AAAA-MM')) }, { additionalProperties: false }),
          response: withErrors({ 200: Type.Array(Type.Object({ ...IndexValue.properties, acumulado12Meses: Twelve })), 404: ErrorResponse }),
        },
      },
      async (request) => service.values(request.params.idIndice, request.query),
    );

    await registerDatedSeriesWriteRoutes(fastify, {
      tags,
      value: IndexValue,
      body: IndexValueBody,
      create: { path: '/criarValorIndice', summary: 'Incluir a variação de um mês de um índice (administradores)' },
      update: { path: '/atualizarValorIndice', summary: 'Corrigir a variação de um mês de um índice (administradores)' },
      import: {
        path: '/importarValoresIndice',
        summary: 'Importar variações mensais de índices de um arquivo CSV (administradores)',
        description:
          `Cabeçalho ${INDEX_VALUE_IMPORT_HEADER.join(';')}; código do índice (IPCA, INPC, IGP-M); competência AAAA-MM ou MM/AAAA; variação em % com vírgula decimal, até 4 casas, negativa com sinal. ` +
          'Com confirmar=N só confere; com S grava as linhas válidas. Um valor igual ao existente é ignorado; outro valor no mesmo mês é erro (corrija-o pela tela). ' +
          'O progresso chega pelo socket no evento importacaoProgresso.',
        header: INDEX_VALUE_IMPORT_HEADER,
        importacao: 'valoresIndice',
      },
      service,
    });
  };
}
