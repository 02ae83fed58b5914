import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Download, FileText } from 'lucide-react';
import { formatFileSize } from '@/domain/attachments-file-rules';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { baixarAnexo, type Anexo } from '@/services/attachments';
import { Button } from '@/components/ui/Button';

/** The documents of a request, each downloadable by whoever may see the request (the API checks it again). */
export function AttachmentList({ anexos, headingId }: { anexos: Anexo[]; headingId: string }) {
  const [downloadingId, setDownloadingId] = useState<number | null>(null);

  const onDownload = async (anexo: Anexo) => {
    setDownloadingId(anexo.id);
    try {
      await baixarAnexo(anexo);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setDownloadingId(null);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-3 font-semibold text-gray-900 dark:text-white">
        Documentos
      </h3>
      {anexos.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">Nenhum documento foi enviado com esta solicitação.</p>
      ) : (
        <ul className="space-y-2">
          {anexos.map((anexo) => (
            <li key={anexo.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-800">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-gray-600 dark:text-gray-400" />
              <span className="min-w-0 flex-1 break-words">
                {anexo.nomeOriginal} <span className="text-sm text-gray-600 dark:text-gray-400">· {formatFileSize(anexo.tamanho)}</span>
              </span>
              <Button size="sm" variant="secondary" isLoading={downloadingId === anexo.id} icon={<Download aria-hidden="true" className="size-4" />} onClick={() => void onDownload(anexo)} aria-label={`Baixar ${anexo.nomeOriginal}`}>
                Baixar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
