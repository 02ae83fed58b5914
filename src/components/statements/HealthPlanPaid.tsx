import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import type { InformeRendimentos } from '@/services/statements';

/**
 * Quadro 7's health plan on the page: what the year's paychecks paid to each operator, for the holder and each
 * dependant, with the operator's name and CNPJ that the tax return asks for (the same figures as the PDF).
 */
export function HealthPlanPaid({ ano, plans }: { ano: number; plans: InformeRendimentos['planosSaude'] }) {
  if (plans.length === 0) return null;
  const headingId = `plano-saude-${ano}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-white">
        Plano de saúde
      </h3>
      <p className="text-gray-700 dark:text-gray-300">
        Descontado dos seus pagamentos em {ano} e repassado à operadora. Na declaração, informe como despesa médica (plano de saúde), com o nome e o CNPJ da operadora.
      </p>
      <ul className="space-y-3">
        {plans.map((plan) => (
          <li key={plan.cnpjOperadora} className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800" data-testid="plano-saude">
            <p className="font-semibold text-gray-900 dark:text-white">{plan.nomeOperadora}</p>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              CNPJ <span data-testid="plano-saude-cnpj">{plan.cnpjOperadora}</span>
            </p>
            <dl className="mt-2 space-y-1">
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-gray-700 dark:text-gray-300">Pago por você (titular)</dt>
                <dd data-testid="plano-saude-titular" className="font-semibold tabular-nums text-gray-900 dark:text-white">
                  {formatBrl(plan.valorTitular)}
                </dd>
              </div>
              {plan.dependentes.map((dependant) => (
                <div key={dependant.cpf} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-gray-700 dark:text-gray-300">
                    {dependant.nome} (dependente · CPF {dependant.cpf} · nascimento {formatDateBr(dependant.dataNascimento)})
                  </dt>
                  <dd className="font-semibold tabular-nums text-gray-900 dark:text-white">{formatBrl(dependant.valor)}</dd>
                </div>
              ))}
              {plan.dependentes.length > 0 ? (
                <div className="flex flex-wrap justify-between gap-x-4 border-t border-gray-300 pt-1 dark:border-gray-600">
                  <dt className="font-semibold text-gray-900 dark:text-white">Total pago à operadora</dt>
                  <dd className="font-bold tabular-nums text-gray-900 dark:text-white">{formatBrl(plan.total)}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
