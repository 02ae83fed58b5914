import { addBusinessDays, addCalendarDays, fundToday } from './business-days';
import { requestServiceDefinition } from './request-services';

/**
 * The legal deadlines a request carries (Resolução CNPC 50/2022, Resolução PREVIC 23/2023). Apart from requests.ts:
 * the web reads those rules, and this one brings the service catalogue and the holiday calendar, which only the
 * server needs (the page receives the dates in retornarSolicitacao's prazos).
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
 * The due dates shown as a timeline on a request (Resolução CNPC 50/2022, Resolução PREVIC 23/2023), counted from
 * the fund's day of the request: the statement of values within 30 days; for portability, the form to the receiving
 * fund within 5 business days and the money within 10 business days after that. Which ones a request carries is
 * its service's definition (request-services.ts), e.g. only a portability choice among the exit options.
 */
export function requestDeadlines(idFuncionalidade: number, dados: Record<string, unknown>, requestedAt: Date): RequestDeadline[] {
  const kinds = requestServiceDefinition(idFuncionalidade)?.prazos(dados) ?? [];
  const day = fundToday(requestedAt);
  const deadlines: RequestDeadline[] = [];
  if (kinds.includes('extrato-valores')) deadlines.push({ descricao: `Extrato com os valores das opções (até ${STATEMENT_DAYS} dias)`, data: addCalendarDays(day, STATEMENT_DAYS) });
  if (kinds.includes('portabilidade')) {
    const form = addBusinessDays(day, PORTABILITY_FORM_BUSINESS_DAYS);
    deadlines.push(
      { descricao: `Termo de portabilidade enviado à entidade receptora (até ${PORTABILITY_FORM_BUSINESS_DAYS} dias úteis)`, data: form },
      { descricao: `Transferência dos recursos à entidade receptora (até ${PORTABILITY_TRANSFER_BUSINESS_DAYS} dias úteis)`, data: addBusinessDays(form, PORTABILITY_TRANSFER_BUSINESS_DAYS) },
    );
  }
  return deadlines.sort((a, b) => a.data.localeCompare(b.data));
}
