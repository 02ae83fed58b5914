import type { ReactElement } from 'react';
import { REDEMPTION_SERVICE as SERVICE } from '@/domain/exit-options-services/redemption';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { ExitServiceForm } from '@/components/exit-options/ExitServiceForm';
import type { NextPageWithLayout } from '@/types/next';

const ResgatePage: NextPageWithLayout = () => (
  <PlanServiceFrame title={SERVICE.titulo} intro={SERVICE.intro.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}>
    {(target) => <ExitServiceForm definition={SERVICE} target={target} />}
  </PlanServiceFrame>
);

ResgatePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ResgatePage;
