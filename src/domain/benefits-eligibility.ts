import { addMonths, addYears, format, parseISO } from 'date-fns';
import { CATEGORY_ID, SITUATION_ID } from './constants';
import { formatDateBr } from './format-date';

/**
 * Who may ask for the benefit (service 12), change their income (31) or suspend it (21), from the plan's rules
 * (configuracao_beneficio, settings/beneficios). Each rule not met is a sentence in plain Portuguese; when meeting
 * it is only a matter of time, the sentence says the exact day, and `elegivelEm` is the day the last of them is met.
 * Dates are fund days (yyyy-MM-dd).
 */

export interface Eligibility {
  elegivel: boolean;
  motivos: string[];
  /** The day every rule is met, when all that is missing is time; null when eligible or when a rule is not about time. */
  elegivelEm: string | null;
}

export interface BenefitRequestInput {
  dataNascimento: string;
  dataAdesao: string;
  idCategoria: number;
  idSituacao: number;
  today: string;
  /** configuracao_beneficio: the minimum age and years in the plan. */
  idadeMinima: number;
  anosMinimosPlano: number;
  /** configuracao_instituto: the age a deferred proportional benefit (BPD) starts at. */
  idadeMinimaBpd: number;
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The day someone born on `birthDate` turns `years` (or completes `years` since a date). Born on 29 February, the
 * birthday of a common year is 28 February (date-fns' addYears), which is also when a legal age is usually counted.
 */
export function anniversary(date: string, years: number): string {
  return day(addYears(parseISO(date), years));
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why a link in this situation cannot ask for the benefit at all (not a matter of time), or null. */
function situationReason(idCategoria: number, idSituacao: number): string | null {
  if (idCategoria === CATEGORY_ID.ASSISTED || idCategoria === CATEGORY_ID.PENSIONER || idSituacao === SITUATION_ID.IN_BENEFIT) return 'Você já recebe o benefício deste plano.';
  if (idSituacao === SITUATION_ID.IN_CONCESSION) return 'O seu benefício já está em concessão: acompanhe o pedido em Acompanhar solicitações.';
  if (idSituacao === SITUATION_ID.LEFT) return 'Você deixou a patrocinadora: veja as suas escolhas em Opções de desligamento.';
  if (idSituacao === SITUATION_ID.SUSPENDED) return 'A sua inscrição no plano está suspensa: fale com o fundo para voltar a ficar ativo.';
  if (idSituacao !== SITUATION_ID.ACTIVE) return 'A sua inscrição no plano não está ativa, por isso não é possível pedir o benefício.';
  return null;
}

/**
 * Eligibility for the benefit (12): an active participant with the plan's minimum age and years in the plan; a BPD
 * participant (who left the sponsor and deferred the benefit) once they reach the BPD age, the years having been
 * counted when they chose BPD.
 */
export function benefitRequestEligibility(input: BenefitRequestInput): Eligibility {
  const blocking = situationReason(input.idCategoria, input.idSituacao);
  if (blocking) return { elegivel: false, motivos: [blocking], elegivelEm: null };

  const waits: Array<{ data: string; motivo: string }> = [];
  if (input.idCategoria === CATEGORY_ID.BPD) {
    const birthday = anniversary(input.dataNascimento, input.idadeMinimaBpd);
    if (birthday > input.today) waits.push({ data: birthday, motivo: `O benefício proporcional diferido começa aos ${input.idadeMinimaBpd} anos: você completa essa idade em ${formatDateBr(birthday)}.` });
  } else {
    const birthday = anniversary(input.dataNascimento, input.idadeMinima);
    if (birthday > input.today) waits.push({ data: birthday, motivo: `Você precisa ter ${input.idadeMinima} anos: completa em ${formatDateBr(birthday)}.` });
    const tenure = anniversary(input.dataAdesao, input.anosMinimosPlano);
    if (tenure > input.today) {
      waits.push({ data: tenure, motivo: `Você precisa de ${plural(input.anosMinimosPlano, 'ano', 'anos')} no plano: completa em ${formatDateBr(tenure)}.` });
    }
  }
  if (waits.length === 0) return { elegivel: true, motivos: [], elegivelEm: null };
  return { elegivel: false, motivos: waits.map((wait) => wait.motivo), elegivelEm: waits.map((wait) => wait.data).sort().at(-1)! };
}

/** Only someone whose benefit is being paid may change its income (31) or suspend it (21). */
export function inBenefitEligibility(idSituacao: number, servico: 'alteracao-renda' | 'suspensao'): Eligibility {
  if (idSituacao === SITUATION_ID.IN_BENEFIT) return { elegivel: true, motivos: [], elegivelEm: null };
  const motivo =
    servico === 'alteracao-renda'
      ? 'A renda só pode ser alterada enquanto o benefício está sendo pago.'
      : idSituacao === SITUATION_ID.SUSPENDED
        ? 'O seu benefício já está suspenso.'
        : 'O benefício só pode ser suspenso enquanto está sendo pago.';
  return { elegivel: false, motivos: [motivo], elegivelEm: null };
}

/**
 * An income change may be asked once per period (configuracao_beneficio.mesesEntreAlteracoesRenda): counted from the
 * day of the latest one asked that was not cancelled or refused. `ultimoPedido` is that day (fund day), or null.
 */
export function incomeChangeAvailability(ultimoPedido: string | null, mesesEntreAlteracoes: number, today: string): Eligibility {
  if (!ultimoPedido || mesesEntreAlteracoes <= 0) return { elegivel: true, motivos: [], elegivelEm: null };
  const next = day(addMonths(parseISO(ultimoPedido), mesesEntreAlteracoes));
  if (next <= today) return { elegivel: true, motivos: [], elegivelEm: null };
  return {
    elegivel: false,
    motivos: [
      `A renda pode ser alterada uma vez a cada ${plural(mesesEntreAlteracoes, 'mês', 'meses')}. Você pediu uma alteração em ${formatDateBr(ultimoPedido)}: uma nova pode ser pedida a partir de ${formatDateBr(next)}.`,
    ],
    elegivelEm: next,
  };
}

/** Joins two verdicts: eligible only if both are; the date only if every missing rule is a matter of time. */
export function combineEligibility(first: Eligibility, second: Eligibility): Eligibility {
  if (first.elegivel) return second;
  if (second.elegivel) return first;
  const dates = [first.elegivelEm, second.elegivelEm];
  return { elegivel: false, motivos: [...first.motivos, ...second.motivos], elegivelEm: dates.includes(null) ? null : dates.sort().at(-1)! };
}
