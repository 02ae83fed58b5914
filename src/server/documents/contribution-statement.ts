import { CONTRIBUTION_TYPE_LABELS, CONTRIBUTION_TYPES } from '@/domain/accounts';
import type { ContributionStatementFigures } from '@/domain/benefits-documents';
import { formatBrl } from '@/domain/format-decimal';
import { formatMonthBr } from '@/domain/format-date';
import type { DocumentContext } from '../modules/statements/service';
import { documentFileName, documentOpening, fundNameOf, issuedAt } from './document-parties';
import { createPdfDocument } from './pdf-document';

/** The contribution statement of a year (demonstrativo de contribuições, service 23): month by month and by type. */

export interface ContributionStatementDocument extends ContributionStatementFigures {
  ano: number;
}

export const statementFileName = (statement: Pick<ContributionStatementDocument, 'ano'>, context: DocumentContext) =>
  documentFileName(`demonstrativo-contribuicao-${statement.ano}`, context);

export async function renderContributionStatementPdf(statement: ContributionStatementDocument, context: DocumentContext): Promise<NodeJS.ReadableStream> {
  const title = `Demonstrativo de contribuições de ${statement.ano}`;
  const pdf = await createPdfDocument({ title, subject: `${title} de ${context.link.nome}, plano ${context.link.plano}`, createdAt: context.generatedAt, fundName: fundNameOf(context) });
  documentOpening(pdf, context, title, `As contribuições pagas ao plano em ${statement.ano}, mês a mês e por tipo. Contribuições pendentes (boleto ainda não pago) entram quando o pagamento é registrado.`);

  pdf.heading('Contribuições do ano');
  pdf.table(
    [
      { header: 'Competência', width: 0.15 },
      ...CONTRIBUTION_TYPES.map((tipo) => ({ header: CONTRIBUTION_TYPE_LABELS[tipo], width: 0.17, align: 'right' as const })),
      { header: 'Total', width: 0.17, align: 'right' },
    ],
    [
      ...statement.meses.map((month) => [formatMonthBr(`${month.competencia}-01`), ...CONTRIBUTION_TYPES.map((tipo) => formatBrl(month.porTipo[tipo])), formatBrl(month.total)]),
      ['Total do ano', ...CONTRIBUTION_TYPES.map((tipo) => formatBrl(statement.totaisPorTipo[tipo])), formatBrl(statement.total)],
    ],
  );

  pdf.heading('Resumo');
  pdf.fields([
    ['Contribuições próprias (básica, suplementar e esporádica)', formatBrl(statement.totalProprias)],
    ['Contribuições da patrocinadora', formatBrl(statement.totalPatrocinadora)],
    ['Total do ano', formatBrl(statement.total)],
  ]);
  pdf.paragraph(
    `O total das contribuições próprias, ${formatBrl(statement.totalProprias)}, é o que você pode deduzir na declaração de ajuste anual do Imposto de Renda, até 12\u00a0% do total dos seus rendimentos tributáveis (Lei nº 9.532/1997, art. 11; só no modelo completo). As contribuições da patrocinadora não são dedutíveis.`,
  );
  pdf.paragraph(issuedAt(context), { isMuted: true });
  return pdf.toStream();
}
