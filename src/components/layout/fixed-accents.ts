import type { CSSProperties } from 'react';

/**
 * accentVariables() of the two colours the shell paints without a plan's theme: the default plan colour (#3BA387,
 * spec §4) and the administrators' (ADMIN_ACCENT_COLOR). Written out, so that the colour rules (domain/themes-colors)
 * are fetched with a plan's own theme instead of weighing on every private page's first load; tests/unit/themes.test.ts
 * holds them equal to what the rules compute.
 */
export const DEFAULT_ACCENT: CSSProperties = {
  '--color-primary': '#3BA387',
  '--color-on-primary': '#000000',
  '--primary-strong-light': '#236251',
  '--primary-soft-light': '#e7f4f1',
  '--primary-strong-dark': '#80c3b1',
  '--primary-soft-dark': '#0d2327',
} as CSSProperties;

export const ADMIN_ACCENT: CSSProperties = {
  '--color-primary': '#4F46E5',
  '--color-on-primary': '#ffffff',
  '--primary-strong-light': '#2f2a89',
  '--primary-soft-light': '#eae9fc',
  '--primary-strong-dark': '#8d87ee',
  '--primary-soft-dark': '#111238',
} as CSSProperties;
