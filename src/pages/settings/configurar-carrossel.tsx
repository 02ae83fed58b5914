import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

const BannerSettings = lazyPart(() => import('@/components/news/BannerSettings').then((module) => module.BannerSettings), 'Carregando os banners');

const CarouselSettingsPage: NextPageWithLayout = () => (
  <SettingsPageFrame
    title="Configurar carrossel"
    width="max-w-5xl"
    preload={BannerSettings.preload}
    intro={<p>Os banners passam no carrossel da página inicial dos participantes dos planos escolhidos, do início ao fim do período.</p>}
  >
    <BannerSettings />
  </SettingsPageFrame>
);

CarouselSettingsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default CarouselSettingsPage;
