import { PlanSettings } from '@/components/settings/PlanSettings';
import { LoanParametersForm } from '@/components/loans/LoanParametersForm';
import { ContributionRulesForm } from './ContributionRulesForm';

/**
 * The plan picker and the chosen plan's rules form; for a loan-enabled plan (kind '2'), its loan parameters too: the
 * installments are charged like the contributions and the margin is a share of the same salary.
 */
export function ContributionRulesSettings() {
  return (
    <PlanSettings>
      {(idPlano, plan) => (
        <div className="space-y-8">
          <ContributionRulesForm idPlano={idPlano} />
          {plan.tipo === '2' ? (
            <section aria-labelledby="titulo-emprestimo" className="space-y-4 border-t border-gray-200 pt-6 dark:border-gray-700">
              <h2 id="titulo-emprestimo" className="text-lg font-semibold text-gray-900 dark:text-white">
                Empréstimo aos participantes
              </h2>
              <p className="text-gray-700 dark:text-gray-300">Taxa, sistema de amortização, prazo e valor máximos, margem consignável e IOF dos empréstimos deste plano. Valem para as próximas simulações e pedidos.</p>
              <LoanParametersForm idPlano={idPlano} />
            </section>
          ) : null}
        </div>
      )}
    </PlanSettings>
  );
}
