import { CONTRIBUTION_STATUS_LABELS, CONTRIBUTION_TYPE_LABELS, csvDecimal, type ContributionType } from '@/domain/extracts-balance';
import type { ContributionExtract } from './service';
import { csvExport } from '../../csv/csv-export';

export const CONTRIBUTION_CSV_HEADER = ['Competência', 'Tipo', 'Valor (R$)', 'Cotas', 'Valor da cota (R$)', 'Situação'];
export const CSV_TOTAL_LABEL = 'Total';

/**
 * The contribution extract in the portal's CSV format (csv/csv-export.ts), with decimal commas: one line per row of
 * the JSON (same order, same figures), then the totals line.
 */
export function contributionExtractCsv({ contribuicoes, totais }: Pick<ContributionExtract, 'contribuicoes' | 'totais'>) {
  const rows = contribuicoes.map((row) => [
    row.competencia,
    CONTRIBUTION_TYPE_LABELS[row.tipo as ContributionType] ?? row.tipo,
    csvDecimal(row.valor, 2),
    row.cotas === null ? '' : csvDecimal(row.cotas, 8),
    row.valorCota === null ? '' : csvDecimal(row.valorCota, 8),
    CONTRIBUTION_STATUS_LABELS[row.status] ?? row.status,
  ]);
  rows.push([CSV_TOTAL_LABEL, '', csvDecimal(totais.valor, 2), csvDecimal(totais.cotas, 8), '', '']);
  return csvExport(CONTRIBUTION_CSV_HEADER, rows);
}
