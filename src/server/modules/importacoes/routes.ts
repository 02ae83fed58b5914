import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CONTRIBUTION_IMPORT_HEADER } from '@/domain/contribution-import';
import { currentAuth } from '../../plugins/authentication';
import { acceptCsvBody, csvBodyOf, MAX_CSV_BYTES } from '../../imports/csv-import';
import { ConfirmQuery, csvBody, importAnswerFields, importResponses } from '../../imports/import-routes';
import type { ContributionImport } from './contribution-import';

const tags = ['Importações'];

export function importRoutes(contributionImport: ContributionImport) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    // This plugin's routes read CSV only, as a stream (no other parser: JSON here is 415).
    app.removeAllContentTypeParsers();
    acceptCsvBody(app);

    app.post(
      '/importarContribuicoes',
      {
        bodyLimit: MAX_CSV_BYTES,
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Importar contribuições pagas de um arquivo CSV (administradores)',
          description:
            `Cabeçalho ${CONTRIBUTION_IMPORT_HEADER.join(';')}; competência AAAA-MM; tipos basica, suplementar, patrocinadora, esporadica; valor com vírgula decimal. ` +
            'Com confirmar=N só confere; com S grava as linhas válidas (um lote de 1 000 linhas por transação) e informa os erros. ' +
            'Idempotente: uma linha igual a uma contribuição existente é ignorada; mesma competência e tipo com outro valor é erro (exceto esporádica). ' +
            'Uma esporádica quita a contribuição esporádica pendente do mesmo vínculo e valor. ' +
            'As cotas usam o valor de cota da série do vínculo com a data mais recente até o fim da competência. ' +
            'O progresso chega pelo socket no evento importacaoProgresso.',
          querystring: ConfirmQuery,
          body: csvBody(CONTRIBUTION_IMPORT_HEADER),
          response: { ...importResponses, 200: Type.Object({ ...importAnswerFields, quitadas: Type.Integer({ description: 'Esporádicas pendentes quitadas' }) }) },
        },
      },
      async (request) => {
        const auth = currentAuth(request);
        const body = csvBodyOf(request.body as unknown, request.headers['content-length']);
        const confirmar = request.query.confirmar;
        return contributionImport.importContributions(auth, body, confirmar, (processadas) =>
          request.server.realtime.toPerson(auth.pessoa.id, 'importacaoProgresso', { importacao: 'contribuicoes', confirmar, processadas }),
        );
      },
    );
  };
}
