import { useEffect, type ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const ProfileSettings = lazyPart(() => import('@/components/investment-profile/ProfileSettings').then((module) => module.ProfileSettings), 'Carregando as configurações dos perfis');

const TITLE = 'Perfis de investimento';

const ProfileManagementPage: NextPageWithLayout = () => {
  const { isActingAsAdmin } = usePlan();
  useEffect(() => {
    if (isActingAsAdmin) ProfileSettings.preload();
  }, [isActingAsAdmin]);

  return (
    <div className="max-w-4xl">
      <PageTitle title={TITLE} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{TITLE}</h1>
      {!isActingAsAdmin ? (
        <p className="text-gray-700 dark:text-gray-300">Esta página é exclusiva dos administradores.</p>
      ) : (
        <>
          <p className="mb-8 text-gray-700 dark:text-gray-300">Descrição e composição de cada perfil, e os dias do mês em que os participantes podem pedir a troca.</p>
          <ProfileSettings />
        </>
      )}
    </div>
  );
};

ProfileManagementPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ProfileManagementPage;
