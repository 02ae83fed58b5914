import { useEffect, useState } from 'react';
import type { LoginTheme } from '@/components/layout/login-theme';
import { useBrowserValue } from './useBrowserValue';
import { LOGIN_PLAN_KEY } from './useRememberLoginPlan';

function readLoginPlan(): number | null {
  try {
    const value = Number(window.localStorage.getItem(LOGIN_PLAN_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * The remembered plan's theme for the login screen, or null (the fund's own look) before hydration, when no plan is
 * remembered and when the theme cannot be read (logged, spec §8). The HTTP and colour code comes only when there is a
 * plan: the sign-in screens keep their first-load JS.
 */
export function useLoginPlanTheme(): LoginTheme | null {
  const idPlano = useBrowserValue(readLoginPlan, null);
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
