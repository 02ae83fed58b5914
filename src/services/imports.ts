import type { ImportLineError } from '@/domain/imports-csv';
import { api } from './api';

/** The answer of a CSV import (preview with confirmar = N, the import with S). */
export interface ResultadoImportacao {
  linhas: number;
  validas: number;
  importadas: number;
  ignoradas: number;
  erros: ImportLineError[];
  totalErros: number;
  /** Contributions only: pending sporadic contributions paid by the file. */
  quitadas?: number;
  /** People only: people and plan links created (or to be), and what happens to the lines of known CPFs. */
  pessoasNovas?: number;
  vinculosNovos?: number;
  avisos?: Array<{ linha: number; mensagem: string }>;
}

export type ImportEndpoint = 'importarContribuicoes' | 'importarValoresCota' | 'importarValoresIndice' | 'importarPessoas';

/** Sends the file as it is (text/csv): the server reads it as a stream, so no size limit of JSON applies. */
export function importarCsv(endpoint: ImportEndpoint, file: Blob, confirmar: 'N' | 'S') {
  return api.post<ResultadoImportacao>(`/${endpoint}?confirmar=${confirmar}`, file, {
    headers: { 'Content-Type': 'text/csv' },
    // A large file takes longer than an ordinary call; the progress comes over the socket meanwhile.
    timeout: 10 * 60_000,
  });
}
