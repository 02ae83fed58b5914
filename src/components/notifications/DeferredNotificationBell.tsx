import { useEffect, useState, type ComponentType } from 'react';
import { Bell } from 'lucide-react';
import { whenIdle } from '@/services/page-timing';

// The bell's code (its list's state, the live announcement, the badge rules: 2.2 kB gzip) is on every private page but
// no first paint needs it: it is fetched once the page is idle, as the socket is, and stays for the next pages. The
// list it asks the API for on mounting includes whatever arrived before it, so nothing is missed meanwhile.
const loadNotificationBell = () => import('./NotificationBell').then((module) => module.NotificationBell);
let loadedBell: ComponentType | null = null;

/** The top bar's bell, fetched when the page is idle; until then the same icon, without a button, holds its place. */
export function DeferredNotificationBell() {
  const [NotificationBell, setNotificationBell] = useState<ComponentType | null>(() => loadedBell);

  useEffect(() => {
    if (NotificationBell) return;
    let isCancelled = false;
    const load = () =>
      loadNotificationBell().then(
        (component) => {
          loadedBell = component;
          if (!isCancelled) setNotificationBell(() => component);
        },
        // Offline then: the bell comes when the browser is back online.
        () => window.addEventListener('online', () => void load(), { once: true }),
      );
    const cancelLoad = whenIdle(() => void load());
    return () => {
      isCancelled = true;
      cancelLoad();
    };
  }, [NotificationBell]);

  if (NotificationBell) return <NotificationBell />;
  return (
    <span aria-hidden="true" className="flex size-11 items-center justify-center text-gray-700 dark:text-gray-300">
      <Bell className="size-6" />
    </span>
  );
}
