import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import type { NextPageWithLayout } from '@/types/next';

// The editor is fetched when the page mounts, alongside the matrix it shows.
const ServicesMatrix = lazyPart(() => import('@/components/plans/services-management/ServicesMatrix').then((module) => module.ServicesMatrix), 'Carregando os serviços habilitados');

const TITLE = 'Gestão de serviços';

const ServicesManagementPage: NextPageWithLayout = () => {
  return (
    <SettingsPageFrame
      title={TITLE}
      width="max-w-5xl"
      preload={ServicesMatrix.preload}
      intro={
        <p>
          Os serviços que cada segmento de participantes (plano, categoria e situação) recebe. Um serviço desmarcado some da página de serviços, dos menus e da busca de quem está nesse segmento, e o portal recusa pedidos a ele.
        </p>
      }
    >
      <section aria-label="Serviços do segmento" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
        <ServicesMatrix />
      </section>
    </SettingsPageFrame>
  );
};

ServicesManagementPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ServicesManagementPage;
