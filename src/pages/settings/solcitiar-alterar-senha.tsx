import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { ForcedPasswordChange } from '@/components/forced-password-change/ForcedPasswordChange';
import type { NextPageWithLayout } from '@/types/next';

// The spec's route (§2.3) keeps its spelling: solcitiar-alterar-senha.
const ForcedPasswordChangePage: NextPageWithLayout = () => (
  <SettingsPageFrame
    title="Solicitar alteração de senha"
    width="max-w-3xl"
    intro={<p>Use quando houver suspeita de acesso indevido: a pessoa é desconectada na hora e precisa criar uma nova senha com um código enviado ao e-mail dela.</p>}
  >
    <ForcedPasswordChange />
  </SettingsPageFrame>
);

ForcedPasswordChangePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ForcedPasswordChangePage;
