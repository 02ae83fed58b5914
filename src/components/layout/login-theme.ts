import type { CSSProperties } from 'react';
import { parseHexColor } from '@/domain/themes-colors';
import { retornarConfiguracaoTema } from '@/services/plans';
import { accentVariables } from './accent';

export interface LoginTheme {
  /** The plan colour and the text on it, as CSS variables for a `.theme-scope` element. */
  style: CSSProperties;
  logo: string | null;
  background: string | null;
}

/** A plan's theme as the login screen draws it; null when the plan has none or an unusable colour. */
export async function loadLoginTheme(idPlano: number): Promise<LoginTheme | null> {
  const theme = await retornarConfiguracaoTema(idPlano);
  if (!theme || !parseHexColor(theme.cor_primaria)) return null;
  return { style: accentVariables(theme.cor_primaria), logo: theme.logo, background: theme.background };
}
