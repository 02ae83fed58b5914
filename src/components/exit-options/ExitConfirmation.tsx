import { fundToday } from '@/domain/business-days';
import { installments, withdrawalValues, type ExitOptions, type RedemptionFinalTax } from '@/domain/exit-options';
import { formatBrl } from '@/domain/format-decimal';
import type { TaxRegime } from '@/domain/tax-regime';
import type { ServiceRules } from '@/services/requests-services';
import { FigureList, finalTaxFigures, withdrawalFigures, type Figure } from './exit-figures';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

type RedemptionValues = Pick<ExitOptions['resgate'], 'liquido' | 'imposto' | 'impostoFinal'>;

/** What is received now, at once or in the installments chosen, and what the tax becomes in the declaration. */
function redemptionConfirmation(resgate: RedemptionValues, values: Record<string, string>): Figure[] {
  const plan = installments(resgate.liquido, values.forma === 'parcelada' ? Number(values.parcelas) : 1);
  const now: Figure =
    plan.parcelas === 1
      ? { label: resgate.impostoFinal.definitivo ? 'Você recebe' : 'Você recebe agora', value: formatBrl(resgate.liquido), testId: 'confirmacao-liquido' }
      : {
          label: `Você recebe em ${plan.parcelas} parcelas mensais`,
          value: `${plan.parcelas - 1} de ${formatBrl(plan.valorParcela)} e a última de ${formatBrl(plan.valorUltimaParcela)} (${formatBrl(resgate.liquido)} ao todo)`,
          testId: 'confirmacao-liquido',
        };
  return [now, ...finalTaxFigures(resgate.impostoFinal as RedemptionFinalTax, 'confirmacao')];
}

/**
 * A withdrawal of the value typed: under the progressive regime (or none chosen) the 15 % withheld and the range of
 * the final tax are the server's rules (exit-options.ts withdrawalValues), computed here for the value; under the
 * regressive one the tax depends on each contribution's age, which only the request computes.
 */
function withdrawalConfirmation(regime: TaxRegime | null, valor: string): Figure[] {
  if (regime === 'regressivo') {
    return [{ label: 'Imposto de renda', value: 'Definitivo, pela tabela regressiva: depende do tempo de cada contribuição no plano e aparece no pedido.', isNote: true }];
  }
  return withdrawalFigures(withdrawalValues(valor, regime, [], fundToday()), 'confirmacao');
}

/**
 * The confirmation of an exit request (RequestForm's confirmation): for a redemption or a withdrawal, the amount
 * received now beside what the tax becomes, so that a progressive net is never read as final.
 */
export function ExitConfirmation({ idFuncionalidade, rules, values }: { idFuncionalidade: number; rules: ServiceRules; values: Record<string, string> }) {
  const valores = rules.valores ?? {};
  let figures: Figure[] = [];
  if (idFuncionalidade === FUNCTIONALITY.CASH_WITHDRAWAL) {
    figures = withdrawalConfirmation((valores.regime as { regime: TaxRegime | null } | undefined)?.regime ?? null, values.valor);
  } else if (idFuncionalidade === FUNCTIONALITY.REDEMPTION || idFuncionalidade === FUNCTIONALITY.DISABILITY_REDEMPTION) {
    figures = redemptionConfirmation(valores as unknown as RedemptionValues, values);
  } else if (idFuncionalidade === FUNCTIONALITY.EXIT_OPTIONS && values.opcao === 'resgate') {
    figures = redemptionConfirmation((valores as unknown as ExitOptions).resgate, values);
  }
  if (!figures.length) return null;
  return (
    <div className="rounded-xl bg-gray-50 p-4 dark:bg-gray-800" data-testid="confirmacao-valores">
      <FigureList figures={figures} />
    </div>
  );
}
