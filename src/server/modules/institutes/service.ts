import { instituteSettingsErrors, normalizePercent, type ConfiguracaoInstitutos } from '@/domain/institutes';
import type { Database } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

export const INSTITUTE_SERVICE_MESSAGES = {
  planNotFound: 'Plano não encontrado.',
  noSettings: 'O plano ainda não tem regras de institutos.',
} as const;

function toApi(row: Omit<repository.InstituteSettingsRow, 'idPlano'>): ConfiguracaoInstitutos {
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
  return {
    async get(idPlano: number): Promise<ConfiguracaoInstitutos> {
      const row = await repository.findInstituteSettings(db, idPlano);
      if (row) return toApi(row);
      throw new HttpError(404, (await repository.planExists(db, idPlano)) ? INSTITUTE_SERVICE_MESSAGES.noSettings : INSTITUTE_SERVICE_MESSAGES.planNotFound);
    },

    async update(auth: AuthenticatedPerson, idPlano: number, input: ConfiguracaoInstitutos): Promise<ConfiguracaoInstitutos> {
      const errors = instituteSettingsErrors(input);
      if (errors.length) throw invalidFields(errors);
      const after = toApi(input);
      return db.transaction(async (tx) => {
        if (!(await repository.planExists(tx, idPlano))) throw new HttpError(404, INSTITUTE_SERVICE_MESSAGES.planNotFound);
        const before = await repository.findInstituteSettings(tx, idPlano);
        await repository.saveInstituteSettings(tx, { idPlano, ...after });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'configuracaoInstituto.alterada', detalhes: { idPlano, antes: before ? toApi(before) : null, depois: after } });
        return after;
      });
    },
  };
}

export type InstituteService = ReturnType<typeof createInstituteService>;
