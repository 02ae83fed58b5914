import type { DocumentUpload } from '@/hooks/useDocumentUpload';
import { FileDrop } from '@/components/ui/FileDrop';

/** 'Upload do Documento (Opcional)' with the sending progress (ui.md: long work shows progress). */
export function DocumentField({ upload, label, error }: { upload: DocumentUpload; label?: string; error?: string }) {
  const percent = upload.progress === null ? null : Math.round(upload.progress * 100);
  return (
    <div className="space-y-2">
      <FileDrop value={upload.file} onChange={upload.setFile} label={label} error={error} disabled={percent !== null} />
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
