import { Download } from 'lucide-react';
import type { DocumentoPublicado } from '@/domain/documents-fund';
import { formatFileSize } from '@/domain/attachments-file-rules';
import { documentFileUrl } from '@/services/documents';

/** A plain link to the file (the session cookie goes with the GET; the API checks the plans again). */
export function DocumentDownloadLink({ document }: { document: DocumentoPublicado }) {
  return (
    <a
      href={documentFileUrl(document)}
      download={document.anexo.nomeOriginal}
      aria-label={`Baixar ${document.titulo} (${formatFileSize(document.anexo.tamanho)})`}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-gray-400 bg-white px-3 text-sm font-semibold text-gray-900 hover:bg-gray-100 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800"
    >
      <Download aria-hidden="true" className="size-4" />
      Baixar
    </a>
  );
}
