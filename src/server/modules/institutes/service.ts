import { instituteSettingsErrors, normalizePercent, type ConfiguracaoInstitutos } from '@/domain/institutes';
import type { Database } from '../../db/client';
import { configuracaoInstituto } from '../../db/schema/institutes';
import { invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { createPlanSettingsService } from '../../plan-settings/service';

export const INSTITUTE_SERVICE_MESSAGES = {
  planNotFound: 'Plano não encontrado.',
  noSettings: 'O plano ainda não tem regras de institutos.',
} as const;

function toApi(row: Omit<typeof configuracaoInstituto.$inferSelect, 'idPlano'>): ConfiguracaoInstitutos {
  return {
    vestingPatrocinadora: row.vestingPatrocinadora.map((step) => ({ anos: step.anos, percentual: normalizePercent(String(step.percentual)) })),
    resgateParcelasMaximas: row.resgateParcelasMaximas,
    carenciaPortabilidadeAnos: row.carenciaPortabilidadeAnos,
    carenciaBpdAnos: row.carenciaBpdAnos,
    idadeMinimaBpd: row.idadeMinimaBpd,
    taxaAdministrativaAutopatrocinio: normalizePercent(row.taxaAdministrativaAutopatrocinio),
  };
}

/**
 * A plan's rules for the institutes (settings/resgate, portability-management, self-sponsorship-management, bpd):
 * the vesting of the sponsor's share, the redemption's installments, the vesting periods, the BPD's starting age and
 * the self-sponsored administration fee. The exit options and their services read the same row.
 */
export function createInstituteService(db: Database) {
  const settings = createPlanSettingsService(db, { table: configuracaoInstituto, toApi, auditAction: 'configuracaoInstituto.alterada', messages: INSTITUTE_SERVICE_MESSAGES });
  return {
    get: settings.get,

    async update(auth: AuthenticatedPerson, idPlano: number, input: ConfiguracaoInstitutos): Promise<ConfiguracaoInstitutos> {
      const errors = instituteSettingsErrors(input);
      if (errors.length) throw invalidFields(errors);
      await settings.assertPlanExists(db, idPlano);
      return settings.save(auth, idPlano, toApi(input));
    },
  };
}

export type InstituteService = ReturnType<typeof createInstituteService>;
