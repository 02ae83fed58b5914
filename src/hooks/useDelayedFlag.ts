import { useEffect, useState } from 'react';

/** False at first, true once `delayMs` have passed since the component mounted. */
export function useDelayedFlag(delayMs: number): boolean {
  const [isReached, setIsReached] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsReached(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return isReached;
}
