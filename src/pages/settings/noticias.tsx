import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

const NewsSettings = lazyPart(() => import('@/components/news/NewsSettings').then((module) => module.NewsSettings), 'Carregando as notícias');

const NewsSettingsPage: NextPageWithLayout = () => (
  <SettingsPageFrame
    title="Notícias"
    width="max-w-5xl"
    preload={NewsSettings.preload}
    intro={<p>As notícias aparecem na página inicial dos participantes dos planos escolhidos, do início ao fim do período.</p>}
  >
    <NewsSettings />
  </SettingsPageFrame>
);

NewsSettingsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default NewsSettingsPage;
