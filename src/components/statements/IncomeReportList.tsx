import { useCallback, useEffect } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { QueryState } from '@/components/ui/QueryState';
import { formatBrl } from '@/domain/format-decimal';
import { useApiQuery } from '@/hooks/useApiQuery';
import { incomeReportPdfUrl, retornarInformesRendimentos } from '@/services/statements';
import { DownloadLink } from './DownloadLink';
import { Figure } from './Figure';
import { HealthPlanPaid } from './HealthPlanPaid';

const IncomeReportIrpfFields = lazyPart(() => import('./IncomeReportIrpfFields').then((module) => module.IncomeReportIrpfFields), 'Carregando os campos da declaração');

/** Service 19: one income report per finished calendar year, its main figures and the PDF for the tax return. */
export function IncomeReportList({ idVinculoPlano }: { idVinculoPlano: number }) {
  const fetchReports = useCallback(() => retornarInformesRendimentos(idVinculoPlano), [idVinculoPlano]);
  const query = useApiQuery(fetchReports);
  // Fetched while the reports are: the fields show with them, without the list's first load carrying them.
  useEffect(() => IncomeReportIrpfFields.preload(), []);

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
      {({ informes, fontePagadora }) => {
        return (
          <ul className="space-y-6">
            {informes.map((report) => (
              <li key={report.ano}>
                <section aria-labelledby={`informe-${report.ano}`} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
                  <h2 id={`informe-${report.ano}`} className="text-xl font-semibold text-gray-900 dark:text-white">
                    Informe de rendimentos {report.ano}
                  </h2>
                  <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                    {report.pagamentos > 0 ? (
                      <>
                        <Figure label="Rendimentos tributáveis" value={formatBrl(report.rendimentosTributaveis)} isStrong />
                        <Figure label="Imposto de renda retido" value={formatBrl(report.impostoRetido)} />
                        {report.parcelaIsenta !== '0.00' ? <Figure label="Parcela isenta (65 anos ou mais)" value={formatBrl(report.parcelaIsenta)} /> : null}
                        <Figure label="13º salário" value={formatBrl(report.decimoTerceiro)} />
                        <Figure label="Imposto de renda sobre o 13º" value={formatBrl(report.impostoDecimoTerceiro)} />
                      </>
                    ) : null}
                    {report.contribuicoesDedutiveis.total !== '0.00' ? (
                      <Figure label="Contribuições dedutíveis (suas, sem as da patrocinadora)" value={formatBrl(report.contribuicoesDedutiveis.total)} isStrong={report.pagamentos === 0} />
                    ) : null}
                  </dl>
                  <HealthPlanPaid ano={report.ano} plans={report.planosSaude} />
                  <DownloadLink href={incomeReportPdfUrl(idVinculoPlano, report.ano)}>{`Baixar informe de ${report.ano} (PDF)`}</DownloadLink>
                  <IncomeReportIrpfFields ano={report.ano} report={report} source={fontePagadora} />
                </section>
              </li>
            ))}
          </ul>
        );
      }}
    </QueryState>
  );
}
