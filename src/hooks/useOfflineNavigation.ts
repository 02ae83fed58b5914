import { useEffect } from 'react';
import Router from 'next/router';
import { toast } from '@/components/ui/toast';

export const OFFLINE_NAVIGATION_MESSAGE = 'Sem conexão. Tente de novo.';

// Long enough for a slow phone network to answer; a server that does not answer by then is as good as unreachable.
const PROBE_TIMEOUT_MS = 8000;

/** Same shape as the router's own cancellation: `change()` treats it as "stop here", without an error. */
const cancellation = () => Object.assign(new Error('Route Cancelled'), { cancelled: true });

/** Loads the page the way the router would have, once the server has shown it can be reached; otherwise says so. */
async function navigateWhenReachable(url: string) {
  if (!navigator.onLine) {
    toast.error(OFFLINE_NAVIGATION_MESSAGE);
    return;
  }
  try {
    await fetch(url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  } catch {
    toast.error(OFFLINE_NAVIGATION_MESSAGE);
    return;
  }
  window.location.assign(url);
}

/**
 * When the router cannot fetch a page's code (or its data), it emits routeChangeError and then leaves for the address
 * by a full page load, which offline shows the browser's own error page. Its only other routeChangeError is a
 * cancellation (a newer navigation), which is left alone. This listener stops the full load while the connection is
 * down, keeping the current page and saying so; when the server answers, the full load goes ahead as before (the
 * router keeps the failed chunk, so that is also how a link tried offline works again once back online).
 * Registered after the progress bar's listener (App's effects run in order, after its children's), since it throws
 * to stop the router and later listeners would not run.
 */
export function useOfflineNavigation() {
  useEffect(() => {
    const onRouteChangeError = (error: Error & { cancelled?: boolean }, url: string) => {
      if (error.cancelled) return;
      void navigateWhenReachable(url);
      throw cancellation();
    };
    Router.events.on('routeChangeError', onRouteChangeError);
    return () => Router.events.off('routeChangeError', onRouteChangeError);
  }, []);
}
