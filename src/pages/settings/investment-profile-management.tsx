import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import type { NextPageWithLayout } from '@/types/next';

const ProfileSettings = lazyPart(() => import('@/components/investment-profile/ProfileSettings').then((module) => module.ProfileSettings), 'Carregando as configurações dos perfis');

const TITLE = 'Perfis de investimento';

const ProfileManagementPage: NextPageWithLayout = () => {
  return (
    <SettingsPageFrame title={TITLE} width="max-w-4xl" preload={ProfileSettings.preload} intro={<p>Descrição e composição de cada perfil, e os dias do mês em que os participantes podem pedir a troca.</p>}>
      <ProfileSettings />
    </SettingsPageFrame>
  );
};

ProfileManagementPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ProfileManagementPage;
