import type { ComponentProps } from 'react';
import type { DocumentUpload } from '@/hooks/useDocumentUpload';
import { FileDrop } from '@/components/ui/FileDrop';

type FileKind = Pick<ComponentProps<typeof FileDrop>, 'accept' | 'hint' | 'rejectionMessages' | 'capture'>;

/**
 * 'Upload do Documento (Opcional)' with the sending progress (ui.md: long work shows progress). `files` narrows what
 * the drop zone takes for a document of one kind (e.g. PROOF_OF_ADDRESS_FILES); by default, spec §5's list.
 */
export function DocumentField({ upload, label, error, files }: { upload: DocumentUpload; label?: string; error?: string; files?: FileKind }) {
  const percent = upload.progress === null ? null : Math.round(upload.progress * 100);
  return (
    <div className="space-y-2">
      <FileDrop value={upload.file} onChange={upload.setFile} label={label} error={error} disabled={percent !== null} {...files} />
      {percent !== null ? (
        <div>
          <div className="mb-1 flex justify-between text-sm text-gray-700 dark:text-gray-300">
            <span id="envio-documento">Enviando o documento…</span>
            <span>{percent}%</span>
          </div>
          <div role="progressbar" aria-labelledby="envio-documento" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800">
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
