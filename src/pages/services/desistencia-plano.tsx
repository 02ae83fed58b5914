import type { ReactElement } from 'react';
import { REQUEST_SERVICE, REQUEST_SERVICES } from '@/domain/request-services';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

const ExitServiceForm = lazyPart(() => import('@/components/exit-options/ExitServiceForm').then((module) => module.ExitServiceForm), 'Carregando o serviço');
const SERVICE = REQUEST_SERVICES[REQUEST_SERVICE.DESISTENCIA_PLANO];

const DesistenciaPlanoPage: NextPageWithLayout = () => (
  <PlanServiceFrame title={SERVICE.titulo} intro={SERVICE.intro.map((paragraph) => <p key={paragraph}>{paragraph}</p>)} preload={ExitServiceForm.preload}>
    {(target) => <ExitServiceForm idFuncionalidade={SERVICE.id} target={target} />}
  </PlanServiceFrame>
);

DesistenciaPlanoPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default DesistenciaPlanoPage;
