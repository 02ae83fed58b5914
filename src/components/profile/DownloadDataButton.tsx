import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { FileJson, FileText } from 'lucide-react';
import { personalDataFileName } from '@/domain/data-export';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { exportarDados, exportarDadosPdf } from '@/services/profile';
import { Button } from '@/components/ui/Button';

type Format = 'pdf' | 'json';

/** Saves a file through a temporary link, the way a browser saves any download. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

async function downloadFile(format: Format, idPessoa: number): Promise<Blob> {
  if (format === 'pdf') return exportarDadosPdf(idPessoa);
  return new Blob([JSON.stringify(await exportarDados(idPessoa), null, 2)], { type: 'application/json' });
}

/** LGPD art. 18: every record the fund holds about the person, as a PDF to read and as JSON to take elsewhere. */
export function DownloadDataButton({ idPessoa, cpf }: { idPessoa: number; cpf: string }) {
  const [downloading, setDownloading] = useState<Format | null>(null);
  const hintId = useId();

  const onDownload = async (format: Format) => {
    setDownloading(format);
    try {
      saveFile(await downloadFile(format, idPessoa), personalDataFileName(cpf, format));
      toast.success('Seus dados foram baixados.');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setDownloading(null);
    }
  };

  const iconClasses = 'size-5';
  return (
    <div role="group" aria-label="Baixar meus dados" aria-describedby={hintId} className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          isLoading={downloading === 'pdf'}
          disabled={downloading !== null}
          icon={<FileText aria-hidden="true" className={iconClasses} />}
          onClick={() => void onDownload('pdf')}
        >
          Baixar meus dados (PDF)
        </Button>
        <Button
          variant="secondary"
          isLoading={downloading === 'json'}
          disabled={downloading !== null}
          icon={<FileJson aria-hidden="true" className={iconClasses} />}
          onClick={() => void onDownload('json')}
        >
          Baixar meus dados (JSON)
        </Button>
      </div>
      <p id={hintId} className="text-sm text-gray-700 dark:text-gray-300">
        PDF para ler e imprimir; JSON para levar seus dados a outro serviço.
      </p>
    </div>
  );
}
