import type { CSSProperties } from 'react';
import { contrastTextColor } from '@/domain/colors';

/** Black or white, whichever has the higher WCAG contrast on the colour (ui.md). */
export function textColorOn(hexColor: string): '#000000' | '#ffffff' {
  return contrastTextColor(hexColor);
}

/** CSS variables that repaint everything inside an element with the `theme-scope` class in another primary colour. */
export function accentVariables(hexColor: string): CSSProperties {
  return { '--color-primary': hexColor, '--color-on-primary': textColorOn(hexColor) } as CSSProperties;
}

/** The plan's logo and background as CSS variables (--plan-logo, --plan-background), for pieces that draw them. */
export function planAssetVariables(theme: { logo: string | null; background: string | null } | null): CSSProperties {
  if (!theme) return {};
  const variables: Record<string, string> = {};
  if (theme.logo) variables['--plan-logo'] = `url("${theme.logo}")`;
  if (theme.background) variables['--plan-background'] = `url("${theme.background}")`;
  return variables as CSSProperties;
}
