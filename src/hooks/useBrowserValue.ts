import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (the platform, what a past visit stored, whether React runs at all), read at each
 * render: `serverValue` on the server and while the prerendered HTML hydrates, so both render alike. Nothing announces
 * a change: for values that do not change while the page is open.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
