import { CONTRIBUTION_STATUS_LABELS, CONTRIBUTION_TYPE_LABELS, type ContributionType } from '@/domain/extracts-balance';
import { formatBrl, formatQuotas } from '@/domain/format-decimal';
import { formatMonthBr } from '@/domain/format-date';
import { documentOpening, fundNameOf, issuedAt, type DocumentParties } from './document-parties';
import { createPdfDocument } from './pdf-document';

/** Extrato de contribuição (service 6) as a PDF: the same rows and totals as the page, the JSON and the CSV. */

export interface ContributionExtractPdfInput {
  parties: DocumentParties;
  periodo: { inicio: string; fim: string };
  tipo?: string;
  contribuicoes: Array<{ competencia: string; tipo: string; valor: string; cotas: string | null; valorCota: string | null; status: string }>;
  totais: { valor: string; cotas: string; porTipo: Array<{ tipo: string; valor: string; cotas: string }> };
}

const typeLabel = (tipo: string) => CONTRIBUTION_TYPE_LABELS[tipo as ContributionType] ?? tipo;
const monthLabel = (month: string) => formatMonthBr(`${month}-01`);

export async function renderContributionExtractPdf(input: ContributionExtractPdfInput): Promise<Buffer> {
  const { parties, periodo, contribuicoes, totais } = input;
  const period = `${monthLabel(periodo.inicio)} a ${monthLabel(periodo.fim)}`;
  const pdf = await createPdfDocument({
    title: 'Extrato de contribuição',
    subject: `Contribuições de ${parties.link.nome} ao plano ${parties.link.plano}, ${period}`,
    createdAt: parties.generatedAt,
    fundName: fundNameOf(parties),
  });
  documentOpening(pdf, parties, 'Extrato de contribuição', 'As contribuições do período, com as cotas compradas e o valor da cota usado em cada uma.');
  pdf.fields([
    ['Período', period],
    ['Tipo', input.tipo ? typeLabel(input.tipo) : 'Todos'],
  ]);

  pdf.heading('Contribuições');
  pdf.table(
    [
      { header: 'Competência', width: 0.15 },
      { header: 'Tipo', width: 0.17 },
      { header: 'Valor', width: 0.17, align: 'right' },
      { header: 'Cotas', width: 0.19, align: 'right' },
      { header: 'Valor da cota', width: 0.18, align: 'right' },
      { header: 'Situação', width: 0.14 },
    ],
    contribuicoes.map((row) => [
      monthLabel(row.competencia),
      typeLabel(row.tipo),
      formatBrl(row.valor),
      row.cotas === null ? '—' : formatQuotas(row.cotas),
      row.valorCota === null ? '—' : formatQuotas(row.valorCota),
      CONTRIBUTION_STATUS_LABELS[row.status] ?? row.status,
    ]),
    'Nenhuma contribuição no período.',
  );

  pdf.heading('Totais');
  pdf.table(
    [
      { header: 'Tipo', width: 0.4 },
      { header: 'Valor', width: 0.3, align: 'right' },
      { header: 'Cotas', width: 0.3, align: 'right' },
    ],
    [
      ...totais.porTipo.map((row) => [typeLabel(row.tipo), formatBrl(row.valor), formatQuotas(row.cotas)]),
      ['Total', formatBrl(totais.valor), formatQuotas(totais.cotas)],
    ],
  );
  pdf.paragraph(`Contribuições pendentes entram no valor total; cotas só depois de pagas. ${issuedAt(parties)}`, { isMuted: true });
  return pdf.toBuffer();
}
