import { useEffect, type ReactNode } from 'react';
import Link from 'next/link';
import { usePlan } from '@/contexts/PlanContext';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { PageTitle } from '@/components/ui/PageTitle';
import { EnabledService } from './EnabledService';

export interface PlanServiceTarget {
  idPessoa: number;
  idVinculoPlano: number;
  idPlano: number;
}

interface PlanServiceFrameProps {
  title: string;
  intro: ReactNode;
  /** Fetches the service's code when the page mounts, in parallel with the plan link. */
  preload?: () => void;
  children: (target: PlanServiceTarget) => ReactNode;
  /** Wider than reading width, for figures side by side (the exit options). */
  isWide?: boolean;
  /** The catalogue service the page is: shown only when the link's segment offers it (otherwise a sentence says so). */
  idFuncionalidade?: number;
}

/** A service about one plan link: title, intro, and the service once the link is known (or how to choose one). */
export function PlanServiceFrame({ title, intro, preload, children, isWide = false, idFuncionalidade }: PlanServiceFrameProps) {
  const { vinculo, effectivePessoa, isLoading, isActingAsAdmin } = usePlan();
  useEffect(() => preload?.(), [preload]);

  return (
    <div className={isWide ? 'max-w-6xl' : 'max-w-3xl'}>
      <PageTitle title={title} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{title}</h1>
      <div className="mb-8 space-y-2 text-gray-700 dark:text-gray-300">{intro}</div>
      {vinculo && effectivePessoa ? (
        idFuncionalidade === undefined ? (
          children({ idPessoa: effectivePessoa.id, idVinculoPlano: vinculo.id, idPlano: vinculo.plano.id })
        ) : (
          <EnabledService idFuncionalidade={idFuncionalidade}>{children({ idPessoa: effectivePessoa.id, idVinculoPlano: vinculo.id, idPlano: vinculo.plano.id })}</EnabledService>
        )
      ) : isLoading ? (
        <DashboardSkeleton label="Carregando" />
      ) : isActingAsAdmin ? (
        <p className="text-gray-700 dark:text-gray-300">Este serviço é de um participante. Use a busca de pessoas para ver o portal como o participante.</p>
      ) : (
        <p className="text-gray-700 dark:text-gray-300">
          Este serviço é feito para um plano. Escolha o plano e a matrícula no topo da página ou volte ao{' '}
          <Link href="/" className="font-semibold text-primary-strong underline">
            Início
          </Link>
          .
        </p>
      )}
    </div>
  );
}
