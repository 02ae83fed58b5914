import { formatCpf } from '@/domain/cpf';
import { formatCnpj } from '@/domain/masks';
import { formatDateTime } from '@/domain/notifications';
import type { IdentidadeFundo } from '@/domain/fund-contact-identity';
import { FUND_NAME, type PdfBuilder } from './pdf-document';

/** What every participant document shares (paycheck, income report, statements, extract): who issues it and about whom. */
export interface DocumentParties {
  fund: IdentidadeFundo | null;
  link: { id: number; matricula: string; nome: string; cpf: string; plano: string; corPrimaria: string | null };
  generatedAt: Date;
}

/** The plans' default colour (theme settings), for a plan without a theme of its own. */
const DEFAULT_PLAN_COLOR = '#3BA387';

export { formatCnpj };
export const fundNameOf = (context: DocumentParties) => context.fund?.nome ?? FUND_NAME;
export const planColorOf = (context: DocumentParties) => context.link.corPrimaria ?? DEFAULT_PLAN_COLOR;

/** A safe file name: what the document is and whose (the plan link's registration number). */
export function documentFileName(what: string, context: DocumentParties) {
  const registration = context.link.matricula.replace(/[^A-Za-z0-9-]/g, '') || String(context.link.id);
  return `${what}-${registration}.pdf`;
}

/** The plan's logo and the document's title, then the fund and the participant as the fields of the document. */
export function documentOpening(pdf: PdfBuilder, context: DocumentParties, title: string, intro: string) {
  pdf.planMark(context.link.plano, planColorOf(context));
  pdf.title(title);
  pdf.paragraph(intro, { isMuted: true });
  pdf.fields([
    ['Entidade', fundNameOf(context)],
    ['CNPJ', context.fund ? formatCnpj(context.fund.cnpj) : null],
    ['Participante', context.link.nome],
    ['CPF', formatCpf(context.link.cpf)],
    ['Plano', context.link.plano],
    ['Matrícula', context.link.matricula],
  ]);
}

export function issuedAt(context: DocumentParties) {
  return `Documento emitido eletronicamente pelo Portal do Participante em ${formatDateTime(context.generatedAt.toISOString()).replace(' ', ' às ')} (horário de Brasília).`;
}
