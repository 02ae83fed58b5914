import { stringify } from 'csv-stringify';
import { CONTRIBUTION_STATUS_LABELS, CONTRIBUTION_TYPE_LABELS, csvDecimal, type ContributionType } from '@/domain/balance';
import type { ContributionExtract } from './service';

export const CONTRIBUTION_CSV_HEADER = ['Competência', 'Tipo', 'Valor (R$)', 'Cotas', 'Valor da cota (R$)', 'Situação'];
export const CSV_TOTAL_LABEL = 'Total';

/**
 * The contribution extract as a CSV a pt-BR spreadsheet opens as it is: UTF-8 with BOM, ';' between fields, decimal
 * comma, CRLF lines; one line per row of the JSON (same order, same figures), then the totals line. Streamed: rows
 * go out as they are written.
 */
export function contributionExtractCsv({ contribuicoes, totais }: Pick<ContributionExtract, 'contribuicoes' | 'totais'>) {
  const csv = stringify({ bom: true, delimiter: ';', record_delimiter: 'windows', header: true, columns: CONTRIBUTION_CSV_HEADER });
  // Written in the next tick: the stream is handed to the reply first, which then reads it as it fills.
  setImmediate(() => {
    for (const row of contribuicoes) {
      csv.write([
        row.competencia,
        CONTRIBUTION_TYPE_LABELS[row.tipo as ContributionType] ?? row.tipo,
        csvDecimal(row.valor, 2),
        row.cotas === null ? '' : csvDecimal(row.cotas, 8),
        row.valorCota === null ? '' : csvDecimal(row.valorCota, 8),
        CONTRIBUTION_STATUS_LABELS[row.status] ?? row.status,
      ]);
    }
    csv.write([CSV_TOTAL_LABEL, '', csvDecimal(totais.valor, 2), csvDecimal(totais.cotas, 8), '', '']);
    csv.end();
  });
  return csv;
}
