/** Rules of the plan themes edited in settings/theme-settings (spec §1 theme; ui.md: WCAG AA text on the primary colour). */
import { contrastRatio, isLightColor, parseHexColor, themePalette, WCAG_AA_TEXT, type ThemePalette } from './themes-colors';

/** WCAG 2 AA for normal text (1.4.3). */
export const WCAG_AA_NORMAL_TEXT = WCAG_AA_TEXT;

/** Image kinds a theme's logo and background may be: the attachment pipeline tells them by content. */
export const THEME_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const THEME_MESSAGES = {
  color: 'Informe a cor primária no formato hexadecimal #RRGGBB (por exemplo, #3BA387).',
  planNotFound: 'Plano não encontrado.',
  imageNotFound: 'A imagem enviada não foi encontrada. Envie o arquivo de novo.',
  imageType: 'A imagem deve ser PNG, JPEG ou WebP.',
  noImage: 'Este plano não tem imagem própria.',
  imagePath: 'Envie uma imagem (PNG, JPEG ou WebP) ou use uma imagem do portal.',
  saved: 'Tema salvo. Os participantes do plano já o veem no próximo carregamento da página.',
} as const;

/** A colour as the theme stores it (#RRGGBB, upper case like the spec's #3BA387), or null when it is not a six-digit hexadecimal colour. */
export function normalizeThemeColor(value: string): string | null {
  const trimmed = value.trim();
  return /^#[0-9a-f]{6}$/i.test(trimmed) && parseHexColor(trimmed) ? trimmed.toUpperCase() : null;
}

/** A contrast ratio as people read it in Brazil: 4,52:1 (two decimals, cut down so that 4,499 never reads as 4,50). */
export function formatContrastRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',')}:1`;
}

export interface ThemeContrast {
  /** White text on the colour. */
  whiteRatio: number;
  whitePassesAA: boolean;
  /** The text colour the portal puts on the colour (buttons, the selected menu entry): black or white, whichever contrasts more. */
  portalText: '#000000' | '#ffffff';
  portalTextRatio: number;
  /** Whether the shell goes light for this colour (spec §4). */
  isLight: boolean;
  /** The colours the portal derives for each look (text and links in the colour, the tint of the selected menu entry). */
  palette: ThemePalette;
  /** The selected menu entry of the participants' look: the colour as text on its tint. */
  menuRatio: number;
  /** What the preview says when white text on the colour falls below AA; null when it passes. */
  warning: string | null;
  /** What the preview says when the portal had to darken (lighten) the colour as text more than usual; null otherwise. */
  adjustment: string | null;
}

/**
 * How text reads on a theme colour and what the portal derives from it. White text is what a fund's brand usually puts
 * on its colour (and what the e-mails do); below 4.5:1 the preview warns, and says that the portal itself switches to
 * black text there. The colour as text (links, the selected menu entry) is derived to pass AA for any colour, so no
 * colour is refused: the preview names the darker (lighter) shade the portal will use.
 */
export function themeContrast(color: string): ThemeContrast {
  const whiteRatio = contrastRatio('#ffffff', color);
  const palette = themePalette(color);
  const portalText = palette.onPrimary;
  const portalTextRatio = contrastRatio(portalText, color);
  const whitePassesAA = whiteRatio >= WCAG_AA_NORMAL_TEXT;
  const isLight = isLightColor(color);
  const look = isLight ? palette.light : palette.dark;
  const menuRatio = contrastRatio(look.strong, look.soft);
  const warning = whitePassesAA
    ? null
    : `Texto branco sobre esta cor tem contraste de ${formatContrastRatio(whiteRatio)}, abaixo do mínimo de 4,5:1 da WCAG AA. ` +
      `O portal usará texto preto sobre ela (${formatContrastRatio(portalTextRatio)}); prefira uma cor mais escura se a marca usa texto branco.`;
  const adjusted = [
    palette.light.isAdjusted ? `na aparência clara, ${palette.light.strong.toUpperCase()} (${formatContrastRatio(palette.light.strongRatio)})` : null,
    palette.dark.isAdjusted ? `na aparência escura, ${palette.dark.strong.toUpperCase()} (${formatContrastRatio(palette.dark.strongRatio)})` : null,
  ].filter(Boolean);
  const adjustment = adjusted.length
    ? `Como texto, a cor ficaria abaixo de 4,5:1; nos links, nos textos e no item selecionado do menu o portal usará um tom ajustado dela, que atende à WCAG AA: ${adjusted.join('; ')}.`
    : null;
  return { whiteRatio, whitePassesAA, portalText, portalTextRatio, isLight, palette, menuRatio, warning, adjustment };
}
