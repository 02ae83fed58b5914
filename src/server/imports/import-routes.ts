import { Type } from 'typebox';
import { ErrorResponse, withErrors } from '../schemas/common';
import { MAX_CSV_BYTES, MAX_REPORTED_ERRORS } from './csv-import';

/** The schema pieces every CSV import route shares: `?confirmar=N|S`, the text/csv body and the answer. */

export const ConfirmQuery = Type.Object(
  { confirmar: Type.Union([Type.Literal('N'), Type.Literal('S')], { description: 'N: só confere e mostra os erros por linha; S: importa as linhas válidas' }) },
  { additionalProperties: false },
);

const LineError = Type.Object({ linha: Type.Integer(), campo: Type.String(), mensagem: Type.String() });

export const importAnswerFields = {
  linhas: Type.Integer({ description: 'Linhas depois do cabeçalho (linhas em branco não contam)' }),
  validas: Type.Integer({ description: 'Linhas sem erro (importadas ou a importar, e as já existentes)' }),
  importadas: Type.Integer({ description: 'Linhas gravadas (S) ou que seriam gravadas (N)' }),
  ignoradas: Type.Integer({ description: 'Linhas iguais a registros já existentes: nada a gravar' }),
  erros: Type.Array(LineError, { description: `Os primeiros ${MAX_REPORTED_ERRORS} erros; a linha 1 é o cabeçalho` }),
  totalErros: Type.Integer(),
};
export const ImportAnswer = Type.Object(importAnswerFields);

/**
 * The body as OpenAPI shows it (text/csv). No `type`: Fastify validates the parsed body, which is the stream the
 * parser hands the pipeline (acceptCsvBody), and the pipeline reads, limits and checks it line by line.
 */
export function csvBody(header: readonly string[]) {
  return {
    content: {
      'text/csv': {
        schema: {
          description: `Arquivo CSV em UTF-8 (BOM aceito), separador ponto e vírgula, vírgula decimal, até ${MAX_CSV_BYTES / 1024 / 1024} MB. Cabeçalho: ${header.join(';')}`,
          // A file with the header alone: what the generated API guards send as a valid body.
          examples: [`${header.join(';')}\n`],
        },
      },
    },
  };
}

export const importResponses = withErrors({ 200: ImportAnswer, 413: ErrorResponse, 415: ErrorResponse });
