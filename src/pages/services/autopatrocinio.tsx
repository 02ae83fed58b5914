import type { ReactElement } from 'react';
import { SELF_SPONSORSHIP_SERVICE as SERVICE } from '@/domain/exit-options-services/self-sponsorship';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { ExitServiceForm } from '@/components/exit-options/ExitServiceForm';
import type { NextPageWithLayout } from '@/types/next';

const AutopatrocinioPage: NextPageWithLayout = () => (
  <PlanServiceFrame title={SERVICE.titulo} intro={SERVICE.intro.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}>
    {(target) => <ExitServiceForm definition={SERVICE} target={target} />}
  </PlanServiceFrame>
);

AutopatrocinioPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default AutopatrocinioPage;
