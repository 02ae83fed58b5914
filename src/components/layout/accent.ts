import type { CSSProperties } from 'react';
import { themePalette } from '@/domain/themes-colors';

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
export function planAssetVariables(theme: { logo: string | null; background: string | null } | null): CSSProperties {
  if (!theme) return {};
  const variables: Record<string, string> = {};
  if (theme.logo) variables['--plan-logo'] = `url("${theme.logo}")`;
  if (theme.background) variables['--plan-background'] = `url("${theme.background}")`;
  return variables as CSSProperties;
}
