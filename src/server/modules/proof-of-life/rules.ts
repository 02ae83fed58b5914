import { SITUATION_ID } from '@/domain/constants';
import { formatDateBr } from '@/domain/format-date';
import {
  DEFAULT_PROOF_OF_LIFE_CADENCE,
  DEFAULT_PROOF_OF_LIFE_RULE,
  DEFAULT_REFUSAL_REASONS,
  proofOfLifeLine,
  proofOfLifeSituation,
  type ProofOfLifeCadence,
  type ProofOfLifeRule,
} from '@/domain/proof-of-life';
import type { ProofOfLifeSettingsRow } from '../../db/schema/proof-of-life';
import type { ReceivingLink } from './repository';

/** A plan's settings as the rules read them; a plan that never saved any has the defaults. */
export interface PlanProofOfLifeSettings {
  rule: ProofOfLifeRule;
  cadence: ProofOfLifeCadence;
  motivosRecusa: string[];
}

export function planSettings(row: ProofOfLifeSettingsRow | null): PlanProofOfLifeSettings {
  if (!row) return { rule: DEFAULT_PROOF_OF_LIFE_RULE, cadence: DEFAULT_PROOF_OF_LIFE_CADENCE, motivosRecusa: [...DEFAULT_REFUSAL_REASONS] };
  return {
    rule: { mes: row.regraMes === 'mes_fixo' && row.mesFixo ? { tipo: 'mes_fixo', mes: row.mesFixo } : { tipo: 'aniversario' }, carenciaDias: row.carenciaDias },
    cadence: { diasAntesVencimento: row.diasAntesVencimento, intervaloCarenciaDias: row.intervaloCarenciaDias },
    motivosRecusa: row.motivosRecusa,
  };
}

/**
 * Where a link stands today: the domain's situation, plus what the page and the list add (a proof in review, a
 * suspension in force) and the one line of the home page.
 */
export function linkStanding(link: ReceivingLink, settings: PlanProofOfLifeSettings, today: string) {
  // The benefit began with its first payment; a link with none yet counts from its enrolment.
  const desde = link.primeiroPagamento ?? link.dataAdesao;
  const situation = proofOfLifeSituation({ rule: settings.rule, nascimento: link.dataNascimento, desde, ultimaAprovada: link.ultimaAprovada }, today);
  const suspensa = link.suspensaEm !== null || link.idSituacao === SITUATION_ID.SUSPENDED;
  const linha = link.emAnalise
    ? `Prova de vida em análise (protocolo ${link.emAnalise}): aguarde a resposta do fundo`
    : link.suspensaEm
      ? `Benefício suspenso desde ${formatDateBr(link.suspensaEm)} por falta de prova de vida: faça a prova para reativar`
      : proofOfLifeLine(situation);
  return {
    situation,
    suspensa,
    linha,
    podeEnviar: link.emAnalise === null && (situation.status !== 'em_dia' || suspensa),
  };
}
