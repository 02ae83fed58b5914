import { useEffect } from 'react';
import Router from 'next/router';
import NProgress from 'nprogress';

// The stock template carries role="bar", which is not an ARIA role; the bar is decoration, so it is hidden instead.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 150,
  barSelector: '.bar',
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
});

/** The page-progress bar of spec §9 while the router changes page. */
export function useNavigationProgress() {
  useEffect(() => {
    const start = () => NProgress.start();
    const done = () => NProgress.done();
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
