import type { AuditAction } from '@/domain/audit-log';
import type { Queryable } from '../db/client';
import { auditoria } from '../db/schema/audit';

export interface AuditEntry {
  idAtor: number | null;
  idPessoaAlvo: number | null;
  /** One of the audit viewer's actions: a new action is named there first, with the words an administrator reads. */
  acao: AuditAction;
  detalhes?: Record<string, unknown>;
  ip?: string | null;
}

/** Written in the same transaction as the change it records. */
export async function recordAudit(db: Queryable, entry: AuditEntry) {
  await db.insert(auditoria).values({ ...entry, detalhes: entry.detalhes ?? null, ip: entry.ip ?? null });
}
