import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

// The editor and the log are fetched when an administrator opens the page.
const EmailSettings = lazyPart(() => import('@/components/email-templates/EmailSettings').then((module) => module.EmailSettings), 'Carregando os modelos de e-mail');

const EmailsPage: NextPageWithLayout = () => (
  <SettingsPageFrame
    title="E-mails"
    preload={EmailSettings.preload}
    intro={
      <p>
        Os textos dos e-mails que o portal envia, com os marcadores que cada um aceita e a pré-visualização, e o registro dos e-mails enviados com a situação da entrega.
      </p>
    }
  >
    <EmailSettings />
  </SettingsPageFrame>
);

EmailsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default EmailsPage;
