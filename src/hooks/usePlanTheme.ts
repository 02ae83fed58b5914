import { startTransition, useEffect, useState } from 'react';
import type { PlanTheme } from '@/components/layout/accent';
import { DEFAULT_ACCENT } from '@/components/layout/fixed-accents';
import { retornarConfiguracaoTema } from '@/services/plans';

export type { PlanTheme };

const DEFAULT_THEME: PlanTheme = { style: DEFAULT_ACCENT, logo: null, isLight: true };

/** The chosen plan's theme; null plan (administrators, no plan yet) or a failed fetch → the default theme (spec §8, logged). */
export function usePlanTheme(idPlano: number | null): PlanTheme {
  const [loaded, setLoaded] = useState<{ idPlano: number; theme: PlanTheme } | null>(null);

  useEffect(() => {
    if (idPlano === null) return;
    let isCurrent = true;
    // The colour rules come with the theme, fetched beside it: only a plan's own colour needs them.
    Promise.all([retornarConfiguracaoTema(idPlano), import('@/components/layout/accent')]).then(
      ([theme, { planTheme }]) => {
        // It restyles the whole shell: rendered in slices (see useApiQuery).
        if (isCurrent) startTransition(() => setLoaded({ idPlano, theme: planTheme(theme) ?? DEFAULT_THEME }));
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
