import type { ReactElement } from 'react';
import { PORTABILITY_SERVICE as SERVICE } from '@/domain/exit-options-services/portability';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { ExitServiceForm } from '@/components/exit-options/ExitServiceForm';
import type { NextPageWithLayout } from '@/types/next';

const PortabilidadePage: NextPageWithLayout = () => (
  <PlanServiceFrame title={SERVICE.titulo} intro={SERVICE.intro.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}>
    {(target) => <ExitServiceForm definition={SERVICE} target={target} />}
  </PlanServiceFrame>
);

PortabilidadePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default PortabilidadePage;
