import type { IncomeReportFigures } from './benefits-documents';
import { formatBrl, type DecimalText } from './format-decimal';

/**
 * The income report field by field: where each of its figures goes in the IRPF program's annual declaration (the
 * program's "fichas" and their fields) and the text to type there. The figures are those of the report's JSON and
 * PDF (src/server/documents/income-report.ts); lines the report always prints as zero (3.02 contribuição
 * previdenciária oficial, 4.04 moléstia grave, 5.03 outros) have no figure here, so they have no row.
 *
 * Rule for zeros: the program starts every amount at 0,00, so a field is listed only when its figure is not zero,
 * and a ficha (with the paying source's CNPJ and name) only when at least one of its amounts is.
 */

export type IncomeReportFieldFigures = Pick<
  IncomeReportFigures,
  'rendimentosTributaveis' | 'impostoRetido' | 'parcelaIsenta' | 'parcelaIsentaDecimoTerceiro' | 'decimoTerceiro' | 'impostoDecimoTerceiro' | 'contribuicoesDedutiveis' | 'pagamentos' | 'planosSaude'
>;

/** The paying source as the report's section 1 prints it: the fund's name and CNPJ (00.000.000/0000-00, null when the fund has none set). */
export interface PayingSource {
  nome: string;
  cnpj: string | null;
}

export interface IrpfField {
  /** The field's label in the IRPF program. */
  label: string;
  /** As the page shows it: R$ 1.234,56, or the CNPJ and name as they are. */
  display: string;
  /** As the program expects it typed: 1234,56 (digits, comma decimal), the CNPJ as 00.000.000/0000-00. */
  typed: string;
}

export interface IrpfFicha {
  /** Unique within one report, for keys and ids. */
  id: string;
  /** The ficha's name in the IRPF program. */
  ficha: string;
  /** The code chosen inside the ficha, when it has codes: '36 – Previdência Complementar'. */
  code?: string;
  note?: string;
  fields: IrpfField[];
}

export const FICHA = {
  TAXABLE_FROM_COMPANY: 'Rendimentos Tributáveis Recebidos de Pessoa Jurídica',
  EXEMPT: 'Rendimentos Isentos e Não Tributáveis',
  PAYMENTS: 'Pagamentos Efetuados',
} as const;

/** An amount as the IRPF program takes it typed: '12345,67' (no R$, no thousands dots). */
export function irpfTypedAmount(value: DecimalText): string {
  return formatBrl(value).replace('R$\u00a0', '').replace(/\./g, '');
}

const isZero = (value: string) => !/[1-9]/.test(value);

function amountField(label: string, value: string): IrpfField[] {
  return isZero(value) ? [] : [{ label, display: formatBrl(value), typed: irpfTypedAmount(value) }];
}

function sourceFields(source: PayingSource, cnpjLabel: string, nameLabel: string): IrpfField[] {
  return [...(source.cnpj ? [{ label: cnpjLabel, display: source.cnpj, typed: source.cnpj }] : []), { label: nameLabel, display: source.nome, typed: source.nome }];
}

/** The fichas and fields of one year's report, in the order the program shows its fichas. */
export function incomeReportIrpfFichas(report: IncomeReportFieldFigures, source: PayingSource): IrpfFicha[] {
  const fichas: IrpfFicha[] = [];
  const taxable = [
    ...amountField('Rendimentos recebidos de pessoa jurídica', report.rendimentosTributaveis),
    ...amountField('Imposto retido na fonte', report.impostoRetido),
    ...amountField('13º salário', report.decimoTerceiro),
    ...amountField('IRRF sobre 13º salário', report.impostoDecimoTerceiro),
  ];
  if (taxable.length > 0) {
    fichas.push({
      id: 'tributaveis-pj',
      ficha: FICHA.TAXABLE_FROM_COMPANY,
      note: isZero(report.decimoTerceiro)
        ? undefined
        : 'O 13º salário é tributado exclusivamente na fonte: o programa o leva, com o imposto retido sobre ele, à ficha Rendimentos Sujeitos à Tributação Exclusiva/Definitiva.',
      fields: [...sourceFields(source, 'CNPJ da fonte pagadora', 'Nome da fonte pagadora'), ...taxable],
    });
  }

  const exempt = [
    ...amountField('Parcela isenta de proventos de aposentadoria, reserva remunerada, reforma e pensão de declarante com 65 anos ou mais', report.parcelaIsenta),
    ...amountField('Parcela isenta do 13º salário', report.parcelaIsentaDecimoTerceiro),
  ];
  if (exempt.length > 0) {
    fichas.push({
      id: 'isentos-65',
      ficha: FICHA.EXEMPT,
      code: '10 – Parcela isenta de proventos de aposentadoria, reserva remunerada, reforma e pensão de declarante com 65 anos ou mais',
      fields: [...sourceFields(source, 'CNPJ da fonte pagadora', 'Nome da fonte pagadora'), ...exempt],
    });
  }

  const contributions = amountField('Valor pago', report.contribuicoesDedutiveis.total);
  if (contributions.length > 0) {
    fichas.push({
      id: 'pagamentos-previdencia',
      ficha: FICHA.PAYMENTS,
      code: '36 – Previdência Complementar',
      note: `Só as suas contribuições, sem as da patrocinadora. Dedutíveis apenas na declaração completa, até 12 % do total dos rendimentos tributáveis.${
        report.pagamentos > 0 ? '' : ' Se o empregador as descontou em folha e as informou no comprovante dele, informe cada contribuição uma única vez.'
      }`,
      fields: [...sourceFields(source, 'CNPJ do beneficiário', 'Nome do beneficiário'), ...contributions],
    });
  }

  for (const [index, plan] of report.planosSaude.entries()) {
    const operator = { nome: plan.nomeOperadora, cnpj: plan.cnpjOperadora };
    const paid = [
      ...amountField('Valor pago (titular)', plan.valorTitular),
      ...plan.dependentes.flatMap((dependant) => amountField(`Valor pago (dependente ${dependant.nome})`, dependant.valor)),
    ];
    if (paid.length === 0) continue;
    fichas.push({
      id: `pagamentos-saude-${index}`,
      ficha: FICHA.PAYMENTS,
      code: '26 – Planos de saúde no Brasil',
      note: plan.dependentes.length > 0 ? 'Um lançamento para você e um para cada dependente, com o mesmo CNPJ da operadora.' : undefined,
      fields: [...sourceFields(operator, 'CNPJ do beneficiário', 'Nome do beneficiário'), ...paid],
    });
  }
  return fichas;
}
