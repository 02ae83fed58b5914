import type { ReactNode } from 'react';
import Link from 'next/link';
import { usePlan } from '@/contexts/PlanContext';
import { EnabledService } from '@/components/services/EnabledService';
import { PlanServiceFrame, type PlanServiceTarget } from '@/components/services/PlanServiceFrame';

/** Loans exist only in the loan-enabled plans (kind '2'): for another plan the page says so in a sentence. */
export const NOT_A_LOAN_PLAN = 'Empréstimos não fazem parte do seu plano: este serviço é oferecido apenas nos planos com empréstimo aos participantes.';

function LoanPlanOnly({ children }: { children: ReactNode }) {
  const { vinculo } = usePlan();
  if (vinculo && vinculo.plano.tipo !== '2') {
    return (
      <p className="text-gray-700 dark:text-gray-300" data-testid="emprestimo-indisponivel">
        {NOT_A_LOAN_PLAN}{' '}
        <Link href="/services" className="inline-flex min-h-11 items-center font-semibold text-primary-strong underline">
          Ver os serviços do seu plano
        </Link>
      </p>
    );
  }
  return <>{children}</>;
}

/**
 * A loan service page: the plan service frame, refused in a sentence for a plan without loans, then for a segment the
 * plan does not offer the service (27 the loans and their operations, 28 a new loan).
 */
export function LoanServiceFrame({
  title,
  intro,
  preload,
  idFuncionalidade,
  children,
}: {
  title: string;
  intro: ReactNode;
  preload?: () => void;
  idFuncionalidade: number;
  children: (target: PlanServiceTarget) => ReactNode;
}) {
  return (
    <PlanServiceFrame title={title} intro={intro} preload={preload} isWide>
      {(target) => (
        <LoanPlanOnly>
          <EnabledService idFuncionalidade={idFuncionalidade}>{children(target)}</EnabledService>
        </LoanPlanOnly>
      )}
    </PlanServiceFrame>
  );
}
