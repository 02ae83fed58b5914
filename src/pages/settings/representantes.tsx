import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

const RepresentationQueue = lazyPart(() => import('@/components/representatives/RepresentationQueue').then((module) => module.RepresentationQueue), 'Carregando as representações');

/** The administrators' queue of legal representatives to approve: beside the other checks of who may access what. */
const RepresentativesQueuePage: NextPageWithLayout = () => (
  <SettingsPageFrame
    title="Representantes legais"
    preload={RepresentationQueue.preload}
    intro={<p>Curadores, procuradores e responsáveis legais cadastrados pelos participantes ou pelo fundo. Confira o documento e aprove ou recuse: aprovado, o representante recebe por e-mail como acessar o portal.</p>}
  >
    <RepresentationQueue />
  </SettingsPageFrame>
);

RepresentativesQueuePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default RepresentativesQueuePage;
