import { useEffect } from 'react';
import Router from 'next/router';

/** How long a page may take to draw its main heading (after a skeleton) before the focus stays where it is. */
const HEADING_WAIT_MS = 5000;

const pathOf = (url: string) => url.split(/[?#]/)[0];

/**
 * Whether the focus should move to the new page's heading: it is nowhere (the link that had it went with the old
 * page), or outside the page's content (the menu link, or the palette's button a closing dialog gave it back to).
 * Focus the new page placed itself (a field, a dialog) is left alone.
 */
function shouldMoveFocus(heading: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  if (document.querySelector('dialog[open]')) return false;
  return !heading.closest('main')?.contains(active);
}

/**
 * Puts the focus on the main heading (`main h1`) once it is on screen, made focusable for that (tabIndex -1). Gives
 * up when the person clicks, types or moves the focus meanwhile, or after HEADING_WAIT_MS. Returns the way to give up.
 */
function focusMainHeadingWhenShown(): () => void {
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const stop = () => {
    observer?.disconnect();
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('focusin', stop, true);
  };
  const tryFocus = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return false;
    stop();
    if (shouldMoveFocus(heading)) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  // A frame later: the new page is drawn, and a dialog closed by the navigation (the palette) has given its focus back.
  frame = requestAnimationFrame(() => {
    frame = undefined;
    if (tryFocus()) return;
    // From now on, focus the page or the person puts somewhere is theirs.
    window.addEventListener('focusin', stop, true);
    observer = new MutationObserver(() => void tryFocus());
    observer.observe(document.body, { childList: true, subtree: true });
    timer = setTimeout(stop, HEADING_WAIT_MS);
  });
  return stop;
}

/**
 * After a client-side navigation to another page, the focus goes to that page's main heading, as a new page load
 * would start a screen-reader or keyboard user at the top of the content, not on the menu link or the search button
 * they came from (a route announcer of the gov.br kind). Not on the first load (the browser starts at the top), not
 * for changes of the query alone (filters, the onboarding's step: those pages place the focus themselves).
 */
export function useRouteFocus() {
  useEffect(() => {
    let currentPath = pathOf(Router.asPath);
    let giveUp: (() => void) | null = null;
    const onRouteChangeComplete = (url: string, { shallow }: { shallow: boolean }) => {
      const path = pathOf(url);
      const isAnotherPage = path !== currentPath;
      currentPath = path;
      if (shallow || !isAnotherPage) return;
      giveUp?.();
      giveUp = focusMainHeadingWhenShown();
    };
    Router.events.on('routeChangeComplete', onRouteChangeComplete);
    return () => {
      Router.events.off('routeChangeComplete', onRouteChangeComplete);
      giveUp?.();
    };
  }, []);
}
