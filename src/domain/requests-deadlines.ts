import { addBusinessDays, addCalendarDays, fundToday } from './business-days';
import type { RequestServiceDefinition } from './requests-services';

/**
 * The deadlines a request carries (Resolução CNPC 50/2022, Resolução PREVIC 23/2023, and the fund's own answer to an
 * exemption). Apart from requests.ts: the web reads those rules, and this one brings the service catalogue and the
 * holiday calendar, which the server needs (the request's prazos) and the request form's confirmation loads on demand.
 */

export interface RequestDeadline {
  descricao: string;
  /** ISO date (yyyy-mm-dd). */
  data: string;
}

export const STATEMENT_DAYS = 30;
export const PORTABILITY_FORM_BUSINESS_DAYS = 5;
export const PORTABILITY_TRANSFER_BUSINESS_DAYS = 10;
/**
 * The fund answers an income-tax exemption request (services 22 and 24) within this many business days: the fund's
 * service level, short enough that an approved exemption reaches the next month's payroll.
 */
export const EXEMPTION_ANSWER_BUSINESS_DAYS = 10;

export const DEADLINE_DESCRIPTIONS = {
  statement: `Extrato com os valores das opções (até ${STATEMENT_DAYS} dias do pedido)`,
  portabilityForm: `Termo de portabilidade enviado à entidade receptora (até ${PORTABILITY_FORM_BUSINESS_DAYS} dias úteis depois do extrato)`,
  portabilityTransfer: `Transferência dos recursos à entidade receptora (até ${PORTABILITY_TRANSFER_BUSINESS_DAYS} dias úteis depois do termo)`,
  exemptionAnswer: `Resposta do fundo ao pedido de isenção (até ${EXEMPTION_ANSWER_BUSINESS_DAYS} dias úteis do pedido)`,
} as const;

/**
 * The due dates shown as a timeline on a request, in the order things happen, all counted from the fund's day of the
 * request. Resolução CNPC 50/2022: the fund sends the statement of values within 30 days of the participant's
 * request; the participant's option for portability counts on the statement's values, and the portability term goes
 * to the receiving fund within 5 business days of that option, the money within 10 business days of the term. A
 * portability asked on the portal is the option made in advance, confirmed by the statement: so its term is due 5
 * business days after the statement's deadline and the transfer 10 after that (each at the latest; sooner when the
 * statement comes sooner). Which deadlines a request carries is its service's definition (`prazos`), e.g. only a
 * portability choice among the exit options; a request of no service form carries none.
 */
export function requestDeadlines(service: Pick<RequestServiceDefinition, 'prazos'> | undefined, dados: Record<string, unknown>, requestedAt: Date): RequestDeadline[] {
  const kinds = service?.prazos(dados) ?? [];
  const day = fundToday(requestedAt);
  const deadlines: RequestDeadline[] = [];
  if (kinds.includes('resposta-isencao')) deadlines.push({ descricao: DEADLINE_DESCRIPTIONS.exemptionAnswer, data: addBusinessDays(day, EXEMPTION_ANSWER_BUSINESS_DAYS) });
  const statement = addCalendarDays(day, STATEMENT_DAYS);
  if (kinds.includes('extrato-valores')) deadlines.push({ descricao: DEADLINE_DESCRIPTIONS.statement, data: statement });
  if (kinds.includes('portabilidade')) {
    const form = addBusinessDays(statement, PORTABILITY_FORM_BUSINESS_DAYS);
    deadlines.push(
      { descricao: DEADLINE_DESCRIPTIONS.portabilityForm, data: form },
      { descricao: DEADLINE_DESCRIPTIONS.portabilityTransfer, data: addBusinessDays(form, PORTABILITY_TRANSFER_BUSINESS_DAYS) },
    );
  }
  return deadlines;
}

/** Administrators are alerted when a deadline is this many business days away or fewer. */
export const DEADLINE_NEAR_BUSINESS_DAYS = 2;
/**
 * After a missed deadline the fund commits to a new date this many business days on, which the participant is told
 * with the apology.
 */
export const MISSED_DEADLINE_NEW_BUSINESS_DAYS = 5;

export interface DeadlineAlert {
  deadline: RequestDeadline;
  /** 'proximo': at most 2 business days away (administrators); 'vencido': passed (administrators and the participant). */
  tipo: 'proximo' | 'vencido';
  /** The new date the participant is told of a missed deadline. */
  novaData: string | null;
}

/**
 * The alerts a request's deadlines call for on a business day `today` (yyyy-mm-dd, the fund's calendar): a deadline
 * not yet due but within 2 business days is near; one before today has passed. Each is sent once (the caller keeps
 * what it sent), so a deadline on a weekend is near from the second business day before it.
 */
export function deadlineAlerts(deadlines: readonly RequestDeadline[], today: string): DeadlineAlert[] {
  const nearLimit = addBusinessDays(today, DEADLINE_NEAR_BUSINESS_DAYS);
  return deadlines.flatMap((deadline): DeadlineAlert[] => {
    if (deadline.data < today) return [{ deadline, tipo: 'vencido', novaData: addBusinessDays(today, MISSED_DEADLINE_NEW_BUSINESS_DAYS) }];
    if (deadline.data <= nearLimit) return [{ deadline, tipo: 'proximo', novaData: null }];
    return [];
  });
}
