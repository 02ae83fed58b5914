/** Colour rules of the plan themes (ui.md: WCAG AA text on the primary colour; spec §4: light/dark from the colour). */

export const DEFAULT_THEME_COLOR = '#3BA387';

/** #rgb or #rrggbb → channels 0–255; anything else is null. */
export function parseHexColor(color: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  const channels = parseHexColor(color);
  if (!channels) throw new Error(`Cor inválida: ${color}`);
  const [red, green, blue] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** Black or white, whichever contrasts more with the colour. */
export function contrastTextColor(color: string): '#000000' | '#ffffff' {
  return contrastRatio(color, '#ffffff') >= contrastRatio(color, '#000000') ? '#ffffff' : '#000000';
}

/** Whether a plan colour calls for the light theme; the default #3BA387 always does (spec §4). */
export function isLightColor(color: string): boolean {
  if (color.trim().toLowerCase() === DEFAULT_THEME_COLOR.toLowerCase()) return true;
  return contrastTextColor(color) === '#000000';
}

/** WCAG 2 AA for normal text (1.4.3). */
export const WCAG_AA_TEXT = 4.5;

/**
 * The surfaces the portal writes the plan colour on, as Tailwind 4 draws its greys: cards (white / gray-900), the page
 * (gray-50 / gray-950) and hovered rows (gray-100 / gray-800).
 */
export const LIGHT_SURFACES = ['#ffffff', '#f9fafb', '#f3f4f6'] as const;
export const DARK_SURFACES = ['#1e2939', '#101828', '#030712'] as const;

/** The plan colour as one look (light or dark) uses it: globals.css reads these through CSS variables. */
export interface LookColors {
  /** The colour as text, links, focus outlines and checked boxes (--color-primary-strong). */
  strong: string;
  /** Its tint behind the selected menu entry and badges, with `strong` written on it (--color-primary-soft). */
  soft: string;
  /** The lowest contrast of `strong` on `soft` and on the look's surfaces: never below WCAG_AA_TEXT. */
  strongRatio: number;
  /** Whether `strong` had to be darker (lighter, in the dark look) than the usual mix to reach AA. */
  isAdjusted: boolean;
}

export interface ThemePalette {
  primary: string;
  /** Text on the colour (buttons, own chat messages): black or white, whichever contrasts more (never below 4.58:1). */
  onPrimary: '#000000' | '#ffffff';
  light: LookColors;
  dark: LookColors;
}

type Rgb = [number, number, number];
const toHex = (channels: Rgb) => `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
/** CSS color-mix(in srgb, a percent%, b), channel by channel. */
const mix = (first: Rgb, percent: number, second: Rgb): Rgb => first.map((channel, index) => (channel * percent + second[index] * (100 - percent)) / 100) as Rgb;

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];
const GRAY_950: Rgb = [3, 7, 18];

/**
 * One look's colours: the tint keeps its share of the colour, and the text colour starts from the usual mix (60 % of
 * the colour with black on light surfaces, 65 % with white on dark ones) and takes more black (white) one percent at a
 * time until it reads at 4.5:1 on the tint and on every surface. Pure black (white) reads at 13:1 or more on any of
 * them, so every colour gets a passing set and none has to be refused.
 */
function lookColors(channels: Rgb, look: { base: Rgb; share: number; tintShare: number; tintBase: Rgb; surfaces: readonly string[] }): LookColors {
  const soft = toHex(mix(channels, look.tintShare, look.tintBase));
  const backgrounds = [soft, ...look.surfaces];
  let strong = '';
  let strongRatio = 0;
  for (let share = look.share; share >= 0; share -= 1) {
    strong = toHex(mix(channels, share, look.base));
    strongRatio = Math.min(...backgrounds.map((background) => contrastRatio(strong, background)));
    if (strongRatio >= WCAG_AA_TEXT) return { strong, soft, strongRatio, isAdjusted: share < look.share };
  }
  return { strong, soft, strongRatio, isAdjusted: true };
}

/** Every colour the portal derives from a plan colour, for the light and the dark look (ui.md: never below WCAG AA). */
export function themePalette(color: string): ThemePalette {
  const channels = parseHexColor(color);
  if (!channels) throw new Error(`Cor inválida: ${color}`);
  return {
    primary: toHex(channels),
    onPrimary: contrastTextColor(color),
    light: lookColors(channels, { base: BLACK, share: 60, tintShare: 12, tintBase: WHITE, surfaces: LIGHT_SURFACES }),
    dark: lookColors(channels, { base: WHITE, share: 65, tintShare: 18, tintBase: GRAY_950, surfaces: DARK_SURFACES }),
  };
}
