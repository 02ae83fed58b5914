import { formatBrl } from '@/domain/format-decimal';
import { incomeReportPdfUrl, type retornarInformesRendimentos } from '@/services/statements';
import { DownloadLink } from './DownloadLink';
import { Figure } from './Figure';
import { HealthPlanPaid } from './HealthPlanPaid';
import { IncomeReportIrpfFields } from './IncomeReportIrpfFields';

type IncomeReports = Awaited<ReturnType<typeof retornarInformesRendimentos>>;

/** One card per year: its main figures, the health plan paid, the PDF and the fields of the tax return. */
export function IncomeReportCards({ idVinculoPlano, reports: { informes, fontePagadora } }: { idVinculoPlano: number; reports: IncomeReports }) {
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
}
