import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { LoginResponse, Pessoa } from '@/domain/api-types';
import { clearSession, getServerSessionSnapshot, getSessionSnapshot, saveSession, subscribeToSession } from '@/services/session';

interface AuthContextValue {
  /** False until the cookies have been read in the browser. */
  isLoaded: boolean;
  isSignedIn: boolean;
  isAdmin: boolean;
  token: string | null;
  pessoa: Pessoa | null;
  signIn: (login: Pick<LoginResponse, 'token' | 'pessoa'>) => void;
  signOut: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeToSession, getSessionSnapshot, getServerSessionSnapshot);

  const signIn = useCallback((login: Pick<LoginResponse, 'token' | 'pessoa'>) => saveSession(login.token, login.pessoa), []);
  const signOut = useCallback(() => clearSession(), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      isLoaded: session.isLoaded,
      isSignedIn: Boolean(session.token),
      isAdmin: session.pessoa?.admin === 'S',
      token: session.token,
      pessoa: session.pessoa,
      signIn,
      signOut,
    }),
    [session, signIn, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
