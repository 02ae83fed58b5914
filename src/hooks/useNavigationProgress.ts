import { useEffect } from 'react';
import Router from 'next/router';

type NProgressLibrary = typeof import('nprogress');

// nprogress is fetched once the app has started (no page needs it for its first render). Calls go through one
// promise, so a start and its done keep their order even while it is still arriving.
function loadProgressBar(): Promise<NProgressLibrary> {
  return import('nprogress').then(({ default: NProgress }) =>
    // The stock template carries role="bar", which is not an ARIA role; the bar is decoration, so it is hidden instead.
    NProgress.configure({
      showSpinner: false,
      trickleSpeed: 150,
      barSelector: '.bar',
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    }),
  );
}

/** The page-progress bar of spec §9 while the router changes page. */
export function useNavigationProgress() {
  useEffect(() => {
    const progressBar = loadProgressBar();
    // Offline when it was wanted: pages still change, without the bar.
    const use = (step: (bar: NProgressLibrary) => void) => () => void progressBar.then(step, () => undefined);
    const start = use((bar) => bar.start());
    const done = use((bar) => bar.done());
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', done);
    Router.events.on('routeChangeError', done);
    return () => {
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', done);
      Router.events.off('routeChangeError', done);
    };
  }, []);
}
