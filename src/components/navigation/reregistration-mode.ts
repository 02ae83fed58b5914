import { useEffect, useState } from 'react';
import { nextReregistrationMode } from './reregistration-path';

/**
 * The menu's re-registration mode (spec §2.6), kept in the tab's session storage so that a reload of a settings page
 * or of the chat, reached from the dashboard, keeps it (the same storage the shell uses for the error page's message).
 */
const KEY = 'portal.modoRecadastramento';

function stored(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function store(isOn: boolean) {
  try {
    if (isOn) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): the mode lasts until the next reload
  }
}

export function useReregistrationMode(pathname: string): boolean {
  // The first render is the prerendered one (no storage there); the stored mode is read right after mounting.
  const [mode, setMode] = useState({ path: pathname, isOn: nextReregistrationMode(false, pathname), isRestored: false });
  if (mode.path !== pathname) setMode({ ...mode, path: pathname, isOn: nextReregistrationMode(mode.isOn, pathname) });

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once after mounting: the prerender has no storage
    setMode((current) => (current.isRestored ? current : { ...current, isOn: nextReregistrationMode(current.isOn || stored(), current.path), isRestored: true }));
  }, []);

  useEffect(() => {
    if (mode.isRestored) store(mode.isOn);
  }, [mode.isOn, mode.isRestored]);

  return mode.isOn;
}
