import { useCallback, useEffect } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { QueryState } from '@/components/ui/QueryState';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarInformesRendimentos } from '@/services/statements';

// The cards (with the tax return's fields) are drawn from the answer: their code is fetched beside it.
const IncomeReportCards = lazyPart(() => import('./IncomeReportCards').then((module) => module.IncomeReportCards), 'Carregando os informes de rendimentos');

/** Service 19: one income report per finished calendar year, its main figures and the PDF for the tax return. */
export function IncomeReportList({ idVinculoPlano }: { idVinculoPlano: number }) {
  const fetchReports = useCallback(() => retornarInformesRendimentos(idVinculoPlano), [idVinculoPlano]);
  const query = useApiQuery(fetchReports);
  useEffect(() => IncomeReportCards.preload(), []);

  return (
    <QueryState
      query={query}
      label="Carregando os informes de rendimentos"
      errorTitle="Não foi possível carregar os informes de rendimentos."
      isEmpty={(data) => data.informes.length === 0}
      empty={
        <p className="text-gray-700 dark:text-gray-300">
          Ainda não há informe de rendimentos neste plano. O informe de um ano fica disponível aqui depois do fim do ano-calendário.
        </p>
      }
    >
      {(reports) => <IncomeReportCards idVinculoPlano={idVinculoPlano} reports={reports} />}
    </QueryState>
  );
}
