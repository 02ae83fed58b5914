import type { CSSProperties } from 'react';

function relativeLuminance(hexColor: string): number {
  const hex = hexColor.replace('#', '');
  const channels = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Black or white, whichever has the higher WCAG contrast on the colour (ui.md). */
export function textColorOn(hexColor: string): '#000000' | '#ffffff' {
  const luminance = relativeLuminance(hexColor);
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  const contrastWithBlack = (luminance + 0.05) / 0.05;
  return contrastWithWhite >= contrastWithBlack ? '#ffffff' : '#000000';
}

/** CSS variables that repaint everything inside an element with the `theme-scope` class in another primary colour. */
export function accentVariables(hexColor: string): CSSProperties {
  return { '--color-primary': hexColor, '--color-on-primary': textColorOn(hexColor) } as CSSProperties;
}
