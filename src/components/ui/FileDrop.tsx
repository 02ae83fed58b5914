import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Camera, CircleAlert, FileCheck2, Trash2, UploadCloud } from 'lucide-react';
import { MAX_UPLOAD_BYTES } from '@/domain/constants';
import { formatFileSize, isAcceptedType, MAX_FILES, MIN_UPLOAD_BYTES, rejectionMessage, UPLOAD_ACCEPT, UPLOAD_HINT, UPLOAD_LABEL } from '@/domain/attachments-file-rules';
import { Button } from './Button';
import { FieldError } from './field-messages';

interface FileDropProps {
  value: File | null;
  onChange: (file: File | null) => void;
  label?: string;
  hint?: string;
  /** A message from the form (e.g. "O comprovante é obrigatório"). */
  error?: string;
  disabled?: boolean;
  className?: string;
  /** Other files than the attachments' (e.g. CSV for the imports): the types, the size limit and the rejection texts. */
  accept?: Record<string, string[]>;
  maxSize?: number;
  rejectionMessages?: Partial<Record<string, string>>;
  /**
   * A photo taken now: a 'Tirar foto' button opens the phone's camera (the front one for 'user', the back one for
   * 'environment'); 'Escolher arquivo' still picks a saved photo. Desktops without a camera open the file picker.
   */
  capture?: 'user' | 'environment';
}

interface Rejected {
  name: string;
  messages: string[];
}

function toRejected(rejections: readonly FileRejection[], messages: Partial<Record<string, string>> = {}): Rejected[] {
  return rejections.map(({ file, errors }) => ({ name: file.name, messages: [...new Set(errors.map(({ code }) => messages[code] ?? rejectionMessage(code)))] }));
}

/**
 * One file by drag and drop, by the 'Escolher arquivo' button or by pasting (spec §4, §5): idle, dragging
 * (accepted or rejected), accepted (name, size, remove) and rejected (why, in Portuguese).
 */
export function FileDrop({
  value,
  onChange,
  label = UPLOAD_LABEL,
  hint = UPLOAD_HINT,
  error,
  disabled = false,
  className = '',
  accept = UPLOAD_ACCEPT,
  maxSize = MAX_UPLOAD_BYTES,
  rejectionMessages,
  capture,
}: FileDropProps) {
  const id = useId();
  const cameraRef = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<Rejected[]>([]);
  const [wasRemoved, setWasRemoved] = useState(false);
  const { getRootProps, getInputProps, isDragActive, isDragReject, open, rootRef } = useDropzone({
    accept,
    maxSize,
    minSize: MIN_UPLOAD_BYTES,
    maxFiles: MAX_FILES,
    multiple: false,
    disabled,
    // The visible button opens the picker, so the zone itself is not a second, unnamed tab stop.
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejections) => {
      setWasRemoved(false);
      setRejected(toRejected(rejections, rejectionMessages));
      if (accepted.length > 0) onChange(accepted[0]);
      else if (rejections.length > 0) onChange(null);
    },
  });

  // The removed file's button disappears; the focus goes to the button that picks another one.
  useEffect(() => {
    if (wasRemoved && !value) rootRef.current?.querySelector('button')?.focus();
  }, [wasRemoved, value, rootRef]);

  // The camera's input is not the drop zone's: the same checks as a dropped file, by hand.
  function onPhotoTaken(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const code = !isAcceptedType(file, accept) ? 'file-invalid-type' : file.size > maxSize ? 'file-too-large' : file.size < MIN_UPLOAD_BYTES ? 'file-too-small' : null;
    setWasRemoved(false);
    setRejected(code ? [{ name: file.name, messages: [rejectionMessages?.[code] ?? rejectionMessage(code)] }] : []);
    onChange(code ? null : file);
  }

  function onRemove() {
    setRejected([]);
    setWasRemoved(true);
    onChange(null);
  }

  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const tone = isDragActive
    ? isDragReject
      ? 'border-red-700 bg-red-50 dark:border-red-400 dark:bg-red-950'
      : 'border-primary-strong bg-primary-soft'
    : rejected.length > 0 || error
      ? 'border-red-700 dark:border-red-400'
      : 'border-gray-400 dark:border-gray-600';

  return (
    <div role="group" aria-labelledby={labelId} className={className}>
      <p id={labelId} className="mb-1 text-sm font-semibold text-gray-900 dark:text-gray-100">
        {label}
      </p>
      {value ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-300 bg-white p-3 dark:border-gray-600 dark:bg-gray-900">
          <FileCheck2 aria-hidden="true" className="size-8 shrink-0 text-primary-strong" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-gray-900 dark:text-gray-100">{value.name}</p>
            <p className="text-sm text-gray-600 dark:text-gray-400">{formatFileSize(value.size)}</p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            aria-label={`Remover o arquivo ${value.name}`}
            onClick={onRemove}
          >
            Remover
          </Button>
        </div>
      ) : (
        <div
          {...getRootProps({
            className: `flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${tone} ${disabled ? 'opacity-60' : ''}`,
          })}
        >
          <input {...getInputProps({ 'aria-labelledby': labelId, 'aria-describedby': hintId })} />
          {isDragActive && isDragReject ? (
            <CircleAlert aria-hidden="true" className="size-8 text-red-700 dark:text-red-400" />
          ) : (
            <UploadCloud aria-hidden="true" className="size-8 text-gray-600 dark:text-gray-400" />
          )}
          <p className="text-base text-gray-800 dark:text-gray-200">
            {isDragActive ? (
              isDragReject ? (
                'Este arquivo não é aceito.'
              ) : (
                'Solte o arquivo para anexar.'
              )
            ) : (
              // Phones and tablets cannot drag a file: a coarse pointer without hover reads the touch wording (CSS, so
              // the server render and the first client render agree).
              <>
                <span className="pointer-coarse:hidden">Arraste o arquivo até aqui ou</span>
                <span className="hidden pointer-coarse:inline">Toque para escolher um arquivo</span>
              </>
            )}
          </p>
          {!isDragActive ? (
            <div className="flex flex-wrap justify-center gap-2">
              {capture ? (
                <>
                  <input ref={cameraRef} type="file" accept="image/*" capture={capture} className="hidden" onChange={onPhotoTaken} data-camera={capture} />
                  <Button variant="primary" size="sm" disabled={disabled} onClick={() => cameraRef.current?.click()} icon={<Camera aria-hidden="true" className="size-4" />} aria-describedby={hintId}>
                    Tirar foto
                  </Button>
                </>
              ) : null}
              <Button variant="secondary" size="sm" disabled={disabled} onClick={open} aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}>
                Escolher arquivo
              </Button>
            </div>
          ) : null}
        </div>
      )}
      <p id={hintId} className="mt-1 text-sm [overflow-wrap:anywhere] text-gray-600 dark:text-gray-400">
        {hint}
      </p>
      <p role="status" className="sr-only">
        {value ? `Arquivo anexado: ${value.name}` : ''}
      </p>
      <div role="alert">
        {rejected.map(({ name, messages }, index) => (
          <p key={`${index}-${name}`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
            {name}: {messages.join(' ')}
          </p>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
