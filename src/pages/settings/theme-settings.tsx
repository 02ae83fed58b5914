import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

const ThemeSettings = lazyPart(() => import('@/components/themes/ThemeSettings').then((module) => module.ThemeSettings), 'Carregando o tema');

const ThemeSettingsPage: NextPageWithLayout = () => (
  <SettingsPageFrame
    title="Tema dos planos"
    width="max-w-5xl"
    preload={ThemeSettings.preload}
    intro={
      <p>
        A cor primária, o logo e a imagem de fundo de cada plano. Os participantes do plano veem o tema na tela de entrada e no portal; a prévia mostra como
        ficará antes de salvar.
      </p>
    }
  >
    <ThemeSettings />
  </SettingsPageFrame>
);

ThemeSettingsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ThemeSettingsPage;
