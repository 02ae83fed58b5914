import { useEffect, useRef } from 'react';

/**
 * For a form fetched on demand (lazyPart) inside a Modal. A form there from the start is mounted before the dialog
 * opens, and the Modal focuses its `data-autofocus` field; one whose code arrives after the dialog opened finds the
 * focus on the dialog's first control (its close button) instead, so it takes it to that field itself, as if it had
 * been there from the start. Attach the returned ref to the form's outer element.
 */
export function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    // Not open yet: the Modal's own effect, which runs after this one, gives the focus when it opens the dialog.
    if (!element?.closest('dialog')?.open || element.contains(document.activeElement)) return;
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return ref;
}
