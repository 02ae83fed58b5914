import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

// The channels, the jobs and the log are fetched when an administrator opens the page.
const NoticeSettings = lazyPart(() => import('@/components/notices/log/NoticeSettings').then((module) => module.NoticeSettings), 'Carregando os avisos enviados');

const NoticesPage: NextPageWithLayout = () => (
  <SettingsPageFrame
    title="Avisos enviados"
    preload={NoticeSettings.preload}
    intro={
      <p>
        Esta página lista cada aviso que o portal enviou, por pessoa e canal (no portal, e-mail, SMS e WhatsApp), com a situação da entrega, e permite reenviar um aviso que desistiu após as tentativas.
      </p>
    }
  >
    <NoticeSettings />
  </SettingsPageFrame>
);

NoticesPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default NoticesPage;
