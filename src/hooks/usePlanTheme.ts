import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { TemaPlano } from '@/domain/api-types';
import { DEFAULT_THEME_COLOR, isLightColor, parseHexColor } from '@/domain/colors';
import { retornarConfiguracaoTema } from '@/services/plans';

export interface PlanTheme {
  color: string;
  logo: string | null;
  background: string | null;
  isLight: boolean;
}

const DEFAULT_THEME: PlanTheme = { color: DEFAULT_THEME_COLOR, logo: null, background: null, isLight: true };

function toPlanTheme(theme: TemaPlano | null): PlanTheme {
  if (!theme || !parseHexColor(theme.cor_primaria)) return DEFAULT_THEME;
  return { color: theme.cor_primaria, logo: theme.logo, background: theme.background, isLight: isLightColor(theme.cor_primaria) };
}

/** The chosen plan's theme; null plan (administrators, no plan yet) or a failed fetch → the default theme (spec §8, logged). */
export function usePlanTheme(idPlano: number | null): PlanTheme {
  const [loaded, setLoaded] = useState<{ idPlano: number; theme: PlanTheme } | null>(null);

  useEffect(() => {
    if (idPlano === null) return;
    let isCurrent = true;
    retornarConfiguracaoTema(idPlano).then(
      (theme) => {
        // It restyles the whole shell: rendered in slices (see useApiQuery).
        if (isCurrent) startTransition(() => setLoaded({ idPlano, theme: toPlanTheme(theme) }));
      },
      (error: unknown) => {
        console.error('Não foi possível carregar o tema do plano; usando o tema padrão.', error);
        if (isCurrent) startTransition(() => setLoaded({ idPlano, theme: DEFAULT_THEME }));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [idPlano]);

  return idPlano !== null && loaded?.idPlano === idPlano ? loaded.theme : DEFAULT_THEME;
}

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

/** The remembered plan's theme for the login screen, or null (the fund's own look) before hydration and when none is remembered. */
export function useLoginPlanTheme(): PlanTheme | null {
  const idPlano = useSyncExternalStore(noSubscription, readLoginPlan, () => null);
  const theme = usePlanTheme(idPlano);
  return idPlano === null ? null : theme;
}
