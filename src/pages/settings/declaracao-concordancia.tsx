import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

// The versions, the form (react-hook-form) and its dialog are fetched as soon as an administrator is known.
const AgreementVersionsSettings = lazyPart(
  () => import('@/components/agreement/AgreementVersionsSettings').then((module) => module.AgreementVersionsSettings),
  'Carregando a declaração',
);

const AgreementSettingsPage: NextPageWithLayout = () => (
  <SettingsPageFrame
    title="Declaração de concordância"
    width="max-w-4xl"
    preload={AgreementVersionsSettings.preload}
    intro={
      <p>
        O texto que os participantes leem e aceitam em Serviços. Uma nova versão vale a partir da publicação, e cada participante deve aceitá-la de novo; os
        aceites das versões anteriores continuam registrados.
      </p>
    }
  >
    <AgreementVersionsSettings />
  </SettingsPageFrame>
);

AgreementSettingsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default AgreementSettingsPage;
