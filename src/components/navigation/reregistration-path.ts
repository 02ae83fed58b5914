// Apart from ./menus: the shell reads the mode on every private page (./reregistration-mode), while the menus load
// later, with the sidebar.
export const REREGISTRATION_PATH = '/re-registration';

/**
 * Re-registration mode (spec §2.6): on when the path is the re-registration dashboard, stays on while the
 * administrator moves to settings or chat, off anywhere else.
 */
export function nextReregistrationMode(wasOn: boolean, pathname: string): boolean {
  if (pathname === REREGISTRATION_PATH || pathname.startsWith(`${REREGISTRATION_PATH}/`)) return true;
  const staysOn = ['/settings', '/chat'].some((path) => pathname === path || pathname.startsWith(`${path}/`));
  return wasOn && staysOn;
}
