import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { X } from 'lucide-react';
import { rememberOpener, returnFocus, type Opener } from './return-focus';

export interface ModalProps {
  isOpen: boolean;
  onClose?: () => void;
  /** The dialog's visible heading and accessible name. */
  title: string;
  children: ReactNode;
  /** Actions under the content, such as a confirm button. */
  footer?: ReactNode;
  /** False makes it blocking: no close button, Escape and the backdrop do nothing (spec §4, plan choice). */
  isDismissable?: boolean;
  size?: 'md' | 'lg';
  className?: string;
}

const SIZE_CLASSES = { md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A native modal <dialog> opened with showModal(): the browser traps focus, makes the rest of the page inert,
 * restores focus on close and exposes aria-modal. Children are mounted only while it is open; the first
 * element marked `data-autofocus` gets the focus, otherwise the browser's choice (the first focusable one). Closed
 * (or unmounted while open) after the control that opened it was drawn again, the focus goes to that control still
 * (return-focus.ts).
 */
export function Modal({ isOpen, onClose, title, children, footer, isDismissable = true, size = 'md', className = '' }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Who had the focus when it opened, while it is shown.
  const openerRef = useRef<Opener | null>(null);
  const isShownRef = useRef(false);
  const stopReturningFocus = useRef<() => void>(() => {});

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      stopReturningFocus.current();
      openerRef.current = rememberOpener();
      isShownRef.current = true;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!isOpen && isShownRef.current) {
      // Closed by us, or already by the browser (a close request): either way the focus goes back.
      if (dialog.open) dialog.close();
      isShownRef.current = false;
      stopReturningFocus.current = returnFocus(openerRef.current);
    }
  }, [isOpen]);

  // Unmounted while open (a parent drawing another dialog in its place): the browser gives the focus back to nothing.
  // A wait begun by a close goes on after an unmount: it ends by itself (found, the focus moved, or a timeout).
  useEffect(
    () => () => {
      if (isShownRef.current) returnFocus(openerRef.current);
    },
    [],
  );

  useEffect(() => {
    if (!isOpen) return;
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = overflow;
    };
  }, [isOpen]);

  // Escape fires "cancel"; the dialog closes itself unless we prevent it, so React state decides instead.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // React passes a nested dialog's cancel and close up its tree: they belong to that dialog, not this one.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (isDismissable) onClose?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Chrome lets a second Escape without user activation close a dialog even when cancel is prevented.
    if (event.key === 'Escape' && !isDismissable) event.preventDefault();
  }

  // A close we did not ask for (e.g. a browser close request) must not leave a blocking dialog shut. The event comes
  // in a task of its own after the close: a dialog open again by then (closed and reopened at once, as a shortcut
  // pressed right after Escape does) is not closed by it.
  function onNativeClose(event: SyntheticEvent<HTMLDialogElement>) {
    if (event.target !== event.currentTarget) return;
    const dialog = dialogRef.current;
    if (!dialog || !isOpen || dialog.open) return;
    if (isDismissable) onClose?.();
    else dialog.showModal();
  }

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget && isDismissable) onClose?.();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onNativeClose}
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${SIZE_CLASSES[size]} overflow-hidden rounded-2xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-950/60 open:flex open:flex-col dark:bg-gray-900 dark:text-gray-100 ${className}`}
    >
      {isOpen ? (
        <>
          <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4 dark:border-gray-800">
            <h2 id={titleId} className="pt-2 text-lg font-semibold">
              {title}
            </h2>
            {isDismissable ? (
              <button
                type="button"
                onClick={onClose}
                aria-label="Fechar"
                className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            ) : null}
          </div>
          {/* Focusable, so the keyboard scrolls a long body with nothing focusable in it (axe scrollable-region-focusable, WCAG 2.1.1); no name of its own: the dialog's title names it. */}
          <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto px-5 py-4 -outline-offset-4">
            {children}
          </div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-3 border-t border-gray-200 px-5 py-4 dark:border-gray-800">{footer}</div>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}
