import { useCallback, useRef, useState } from 'react';
import { uploadAttachment } from '@/services/attachments';

export interface DocumentUpload {
  file: File | null;
  setFile: (file: File | null) => void;
  /** 0–1 while sending; null when nothing is being sent. */
  progress: number | null;
  /** Sends the chosen file (once: a second call for the same file gives the same attachment). Null without a file. */
  upload: () => Promise<number | null>;
}

/** The optional supporting document of a form: chosen in the drop zone, sent when the form is. */
export function useDocumentUpload(): DocumentUpload {
  const [file, setFileState] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploaded = useRef<{ file: File; id: number } | null>(null);

  const setFile = useCallback((next: File | null) => setFileState(next), []);

  const upload = useCallback(async () => {
    if (!file) return null;
    if (uploaded.current?.file === file) return uploaded.current.id;
    setProgress(0);
    try {
      const id = await uploadAttachment(file, setProgress);
      uploaded.current = { file, id };
      return id;
    } finally {
      setProgress(null);
    }
  }, [file]);

  return { file, setFile, progress, upload };
}
