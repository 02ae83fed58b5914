import { useEffect, type ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { BalanceBoundary } from '@/components/extracts/BalanceParts';
import { ExtractFrame } from '@/components/extracts/ExtractFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

// Drawn from the balance only: its code is fetched beside the balance, not in the page's first load.
const BalanceExtractView = lazyPart(() => import('@/components/extracts/BalanceExtractView').then((module) => module.BalanceExtractView), 'Carregando o extrato de saldo');

/** Service 33: balance by account (quotas × the latest quota value), the monthly evolution and the quota's returns. */
const BalanceExtractPage: NextPageWithLayout = () => {
  useEffect(() => BalanceExtractView.preload(), []);
  return (
    <ExtractFrame idFuncionalidade={FUNCTIONALITY.BALANCE_EXTRACT} title="Extrato de saldo" intro="Cada conta guarda cotas do plano; o saldo é o total de cotas multiplicado pelo valor mais recente da cota, e cada conta mostra a sua parte dele, em centavos que somam o saldo total.">
      {(idVinculoPlano) => (
        <BalanceBoundary idVinculoPlano={idVinculoPlano}>
          {(balance) => <BalanceExtractView idVinculoPlano={idVinculoPlano} balance={balance} />}
        </BalanceBoundary>
      )}
    </ExtractFrame>
  );
};

BalanceExtractPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default BalanceExtractPage;
