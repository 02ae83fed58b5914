import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse, CsvError } from 'csv-parse';
import type { FastifyInstance } from 'fastify';
import { CSV_DELIMITER, CSV_MAX_BYTES, headerMessage, isExpectedHeader, type ImportLineError, type LineResult } from '@/domain/imports-csv';
import { HttpError } from '../http-error';

/**
 * The one CSV import pipeline of the product (contributions, quota values, people): the request body is streamed
 * to a temporary file (never held in memory; the upload ends within the server's request timeout whatever the
 * import takes), then read back through csv-parse; each line is checked by its domain rule, the good ones go to the
 * import's `processBatch` a batch at a time (which checks them against the database and, when confirming, writes
 * them in one transaction per batch), and the caller hears the progress after each batch.
 */

export const CSV_CONTENT_TYPE = 'text/csv';
/** A file of 10 million contributions would not fit; 50 MB is about 1.5 million lines of contributions. */
export const MAX_CSV_BYTES = CSV_MAX_BYTES;
export const IMPORT_BATCH_SIZE = 1000;
/** The errors listed in an answer (all are counted): a file with every line wrong does not make a 100 MB answer. */
export const MAX_REPORTED_ERRORS = 1000;

export const CSV_MESSAGES = {
  missingBody: 'Envie o arquivo CSV no corpo da requisição (Content-Type: text/csv).',
  empty: 'O arquivo está vazio.',
  interrupted: 'O envio do arquivo foi interrompido. Envie-o de novo.',
  noSpace: 'Não há espaço no servidor para receber o arquivo agora. Tente mais tarde.',
  tooLarge: `O arquivo passa de ${MAX_CSV_BYTES / 1024 / 1024} MB. Divida-o em arquivos menores.`,
  unreadable: (linha: number | undefined) => `O arquivo não pôde ser lido como CSV${linha ? ` (linha ${linha})` : ''}. Confira as aspas e o separador ponto e vírgula.`,
} as const;

export interface ParsedLine<T> {
  linha: number;
  value: T;
}

/** What a batch came to: errors found against the database, rows written (or that would be), lines already there. */
export interface BatchOutcome {
  erros: ImportLineError[];
  importadas: number;
  ignoradas: number;
}

export interface ImportSummary {
  /** Lines after the header (blank lines skipped). */
  linhas: number;
  /** Lines without an error (imported, or to be, or already in the database). */
  validas: number;
  importadas: number;
  ignoradas: number;
  erros: ImportLineError[];
  /** Every error found; `erros` lists the first MAX_REPORTED_ERRORS. */
  totalErros: number;
}

export interface CsvImportDefinition<T> {
  header: readonly string[];
  parseLine: (fields: readonly string[], linha: number) => LineResult<T>;
  processBatch: (lines: ParsedLine<T>[]) => Promise<BatchOutcome>;
  onProgress?: (processadas: number) => void;
  batchSize?: number;
  maxBytes?: number;
}

/** The content-type parser of the import routes: the body stays a stream for the pipeline (register inside the routes' own plugin). */
export function acceptCsvBody(app: FastifyInstance) {
  app.addContentTypeParser(CSV_CONTENT_TYPE, (_request, payload, done) => done(null, payload));
}

/** The request body as the stream the parser above gave, or 400. */
export function csvBodyOf(body: unknown, declaredLength: string | undefined, maxBytes = MAX_CSV_BYTES): Readable {
  if (!body || typeof (body as Readable).pipe !== 'function') throw new HttpError(400, CSV_MESSAGES.missingBody);
  if (declaredLength !== undefined && Number(declaredLength) > maxBytes) throw new HttpError(413, CSV_MESSAGES.tooLarge);
  return body as Readable;
}

function byteLimit(maxBytes: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(new HttpError(413, CSV_MESSAGES.tooLarge));
      else callback(null, chunk);
    },
  });
}

/** The body on disk, within the size limit; 413 above it, 400 when the client stops sending. */
async function spool(body: Readable, maxBytes: number): Promise<{ file: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-csv-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  const file = path.join(folder, 'arquivo.csv');
  try {
    await pipeline(body, byteLimit(maxBytes), createWriteStream(file));
  } catch (error) {
    await remove();
    if (error instanceof HttpError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOSPC') throw new HttpError(507, CSV_MESSAGES.noSpace);
    throw new HttpError(400, CSV_MESSAGES.interrupted);
  }
  return { file, remove };
}

export async function runCsvImport<T>(body: Readable, definition: CsvImportDefinition<T>): Promise<ImportSummary> {
  const { file, remove } = await spool(body, definition.maxBytes ?? MAX_CSV_BYTES);
  try {
    return await importFile(file, definition);
  } finally {
    await remove();
  }
}

async function importFile<T>(file: string, definition: CsvImportDefinition<T>): Promise<ImportSummary> {
  const batchSize = definition.batchSize ?? IMPORT_BATCH_SIZE;
  const parser = parse({ delimiter: CSV_DELIMITER, bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true, max_record_size: 64 * 1024 });
  const source = createReadStream(file);
  let failure: unknown = null;
  source.on('error', (error) => {
    failure ??= error;
    parser.destroy(error);
  });
  source.pipe(parser);

  const summary: ImportSummary = { linhas: 0, validas: 0, importadas: 0, ignoradas: 0, erros: [], totalErros: 0 };
  const linesWithErrors = new Set<number>();
  const report = (errors: ImportLineError[]) => {
    for (const error of errors) {
      summary.totalErros += 1;
      linesWithErrors.add(error.linha);
      if (summary.erros.length < MAX_REPORTED_ERRORS) summary.erros.push(error);
    }
  };
  let batch: ParsedLine<T>[] = [];
  let lastLine = 0;
  let countedLines = 0;
  let sawHeader = false;
  // The line rule's errors wait for the batch's, so the answer lists them in line order.
  let lineErrors: ImportLineError[] = [];
  const flush = async () => {
    const batchErrors: ImportLineError[] = [];
    if (batch.length > 0) {
      const outcome = await definition.processBatch(batch);
      batchErrors.push(...outcome.erros);
      summary.importadas += outcome.importadas;
      summary.ignoradas += outcome.ignoradas;
      batch = [];
    }
    report([...lineErrors, ...batchErrors].sort((a, b) => a.linha - b.linha));
    lineErrors = [];
    summary.validas += summary.linhas - countedLines - linesWithErrors.size;
    countedLines = summary.linhas;
    linesWithErrors.clear();
    definition.onProgress?.(summary.linhas);
  };

  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      lastLine = info.lines;
      if (!sawHeader) {
        if (!isExpectedHeader(record, definition.header)) throw new HttpError(400, headerMessage(definition.header));
        sawHeader = true;
        continue;
      }
      summary.linhas += 1;
      const parsed = definition.parseLine(record, info.lines);
      if (parsed.ok) batch.push({ linha: info.lines, value: parsed.value });
      else lineErrors.push(...parsed.errors);
      if (summary.linhas % batchSize === 0) await flush();
    }
  } catch (error) {
    throw asHttpError(failure ?? error, lastLine);
  } finally {
    source.destroy();
  }
  if (failure) throw asHttpError(failure, lastLine);
  if (!sawHeader) throw new HttpError(400, CSV_MESSAGES.empty);
  await flush();
  return summary;
}

function asHttpError(error: unknown, lastLine: number): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof CsvError) return new HttpError(400, CSV_MESSAGES.unreadable(lastLine + 1));
  return error;
}
