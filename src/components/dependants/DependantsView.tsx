import { useEffect, useState } from 'react';
import { DEPENDANT_INTROS, type DependantKind } from '@/domain/dependants';
import { usePlan } from '@/contexts/PlanContext';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import { AddDependantButton } from './AddDependantButton';
import type { Editing } from './DependantsBody';
import { useDependants } from './useDependants';

// Drawn from the answer only: its code is fetched beside it, not in the page's first load.
const DependantsBody = lazyPart(() => import('./DependantsBody').then((module) => module.DependantsBody), 'Carregando beneficiários');

/**
 * The dependants of one kind (for income tax, or for the pension): fetched here, drawn by DependantsBody. The intro is
 * fixed text: drawn at once, before the list arrives (it is the page's largest text, Lighthouse's LCP).
 */
export function DependantsView({ tipo }: { tipo: DependantKind }) {
  const { effectivePessoa, isActingAsAdmin } = usePlan();
  const idPessoa = effectivePessoa && !isActingAsAdmin ? effectivePessoa.id : null;
  const { data, error, isLoading, retry } = useDependants(idPessoa, tipo);
  const [editing, setEditing] = useState<Editing>(null);
  useEffect(() => DependantsBody.preload(), []);

  if (isActingAsAdmin) return <p className="text-gray-700 dark:text-gray-300">Escolha uma pessoa na busca para ver os beneficiários dela.</p>;
  const hasList = !isLoading && idPessoa !== null && data !== undefined && data.dependentes.length > 0;
  return (
    <>
      {/* As tall as the button beside it, with or without it: nothing below moves when the list arrives. */}
      <div className="mb-6 flex min-h-11 flex-wrap items-center justify-between gap-4">
        <p className="max-w-prose text-gray-700 dark:text-gray-300">{DEPENDANT_INTROS[tipo]}</p>
        {hasList ? <AddDependantButton onClick={() => setEditing({ dependente: null })} /> : null}
      </div>
      {isLoading || idPessoa === null ? (
        <DashboardSkeleton label="Carregando beneficiários" />
      ) : error || !data ? (
        <DashboardError title="Não foi possível carregar seus beneficiários." message={error?.message ?? ''} onRetry={retry} />
      ) : (
        <DependantsBody idPessoa={idPessoa} tipo={tipo} data={data} onChanged={retry} editing={editing} onEditingChange={setEditing} />
      )}
    </>
  );
}
