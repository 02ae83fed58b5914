import type { ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { AgreementPanel } from '@/components/agreement/AgreementPanel';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const TITLE = 'Declaração de concordância';

/** Read the declaration of agreement and accept it; once accepted, the date and time of the acceptance. */
const AgreementPage: NextPageWithLayout = () => {
  const { effectivePessoa, pessoaTarget, isActingAsAdmin, isLoading } = usePlan();
  const readOnlyNote = pessoaTarget
    ? `${pessoaTarget.nome.split(' ')[0]} ainda não aceitou esta versão. O aceite é pessoal: somente o próprio participante pode fazê-lo, ao entrar no portal.`
    : 'Administradores leem a declaração aqui; o aceite é feito por cada participante, ao entrar no portal.';

  return (
    <div className="max-w-3xl">
      <PageTitle title={TITLE} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{TITLE}</h1>
      <p className="mb-8 text-gray-700 dark:text-gray-300">Leia com atenção. Ao aceitar, registramos a data, a hora e o endereço de internet (IP) de onde o aceite foi feito.</p>
      {effectivePessoa ? (
        <AgreementPanel idPessoa={effectivePessoa.id} canAccept={!isActingAsAdmin && !pessoaTarget} readOnlyNote={readOnlyNote} />
      ) : isLoading ? (
        <DashboardSkeleton label="Carregando" />
      ) : null}
    </div>
  );
};

AgreementPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default AgreementPage;
