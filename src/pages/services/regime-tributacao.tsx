import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { ExtractFrame } from '@/components/extracts/ExtractFrame';
import { RegimeChoice } from '@/components/tax-regime/RegimeChoice';
import { usePlan } from '@/contexts/PlanContext';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/** Service 1: the tax regime of the chosen plan link, and the choice (a request the fund concludes). */
const TaxRegimePage: NextPageWithLayout = () => {
  const { effectivePessoa } = usePlan();
  return (
    <ExtractFrame idFuncionalidade={FUNCTIONALITY.TAX_REGIME} title="Regime de tributação" intro="Como o imposto de renda é cobrado sobre o seu benefício e os seus resgates: pela tabela progressiva ou pela regressiva.">
      {(idVinculoPlano) =>
        effectivePessoa ? <RegimeChoice key={idVinculoPlano} idVinculoPlano={idVinculoPlano} idPessoa={effectivePessoa.id} /> : null
      }
    </ExtractFrame>
  );
};

TaxRegimePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default TaxRegimePage;
