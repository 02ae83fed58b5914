import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Download } from 'lucide-react';
import { personalDataFileName } from '@/domain/profile';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { exportarDados } from '@/services/profile';
import { Button } from '@/components/ui/Button';

/** Saves a JSON document through a temporary link, the way a browser saves any download. */
function saveJsonFile(content: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** LGPD art. 18: every record the fund holds about the person, in a file they keep. */
export function DownloadDataButton({ idPessoa, cpf }: { idPessoa: number; cpf: string }) {
  const [isDownloading, setIsDownloading] = useState(false);

  const onDownload = async () => {
    setIsDownloading(true);
    try {
      saveJsonFile(await exportarDados(idPessoa), personalDataFileName(cpf));
      toast.success('Seus dados foram baixados.');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <Button variant="secondary" isLoading={isDownloading} icon={<Download aria-hidden="true" className="size-5" />} onClick={() => void onDownload()}>
      Baixar meus dados
    </Button>
  );
}
