import { createContext, lazy, Suspense, useCallback, useContext, useState, type ComponentType } from 'react';
import { TRANSPORT_MESSAGES } from '@/services/api';
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

function PartLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex min-h-24 items-center justify-center text-gray-600 dark:text-gray-300">
      <Spinner className="size-6" />
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
 * its first view shows. While the code arrives, a spinner labelled `loadingLabel` stands in its place.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, loadingLabel: string): LazyPart<P> {
  const makePart = () => lazy(() => load().then((component) => ({ default: component }), () => ({ default: PartUnavailable as ComponentType<P> })));
  let current = makePart();

  function Part(props: P) {
    const [Loaded, setLoaded] = useState(() => current);
    const retry = useCallback(() => {
      current = makePart();
      setLoaded(() => current);
    }, []);
    return (
      <RetryContext.Provider value={retry}>
        <Suspense fallback={<PartLoading label={loadingLabel} />}>
          <Loaded {...props} />
        </Suspense>
      </RetryContext.Provider>
    );
  }
  Part.preload = () => void load().catch(() => undefined);
  return Part;
}
