import { CONTRIBUTION_TYPE_LABELS, OWN_CONTRIBUTION_TYPES, type IncomeReportFigures } from '@/domain/benefits-documents';
import { formatCpf } from '@/domain/cpf';
import { fundToday } from '@/domain/business-days';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import type { DocumentContext } from '../modules/statements/service';
import { documentFileName, formatCnpj, fundNameOf, issuedAt, planColorOf } from './document-parties';
import { createPdfDocument, type PdfBuilder } from './pdf-document';

/**
 * The yearly income report (informe de rendimentos, service 19) in the layout of the Receita Federal's
 * "Comprovante de Rendimentos Pagos e de Imposto sobre a Renda Retido na Fonte" (IN RFB nº 2.060/2021): its eight
 * sections and their numbered lines, for assisted people and pensioners (the year's benefits) and contributors
 * (the year's own contributions, section 7) alike.
 */

export interface IncomeReportDocument extends IncomeReportFigures {
  ano: number;
  tipo: 'beneficiario' | 'contribuinte';
}

const TITLE = 'Comprovante de Rendimentos Pagos e de Imposto sobre a Renda Retido na Fonte';
const LINE_COLUMNS = [
  { header: 'Linha', width: 0.08 },
  { header: 'Descrição', width: 0.7 },
  { header: 'Valor', width: 0.22, align: 'right' as const },
];

export const incomeReportFileName = (report: Pick<IncomeReportDocument, 'ano'>, context: DocumentContext) => documentFileName(`informe-rendimentos-${report.ano}`, context);

export async function renderIncomeReportPdf(report: IncomeReportDocument, context: DocumentContext): Promise<NodeJS.ReadableStream> {
  const { link, fund } = context;
  const pdf = await createPdfDocument({ title: `Informe de rendimentos ${report.ano}`, subject: `${TITLE}, ano-calendário de ${report.ano}, de ${link.nome}`, createdAt: context.generatedAt, fundName: fundNameOf(context) });
  pdf.planMark(link.plano, planColorOf(context));
  pdf.title(TITLE);
  pdf.paragraph(`Ano-calendário de ${report.ano} · Imposto sobre a Renda da Pessoa Física, exercício de ${report.ano + 1}`);
  pdf.paragraph(
    'Verifique as condições e o prazo para a apresentação da Declaração do Imposto sobre a Renda da Pessoa Física deste ano-calendário no sítio da Receita Federal do Brasil.',
    { isMuted: true },
  );

  pdf.heading('1. Fonte pagadora pessoa jurídica');
  pdf.fields([
    ['Nome empresarial', fundNameOf(context)],
    ['CNPJ', fund ? formatCnpj(fund.cnpj) : null],
  ]);

  pdf.heading('2. Pessoa física beneficiária dos rendimentos');
  pdf.fields([
    ['CPF', formatCpf(link.cpf)],
    ['Nome completo', link.nome],
    ['Natureza do rendimento', report.tipo === 'beneficiario' ? 'Benefícios de previdência complementar (aposentadoria e pensão)' : 'Contribuições a entidade de previdência complementar'],
  ]);

  pdf.heading('3. Rendimentos tributáveis, deduções e imposto sobre a renda retido na fonte');
  pdf.table(LINE_COLUMNS, [
    ['01', 'Total dos rendimentos (inclusive férias)', formatBrl(report.rendimentosTributaveis)],
    ['02', 'Contribuição previdenciária oficial', formatBrl('0')],
    ['03', 'Contribuições a entidades de previdência complementar, pública ou privada, e a fundos de aposentadoria programada individual (Fapi) (preencher também o quadro 7)', formatBrl(report.contribuicaoPrevidenciaComplementar)],
    ['04', 'Pensão alimentícia (preencher também o quadro 7)', formatBrl('0')],
    ['05', 'Imposto sobre a renda retido na fonte', formatBrl(report.impostoRetido)],
  ]);

  pdf.heading('4. Rendimentos isentos e não tributáveis');
  pdf.table(LINE_COLUMNS, [
    ['01', 'Parcela isenta dos proventos de aposentadoria, reserva remunerada, reforma e pensão (65 anos ou mais), exceto a parcela isenta do 13º salário', formatBrl(report.parcelaIsenta)],
    ['02', 'Parcela isenta do 13º salário de aposentadoria, reserva remunerada, reforma e pensão (65 anos ou mais)', formatBrl(report.parcelaIsentaDecimoTerceiro)],
    ['03', 'Diárias e ajudas de custo', formatBrl('0')],
    ['04', 'Pensão e proventos de aposentadoria ou reforma por moléstia grave; proventos de aposentadoria ou reforma por acidente em serviço', formatBrl('0')],
    ['05', 'Lucros e dividendos, apurados a partir de 1996, pagos por pessoa jurídica (lucro real, presumido ou arbitrado)', formatBrl('0')],
    ['06', 'Valores pagos ao titular ou sócio da microempresa ou empresa de pequeno porte, exceto pró-labore, aluguéis ou serviços prestados', formatBrl('0')],
    ['07', 'Indenizações por rescisão de contrato de trabalho, inclusive a título de PDV, e por acidente de trabalho', formatBrl('0')],
    ['08', 'Juros de mora recebidos, devidos pelo atraso no pagamento de remuneração por exercício de emprego, cargo ou função', formatBrl('0')],
    ['09', 'Outros', formatBrl('0')],
  ]);

  pdf.heading('5. Rendimentos sujeitos à tributação exclusiva (rendimento líquido)');
  pdf.table(LINE_COLUMNS, [
    ['01', 'Décimo terceiro salário', formatBrl(report.decimoTerceiro)],
    ['02', 'Imposto sobre a renda retido na fonte sobre 13º salário', formatBrl(report.impostoDecimoTerceiro)],
    ['03', 'Outros', formatBrl('0')],
  ]);

  pdf.heading('6. Rendimentos recebidos acumuladamente (art. 12-A da Lei nº 7.713, de 1988)');
  pdf.paragraph(`Nenhum rendimento recebido acumuladamente em ${report.ano}.`);

  pdf.heading('7. Informações complementares');
  pdf.fields([
    ['Plano', link.plano],
    ['Matrícula', link.matricula],
    ...(report.pagamentos > 0 ? ([['Pagamentos de benefício no ano', String(report.pagamentos)]] as Array<[string, string]>) : []),
  ]);
  if (report.contribuicoesDedutiveis.total !== '0.00') {
    pdf.paragraph(
      `Contribuições pagas pelo participante ao plano ${link.plano} em ${report.ano}, dedutíveis na declaração de ajuste anual até 12\u00a0% do total dos rendimentos tributáveis (Lei nº 9.532/1997, art. 11). As contribuições da patrocinadora não são dedutíveis pelo participante.${report.pagamentos > 0 ? '' : ' As descontadas em folha já constam do comprovante de rendimentos do empregador: informe cada contribuição uma única vez na declaração.'}`,
    );
    pdf.table(
      [
        { header: 'Contribuição', width: 0.7 },
        { header: 'Valor', width: 0.3, align: 'right' },
      ],
      [
        ...OWN_CONTRIBUTION_TYPES.map((tipo) => [CONTRIBUTION_TYPE_LABELS[tipo], formatBrl(report.contribuicoesDedutiveis[tipo])]),
        ['Total dedutível', formatBrl(report.contribuicoesDedutiveis.total)],
      ],
    );
  }
  renderHealthPlans(pdf, report, context);
  if (report.parcelaIsenta !== '0.00') {
    pdf.paragraph('Parcela isenta de beneficiário com 65 anos ou mais: Lei nº 7.713/1988, art. 6º, XV.');
  }

  pdf.heading('8. Responsável pelas informações');
  pdf.fields([
    ['Nome', fundNameOf(context)],
    ['Data', formatDateBr(fundToday(context.generatedAt))],
    ['Assinatura', 'Dispensada: documento emitido eletronicamente'],
  ]);
  pdf.paragraph(`Aprovado pela Instrução Normativa RFB nº 2.060, de 13 de dezembro de 2021. ${issuedAt(context)}`, { isMuted: true });
  return pdf.toStream();
}

const HOLDER_ONLY_COLUMNS = [
  { header: 'Beneficiário', width: 0.7 },
  { header: 'Valor pago', width: 0.3, align: 'right' as const },
];
const WITH_DEPENDANTS_COLUMNS = [
  { header: 'Beneficiário', width: 0.42 },
  { header: 'CPF', width: 0.2 },
  { header: 'Data de nascimento', width: 0.17 },
  { header: 'Valor pago', width: 0.21, align: 'right' as const },
];

/**
 * Quadro 7's health-plan lines, as the Receita's layout asks for them: each operator's CNPJ and name, the amount paid
 * for the holder and, for each dependant, the CPF, birth date, name and amount.
 */
function renderHealthPlans(pdf: PdfBuilder, report: IncomeReportDocument, { link }: DocumentContext) {
  if (report.planosSaude.length === 0) return;
  pdf.subheading('Plano de saúde');
  pdf.paragraph(
    `Valores descontados dos pagamentos de benefício de ${report.ano} e repassados à operadora do plano de saúde coletivo, dedutíveis como despesa médica na declaração de ajuste anual (Lei nº 9.250/1995, art. 8º, II, a).`,
  );
  for (const plan of report.planosSaude) {
    pdf.fields([
      ['Operadora do plano de saúde', plan.nomeOperadora],
      ['CNPJ da operadora', plan.cnpjOperadora],
    ]);
    if (plan.dependentes.length === 0) {
      pdf.table(HOLDER_ONLY_COLUMNS, [[`Titular: ${link.nome} (CPF ${formatCpf(link.cpf)})`, formatBrl(plan.valorTitular)]]);
      continue;
    }
    pdf.table(WITH_DEPENDANTS_COLUMNS, [
      [`Titular: ${link.nome}`, formatCpf(link.cpf), '', formatBrl(plan.valorTitular)],
      ...plan.dependentes.map((dependant) => [`Dependente: ${dependant.nome}`, dependant.cpf, formatDateBr(dependant.dataNascimento), formatBrl(dependant.valor)]),
      ['Total pago à operadora', '', '', formatBrl(plan.total)],
    ]);
  }
}
