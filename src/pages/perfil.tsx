import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { ProfileView } from '@/components/profile/ProfileView';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const ProfilePage: NextPageWithLayout = () => (
  <>
    <PageTitle title="Informações Cadastrais" />
    <h1 className="mb-4 text-3xl font-bold text-gray-900 dark:text-white">Informações Cadastrais</h1>
    <ProfileView />
  </>
);

ProfilePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ProfilePage;
