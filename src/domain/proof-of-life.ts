import { addCalendarDays } from './business-days';
import { formatDateBr } from './format-date';

/**
 * Proof of life (prova de vida, issue 29): once a year a person who receives a benefit (an assisted participant or a
 * pensioner) shows the fund they are alive. The year's campaign ("cycle") opens on the first day of the person's own
 * birth month, or of a fixed month the plan chooses, and is due on that month's last day; a grace period (60 days by
 * default) follows before the benefit may be suspended, and then only by an administrator's confirmation. Days are
 * calendar days in the fund's time zone, as 'aaaa-mm-dd'.
 */

/** Which month a plan's campaign runs in: each person's birth month, or the same month (1–12) for everyone. */
export type ProofOfLifeMonthRule = { tipo: 'aniversario' } | { tipo: 'mes_fixo'; mes: number };

export interface ProofOfLifeRule {
  mes: ProofOfLifeMonthRule;
  /** Days after the due date before a suspension may be confirmed. */
  carenciaDias: number;
}

/** When reminders go besides the opening day and the due date: some days before it, then every few days of grace. */
export interface ProofOfLifeCadence {
  diasAntesVencimento: number;
  intervaloCarenciaDias: number;
}

export const DEFAULT_PROOF_OF_LIFE_RULE: ProofOfLifeRule = { mes: { tipo: 'aniversario' }, carenciaDias: 60 };
export const DEFAULT_PROOF_OF_LIFE_CADENCE: ProofOfLifeCadence = { diasAntesVencimento: 15, intervaloCarenciaDias: 15 };

/** The reasons an administrator picks from when refusing a proof, each saying what to redo (a plan may edit them). */
export const DEFAULT_REFUSAL_REASONS: readonly string[] = [
  'A foto do rosto não está nítida: tire outra foto, de frente, em um lugar iluminado e sem óculos escuros.',
  'O rosto da foto não confere com o documento ou com a foto do cadastro: envie fotos da própria pessoa.',
  'O documento não está legível ou está cortado: fotografe a frente inteira do documento, sem reflexos.',
  'O documento está vencido ou não é um documento de identidade com foto: envie RG, CNH, passaporte ou RNE.',
  'O atestado de vida não tem assinatura, carimbo ou data: envie um atestado completo emitido há menos de 30 dias.',
];

/** The limits of a plan's settings (settings/prova-de-vida). */
export const PROOF_OF_LIFE_SETTING_LIMITS = { carencia: { min: 0, max: 180 }, antes: { min: 1, max: 30 }, intervalo: { min: 5, max: 60 }, motivos: { min: 1, max: 20, caracteres: 300 } } as const;

export const PROOF_OF_LIFE_MESSAGES = {
  notReceiving: 'A prova de vida é para quem recebe um benefício do plano (aposentados e pensionistas).',
  upToDate: (ate: string) => `Sua prova de vida está em dia até ${ate}. A próxima campanha abre no mês de vencimento.`,
  inReview: (protocolo: string) => `Sua prova de vida (protocolo ${protocolo}) está em análise. Aguarde a resposta do fundo.`,
  onlineFiles: 'Na prova de vida on-line, envie duas fotos: a do seu rosto e a da frente de um documento de identidade com foto.',
  documentFile: 'Envie o atestado de vida (um arquivo).',
  imagesOnly: 'As fotos da prova de vida on-line devem ser imagens (JPG ou PNG).',
  notOverdue: (fimCarencia: string) => `A suspensão só pode ser confirmada depois do fim da carência, em ${fimCarencia}.`,
  noticeNotSent: 'A pessoa ainda não recebeu o aviso de que o benefício será suspenso. Aguarde o aviso (enviado no dia seguinte ao fim da carência) antes de confirmar.',
  notInBenefit: 'Este vínculo não está em benefício: não há o que suspender.',
  alreadySuspended: 'O benefício deste vínculo já está suspenso por falta de prova de vida.',
  month: 'Escolha um mês de 1 a 12 para a campanha.',
  grace: `A carência deve ser de ${PROOF_OF_LIFE_SETTING_LIMITS.carencia.min} a ${PROOF_OF_LIFE_SETTING_LIMITS.carencia.max} dias.`,
  before: `O lembrete antes do vencimento deve sair de ${PROOF_OF_LIFE_SETTING_LIMITS.antes.min} a ${PROOF_OF_LIFE_SETTING_LIMITS.antes.max} dias antes.`,
  interval: `Na carência, os lembretes devem sair a cada ${PROOF_OF_LIFE_SETTING_LIMITS.intervalo.min} a ${PROOF_OF_LIFE_SETTING_LIMITS.intervalo.max} dias.`,
  reasons: `Informe de ${PROOF_OF_LIFE_SETTING_LIMITS.motivos.min} a ${PROOF_OF_LIFE_SETTING_LIMITS.motivos.max} motivos de recusa, cada um com até ${PROOF_OF_LIFE_SETTING_LIMITS.motivos.caracteres} caracteres e sem repetir.`,
} as const;

/** The declaration a person makes when sending the proof online (kept with the request). */
export const PROOF_OF_LIFE_DECLARATION = 'Declaro, sob as penas da lei, que as fotos enviadas são minhas, tiradas agora, e que as informações são verdadeiras.';

export interface ProofOfLifeCycle {
  ano: number;
  /** The first day of the campaign's month. */
  abertura: string;
  /** The month's last day: the date the person is asked to meet. */
  vencimento: string;
  /** The last day of the grace period: after it an administrator may confirm the suspension. */
  fimCarencia: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
/** The last day of a month (a person born on 29 February is due on the 28th in a common year). */
const lastDayOf = (year: number, month: number) => `${year}-${twoDigits(month)}-${twoDigits(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;

/** The campaign month of a person under a plan's rule. */
export function proofOfLifeMonth(rule: ProofOfLifeMonthRule, nascimento: string): number {
  return rule.tipo === 'mes_fixo' ? rule.mes : Number(nascimento.slice(5, 7));
}

/** The cycle of one year. */
export function proofOfLifeCycle(rule: ProofOfLifeRule, nascimento: string, ano: number): ProofOfLifeCycle {
  const month = proofOfLifeMonth(rule.mes, nascimento);
  const vencimento = lastDayOf(ano, month);
  return { ano, abertura: `${ano}-${twoDigits(month)}-01`, vencimento, fimCarencia: addCalendarDays(vencimento, rule.carenciaDias) };
}

export type ProofOfLifeStatus = 'em_dia' | 'aberta' | 'em_carencia' | 'vencida';

export interface ProofOfLifeSituation {
  status: ProofOfLifeStatus;
  /** The cycle that counts today: the latest one opened (since the benefit began). */
  ciclo: ProofOfLifeCycle;
  /** em_dia: until when the proof holds (the next cycle's due date); otherwise the date to meet now. */
  ate: string;
}

/**
 * Where a person stands today. The cycle that counts is the latest one opened on or before today, and not before the
 * benefit began (`desde`): a person whose benefit began after this year's campaign is up to date until the next one.
 * An approved proof counts for the cycle it was made in (on or after its opening).
 */
export function proofOfLifeSituation(input: { rule: ProofOfLifeRule; nascimento: string; desde: string; ultimaAprovada: string | null }, today: string): ProofOfLifeSituation {
  const year = Number(today.slice(0, 4));
  const thisYear = proofOfLifeCycle(input.rule, input.nascimento, year);
  const ciclo = thisYear.abertura <= today ? thisYear : proofOfLifeCycle(input.rule, input.nascimento, year - 1);
  const next = proofOfLifeCycle(input.rule, input.nascimento, ciclo.ano + 1);
  // No campaign has opened since the benefit began: nothing is due until the next one.
  if (ciclo.abertura < input.desde) return { status: 'em_dia', ciclo: next, ate: next.vencimento };
  if (input.ultimaAprovada !== null && input.ultimaAprovada >= ciclo.abertura) return { status: 'em_dia', ciclo, ate: next.vencimento };
  if (today <= ciclo.vencimento) return { status: 'aberta', ciclo, ate: ciclo.vencimento };
  if (today <= ciclo.fimCarencia) return { status: 'em_carencia', ciclo, ate: ciclo.fimCarencia };
  return { status: 'vencida', ciclo, ate: ciclo.fimCarencia };
}

/** The one line of the home page. */
export function proofOfLifeLine(situation: ProofOfLifeSituation): string {
  const date = formatDateBr(situation.ate);
  switch (situation.status) {
    case 'em_dia':
      return `Prova de vida em dia até ${date}`;
    case 'aberta':
      return `Faça a sua prova de vida até ${date}`;
    case 'em_carencia':
      return `Prova de vida atrasada: faça até ${date} para não ter o benefício suspenso`;
    case 'vencida':
      return `Prova de vida vencida em ${date}: faça agora para manter ou reativar o benefício`;
  }
}

export type ProofOfLifeReminder = 'abertura' | 'quinze_dias' | 'vencimento' | 'carencia';

/**
 * The reminder due on a day of a cycle, if any: the opening day, 15 days before the due date, the due date, and every
 * 15 days of the grace period (the person and their representative get each, until the proof is made).
 */
export function proofOfLifeReminderOn(ciclo: ProofOfLifeCycle, today: string, cadence: ProofOfLifeCadence = DEFAULT_PROOF_OF_LIFE_CADENCE): ProofOfLifeReminder | null {
  if (today === ciclo.vencimento) return 'vencimento';
  if (today === addCalendarDays(ciclo.vencimento, -cadence.diasAntesVencimento) && today > ciclo.abertura) return 'quinze_dias';
  if (today === ciclo.abertura) return 'abertura';
  for (let day = addCalendarDays(ciclo.vencimento, cadence.intervaloCarenciaDias); day <= ciclo.fimCarencia; day = addCalendarDays(day, cadence.intervaloCarenciaDias)) if (day === today) return 'carencia';
  return null;
}

/**
 * The months a suspension held back, to be paid once the benefit is reactivated: from the suspension's month to the
 * month before the reactivation (the reactivation month's benefit is paid on its own payday), as 'aaaa-mm'. A
 * suspension undone in its own month held nothing back.
 */
export function monthsToRepay(suspensaEm: string, reativadaEm: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(suspensaEm.slice(0, 4)), Number(suspensaEm.slice(5, 7))];
  const end = reativadaEm.slice(0, 7);
  for (let current = `${year}-${twoDigits(month)}`; current < end; current = `${year}-${twoDigits(month)}`) {
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/**
 * The months of a suspension up to today, as the paychecks page lists them: through the month before the
 * reactivation, or through this month while it is in force.
 */
export function suspendedMonths(suspensaEm: string, reativadaEm: string | null, today: string): string[] {
  if (reativadaEm !== null) return monthsToRepay(suspensaEm, reativadaEm);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${twoDigits(month + 1)}-01`;
  return monthsToRepay(suspensaEm, nextMonth);
}

/** Whether a paycheck's month falls in a suspension (from its month on, until the month before reactivation). */
export function isMonthSuspended(competencia: string, suspensaEm: string, reativadaEm: string | null): boolean {
  const month = competencia.slice(0, 7);
  return month >= suspensaEm.slice(0, 7) && (reativadaEm === null || month < reativadaEm.slice(0, 7));
}

/** Whether an administrator may confirm the suspension today: only once the grace period has ended. */
export function mayConfirmSuspension(situation: ProofOfLifeSituation): boolean {
  return situation.status === 'vencida';
}
