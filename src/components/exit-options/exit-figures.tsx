import type { ReactNode } from 'react';
import type { ExitOptions, RedemptionFinalTax } from '@/domain/exit-options';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatMonthBr } from '@/domain/format-date';
import { PROGRESSIVE_REDEMPTION_WITHHOLDING } from '@/domain/tax-regime';

/** The figures of each exit option and what it means, shared by the comparison (30) and each option's own page. */

export interface Figure {
  label: string;
  value: string;
  /** The figure the option is about (net redemption, the amount ported…), shown larger. */
  isMain?: boolean;
  /** For tests that compare the page with the API. */
  testId?: string;
  /** An assumption behind the figures, in plain text rather than as a figure. */
  isNote?: boolean;
}

export type OptionKey = 'resgate' | 'portabilidade' | 'bpd' | 'autopatrocinio';

export const OPTION_COPY: Record<OptionKey, { titulo: string; acao: string; significado: string; vinculo: string }> = {
  resgate: {
    acao: 'Escolher o resgate',
    titulo: 'Resgate',
    significado: 'Você recebe as suas contribuições e a parte da patrocinadora a que já tem direito, com desconto do imposto de renda, de uma vez ou em parcelas mensais.',
    vinculo: 'O seu vínculo com o plano termina.',
  },
  portabilidade: {
    acao: 'Escolher a portabilidade',
    titulo: 'Portabilidade',
    significado: 'Você leva o mesmo valor para um plano de outra entidade de previdência, sem imposto de renda na transferência.',
    vinculo: 'O vínculo com este plano termina quando o dinheiro chega ao novo plano.',
  },
  bpd: {
    acao: 'Escolher o BPD',
    titulo: 'Benefício proporcional diferido (BPD)',
    significado: 'O seu saldo fica no plano, rendendo, sem novas contribuições, e vira uma renda mensal quando você chegar à idade do benefício.',
    vinculo: 'Você continua no plano, como participante em BPD.',
  },
  autopatrocinio: {
    acao: 'Escolher o autopatrocínio',
    titulo: 'Autopatrocínio',
    significado: 'Você continua contribuindo todo mês, pagando também a parte que a patrocinadora pagava, para manter o benefício que planejou.',
    vinculo: 'Você continua no plano, como autopatrocinado.',
  },
};

const isPositive = (value: string) => Number(value) > 0;

const range = (from: string, to: string) => (from === to ? formatBrl(from) : `de ${formatBrl(from)} a ${formatBrl(to)}`);

export const FINAL_TAX_NOTES = {
  progressive:
    'Os 15 % retidos são uma antecipação. Na declaração anual, o valor se soma às suas outras rendas do ano e o imposto é refeito pela tabela progressiva: o menor valor vale se ele for a sua única renda tributável no ano; o maior, se você tiver outras rendas. A diferença para o que foi retido você paga ou recebe de volta na declaração.',
  regressive: 'No regime regressivo, o imposto retido é definitivo: a declaração anual não o muda.',
} as const;

/**
 * What the tax withheld becomes (exit-options.ts redemptionFinalTax): under the progressive regime the final tax of the
 * annual declaration, as a range, and what is left after it; under the regressive one, that the withholding is final.
 */
export function finalTaxFigures(finalTax: RedemptionFinalTax, testIdPrefix: string): Figure[] {
  if (finalTax.definitivo) return [{ label: 'Imposto definitivo', value: FINAL_TAX_NOTES.regressive, isNote: true }];
  return [
    { label: `Imposto final, na declaração de ${finalTax.anoCalendario + 1}`, value: range(finalTax.minimo, finalTax.maximo), testId: `${testIdPrefix}-imposto-final` },
    { label: 'Depois da declaração, fica com você', value: range(finalTax.liquidoMinimo, finalTax.liquidoMaximo), testId: `${testIdPrefix}-liquido-final` },
    { label: 'Por que um intervalo', value: FINAL_TAX_NOTES.progressive, isNote: true },
  ];
}

/** The withholding's label: final under the regressive regime, an advance under the progressive one (or none chosen). */
const withheldLabel = (finalTax: RedemptionFinalTax) => (finalTax.definitivo ? 'Imposto de renda (regressivo, definitivo)' : `Imposto retido agora (${PROGRESSIVE_REDEMPTION_WITHHOLDING} %, antecipação)`);

export function redemptionFigures(resgate: Pick<ExitOptions['resgate'], 'bruto' | 'imposto' | 'descontoEmprestimos' | 'liquido' | 'parcelasMaximas' | 'valorParcela' | 'impostoFinal'>): Figure[] {
  return [
    { label: 'Valor bruto', value: formatBrl(resgate.bruto), testId: 'resgate-bruto' },
    { label: withheldLabel(resgate.impostoFinal), value: `− ${formatBrl(resgate.imposto)}`, testId: 'resgate-imposto' },
    ...(isPositive(resgate.descontoEmprestimos) ? [{ label: 'Quitação de empréstimos', value: `− ${formatBrl(resgate.descontoEmprestimos)}`, testId: 'resgate-emprestimos' }] : []),
    { label: resgate.impostoFinal.definitivo ? 'Você recebe' : 'Você recebe agora', value: formatBrl(resgate.liquido), isMain: true, testId: 'resgate-liquido' },
    { label: `Ou em ${resgate.parcelasMaximas} parcelas de`, value: formatBrl(resgate.valorParcela), testId: 'resgate-parcela' },
    ...finalTaxFigures(resgate.impostoFinal, 'resgate'),
  ];
}

/** A withdrawal's values as a request stores them (exit-options.ts withdrawalValues), its final tax flat. */
export interface WithdrawalValues {
  bruto: string;
  imposto: string;
  liquido: string;
  impostoDefinitivo?: 'S';
  anoDeclaracao?: string;
  impostoFinalMinimo?: string;
  impostoFinalMaximo?: string;
  liquidoFinalMinimo?: string;
  liquidoFinalMaximo?: string;
}

/** The flat fields back into the shape finalTaxFigures reads. */
export function withdrawalFinalTax(values: WithdrawalValues): RedemptionFinalTax {
  if (values.impostoDefinitivo === 'S' || !values.impostoFinalMinimo) {
    return { definitivo: true, anoCalendario: 0, minimo: values.imposto, maximo: values.imposto, liquidoMinimo: values.liquido, liquidoMaximo: values.liquido };
  }
  return {
    definitivo: false,
    anoCalendario: Number(values.anoDeclaracao) - 1,
    minimo: values.impostoFinalMinimo,
    maximo: values.impostoFinalMaximo!,
    liquidoMinimo: values.liquidoFinalMinimo!,
    liquidoMaximo: values.liquidoFinalMaximo!,
  };
}

/** A withdrawal: gross, the withholding, what is received now and what the tax becomes. */
export function withdrawalFigures(values: WithdrawalValues, testIdPrefix: string): Figure[] {
  const finalTax = withdrawalFinalTax(values);
  return [
    { label: 'Valor do saque', value: formatBrl(values.bruto) },
    { label: withheldLabel(finalTax), value: `− ${formatBrl(values.imposto)}`, testId: `${testIdPrefix}-imposto` },
    { label: finalTax.definitivo ? 'Você recebe' : 'Você recebe agora', value: formatBrl(values.liquido), testId: `${testIdPrefix}-liquido` },
    ...finalTaxFigures(finalTax, testIdPrefix),
  ];
}

export function portabilityFigures(portabilidade: Pick<ExitOptions['portabilidade'], 'valor' | 'descontoEmprestimos'>): Figure[] {
  return [
    { label: 'Valor transferido', value: formatBrl(portabilidade.valor), isMain: true, testId: 'portabilidade-valor' },
    ...(isPositive(portabilidade.descontoEmprestimos) ? [{ label: 'Já descontada a quitação de empréstimos', value: formatBrl(portabilidade.descontoEmprestimos) }] : []),
    { label: 'Imposto de renda', value: 'Não há' },
  ];
}

export function bpdFigures(bpd: Pick<ExitOptions['bpd'], 'beneficioEstimado' | 'idadeInicio' | 'inicio' | 'prazoMeses' | 'rentabilidadeAnual' | 'saldoProjetado'>): Figure[] {
  return [
    { label: 'Benefício mensal estimado', value: formatBrl(bpd.beneficioEstimado), isMain: true, testId: 'bpd-beneficio' },
    { label: 'A partir de', value: `${formatMonthBr(`${bpd.inicio}-01`)} (${bpd.idadeInicio} anos)`, testId: 'bpd-inicio' },
    { label: 'Saldo estimado nessa data', value: formatBrl(bpd.saldoProjetado) },
    { label: 'Premissas', value: `Renda por ${bpd.prazoMeses / 12} anos e rentabilidade de ${formatPercent(bpd.rentabilidadeAnual)} ao ano.`, isNote: true },
  ];
}

export function selfSponsorshipFigures(autopatrocinio: Pick<ExitOptions['autopatrocinio'], 'contribuicaoMensal' | 'contribuicaoParticipante' | 'contribuicaoPatrocinadora' | 'taxaAdministrativa' | 'valorTaxaAdministrativa'>): Figure[] {
  return [
    { label: 'Contribuição mensal', value: formatBrl(autopatrocinio.contribuicaoMensal), isMain: true, testId: 'autopatrocinio-contribuicao' },
    { label: 'A sua parte', value: formatBrl(autopatrocinio.contribuicaoParticipante) },
    { label: 'A parte que era da patrocinadora', value: formatBrl(autopatrocinio.contribuicaoPatrocinadora) },
    { label: `Taxa administrativa (${formatPercent(autopatrocinio.taxaAdministrativa)})`, value: formatBrl(autopatrocinio.valorTaxaAdministrativa) },
  ];
}

/** A list of figures: the main one larger; money right-aligned in a narrow column. */
export function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <dl className="space-y-2">
      {figures.map((figure) => (
        <div key={figure.label} className={figure.isMain ? 'border-t border-gray-200 pt-2 dark:border-gray-700' : ''}>
          <dt className="text-sm text-gray-700 dark:text-gray-300">{figure.label}</dt>
          <dd data-testid={figure.testId} className={figure.isMain ? 'text-2xl font-bold text-gray-900 dark:text-white' : figure.isNote ? 'text-sm text-gray-700 dark:text-gray-300' : 'font-semibold text-gray-900 dark:text-gray-100'}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The panel above a single exit service's form: its figures and what they assume. */
export function ValuesPanel({ title, figures, children }: { title: string; figures: Figure[]; children?: ReactNode }) {
  return (
    <section aria-labelledby="exit-values-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="exit-values-title" className="mb-3 text-lg font-semibold text-gray-900 dark:text-white">
        {title}
      </h2>
      <FigureList figures={figures} />
      {children ? <div className="mt-4 space-y-2 text-sm text-gray-700 dark:text-gray-300">{children}</div> : null}
    </section>
  );
}
