import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LoginTheme } from '@/components/layout/login-theme';

/** The plan of the last participant who used this browser: the login screen shows its theme (spec §1: the login uses the plan theme). */
const LOGIN_PLAN_KEY = 'portal.planoDaEntrada';
const noSubscription = () => () => undefined;

function readLoginPlan(): number | null {
  try {
    const value = Number(window.localStorage.getItem(LOGIN_PLAN_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Kept while a participant (not an administrator) uses a plan. */
export function useRememberLoginPlan(idPlano: number | null) {
  useEffect(() => {
    if (idPlano === null) return;
    try {
      window.localStorage.setItem(LOGIN_PLAN_KEY, String(idPlano));
    } catch {
      // Storage refused (private mode): the login keeps the fund's look.
    }
  }, [idPlano]);
}

/**
 * The remembered plan's theme for the login screen, or null (the fund's own look) before hydration, when no plan is
 * remembered and when the theme cannot be read (logged, spec §8). The HTTP and colour code comes only when there is a
 * plan: the sign-in screens keep their first-load JS.
 */
export function useLoginPlanTheme(): LoginTheme | null {
  const idPlano = useSyncExternalStore(noSubscription, readLoginPlan, () => null);
  const [loaded, setLoaded] = useState<{ idPlano: number; theme: LoginTheme | null } | null>(null);
  useEffect(() => {
    if (idPlano === null) return;
    let isCurrent = true;
    import('@/components/layout/login-theme')
      .then(({ loadLoginTheme }) => loadLoginTheme(idPlano))
      .then(
        (theme) => {
          if (isCurrent) setLoaded({ idPlano, theme });
        },
        (error: unknown) => console.error('Não foi possível carregar o tema do plano; usando o tema padrão.', error),
      );
    return () => {
      isCurrent = false;
    };
  }, [idPlano]);
  return idPlano !== null && loaded?.idPlano === idPlano ? loaded.theme : null;
}
