import type { Readable } from 'node:stream';
import type { AuditAction } from '@/domain/audit-log';
import type { Database, Queryable } from '../db/client';
import { runCsvImport, type BatchOutcome, type CsvImportDefinition, type ImportSummary, type ParsedLine } from '../imports/csv-import';
import type { AuthenticatedPerson } from '../plugins/authentication';
import { recordAudit } from '../audit/record';

/** What a dated series' CSV import declares: its file, its lock, how a batch is checked and stored, its audit code. */
export interface DatedSeriesImport<Line> {
  header: readonly string[];
  parseLine: CsvImportDefinition<Line>['parseLine'];
  /** A transaction-scoped lock: two imports of the same series never interleave their batches. */
  lock: (tx: Queryable) => Promise<void>;
  /** `seen` holds the keys of this file's earlier lines, so a repeated line in one file is checked like a stored one. */
  processBatch: (tx: Queryable, lines: ParsedLine<Line>[], mode: 'N' | 'S', seen: Map<string, string>) => Promise<BatchOutcome>;
  auditAction: AuditAction;
}

/**
 * A dated series' CSV upload through the one import pipeline: with S each batch is a locked transaction, with N
 * nothing is written; an import that stored lines is audited once.
 */
export async function importDatedValues<Line>(
  db: Database,
  definition: DatedSeriesImport<Line>,
  auth: AuthenticatedPerson,
  body: Readable,
  mode: 'N' | 'S',
  onProgress?: (processadas: number) => void,
): Promise<ImportSummary> {
  const seen = new Map<string, string>();
  const summary = await runCsvImport(body, {
    header: definition.header,
    parseLine: definition.parseLine,
    onProgress,
    processBatch: (lines) =>
      mode === 'S'
        ? db.transaction(async (tx) => {
            await definition.lock(tx);
            return definition.processBatch(tx, lines, mode, seen);
          })
        : definition.processBatch(db, lines, mode, seen),
  });
  if (mode === 'S' && summary.importadas > 0) {
    await recordAudit(db, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: definition.auditAction, detalhes: { linhas: summary.linhas, importadas: summary.importadas, erros: summary.totalErros } });
  }
  return summary;
}
