import { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';

/**
 * The one CSV format of the portal's exports, one a pt-BR spreadsheet opens as it is: UTF-8 with BOM, ';' between
 * fields, CRLF lines, a header line. Rows come from an array or an async source (a query read in batches) and go out
 * as they are written, never held whole.
 */
export function csvExport(header: readonly string[], rows: Iterable<readonly unknown[]> | AsyncIterable<readonly unknown[]>): Stringifier {
  const csv = stringify({ bom: true, delimiter: ';', record_delimiter: 'windows', header: true, columns: [...header] });
  // Piped in the next tick: the stream is handed to the reply first, which then reads it as it fills.
  setImmediate(() => {
    const source = Readable.from(rows, { objectMode: true });
    source.on('error', (error) => csv.destroy(error));
    source.pipe(csv);
  });
  return csv;
}

/** The CSV reply headers: the file's type and name, and never cached (the rows are personal data). */
export function csvHeaders(fileName: string) {
  return { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'no-store' };
}
