import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/services/page-timing';

// react-hot-toast (~4.5 kB gzip with its styling engine) is fetched in the background once the page has started, not
// with every route's first load. A message given before it has arrived is shown as soon as it has.
type ToastLibrary = typeof import('react-hot-toast');
let libraryLoad: Promise<ToastLibrary> | null = null;
function loadToastLibrary(): Promise<ToastLibrary> {
  libraryLoad ??= import('react-hot-toast').catch((error: unknown) => {
    libraryLoad = null; // offline: the next message tries again
    throw error;
  });
  return libraryLoad;
}

// The mounted <Toasts> listens here, so that a message given before the page is idle mounts the Toaster at once.
let onFirstMessage: (() => void) | null = null;

function show(kind: 'success' | 'error', message: string) {
  onFirstMessage?.();
  // Nothing to show a message with (the chunk cannot be fetched): the screen's own state still tells what happened.
  // The message is its id: the same words given twice at once (two failed loads of one navigation) show once.
  loadToastLibrary().then(({ toast: library }) => library[kind](message, { id: message }), () => undefined);
}

/** The portal's toasts (spec §9): short messages over the page. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

const Toaster = lazy(() => loadToastLibrary().then((library) => ({ default: library.Toaster })));

/**
 * Where the toasts appear; mounted once by the app, in the browser only (the prerendered HTML has no toasts): once
 * the page is idle, or at the first message if that comes sooner.
 */
export function Toasts() {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => {
    if (isMounted) return;
    const mount = () => setIsMounted(true);
    onFirstMessage = mount;
    const cancel = whenIdle(mount);
    return () => {
      cancel();
      if (onFirstMessage === mount) onFirstMessage = null;
    };
  }, [isMounted]);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" toastOptions={{ duration: 2000 }} />
    </Suspense>
  );
}
