/** Rules of the plan themes edited in settings/theme-settings (spec §1 theme; ui.md: WCAG AA text on the primary colour). */
import { contrastRatio, contrastTextColor, isLightColor, parseHexColor } from './colors';

/** WCAG 2 AA for normal text (1.4.3). */
export const WCAG_AA_NORMAL_TEXT = 4.5;

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
  /** The selected menu entry: the colour darkened (light look) or lightened (dark look) as text on its soft tint (globals.css). */
  menuRatio: number;
  /** What the preview says when white text on the colour, or the portal's own text in it, falls below AA; null when both pass. */
  warning: string | null;
}

type Rgb = [number, number, number];
const hex = ([red, green, blue]: Rgb) => `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
/** CSS color-mix(in srgb, a share%, b): channel by channel. */
const mix = (first: Rgb, share: number, second: Rgb): Rgb => first.map((channel, index) => channel * share + second[index] * (1 - share)) as Rgb;

/** --color-primary-strong as text on --color-primary-soft, as globals.css derives them for the light and the dark look. */
function menuContrast(color: string, isLight: boolean): number {
  const channels = parseHexColor(color)!;
  const strong = isLight ? mix(channels, 0.6, [0, 0, 0]) : mix(channels, 0.65, [255, 255, 255]);
  const soft = isLight ? mix(channels, 0.12, [255, 255, 255]) : mix(channels, 0.18, [3, 7, 18]);
  return contrastRatio(hex(strong), hex(soft));
}

/**
 * How text reads on a theme colour. White text is what a fund's brand usually puts on its colour (and what the e-mails
 * and the logos do); below 4.5:1 the preview warns, and says that the portal itself switches to black text there.
 */
export function themeContrast(color: string): ThemeContrast {
  const whiteRatio = contrastRatio('#ffffff', color);
  const portalText = contrastTextColor(color);
  const portalTextRatio = contrastRatio(portalText, color);
  const whitePassesAA = whiteRatio >= WCAG_AA_NORMAL_TEXT;
  const isLight = isLightColor(color);
  const menuRatio = menuContrast(color, isLight);
  const problems: string[] = [];
  if (!whitePassesAA) {
    problems.push(
      `Texto branco sobre esta cor tem contraste de ${formatContrastRatio(whiteRatio)}, abaixo do mínimo de 4,5:1 da WCAG AA. ` +
        `O portal usará texto preto sobre ela (${formatContrastRatio(portalTextRatio)}); prefira uma cor mais escura se a marca usa texto branco.`,
    );
  }
  if (menuRatio < WCAG_AA_NORMAL_TEXT) problems.push(`O item selecionado do menu ficará com contraste de ${formatContrastRatio(menuRatio)}, abaixo de 4,5:1.`);
  return { whiteRatio, whitePassesAA, portalText, portalTextRatio, isLight, menuRatio, warning: problems.length ? problems.join(' ') : null };
}
