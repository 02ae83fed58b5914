import { useEffect } from 'react';
import type { DependantKind } from '@/domain/dependants';
import { usePlan } from '@/contexts/PlanContext';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import { useDependants } from './useDependants';

// Drawn from the answer only: its code is fetched beside it, not in the page's first load.
const DependantsBody = lazyPart(() => import('./DependantsBody').then((module) => module.DependantsBody), 'Carregando beneficiários');

/** The dependants of one kind (for income tax, or for the pension): fetched here, drawn by DependantsBody. */
export function DependantsView({ tipo }: { tipo: DependantKind }) {
  const { effectivePessoa, isActingAsAdmin } = usePlan();
  const idPessoa = effectivePessoa && !isActingAsAdmin ? effectivePessoa.id : null;
  const { data, error, isLoading, retry } = useDependants(idPessoa, tipo);
  useEffect(() => DependantsBody.preload(), []);

  if (isActingAsAdmin) return <p className="text-gray-700 dark:text-gray-300">Escolha uma pessoa na busca para ver os beneficiários dela.</p>;
  if (isLoading || idPessoa === null) return <DashboardSkeleton label="Carregando beneficiários" />;
  if (error || !data) return <DashboardError title="Não foi possível carregar seus beneficiários." message={error?.message ?? ''} onRetry={retry} />;
  return <DependantsBody idPessoa={idPessoa} tipo={tipo} data={data} onChanged={retry} />;
}
