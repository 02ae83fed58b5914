import { startTransition, useEffect, useState } from 'react';
import type { TemaPlano } from '@/domain/api-types';
import { DEFAULT_THEME_COLOR, isLightColor, parseHexColor } from '@/domain/themes-colors';
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

