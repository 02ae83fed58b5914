import { useEffect, useState } from 'react';

/**
 * The message that sent someone to the error page (spec §8: the maintenance check's failure). Kept for one
 * reading in the tab's session storage, because reaching /500 may reload the page and take the toast with it.
 */
const KEY = 'portal.mensagemErro';

export function rememberErrorMessage(message: string) {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // storage refused (private mode): the toast still says it
  }
}

export function useRememberedErrorMessage(): string | null {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    try {
      const stored = sessionStorage.getItem(KEY);
      sessionStorage.removeItem(KEY);
      // Read once after mounting: the page is prerendered without it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (stored) setMessage(stored);
    } catch {
      // nothing remembered
    }
  }, []);
  return message;
}
