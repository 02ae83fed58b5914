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
