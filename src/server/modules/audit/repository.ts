import type { Queryable } from '../../db/client';
import { auditoria } from '../../db/schema';

export interface AuditEntry {
  idAtor: number | null;
  idPessoaAlvo: number | null;
  acao: string;
  detalhes?: Record<string, unknown>;
  ip?: string | null;
}

/** Written in the same transaction as the change it records. */
export async function recordAudit(db: Queryable, entry: AuditEntry) {
  await db.insert(auditoria).values({ ...entry, detalhes: entry.detalhes ?? null, ip: entry.ip ?? null });
}
