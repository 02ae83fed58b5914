/**
 * Giving the focus back to the control that opened a dialog. The browser does it on close() only while that control
 * is still in the document; a list that reloads behind the dialog (the request centre after a status change) draws a
 * new button for the same row, and a dialog unmounted while open gives nothing back: the focus drops to the page's
 * start. Then the same control is looked for (same id, or same kind of element with the same accessible name).
 */

export interface Opener {
  element: HTMLElement;
  id: string;
  tagName: string;
  name: string;
}

/** How long a list behind the dialog may take to draw the control again. */
const WAIT_FOR_OPENER_MS = 3000;

const nameOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
const isShown = (element: HTMLElement) => element.getClientRects().length > 0 && !element.closest('dialog');

/** What to remember of the element that has the focus as a dialog opens (null when nothing has it). */
export function rememberOpener(): Opener | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  return { element: active, id: active.id, tagName: active.tagName.toLowerCase(), name: nameOf(active) };
}

/** The opener itself while it is in the document, else a visible element that is the same control. */
function findOpener(opener: Opener): HTMLElement | null {
  if (opener.element.isConnected && isShown(opener.element)) return opener.element;
  if (opener.id) {
    const byId = document.getElementById(opener.id);
    if (byId && isShown(byId)) return byId;
  }
  if (!opener.name) return null;
  return [...document.querySelectorAll<HTMLElement>(opener.tagName)].find((element) => isShown(element) && nameOf(element) === opener.name) ?? null;
}

/** Whether the focus is lost: on the page itself, or on something inside a dialog no longer open. */
function isFocusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active.closest('dialog:not([open])') !== null;
}

/**
 * After a dialog closed: when the focus is lost, puts it on the opener (or the same control drawn again), waiting
 * for it while the page redraws, unless the person moves on first. Returns the way to stop waiting.
 */
export function returnFocus(opener: Opener | null): () => void {
  if (!opener || !isFocusLost()) return () => {};
  const found = findOpener(opener);
  if (found) {
    found.focus();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!isFocusLost()) return stop();
    const target = findOpener(opener);
    if (!target) return;
    stop();
    target.focus();
  });
  const timer = setTimeout(() => stop(), WAIT_FOR_OPENER_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  return stop;
}
