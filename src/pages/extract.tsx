import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { BalanceBoundary, BalanceCards, BalanceEvolutionChart } from '@/components/extract/BalanceParts';
import { ExtractFrame, SECTION_CLASSES } from '@/components/extract/ExtractFrame';
import { ExtractLinks } from '@/components/extract/ExtractLinks';
import type { NextPageWithLayout } from '@/types/next';

/** The participant's money at a glance: balance by account, its evolution, and the ways into the detailed extracts. */
const ExtractPage: NextPageWithLayout = () => (
  <ExtractFrame title="Extrato" intro="O seu saldo no plano, conta por conta, e como ele evoluiu no último ano.">
    {(idVinculoPlano) => (
      <div className="space-y-8">
        <BalanceBoundary
          idVinculoPlano={idVinculoPlano}
          after={
            <section aria-labelledby="titulo-extratos" className="mt-8">
              <h2 id="titulo-extratos" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
                Extratos e demonstrativos
              </h2>
              <ExtractLinks />
            </section>
          }
        >
          {(balance) => (
            <>
              <BalanceCards balance={balance} />
              <section className={`mt-8 ${SECTION_CLASSES}`}>
                <BalanceEvolutionChart balance={balance} />
              </section>
            </>
          )}
        </BalanceBoundary>
      </div>
    )}
  </ExtractFrame>
);

ExtractPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ExtractPage;
