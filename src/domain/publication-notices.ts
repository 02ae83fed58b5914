import { addCalendarDays, fundToday } from './business-days';
import { formatMonthBr } from './format-date';

/**
 * The notices of a new paycheck or income report (the recurring job statements.publications, every morning). A
 * paycheck is published on its payment day (the portal shows it from then); one paid in the last few days and never
 * announced is announced, an older one is history (a first run announces no past year of paychecks). The income
 * report of a year is published when the year ends; it is announced in January and February, the months the fund has
 * by law to deliver it (IN RFB 1.990/2020: by the last business day of February).
 */
export const PUBLICATION_DOCUMENTS = ['contracheque', 'informe_rendimentos'] as const;
export type PublicationDocument = (typeof PUBLICATION_DOCUMENTS)[number];

/** How far back a paycheck never announced is still news (a job down for a weekend catches up). */
export const PAYCHECK_NOTICE_DAYS = 3;

/** The payment days whose paychecks are announced today: from PAYCHECK_NOTICE_DAYS ago to today. */
export function paycheckNoticeDays(now: Date): { from: string; to: string } {
  const today = fundToday(now);
  return { from: addCalendarDays(today, -PAYCHECK_NOTICE_DAYS), to: today };
}

/** The year whose income reports are announced now (last year's, in January and February), else null. */
export function incomeReportNoticeYear(now: Date): number | null {
  const [year, month] = fundToday(now).split('-').map(Number);
  return month <= 2 ? year - 1 : null;
}

/**
 * How a notice names the document: the title ("Contracheque de nov/2026 disponível") and the phrase its text uses
 * ("o contracheque de nov/2026", "o abono anual (13º) de dez/2026", "o informe de rendimentos de 2025").
 */
export function publicationWords(document: PublicationDocument, reference: string): { titulo: string; documento: string } {
  const [what, when] =
    document === 'informe_rendimentos'
      ? ['informe de rendimentos', reference]
      : [reference.endsWith('/abono_anual') ? 'abono anual (13º)' : 'contracheque', formatMonthBr(`${reference.split('/')[0]}-01`)];
  return { titulo: `${what.charAt(0).toUpperCase()}${what.slice(1)} de ${when} disponível`, documento: `o ${what} de ${when}` };
}
