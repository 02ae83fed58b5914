import type { ReactElement } from 'react';
import { REQUEST_SERVICE, REQUEST_SERVICES } from '@/domain/request-services';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

const ExitOptionsComparison = lazyPart(() => import('@/components/exit-options/ExitOptionsComparison').then((module) => module.ExitOptionsComparison), 'Carregando as suas opções');
const SERVICE = REQUEST_SERVICES[REQUEST_SERVICE.OPCOES_DESLIGAMENTO];

const OpcoesDesligamentoPage: NextPageWithLayout = () => (
  <PlanServiceFrame
    isWide
    title={SERVICE.titulo}
    intro={
      <div className="max-w-3xl space-y-2">
        {SERVICE.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    }
    preload={ExitOptionsComparison.preload}
  >
    {(target) => <ExitOptionsComparison target={target} />}
  </PlanServiceFrame>
);

OpcoesDesligamentoPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default OpcoesDesligamentoPage;
