import { useState } from 'react';

export interface OpenedRequest {
  id: number;
  protocolo: string;
}

/** A request of the home's list opened in its dialog; a change made there reloads the panel once the dialog closes. */
export function useOpenedRequest(reload: () => void) {
  const [opened, setOpened] = useState<OpenedRequest | null>(null);
  const [isStale, setIsStale] = useState(false);
  const close = () => {
    setOpened(null);
    if (isStale) {
      setIsStale(false);
      reload();
    }
  };
  // Changed and closed in one go (the request centre's dialog after 'Salvar situação'): `close` would read the stale flag
  // of this render, before markChanged's update.
  const closeChanged = () => {
    setOpened(null);
    setIsStale(false);
    reload();
  };
  return { opened, open: setOpened, close, closeChanged, markChanged: () => setIsStale(true) };
}
