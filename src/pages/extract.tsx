import { useEffect, type ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { BalanceBoundary, BalanceHistorySection } from '@/components/extracts/BalanceParts';
import { ConsolidatedBalanceSection, useConsolidatedBalance } from '@/components/extracts/ConsolidatedBalanceSection';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { ExtractFrame } from '@/components/extracts/ExtractFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import { usePlan } from '@/contexts/PlanContext';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

// The links to the detailed extracts show below the balance once it has arrived (or alone, without it): their code,
// with the list of the build's pages it checks them against (1.5 kB gzip), is fetched beside the balance.
const ExtractLinks = lazyPart(() => import('@/components/extracts/ExtractLinks').then((module) => module.ExtractLinks), 'Carregando os extratos');
// So are the balance's cards: fetched beside the balance.
const BalanceCards = lazyPart(() => import('@/components/extracts/BalanceCards').then((module) => module.BalanceCards), 'Carregando o saldo');

const EXTRACT_LINKS = (
  <section aria-labelledby="titulo-extratos" className="mt-8">
    <h2 id="titulo-extratos" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
      Extratos e demonstrativos
    </h2>
    <ExtractLinks />
  </section>
);

/**
 * The participant's money at a glance: balance by account and its evolution (the balance extract's figures, so only
 * where the segment has service 33), the total across plans for someone with several, and the ways into the detailed
 * extracts the segment has.
 */
const ExtractPage: NextPageWithLayout = () => {
  const { funcionalidades, isLoading, vinculos, effectivePessoa } = usePlan();
  const hasBalance = funcionalidades.some((service) => service.id === FUNCTIONALITY.BALANCE_EXTRACT);
  // Someone with several plan links also sees their total, asked for beside this plan's balance.
  const consolidated = useConsolidatedBalance(hasBalance && vinculos.length > 1 ? (effectivePessoa?.id ?? null) : null);
  useEffect(() => {
    ExtractLinks.preload();
    BalanceCards.preload();
  }, []);
  return (
    <ExtractFrame title="Extrato" intro={isLoading || hasBalance ? 'O seu saldo no plano, conta por conta, e como ele evoluiu: no último ano, em cinco anos ou desde o início.' : 'Os extratos e demonstrativos do seu plano.'}>
      {(idVinculoPlano) =>
        isLoading ? (
          <DashboardSkeleton label="Carregando o extrato" />
        ) : hasBalance ? (
          <BalanceBoundary idVinculoPlano={idVinculoPlano} after={EXTRACT_LINKS}>
            {(balance) => (
              <>
                <BalanceCards balance={balance} />
                {vinculos.length > 1 ? <ConsolidatedBalanceSection query={consolidated} linkCount={vinculos.length} /> : null}
                <BalanceHistorySection idVinculoPlano={idVinculoPlano} balance={balance} className="mt-8" />
              </>
            )}
          </BalanceBoundary>
        ) : (
          EXTRACT_LINKS
        )
      }
    </ExtractFrame>
  );
};

ExtractPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ExtractPage;
