import type { ReactNode } from 'react';
import Link from 'next/link';
import { usePlan } from '@/contexts/PlanContext';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { EnabledService } from '@/components/services/EnabledService';
import { PageTitle } from '@/components/ui/PageTitle';

export const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

/**
 * Title and intro of a money page, and its content for the chosen plan link (the extracts are per link); with
 * `idFuncionalidade`, only when the link's segment offers that service (otherwise a sentence says so).
 */
export function ExtractFrame({
  title,
  intro,
  idFuncionalidade,
  children,
}: {
  title: string;
  intro: ReactNode;
  idFuncionalidade?: number;
  children: (idVinculoPlano: number) => ReactNode;
}) {
  const { vinculo, isLoading, isActingAsAdmin } = usePlan();
  return (
    <div className="max-w-5xl">
      <PageTitle title={title} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{title}</h1>
      <div className="mb-8 text-gray-700 dark:text-gray-300">{intro}</div>
      {vinculo ? (
        idFuncionalidade === undefined ? (
          children(vinculo.id)
        ) : (
          <EnabledService idFuncionalidade={idFuncionalidade}>{children(vinculo.id)}</EnabledService>
        )
      ) : isLoading ? (
        <DashboardSkeleton label="Carregando" />
      ) : isActingAsAdmin ? (
        // The administrators' way to a person: the people search of the top bar's 'Procurar...' (Ctrl+K), then its 'Visualizar Perfil'.
        <p className="text-gray-700 dark:text-gray-300">
          Os valores são de um participante. Para vê-los, procure a pessoa pelo nome ou CPF em &quot;Procurar...&quot;, no topo da página (ou Ctrl+K), e
          escolha &quot;Visualizar Perfil&quot;.
        </p>
      ) : (
        <p className="text-gray-700 dark:text-gray-300">
          Os valores são de um plano. Escolha o plano e a matrícula no topo da página ou volte ao{' '}
          <Link href="/" className="font-semibold text-primary-strong underline">
            Início
          </Link>
          .
        </p>
      )}
    </div>
  );
}
