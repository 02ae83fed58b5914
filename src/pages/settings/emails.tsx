import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

// The editor and the log are fetched when an administrator opens the page.
const EmailSettings = lazyPart(() => import('@/components/email-templates/EmailSettings').then((module) => module.EmailSettings), 'Carregando os modelos de mensagens');

const EmailsPage: NextPageWithLayout = () => (
  <SettingsPageFrame
    title="Modelos de mensagens"
    preload={EmailSettings.preload}
    intro={
      <p>
        Os textos que o portal envia em cada canal: os e-mails, com os marcadores que cada um aceita, e as mensagens de SMS e WhatsApp de cada aviso, todos com a
        pré-visualização; e o registro dos e-mails enviados com a situação da entrega.
      </p>
    }
  >
    <EmailSettings />
  </SettingsPageFrame>
);

EmailsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default EmailsPage;
