import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Download } from 'lucide-react';
import type { ChatMessage } from '@/domain/realtime-events';
import { formatFileSize } from '@/domain/attachments-file-rules';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { baixarAnexo } from '@/services/attachments';

/** The file of a message, downloaded with the session (the API lets only the conversation's people and the fund). */
export function MessageAttachment({ anexo }: { anexo: NonNullable<ChatMessage['anexo']> }) {
  const [isDownloading, setIsDownloading] = useState(false);
  const onDownload = async () => {
    setIsDownloading(true);
    try {
      await baixarAnexo(anexo);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void onDownload()}
      disabled={isDownloading}
      aria-label={`Baixar ${anexo.nomeOriginal}`}
      className="mt-1 flex min-h-11 w-full items-center gap-2 rounded-lg bg-black/10 px-3 py-2 text-left text-sm underline-offset-2 hover:underline disabled:opacity-70 dark:bg-white/10"
    >
      <Download aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 flex-1 break-words">{anexo.nomeOriginal}</span>
      <span className="shrink-0 opacity-90">{formatFileSize(anexo.tamanho)}</span>
    </button>
  );
}
