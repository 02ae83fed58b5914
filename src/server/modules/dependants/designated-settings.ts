import type { Database } from '../../db/client';
import { configuracaoBeneficiarioIndicado } from '../../db/schema/dependants';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { createPlanSettingsService } from '../../plan-settings/service';

export interface DesignationSettings {
  permiteIndicacao: boolean;
  exigeAprovacao: boolean;
}

export const DESIGNATION_SETTINGS_MESSAGES = {
  planNotFound: 'Plano não encontrado.',
  noSettings: 'O plano ainda não tem regras de beneficiários indicados.',
} as const;

/** Without a saved row a plan allows designations and applies them at once (the table's defaults). */
const DEFAULTS: DesignationSettings = { permiteIndicacao: true, exigeAprovacao: false };

const toApi = (row: DesignationSettings): DesignationSettings => ({ permiteIndicacao: row.permiteIndicacao, exigeAprovacao: row.exigeAprovacao });

/** A plan's rules for designated beneficiaries (settings/beneficios), read and saved with the audit of before and after. */
export function createDesignationSettingsService(db: Database) {
  const settings = createPlanSettingsService(db, { table: configuracaoBeneficiarioIndicado, toApi, auditAction: 'configuracaoBeneficiarioIndicado.alterada', messages: DESIGNATION_SETTINGS_MESSAGES });
  return {
    async get(idPlano: number): Promise<DesignationSettings> {
      await settings.assertPlanExists(db, idPlano);
      const row = await settings.find(db, idPlano);
      return row ? toApi(row) : DEFAULTS;
    },

    async update(auth: AuthenticatedPerson, idPlano: number, input: DesignationSettings): Promise<DesignationSettings> {
      await settings.assertPlanExists(db, idPlano);
      // A plan that does not allow designations has nothing to approve.
      return settings.save(auth, idPlano, { permiteIndicacao: input.permiteIndicacao, exigeAprovacao: input.permiteIndicacao && input.exigeAprovacao });
    },
  };
}

export type DesignationSettingsService = ReturnType<typeof createDesignationSettingsService>;
