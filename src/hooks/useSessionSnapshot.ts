import { startTransition, useEffect, useReducer, useState } from 'react';
import { subscribeToSession } from '@/services/auth-session';

/**
 * A snapshot of the session cookies, as useSyncExternalStore would give it (read again at every render, the same
 * object while the cookies do not change), except for the first read after hydration: the prerendered HTML cannot
 * know the cookies, so that read renders the whole signed-in page, and as a transition React renders it in short
 * slices instead of one long task that would freeze a phone. Later changes (sign in, sign out, a plan chosen) are
 * rendered at once.
 */
export function useSessionSnapshot<T>(getSnapshot: () => T, serverSnapshot: T): T {
  const [hasReadCookies, setHasReadCookies] = useState(false);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    startTransition(() => setHasReadCookies(true));
    return subscribeToSession(rerender);
  }, []);
  return hasReadCookies ? getSnapshot() : serverSnapshot;
}
