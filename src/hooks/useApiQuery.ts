import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';

interface QueryResult<T> {
  fetcher: unknown;
  attempt: number;
  data?: T;
  error?: ApiError;
}

export interface ApiQuery<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/**
 * Runs one API call when `fetcher` changes (memoise it with useCallback) and on `retry`; null means "not yet".
 * Loading is derived from whether the stored answer belongs to the current fetcher and attempt. An answer renders as
 * a transition: React renders what it changes in short slices, so a list arriving never freezes a slow phone.
 */
export function useApiQuery<T>(fetcher: (() => Promise<T>) | null): ApiQuery<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<QueryResult<T> | null>(null);

  useEffect(() => {
    if (!fetcher) return;
    let isCurrent = true;
    fetcher().then(
      (data) => {
        if (isCurrent) startTransition(() => setResult({ fetcher, attempt, data }));
      },
      (error: unknown) => {
        const apiError = error instanceof ApiError ? error : new ApiError(0, TRANSPORT_MESSAGES.unexpected);
        if (isCurrent) startTransition(() => setResult({ fetcher, attempt, error: apiError }));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [fetcher, attempt]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  const isCurrentResult = result !== null && result.fetcher === fetcher && result.attempt === attempt;

  return {
    data: isCurrentResult ? result.data : undefined,
    error: isCurrentResult ? result.error : undefined,
    isLoading: fetcher !== null && !isCurrentResult,
    retry,
  };
}
