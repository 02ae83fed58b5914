import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { SecondFactorSettings } from '@/components/second-factor/SecondFactorSettings';
import type { NextPageWithLayout } from '@/types/next';

const SecurityPage: NextPageWithLayout = () => (
  <SettingsPageFrame
    title="Verificação em duas etapas"
    width="max-w-3xl"
    intro={
      <p>
        Além da senha, o portal pede um código de 6 dígitos gerado pelo aplicativo autenticador do seu celular sempre que você entrar como administrador. Quem
        descobrir sua senha não entra sem o celular.
      </p>
    }
  >
    <SecondFactorSettings />
  </SettingsPageFrame>
);

SecurityPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default SecurityPage;
