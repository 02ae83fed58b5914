import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr, formatMonthBr } from '@/domain/format-date';
import { Money } from '@/domain/money';
import type { DocumentContext, PaycheckKind } from '../modules/statements/service';
import { documentFileName, documentOpening, fundNameOf, issuedAt } from './document-parties';
import { createPdfDocument } from './pdf-document';

/** The paycheck (contracheque, service 20) of one month: its lines as earnings and deductions, the totals and the net. */

export interface PaycheckDocument {
  competencia: string; // yyyy-MM
  tipo: PaycheckKind;
  rubricas: Array<{ codigo: string; descricao: string; tipo: 'provento' | 'desconto'; valor: string }>;
  totalProventos: string;
  totalDescontos: string;
  valorBruto: string;
  parcelaIsenta: string;
  impostoRenda: string;
  valorLiquido: string;
  dataPagamento: string;
}

export function paycheckFileName(paycheck: Pick<PaycheckDocument, 'competencia' | 'tipo'>, context: DocumentContext) {
  return documentFileName(paycheck.tipo === 'abono_anual' ? `contracheque-13-${paycheck.competencia.slice(0, 4)}` : `contracheque-${paycheck.competencia}`, context);
}

export async function renderPaycheckPdf(paycheck: PaycheckDocument, context: DocumentContext): Promise<NodeJS.ReadableStream> {
  const month = formatMonthBr(`${paycheck.competencia}-01`);
  const title = paycheck.tipo === 'abono_anual' ? `Contracheque do abono anual (13º) de ${paycheck.competencia.slice(0, 4)}` : `Contracheque de ${month}`;
  const pdf = await createPdfDocument({ title, subject: `${title} de ${context.link.nome}, plano ${context.link.plano}`, createdAt: context.generatedAt, fundName: fundNameOf(context) });
  documentOpening(pdf, context, title, 'Demonstrativo de pagamento do benefício: proventos, descontos e valor líquido creditado.');
  pdf.fields([
    ['Competência', month],
    ['Data do pagamento', formatDateBr(paycheck.dataPagamento)],
  ]);

  pdf.heading('Proventos e descontos');
  pdf.table(
    [
      { header: 'Código', width: 0.12 },
      { header: 'Descrição', width: 0.48 },
      { header: 'Proventos', width: 0.2, align: 'right' },
      { header: 'Descontos', width: 0.2, align: 'right' },
    ],
    [
      ...paycheck.rubricas.map((line) => [line.codigo, line.descricao, line.tipo === 'provento' ? formatBrl(line.valor) : '', line.tipo === 'desconto' ? formatBrl(line.valor) : '']),
      ['', 'Totais', formatBrl(paycheck.totalProventos), formatBrl(paycheck.totalDescontos)],
    ],
  );

  pdf.heading('Resumo');
  pdf.fields([
    ['Valor bruto', formatBrl(paycheck.valorBruto)],
    ...(new Money(paycheck.parcelaIsenta).gt(0) ? ([['Parcela isenta (65 anos ou mais)', formatBrl(paycheck.parcelaIsenta)]] as Array<[string, string]>) : []),
    ['Imposto de renda retido', formatBrl(paycheck.impostoRenda)],
    ['Valor líquido', formatBrl(paycheck.valorLiquido)],
  ]);
  pdf.paragraph(issuedAt(context), { isMuted: true });
  return pdf.toStream();
}
