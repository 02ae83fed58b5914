import { useEffect } from 'react';
import type { NextRouter } from 'next/router';

/**
 * The e-mailed link's single-use token. It arrives in the URL (`/recadastramento?token=…`); the page keeps it in the
 * tab's session storage and replaces the URL at once, so the token is left neither in the history nor in a Referer
 * (the page also sends `Referrer-Policy: no-referrer`). A reload of the tab still finds it; it is forgotten once the
 * answer is sent or the link is refused.
 */
const KEY = 'portal.recadastramento.token';

function queryToken(router: NextRouter): string | null {
  const value = router.query.token;
  return typeof value === 'string' && value ? value : null;
}

/** The link's token, from the URL or the tab's storage; null before the router is ready (prerender) or without one. */
export function readLinkToken(router: NextRouter): string | null {
  if (!router.isReady) return null;
  const fromUrl = queryToken(router);
  if (fromUrl) return fromUrl;
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetLinkToken() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

/** Moves a token from the URL into the tab's storage and takes it off the address bar (and the history entry). */
export function useTokenOutOfUrl(router: NextRouter) {
  const fromUrl = router.isReady ? queryToken(router) : null;
  useEffect(() => {
    if (!fromUrl) return;
    try {
      sessionStorage.setItem(KEY, fromUrl);
    } catch {
      // storage refused (private mode): the URL is cleaned all the same; a reload then asks to sign in
    }
    const { token: _token, ...rest } = router.query;
    void router.replace({ pathname: router.pathname, query: rest }, undefined, { shallow: true, scroll: false });
  }, [fromUrl, router]);
}
