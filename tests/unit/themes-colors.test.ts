import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastTextColor, isLightColor, parseHexColor, relativeLuminance } from '@/domain/themes-colors';

describe('plan colours (ui.md, spec §4)', () => {
  it('parses #rgb and #rrggbb and refuses anything else', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('#3BA387')).toEqual([59, 163, 135]);
    expect(parseHexColor('red')).toBeNull();
  });

  it('computes the WCAG relative luminance and contrast', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('writes on the primary colour in black or white, whichever contrasts more', () => {
    expect(contrastTextColor('#3BA387')).toBe('#000000');
    expect(contrastTextColor('#1D4ED8')).toBe('#ffffff');
    expect(contrastTextColor('#4F46E5')).toBe('#ffffff');
    expect(contrastTextColor('#FACC15')).toBe('#000000');
    for (const color of ['#3BA387', '#1D4ED8', '#FACC15', '#777777', '#0F766E']) {
      expect(contrastRatio(color, contrastTextColor(color))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('picks light or dark from the colour, #3BA387 always light', () => {
    expect(isLightColor('#3BA387')).toBe(true);
    expect(isLightColor('#3ba387')).toBe(true);
    expect(isLightColor('#FACC15')).toBe(true);
    expect(isLightColor('#1D4ED8')).toBe(false);
    expect(isLightColor('#111827')).toBe(false);
  });
});
