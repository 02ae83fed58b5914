import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { BalanceBoundary, BalanceCards, BalanceHistorySection, QuotaReturns } from '@/components/extracts/BalanceParts';
import { ExtractFrame, SECTION_CLASSES } from '@/components/extracts/ExtractFrame';
import { formatQuotas } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/** Service 33: balance by account (quotas × the latest quota value), the monthly evolution and the quota's returns. */
const BalanceExtractPage: NextPageWithLayout = () => (
  <ExtractFrame idFuncionalidade={FUNCTIONALITY.BALANCE_EXTRACT} title="Extrato de saldo" intro="Cada conta guarda cotas do plano; o saldo é o total de cotas multiplicado pelo valor mais recente da cota, e cada conta mostra a sua parte dele, em centavos que somam o saldo total.">
    {(idVinculoPlano) => (
      <BalanceBoundary idVinculoPlano={idVinculoPlano}>
        {(balance) => (
          <div className="space-y-8">
            <BalanceCards balance={balance} />
            <p className="text-sm text-gray-700 dark:text-gray-300">
              Valor da cota em {formatDateBr(balance.dataCota)}: {formatQuotas(balance.valorCota)}.
            </p>
            <BalanceHistorySection idVinculoPlano={idVinculoPlano} balance={balance} />
            <section aria-labelledby="titulo-rentabilidade" className={SECTION_CLASSES}>
              <h2 id="titulo-rentabilidade" className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">
                Rentabilidade da cota
              </h2>
              <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
                Quanto o valor da cota variou em cada período. A sua rentabilidade também depende de quando cada contribuição entrou.
              </p>
              <QuotaReturns balance={balance} />
            </section>
          </div>
        )}
      </BalanceBoundary>
    )}
  </ExtractFrame>
);

BalanceExtractPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default BalanceExtractPage;
