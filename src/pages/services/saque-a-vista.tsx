import type { ReactElement } from 'react';
import { REQUEST_SERVICES } from '@/domain/exit-options-request-services';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { ExitServiceForm } from '@/components/exit-options/ExitServiceForm';
import type { NextPageWithLayout } from '@/types/next';
import { FUNCTIONALITY } from '@/domain/functionality-ids';

const SERVICE = REQUEST_SERVICES[FUNCTIONALITY.CASH_WITHDRAWAL];

const SaqueAVistaPage: NextPageWithLayout = () => (
  <PlanServiceFrame title={SERVICE.titulo} intro={SERVICE.intro.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}>
    {(target) => <ExitServiceForm idFuncionalidade={SERVICE.id} target={target} />}
  </PlanServiceFrame>
);

SaqueAVistaPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default SaqueAVistaPage;
