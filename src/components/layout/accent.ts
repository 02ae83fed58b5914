import type { CSSProperties } from 'react';
import type { TemaPlano } from '@/domain/api-types';
import { isLightColor, parseHexColor, themePalette } from '@/domain/themes-colors';

/**
 * CSS variables that repaint everything inside an element with the `theme-scope` class in another primary colour: the
 * colour, the text on it, and its text and tint colours for the light and the dark look (globals.css picks the look's).
 */
export function accentVariables(hexColor: string): CSSProperties {
  const palette = themePalette(hexColor);
  return {
    '--color-primary': hexColor,
    '--color-on-primary': palette.onPrimary,
    '--primary-strong-light': palette.light.strong,
    '--primary-soft-light': palette.light.soft,
    '--primary-strong-dark': palette.dark.strong,
    '--primary-soft-dark': palette.dark.soft,
  } as CSSProperties;
}

/** The plan's logo and background as CSS variables (--plan-logo, --plan-background), for pieces that draw them. */
function planAssetVariables(theme: { logo: string | null; background: string | null }): CSSProperties {
  const variables: Record<string, string> = {};
  if (theme.logo) variables['--plan-logo'] = `url("${theme.logo}")`;
  if (theme.background) variables['--plan-background'] = `url("${theme.background}")`;
  return variables as CSSProperties;
}

/** A plan's theme as the private pages' shell paints it (hooks/usePlanTheme). */
export interface PlanTheme {
  /** The colour's and the images' CSS variables, for the shell's `.theme-scope` element. */
  style: CSSProperties;
  logo: string | null;
  /** Spec §4: a participant's light or dark look follows the plan colour. */
  isLight: boolean;
}

/** A plan's theme; null when the plan has none or an unusable colour (the default theme then, spec §8). */
export function planTheme(theme: TemaPlano | null): PlanTheme | null {
  if (!theme || !parseHexColor(theme.cor_primaria)) return null;
  return {
    style: { ...accentVariables(theme.cor_primaria), ...planAssetVariables(theme) },
    logo: theme.logo,
    isLight: isLightColor(theme.cor_primaria),
  };
}
