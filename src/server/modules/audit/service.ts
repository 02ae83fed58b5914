import { auditActionLabel, AUDIT_COLUMNS, formatAuditTime } from '@/domain/audit-log';
import { auditDetailsText, auditReferences, type AuditNames, type AuditReferences } from '@/domain/audit-log-details';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { PERSON_NOT_FOUND } from '../../access/reach';
import { findPersonRole } from '../../access/repository';
import { csvExport } from '../../csv/csv-export';
import { findAuditNames } from './names-repository';
import * as repository from './repository';
import type { AuditFilters, AuditRow } from './repository';

export const AUDIT_MESSAGES = {
  invertedPeriod: 'A data final deve ser igual ou posterior à inicial.',
} as const;

/** One line of the audit viewer: the JSON the page shows and the CSV repeats, its details in words (`names`). */
function toEntry(row: AuditRow, names: AuditNames) {
  return {
    id: row.id,
    criadoEm: row.criadoEm.toISOString(),
    quando: formatAuditTime(row.criadoEm),
    ator: row.idAtor === null ? null : { id: row.idAtor, nome: row.nomeAtor! },
    acao: row.acao,
    descricao: auditActionLabel(row.acao, row.detalhes),
    pessoaAlvo: row.idAlvo === null ? null : { id: row.idAlvo, nome: row.nomeAlvo! },
    detalhes: auditDetailsText(row.acao, row.detalhes, names),
    ip: row.ip,
  };
}

export type AuditEntry = ReturnType<typeof toEntry>;

/** The CSV line of an entry, in AUDIT_COLUMNS' order: the same words as the page's table. */
export function auditCsvRow(entry: AuditEntry) {
  return [entry.quando, entry.ator?.nome ?? 'Sistema', entry.descricao, entry.pessoaAlvo?.nome ?? '—', entry.detalhes];
}

/** Rows as entries, the ids their details name looked up at once (the names of the services, people, plans…). */
async function toEntries(db: Database, rows: AuditRow[]) {
  const references: AuditReferences = new Map();
  for (const row of rows) auditReferences(row.acao, row.detalhes, references);
  const names = await findAuditNames(db, references);
  return rows.map((row) => toEntry(row, names));
}

/** How many rows of the CSV share one look-up of names. */
const CSV_NAMES_BATCH = 1000;

/** The administrators' audit viewer: who did what, when, for whom; filtered, paginated (pages from 0) and as CSV. */
export function createAuditService(db: Database) {
  async function checkFilters(filters: AuditFilters) {
    if (filters.de && filters.ate && filters.de > filters.ate) {
      throw new HttpError(400, AUDIT_MESSAGES.invertedPeriod, {}, [{ path: 'ate', message: AUDIT_MESSAGES.invertedPeriod, type: 'period' }]);
    }
    if (filters.idPessoa !== undefined && !(await findPersonRole(db, filters.idPessoa))) throw new HttpError(404, PERSON_NOT_FOUND);
  }

  return {
    async list(filters: AuditFilters, page: number, limit: number) {
      await checkFilters(filters);
      const [rows, total] = await Promise.all([repository.listAudit(db, filters, limit, page * limit), repository.countAudit(db, filters)]);
      return { registros: await toEntries(db, rows), page, totalPage: Math.ceil(total / limit), total };
    },

    async exportCsv(filters: AuditFilters) {
      await checkFilters(filters);
      const rows = (async function* () {
        let batch: AuditRow[] = [];
        const flush = async function* () {
          for (const entry of await toEntries(db, batch)) yield auditCsvRow(entry);
          batch = [];
        };
        for await (const row of repository.eachAuditRow(db, filters)) {
          batch.push(row);
          if (batch.length === CSV_NAMES_BATCH) yield* flush();
        }
        yield* flush();
      })();
      return csvExport(AUDIT_COLUMNS, rows);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
