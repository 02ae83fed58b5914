import { useEffect } from 'react';
import Router from 'next/router';
import { whenIdle } from '@/services/page-timing';

type NProgressLibrary = typeof import('nprogress');

// nprogress is fetched once the page is idle (no page needs it for its first render), or at the first page change if
// that comes sooner. Calls go through one promise, so a start and its done keep their order while it is arriving.
let progressBarLoad: Promise<NProgressLibrary> | null = null;
function loadProgressBar(): Promise<NProgressLibrary> {
  progressBarLoad ??= import('nprogress').then(({ default: NProgress }) =>
    // The stock template carries role="bar", which is not an ARIA role; the bar is decoration, so it is hidden instead.
    NProgress.configure({
      showSpinner: false,
      trickleSpeed: 150,
      barSelector: '.bar',
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    }),
  );
  // Offline when it was wanted: pages still change, without the bar, and the next change tries again.
  progressBarLoad.catch(() => {
    progressBarLoad = null;
  });
  return progressBarLoad;
}

/** The page-progress bar of spec §9 while the router changes page. */
export function useNavigationProgress() {
  useEffect(() => {
    const cancelPreload = whenIdle(() => void loadProgressBar().catch(() => undefined));
    const use = (step: (bar: NProgressLibrary) => void) => () => void loadProgressBar().then(step, () => undefined);
    const start = use((bar) => bar.start());
    const done = use((bar) => bar.done());
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', done);
    Router.events.on('routeChangeError', done);
    return () => {
      cancelPreload();
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', done);
      Router.events.off('routeChangeError', done);
    };
  }, []);
}
