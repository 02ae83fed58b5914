import { useCallback } from 'react';
import { useRouter } from 'next/router';
import type { UrlQuery } from '@/domain/extracts-filters';

/**
 * A page's filters kept in its address (issue 26), so a reloaded or shared link shows the same thing. `query` is null
 * until the router has read the address. `replaceQuery` merges the values into the query string (undefined or ''
 * removes one) with router.replace and a shallow route: the page is not loaded again, and no history entry is added,
 * so Back leaves the page instead of stepping through each filter, and coming Back to it finds the last filters.
 */
export function useUrlQuery(): { query: UrlQuery | null; replaceQuery: (values: Record<string, string | undefined>) => void } {
  const router = useRouter();
  const replaceQuery = useCallback(
    (values: Record<string, string | undefined>) => {
      const query: UrlQuery = { ...router.query };
      for (const [name, value] of Object.entries(values)) {
        if (value === undefined || value === '') delete query[name];
        else query[name] = value;
      }
      void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    },
    [router],
  );
  return { query: router.isReady ? router.query : null, replaceQuery };
}
