import type { ReactNode } from 'react';
import { PlanProvider } from './PlanContext';
import { SocketProvider } from './SocketContext';

/**
 * What only a signed-in person's pages use: the plan links and their features, and the real-time socket. The layouts
 * of those pages name them (`providers`), and _app puts them above the layout: the sign-in and public pages never load
 * their code, and moving between two such layouts keeps them (the same component at the same place), with the
 * socket and the plan's state.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <PlanProvider>
      <SocketProvider>{children}</SocketProvider>
    </PlanProvider>
  );
}
