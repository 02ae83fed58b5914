import type { ReactElement } from 'react';
import { EXIT_OPTIONS_SERVICE as SERVICE } from '@/domain/exit-options-services/exit-options';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { ExitOptionsComparison } from '@/components/exit-options/ExitOptionsComparison';
import type { NextPageWithLayout } from '@/types/next';

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
  >
    {(target) => <ExitOptionsComparison target={target} />}
  </PlanServiceFrame>
);

OpcoesDesligamentoPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default OpcoesDesligamentoPage;
