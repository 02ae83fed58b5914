import { CopyButton } from '@/components/sporadic-contribution/CopyButton';
import { incomeReportIrpfFichas, type IncomeReportFieldFigures, type PayingSource } from '@/domain/statements-income-report-fields';

interface IncomeReportIrpfFieldsProps {
  ano: number;
  report: IncomeReportFieldFigures;
  source: PayingSource;
}

/**
 * The report field by field: for each IRPF ficha its fields, the figure (the PDF's) and a 'Copiar' that puts it on
 * the clipboard as the program takes it typed. Loaded apart from the list (lazyPart), to keep the page's first load small.
 */
export function IncomeReportIrpfFields({ ano, report, source }: IncomeReportIrpfFieldsProps) {
  const fichas = incomeReportIrpfFichas(report, source);
  if (fichas.length === 0) return null;
  const headingId = `irpf-${ano}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-white">
        Na declaração do Imposto de Renda
      </h3>
      <p className="text-gray-700 dark:text-gray-300">
        Onde cada valor deste informe vai no programa do IRPF, ficha por ficha. O botão Copiar leva o valor como o programa pede que seja digitado (só números, com vírgula nos centavos).
      </p>
      {fichas.map((ficha) => {
        const fichaId = `irpf-${ano}-${ficha.id}`;
        return (
          <section key={ficha.id} aria-labelledby={ficha.code ? `${fichaId} ${fichaId}-codigo` : fichaId} className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800" data-testid="irpf-ficha">
            <h4 id={fichaId} className="font-semibold text-gray-900 dark:text-white">
              {ficha.ficha}
            </h4>
            {ficha.code ? (
              <p id={`${fichaId}-codigo`} className="text-sm text-gray-700 dark:text-gray-300">
                Código {ficha.code}
              </p>
            ) : null}
            <dl className="mt-2 divide-y divide-gray-200 dark:divide-gray-700">
              {ficha.fields.map((field) => (
                <div key={field.label} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                  <dt className="min-w-0 basis-full text-gray-700 sm:basis-auto sm:flex-1 dark:text-gray-300">{field.label}</dt>
                  <dd className="flex min-w-0 items-center gap-3">
                    <span className="min-w-0 font-semibold tabular-nums break-words text-gray-900 dark:text-white">{field.display}</span>
                    <CopyButton text={field.typed} accessibleName={`Copiar ${field.label}`} />
                  </dd>
                </div>
              ))}
            </dl>
            {ficha.note ? <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{ficha.note}</p> : null}
          </section>
        );
      })}
    </section>
  );
}
