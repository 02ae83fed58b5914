import { useEffect } from 'react';

/**
 * The plan of the last participant who used this browser: the login screen shows its theme (spec §1: the login uses
 * the plan theme; useLoginPlanTheme reads it). Apart from the reading, so the private shell does not carry it.
 */
export const LOGIN_PLAN_KEY = 'portal.planoDaEntrada';

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
