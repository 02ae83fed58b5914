import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { TRANSPORT_MESSAGES } from '@/services/api-error';
import { Alert } from './Alert';
import { Button } from './Button';
import { Spinner } from './Spinner';

const RetryContext = createContext<() => void>(() => undefined);

/** The part's code could not be fetched (offline): say so where it would be, with a way to try again. */
function PartUnavailable() {
  const retry = useContext(RetryContext);
  return (
    <div className="space-y-3">
      <Alert tone="error">{TRANSPORT_MESSAGES.network}</Alert>
      <Button variant="secondary" onClick={retry}>
        Tentar novamente
      </Button>
    </div>
  );
}

function PartLoading({ label, children }: { label: string; children?: ReactNode }) {
  if (children) {
    return (
      <div role="status" aria-busy="true" aria-label={label}>
        {children}
      </div>
    );
  }
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex min-h-24 items-center justify-center text-gray-600 dark:text-gray-300">
      <Spinner className="size-6" />
    </div>
  );
}

/**
 * A Modal focuses its `data-autofocus` field when it opens; a part whose code arrives after that finds the focus on
 * the dialog's first control (its close button). It takes the focus to its own field, as if it had been there.
 */
function FocusOnArrival({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    // Not in an open dialog yet: the Modal, opening later, gives the focus itself.
    if (!element?.closest('dialog')?.open || element.contains(document.activeElement)) return;
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return (
    <div ref={ref} className="contents">
      {children}
    </div>
  );
}

export interface LazyPart<P> {
  (props: P): React.JSX.Element;
  /** Starts fetching the code now (on mount of the page, on hover of the button that opens it…). */
  preload: () => void;
}

/**
 * A part of a page whose code is fetched on demand (React.lazy): a dialog when it opens, a wizard's step when it is
 * reached, a form while the page fetches the data it needs anyway. Keeps the route's first-load JavaScript to what
 * its first view shows. While the code arrives, a spinner labelled `loadingLabel` stands in its place, or `Placeholder`
 * (given the part's props) for a part in the flow of a page, which must hold the part's height so nothing below moves.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, loadingLabel: string, Placeholder?: ComponentType<P>): LazyPart<P> {
  // Once the code is here (preloaded on hover, say), the part renders at once: React.lazy would still show its
  // fallback for a frame the first time.
  let loaded: ComponentType<P> | null = null;
  const remember = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const makePart = () => lazy(() => remember().then((component) => ({ default: component }), () => ({ default: PartUnavailable as ComponentType<P> })));
  let current = makePart();

  function Part(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it (and lose what
    // was typed); only a retry changes it.
    const [{ Shown, attempt }, setPart] = useState<{ Shown: ComponentType<P> | LazyExoticComponent<ComponentType<P>>; attempt: number }>(() => ({
      Shown: loaded ?? current,
      attempt: 0,
    }));
    const retry = useCallback(() => {
      current = makePart();
      setPart((part) => ({ Shown: current, attempt: part.attempt + 1 }));
    }, []);
    return (
      <RetryContext.Provider value={retry}>
        <Suspense fallback={<PartLoading label={loadingLabel}>{Placeholder ? <Placeholder {...props} /> : null}</PartLoading>}>
          {/* A new attempt is a new arrival: it may take the focus again. */}
          <FocusOnArrival key={attempt}>
            <Shown {...props} />
          </FocusOnArrival>
        </Suspense>
      </RetryContext.Provider>
    );
  }
  Part.preload = () => void remember().catch(() => undefined);
  return Part;
}
