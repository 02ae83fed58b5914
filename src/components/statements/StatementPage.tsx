import type { ReactNode } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { AdminModeNotice } from '@/components/plans/AdminModeNotice';
import { EnabledService } from '@/components/services/EnabledService';
import { PageTitle } from '@/components/ui/PageTitle';
import type { VinculoPlano } from '@/domain/api-types';

/**
 * The frame of the paycheck, income report and contribution statement pages: the title, a sentence, and the content
 * of the chosen plan link (an administrator first chooses whom to view as; without a link, how to choose one), when the
 * link's segment offers the service.
 */
export function StatementPage({
  title,
  intro,
  idFuncionalidade,
  audience,
  children,
}: {
  title: string;
  intro: string;
  idFuncionalidade: number;
  audience?: string;
  children: (vinculo: VinculoPlano) => ReactNode;
}) {
  const { vinculo, isLoading, isActingAsAdmin } = usePlan();
  return (
    <>
      <PageTitle title={title} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{title}</h1>
      <p className="mb-8 max-w-3xl text-gray-700 dark:text-gray-300">{vinculo ? `${intro} Plano ${vinculo.plano.nomeExibicao}, matrícula ${vinculo.matricula}.` : intro}</p>
      {vinculo ? (
        <EnabledService idFuncionalidade={idFuncionalidade} audience={audience}>
          {children(vinculo)}
        </EnabledService>
      ) : isActingAsAdmin ? (
        <AdminModeNotice />
      ) : isLoading ? (
        <DashboardSkeleton label="Carregando" />
      ) : (
        <p className="text-gray-700 dark:text-gray-300">Escolha o plano e a matrícula no topo da página para ver estes documentos.</p>
      )}
    </>
  );
}
