import { CATEGORY_ID, SITUATION_ID } from './constants';
import { formatDateBr } from './format-date';

/**
 * Re-registration campaign rules (issue 16). Who must answer: the people with a current link in the campaign's
 * plans — still in the plan (active, receiving or about to receive a benefit, suspended, transitory); links that
 * were closed, left, ported or of a deceased person are out.
 */
export const SITUATIONS_THAT_ANSWER: readonly number[] = [
  SITUATION_ID.ACTIVE,
  SITUATION_ID.IN_BENEFIT,
  SITUATION_ID.IN_CONCESSION,
  SITUATION_ID.SUSPENDED,
  SITUATION_ID.TRANSITORY,
];

export function mustAnswer(idSituacao: number): boolean {
  return SITUATIONS_THAT_ANSWER.includes(idSituacao);
}

export type CampaignStatus = 'agendada' | 'aberta' | 'encerrada';

/** Dates are 'yyyy-MM-dd' in the fund's calendar; the campaign is open from `inicio` to `fim`, both days included. */
export function campaignStatus(inicio: string, fim: string, today: string): CampaignStatus {
  if (today < inicio) return 'agendada';
  if (today > fim) return 'encerrada';
  return 'aberta';
}

export const CAMPAIGN_STATUS_LABEL: Record<CampaignStatus, string> = { agendada: 'Agendada', aberta: 'Aberta', encerrada: 'Encerrada' };

/** An e-mailed link lasts 7 days, and never past the campaign's last day (23:59:59 in Brasília, UTC−3). */
export const LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function linkExpiry(now: Date, fim: string): Date {
  const lastMoment = new Date(`${fim}T23:59:59.999-03:00`);
  const week = new Date(now.getTime() + LINK_TTL_MS);
  return week < lastMoment ? week : lastMoment;
}

/** A pending person gets at most one reminder a day, however often the administrators press the button. */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

export function canRemind(lastReminder: Date | null, now: Date): boolean {
  return lastReminder === null || now.getTime() - lastReminder.getTime() >= REMINDER_INTERVAL_MS;
}

/** The scheduled reminders' cadence: the campaign's first day, then every 7 days, and 3 days before its last day. */
export const REMINDER_CADENCE = { everyDays: 7, daysBeforeEnd: 3 } as const;

const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** Whether the scheduled job reminds the pending people of an open campaign on `today` ('yyyy-MM-dd', the fund's calendar). */
export function isReminderDay(inicio: string, fim: string, today: string): boolean {
  if (campaignStatus(inicio, fim, today) !== 'aberta') return false;
  const sinceStart = dayNumber(today) - dayNumber(inicio);
  return sinceStart % REMINDER_CADENCE.everyDays === 0 || dayNumber(fim) - dayNumber(today) === REMINDER_CADENCE.daysBeforeEnd;
}

/** The proof each person is asked for first: proof of life from those who receive a benefit, proof of address from the others. */
export function suggestedProof(idCategorias: number[]): 'vida' | 'endereco' {
  return idCategorias.some((id) => id === CATEGORY_ID.ASSISTED || id === CATEGORY_ID.PENSIONER) ? 'vida' : 'endereco';
}

export const PROOF_LABEL = { vida: 'Prova de vida', endereco: 'Comprovante de endereço' } as const;

/** Share of the people who answered, with one decimal ('66.7'); '0.0' for a campaign with nobody to answer. */
export function completionPercent(concluidos: number, total: number): string {
  if (total === 0) return '0.0';
  const tenths = Math.round((concluidos * 1000) / total);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** The page where a signed-in person answers (the e-mailed link adds its token to it). */
export const REREGISTRATION_PAGE = '/recadastramento';

/** notificacao.titulo holds 200 characters. */
const NOTICE_TITLE_MAX = 200;

/**
 * The in-app notice everyone who must answer gets when a campaign opens: what, by when, and where to answer (the
 * notification's link is REREGISTRATION_PAGE). A campaign title too long for the notice's title is left to its text.
 */
export function campaignOpenedNotice(campaign: { titulo: string; fim: string }): { titulo: string; descricao: string } {
  const deadline = formatDateBr(campaign.fim);
  const titulo = `${campaign.titulo}: responda até ${deadline}`;
  return {
    titulo: titulo.length <= NOTICE_TITLE_MAX ? titulo : `Recadastramento aberto: responda até ${deadline}`,
    descricao:
      `O fundo abriu o "${campaign.titulo}". Até ${deadline}, confira os seus dados (endereço, contatos e dependentes), ` +
      'corrija o que mudou e envie o comprovante pedido. Responda em Recadastramento, no portal.',
  };
}
