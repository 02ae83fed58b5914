import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { InstituteSettingsPage } from '@/components/institutes/InstituteSettingsPage';
import type { NextPageWithLayout } from '@/types/next';

const PortabilitySettingsPage: NextPageWithLayout = () => <InstituteSettingsPage section="portabilidade" />;

PortabilitySettingsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default PortabilitySettingsPage;
