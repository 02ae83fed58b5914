import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { configuracaoInstituto } from '../../db/schema/institutes';
import { plano } from '../../db/schema/plans';

export type InstituteSettingsRow = typeof configuracaoInstituto.$inferSelect;

export function findInstituteSettings(db: Queryable, idPlano: number): Promise<InstituteSettingsRow | undefined> {
  return db.query.configuracaoInstituto.findFirst({ where: eq(configuracaoInstituto.idPlano, idPlano) });
}

export function planExists(db: Queryable, idPlano: number) {
  return db.query.plano.findFirst({ where: eq(plano.id, idPlano), columns: { id: true } }).then(Boolean);
}

/** Saves a plan's settings (a plan added after the seed has none yet: they are created). */
export async function saveInstituteSettings(db: Queryable, values: InstituteSettingsRow) {
  const { idPlano, ...rest } = values;
  await db.insert(configuracaoInstituto).values(values).onConflictDoUpdate({ target: configuracaoInstituto.idPlano, set: rest });
}
