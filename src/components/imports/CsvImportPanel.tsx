import { useEffect, useState } from 'react';
import { useSocket } from '@/contexts/SocketContext';
import { countDataLines, CSV_ACCEPT, CSV_MAX_BYTES, CSV_REJECTIONS } from '@/domain/imports-csv';
import type { ImportProgress } from '@/domain/realtime-events';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { importarCsv, type ImportEndpoint, type ResultadoImportacao } from '@/services/imports';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FileDrop } from '@/components/ui/FileDrop';
import { toast } from '@/components/ui/toast';
import { ImportErrorsTable } from './ImportErrorsTable';

const count = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

type Phase = { step: 'idle' } | { step: 'checking' } | { step: 'checked'; preview: ResultadoImportacao } | { step: 'importing'; preview: ResultadoImportacao } | { step: 'done'; result: ResultadoImportacao };

interface CsvImportPanelProps {
  endpoint: ImportEndpoint;
  importacao: ImportProgress['importacao'];
  /** The header line the file must start with, shown in the hint. */
  header: string;
  /** What one line is, in the plural ('contribuições', 'valores de cota'). */
  noun: string;
  onImported?: () => void;
}

/**
 * The one CSV import screen (contributions, quota values, later people): pick a file, check it (the server's preview
 * with the errors by line), import the valid lines, and read the summary; the rows done / total show meanwhile.
 */
export function CsvImportPanel({ endpoint, importacao, header, noun, onImported }: CsvImportPanelProps) {
  const { subscribe } = useSocket();
  const [file, setFile] = useState<File | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [processed, setProcessed] = useState(0);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const isBusy = phase.step === 'checking' || phase.step === 'importing';

  useEffect(() => {
    if (!isBusy) return;
    return subscribe('importacaoProgresso', (progress) => {
      if (progress.importacao === importacao) setProcessed(progress.processadas);
    });
  }, [isBusy, importacao, subscribe]);

  function onFileChange(next: File | null) {
    setFile(next);
    setPhase({ step: 'idle' });
    setError(null);
    setTotal(null);
    // The browser counts the lines it is about to send: the progress bar's total.
    if (next) void next.text().then((text) => setTotal(countDataLines(text)), () => setTotal(null));
  }

  async function run(confirmar: 'N' | 'S') {
    if (!file) return;
    setError(null);
    setProcessed(0);
    const previous = phase.step === 'checked' ? phase.preview : null;
    setPhase(confirmar === 'N' ? { step: 'checking' } : { step: 'importing', preview: previous! });
    try {
      const answer = await importarCsv(endpoint, file, confirmar);
      if (confirmar === 'N') setPhase({ step: 'checked', preview: answer });
      else {
        setPhase({ step: 'done', result: answer });
        toast.success('Importação concluída.');
        onImported?.();
      }
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : TRANSPORT_MESSAGES.unexpected);
      setPhase(previous ? { step: 'checked', preview: previous } : { step: 'idle' });
    }
  }

  function onReset() {
    setFile(null);
    setTotal(null);
    setPhase({ step: 'idle' });
    setError(null);
  }

  const preview = phase.step === 'checked' || phase.step === 'importing' ? phase.preview : null;
  const toImport = preview ? preview.validas - preview.ignoradas : 0;

  return (
    <div className="space-y-5">
      {phase.step !== 'done' ? (
        <FileDrop
          value={file}
          onChange={onFileChange}
          label="Arquivo CSV"
          hint={`Primeira linha: ${header}. Separador ponto e vírgula, vírgula decimal, UTF-8, até 50 MB.`}
          accept={CSV_ACCEPT}
          maxSize={CSV_MAX_BYTES}
          rejectionMessages={CSV_REJECTIONS}
          disabled={isBusy}
        />
      ) : null}
      {file && total !== null && phase.step !== 'done' ? <p className="text-sm text-gray-700 dark:text-gray-300">{count(total)} linhas de dados no arquivo.</p> : null}

      {error ? <Alert tone="error">{error}</Alert> : null}

      {isBusy ? (
        <div role="status" className="space-y-2">
          <p className="text-sm font-medium text-gray-900 dark:text-gray-100">
            {phase.step === 'checking' ? 'Conferindo o arquivo' : 'Importando'}: {count(processed)}
            {total !== null ? ` de ${count(total)}` : ''} linhas
          </p>
          <progress
            className="h-3 w-full accent-[var(--color-primary,#3BA387)]"
            max={total ?? undefined}
            value={total ? Math.min(processed, total) : undefined}
            aria-label={phase.step === 'checking' ? 'Progresso da conferência' : 'Progresso da importação'}
          />
        </div>
      ) : null}

      {phase.step === 'idle' || phase.step === 'checking' ? (
        <Button onClick={() => void run('N')} disabled={!file} isLoading={phase.step === 'checking'}>
          Conferir arquivo
        </Button>
      ) : null}

      {preview ? (
        <section aria-labelledby={`${importacao}-conferencia`} className="space-y-4">
          <h3 id={`${importacao}-conferencia`} className="text-base font-semibold">
            Resultado da conferência
          </h3>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Linhas" value={preview.linhas} />
            <Figure label="Válidas" value={preview.validas} />
            <Figure label="Já importadas" value={preview.ignoradas} />
            <Figure label="Com erro" value={preview.linhas - preview.validas} />
          </dl>
          {preview.totalErros > 0 ? (
            <ImportErrorsTable errors={preview.erros} total={preview.totalErros} />
          ) : (
            <Alert tone="success">Nenhum erro encontrado.</Alert>
          )}
          {preview.avisos?.length ? <ImportErrorsTable errors={preview.avisos} total={preview.avisos.length} caption="Avisos por linha" noun="avisos" /> : null}
          {preview.pessoasNovas !== undefined && toImport > 0 ? (
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {peopleSentence(preview.pessoasNovas, preview.vinculosNovos ?? 0, 'future')}
            </p>
          ) : null}
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {toImport > 0
              ? `${toImport === 1 ? 'Será importada 1 linha nova' : `Serão importadas ${count(toImport)} linhas novas`} de ${noun}. As linhas com erro ficam de fora; corrija-as e envie o arquivo de novo (o que já foi importado é ignorado).`
              : `Nenhuma linha nova de ${noun} neste arquivo: as linhas válidas já estão registradas.`}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void run('S')} disabled={preview.validas === 0} isLoading={phase.step === 'importing'}>
              Confirmar importação
            </Button>
            <Button variant="secondary" onClick={onReset} disabled={isBusy}>
              Cancelar
            </Button>
          </div>
        </section>
      ) : null}

      {phase.step === 'done' ? (
        <section aria-labelledby={`${importacao}-resumo`} className="space-y-4">
          <h3 id={`${importacao}-resumo`} className="text-base font-semibold">
            Resumo da importação
          </h3>
          <Alert tone="success">
            {count(phase.result.importadas)} {phase.result.importadas === 1 ? 'linha importada' : 'linhas importadas'}, {count(phase.result.ignoradas)}{' '}
            {phase.result.ignoradas === 1 ? 'ignorada' : 'ignoradas'} (já existiam) e {count(phase.result.linhas - phase.result.validas)} com erro.
            {phase.result.quitadas ? ` ${count(phase.result.quitadas)} contribuição(ões) esporádica(s) pendente(s) quitada(s).` : ''}
            {phase.result.pessoasNovas !== undefined ? ` ${peopleSentence(phase.result.pessoasNovas, phase.result.vinculosNovos ?? 0, 'past')}` : ''}
          </Alert>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Linhas" value={phase.result.linhas} />
            <Figure label="Importadas" value={phase.result.importadas} />
            <Figure label="Ignoradas" value={phase.result.ignoradas} />
            <Figure label="Com erro" value={phase.result.linhas - phase.result.validas} />
          </dl>
          {phase.result.totalErros > 0 ? <ImportErrorsTable errors={phase.result.erros} total={phase.result.totalErros} /> : null}
          <Button variant="secondary" onClick={onReset}>
            Importar outro arquivo
          </Button>
        </section>
      ) : null}
    </div>
  );
}

/** What a people import creates: new people (each e-mailed a first-access link) and plan links. */
function peopleSentence(people: number, links: number, tense: 'future' | 'past'): string {
  const who = people === 1 ? '1 pessoa nova' : `${count(people)} pessoas novas`;
  const linkText = links === 1 ? '1 vínculo com plano' : `${count(links)} vínculos com planos`;
  return tense === 'future'
    ? `O portal vai criar ${who} e ${linkText}; cada pessoa nova receberá por e-mail o link de primeiro acesso para criar a senha.`
    : `O portal criou ${who} e ${linkText}; cada pessoa nova recebeu por e-mail o link de primeiro acesso.`;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-gray-200 p-3 dark:border-gray-700">
      <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="text-2xl font-semibold text-gray-900 tabular-nums dark:text-white">{count(value)}</dd>
    </div>
  );
}
