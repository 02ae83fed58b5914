import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@/domain/constants';

export type ThemePreference = 'light' | 'dark' | 'system';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const CHANGE_EVENT = 'portal:theme-preference';

function readPreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function subscribe(listener: () => void) {
  const media = window.matchMedia(DARK_QUERY);
  window.addEventListener('storage', listener);
  window.addEventListener(CHANGE_EVENT, listener);
  media.addEventListener('change', listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(CHANGE_EVENT, listener);
    media.removeEventListener('change', listener);
  };
}

function isDarkResolved(preference: ThemePreference) {
  return preference === 'dark' || (preference === 'system' && window.matchMedia(DARK_QUERY).matches);
}

function applyPreference() {
  document.documentElement.classList.toggle('dark', isDarkResolved(readPreference()));
}

/**
 * Keeps the `dark` class on <html> in step with the stored choice and the system setting. The first paint is
 * handled by the inline script of src/styles/theme-init-script.ts, so this only reacts to changes (applying on mount would flash during hydration).
 */
export function useThemeSync() {
  useEffect(() => subscribe(applyPreference), []);
}

/** The light/dark/system choice of spec §3 (localStorage key `theme`). */
export function useThemePreference() {
  const preference = useSyncExternalStore(subscribe, readPreference, () => 'system' as ThemePreference);

  const setPreference = useCallback((next: ThemePreference) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage blocked: the choice is lost with the page.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);

  return { preference, setPreference };
}
