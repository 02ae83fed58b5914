import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CONTRIBUTION_IMPORT_HEADER } from '@/domain/imports-contributions';
import { FIRST_ACCESS_TTL_DAYS } from '@/domain/first-access';
import { PEOPLE_IMPORT_HEADER } from '@/domain/imports-headers';
import { currentAuth } from '../../plugins/authentication';
import { acceptCsvBody, csvBodyOf, MAX_CSV_BYTES } from '../../imports/csv-import';
import { ConfirmQuery, csvBody, importAnswerFields, importResponses } from '../../imports/import-routes';
import type { ContributionImport } from './contribution-import';
import type { PeopleImport } from './people-import';

const tags = ['Importações'];

export function importRoutes(contributionImport: ContributionImport, peopleImport: PeopleImport, options: { portalUrl: string | null }) {
  // The first-access link is written with PORTAL_URL, never with the Host header the sender controls (as the invitations).
  const portalUrlOf = (request: FastifyRequest) => options.portalUrl ?? `${request.protocol}://${request.host}`;
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

    app.post(
      '/importarPessoas',
      {
        bodyLimit: MAX_CSV_BYTES,
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Importar pessoas e seus vínculos com os planos de um arquivo CSV (administradores)',
          description:
            `Cabeçalho ${PEOPLE_IMPORT_HEADER.join(';')}; data de nascimento DD/MM/AAAA; uma linha por pessoa. ` +
            'Com confirmar=N só confere e mostra os erros por linha (CPF inválido ou repetido no arquivo, plano, categoria ou situação inexistente, data, e-mail, ' +
            'matrícula já usada no plano por outra pessoa) e os avisos (CPF já cadastrado); com S grava as linhas válidas em uma transação. ' +
            'Idempotente: um CPF já cadastrado mantém os dados e só ganha o vínculo com o plano se não o tiver; o mesmo arquivo enviado de novo não cria nada. ' +
            `Cada pessoa nova recebe um e-mail com um link de primeiro acesso (uso único, ${FIRST_ACCESS_TTL_DAYS} dias) para criar a senha. ` +
            'O progresso chega pelo socket no evento importacaoProgresso.',
          querystring: ConfirmQuery,
          body: csvBody(PEOPLE_IMPORT_HEADER),
          response: {
            ...importResponses,
            200: Type.Object({
              ...importAnswerFields,
              pessoasNovas: Type.Integer({ description: 'Pessoas criadas (S) ou que seriam criadas (N)' }),
              vinculosNovos: Type.Integer({ description: 'Vínculos com planos criados (S) ou que seriam criados (N)' }),
              avisos: Type.Array(Type.Object({ linha: Type.Integer(), mensagem: Type.String() }), { description: 'Linhas de CPF já cadastrado: o que acontece com elas' }),
            }),
          },
        },
      },
      async (request) => {
        const auth = currentAuth(request);
        const body = csvBodyOf(request.body as unknown, request.headers['content-length']);
        const confirmar = request.query.confirmar;
        return peopleImport.importPeople(auth, body, confirmar, { portalUrl: portalUrlOf(request) }, (processadas) =>
          request.server.realtime.toPerson(auth.pessoa.id, 'importacaoProgresso', { importacao: 'pessoas', confirmar, processadas }),
        );
      },
    );
  };
}
