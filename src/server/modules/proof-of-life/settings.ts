import { PROOF_OF_LIFE_MESSAGES, PROOF_OF_LIFE_SETTING_LIMITS as LIMITS } from '@/domain/proof-of-life';
import type { ApiValidationError } from '@/domain/api-types';
import type { Database } from '../../db/client';
import { configuracaoProvaVida, type ProofOfLifeSettingsRow } from '../../db/schema/proof-of-life';
import { invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { createPlanSettingsService } from '../../plan-settings/service';
import { planSettings } from './rules';

/** A plan's proof-of-life settings as the API has them (settings/prova-de-vida). */
export interface ProofOfLifeSettings {
  regraMes: 'aniversario' | 'mes_fixo';
  mesFixo: number | null;
  carenciaDias: number;
  diasAntesVencimento: number;
  intervaloCarenciaDias: number;
  motivosRecusa: string[];
}

const MESSAGES = { planNotFound: 'Plano não encontrado.', noSettings: 'O plano ainda não tem regras de prova de vida.' } as const;

function toApi(row: Omit<ProofOfLifeSettingsRow, 'idPlano' | 'atualizadoEm'> & { atualizadoEm?: Date }): ProofOfLifeSettings {
  const { regraMes, mesFixo, carenciaDias, diasAntesVencimento, intervaloCarenciaDias, motivosRecusa } = row;
  return { regraMes, mesFixo, carenciaDias, diasAntesVencimento, intervaloCarenciaDias, motivosRecusa };
}

const within = (value: number, range: { min: number; max: number }) => Number.isInteger(value) && value >= range.min && value <= range.max;

function settingsErrors(input: ProofOfLifeSettings): ApiValidationError[] {
  const errors: ApiValidationError[] = [];
  if (input.regraMes === 'mes_fixo' && (input.mesFixo === null || !within(input.mesFixo, { min: 1, max: 12 }))) errors.push({ path: 'mesFixo', message: PROOF_OF_LIFE_MESSAGES.month, type: 'range' });
  if (!within(input.carenciaDias, LIMITS.carencia)) errors.push({ path: 'carenciaDias', message: PROOF_OF_LIFE_MESSAGES.grace, type: 'range' });
  if (!within(input.diasAntesVencimento, LIMITS.antes)) errors.push({ path: 'diasAntesVencimento', message: PROOF_OF_LIFE_MESSAGES.before, type: 'range' });
  if (!within(input.intervaloCarenciaDias, LIMITS.intervalo)) errors.push({ path: 'intervaloCarenciaDias', message: PROOF_OF_LIFE_MESSAGES.interval, type: 'range' });
  const reasons = input.motivosRecusa.map((reason) => reason.trim());
  const isListValid =
    reasons.length >= LIMITS.motivos.min &&
    reasons.length <= LIMITS.motivos.max &&
    reasons.every((reason) => reason.length > 0 && reason.length <= LIMITS.motivos.caracteres) &&
    new Set(reasons.map((reason) => reason.toLocaleLowerCase('pt-BR'))).size === reasons.length;
  if (!isListValid) errors.push({ path: 'motivosRecusa', message: PROOF_OF_LIFE_MESSAGES.reasons, type: 'list' });
  return errors;
}

/** The proof-of-life settings of each plan: the defaults until an administrator saves them; audited. */
export function createProofOfLifeSettings(db: Database) {
  const settings = createPlanSettingsService(db, { table: configuracaoProvaVida, toApi, auditAction: 'configuracaoProvaVida.alterada', messages: MESSAGES });
  return {
    async get(idPlano: number): Promise<ProofOfLifeSettings> {
      await settings.assertPlanExists(db, idPlano);
      const row = await settings.find(db, idPlano);
      if (row) return toApi(row);
      // A plan that never saved any follows the defaults; they are what the page shows to edit.
      const defaults = planSettings(null);
      return { regraMes: 'aniversario', mesFixo: null, carenciaDias: defaults.rule.carenciaDias, ...defaults.cadence, motivosRecusa: defaults.motivosRecusa };
    },

    async update(auth: AuthenticatedPerson, idPlano: number, input: ProofOfLifeSettings): Promise<ProofOfLifeSettings> {
      const errors = settingsErrors(input);
      if (errors.length) throw invalidFields(errors);
      await settings.assertPlanExists(db, idPlano);
      const values = { ...input, mesFixo: input.regraMes === 'mes_fixo' ? input.mesFixo : null, motivosRecusa: input.motivosRecusa.map((reason) => reason.trim()), atualizadoEm: new Date() };
      return settings.save(auth, idPlano, values);
    },
  };
}

export type ProofOfLifeSettingsService = ReturnType<typeof createProofOfLifeSettings>;
