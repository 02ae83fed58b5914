import { addCalendarDays } from './business-days';
import { formatDateBr } from './format';

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

export const DEFAULT_PROOF_OF_LIFE_RULE: ProofOfLifeRule = { mes: { tipo: 'aniversario' }, carenciaDias: 60 };

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
export function proofOfLifeReminderOn(ciclo: ProofOfLifeCycle, today: string): ProofOfLifeReminder | null {
  if (today === ciclo.abertura) return 'abertura';
  if (today === addCalendarDays(ciclo.vencimento, -15)) return 'quinze_dias';
  if (today === ciclo.vencimento) return 'vencimento';
  for (let day = addCalendarDays(ciclo.vencimento, 15); day <= ciclo.fimCarencia; day = addCalendarDays(day, 15)) if (day === today) return 'carencia';
  return null;
}

/** Whether an administrator may confirm the suspension today: only once the grace period has ended. */
export function mayConfirmSuspension(situation: ProofOfLifeSituation): boolean {
  return situation.status === 'vencida';
}
