import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { LoginResponse, Pessoa, YesNo } from '@/domain/api-types';
import { useSessionSnapshot } from '@/hooks/useSessionSnapshot';
import { clearSession, getServerSessionSnapshot, getSessionSnapshot, saveOnboardingDone, saveSession } from '@/services/auth-session';

interface AuthContextValue {
  /** False until the cookies have been read in the browser. */
  isLoaded: boolean;
  isSignedIn: boolean;
  isAdmin: boolean;
  pessoa: Pessoa | null;
  /** The login's onboarding flag (cookie login.onboarding); null when unknown. */
  onboarding: YesNo | null;
  onboardingPlano: number | null;
  /** A participant whose onboarding is not done: every private page sends them to /onboarding (spec §4). */
  mustOnboard: boolean;
  /** After POST /api/autenticar, whose answer already set the HttpOnly token cookie. */
  signIn: (login: Pick<LoginResponse, 'pessoa'> & Partial<Pick<LoginResponse, 'onboarding' | 'onboarding_plano'>>) => void;
  signOut: () => void;
  completeOnboarding: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSessionSnapshot(getSessionSnapshot, getServerSessionSnapshot());

  const signIn = useCallback<AuthContextValue['signIn']>(
    (login) => saveSession(login.pessoa, login.onboarding ? { onboarding: login.onboarding, onboarding_plano: login.onboarding_plano ?? null } : undefined),
    [],
  );
  const signOut = useCallback(() => clearSession(), []);
  const completeOnboarding = useCallback(() => saveOnboardingDone(), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      isLoaded: session.isLoaded,
      isSignedIn: session.isSignedIn,
      isAdmin: session.pessoa?.admin === 'S',
      pessoa: session.pessoa,
      onboarding: session.onboarding,
      onboardingPlano: session.onboardingPlano,
      // Administrators are never gated; an absent cookie (a session from before the flag existed) is not either.
      mustOnboard: session.isSignedIn && session.pessoa?.admin !== 'S' && session.onboarding !== null && session.onboarding !== 'N',
      signIn,
      signOut,
      completeOnboarding,
    }),
    [session, signIn, signOut, completeOnboarding],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
