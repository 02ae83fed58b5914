import { Select } from '@/components/ui/Select';
import { formatBrl } from '@/domain/format-decimal';
import { chosenOrFirst } from '@/domain/extracts-filters';
import { statementPdfUrl, type DemonstrativoAno } from '@/services/statements';
import { DownloadLink } from './DownloadLink';
import { Figure } from './Figure';

/** The years with contributions, once they have arrived: the chosen year's totals and its PDF (ContributionStatementPicker). */
export function ContributionStatementYears({
  years,
  chosenYear,
  onChooseYear,
  idVinculoPlano,
}: {
  years: DemonstrativoAno[];
  chosenYear: number | null;
  onChooseYear: (ano: string | null) => void;
  idVinculoPlano: number;
}) {
  const year = chosenOrFirst(years, chosenYear, (row, ano) => row.ano === ano) as DemonstrativoAno;

  return (
    <div className="space-y-6">
      <Select
        label="Ano"
        className="max-w-xs"
        options={years.map((row) => ({ value: String(row.ano), label: String(row.ano) }))}
        value={String(year.ano)}
        onChange={onChooseYear}
      />
      <section aria-labelledby="titulo-demonstrativo" aria-live="polite" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
        <h2 id="titulo-demonstrativo" className="text-xl font-semibold text-gray-900 dark:text-white">
          Contribuições de {year.ano}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Figure label="Básica" value={formatBrl(year.totaisPorTipo.basica)} />
          <Figure label="Suplementar" value={formatBrl(year.totaisPorTipo.suplementar)} />
          <Figure label="Esporádica" value={formatBrl(year.totaisPorTipo.esporadica)} />
          <Figure label="Patrocinadora" value={formatBrl(year.totalPatrocinadora)} />
          <Figure label="Total do ano" value={formatBrl(year.total)} />
          <Figure label="Suas contribuições (dedutíveis)" value={formatBrl(year.totalProprias)} isStrong />
        </dl>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          As suas contribuições (básica, suplementar e esporádica) podem ser deduzidas na declaração de ajuste anual do Imposto de Renda, até 12&nbsp;% dos seus
          rendimentos tributáveis, no modelo completo. As da patrocinadora não são dedutíveis.
        </p>
        <DownloadLink href={statementPdfUrl(idVinculoPlano, year.ano)}>{`Baixar demonstrativo de ${year.ano} (PDF)`}</DownloadLink>
      </section>
    </div>
  );
}
