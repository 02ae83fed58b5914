import type { InferSelectModel } from 'drizzle-orm';
import type { AuditAction } from '@/domain/audit-log';
import type { Database, Queryable } from '../db/client';
import { HttpError } from '../http-error';
import type { AuthenticatedPerson } from '../plugins/authentication';
import { recordAudit } from '../audit/record';
import { findPlan, findPlanSettings, savePlanSettings, type PlanSettingsTable } from './repository';

interface PlanSettingsDefinition<Table extends PlanSettingsTable, Settings> {
  table: Table;
  /** The row as the API answers it: the GET, the PUT and the audit's before and after. */
  toApi: (row: InferSelectModel<Table>) => Settings;
  /** The audit action of a change. */
  auditAction: AuditAction;
  messages: { planNotFound: string; noSettings: string };
}

/**
 * Settings kept one row per plan (the benefit parameters, the contribution rules, the institutes' rules, the loan
 * parameters): read, answered 404 when missing, saved with the audit of what they were and what they became. Each
 * module checks its own fields before saving.
 */
export function createPlanSettingsService<Table extends PlanSettingsTable, Settings>(db: Database, definition: PlanSettingsDefinition<Table, Settings>) {
  const { table, toApi, auditAction, messages } = definition;
  type Row = InferSelectModel<Table>;
  type Values = Omit<Row, 'idPlano'>;

  return {
    find: (tx: Queryable, idPlano: number) => findPlanSettings(tx, table, idPlano),
    findPlan: (tx: Queryable, idPlano: number) => findPlan(tx, idPlano),

    async assertPlanExists(tx: Queryable, idPlano: number) {
      if (!(await findPlan(tx, idPlano))) throw new HttpError(404, messages.planNotFound);
    },

    /** The plan's settings; 404 saying whether the plan or only its settings are missing. */
    async get(idPlano: number): Promise<Settings> {
      const row = await findPlanSettings(db, table, idPlano);
      if (row) return toApi(row);
      throw new HttpError(404, (await findPlan(db, idPlano)) ? messages.noSettings : messages.planNotFound);
    },

    /**
     * In one transaction: reads what was saved, builds the new values (from it, for a change of some fields only),
     * saves them and audits before and after.
     */
    async save(auth: AuthenticatedPerson, idPlano: number, build: Values | ((before: Row | undefined, tx: Queryable) => Values | Promise<Values>)): Promise<Settings> {
      return db.transaction(async (tx) => {
        const before = await findPlanSettings(tx, table, idPlano);
        const values = typeof build === 'function' ? await build(before, tx) : build;
        await savePlanSettings(tx, table, idPlano, values);
        const after = toApi({ idPlano, ...values } as Row);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: auditAction, detalhes: { idPlano, antes: before ? toApi(before) : null, depois: after } });
        return after;
      });
    },
  };
}
