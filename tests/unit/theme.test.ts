import { describe, expect, it } from 'vitest';
import { formatContrastRatio, normalizeThemeColor, themeContrast } from '@/domain/theme';
import { applicableSteps, ONBOARDING_PATHS } from '@/domain/onboarding';

describe('theme contrast warning (WCAG AA, 4.5:1 for normal text)', () => {
  it('passes white text on #1a7f5a (4.96:1)', () => {
    const contrast = themeContrast('#1a7f5a');
    expect(formatContrastRatio(contrast.whiteRatio)).toBe('4,96:1');
    expect(contrast.whitePassesAA).toBe(true);
    expect(contrast.warning).toBeNull();
    expect(contrast.portalText).toBe('#ffffff');
    expect(contrast.isLight).toBe(false);
    // Dark look: the menu's lightened colour on its dark tint.
    expect(formatContrastRatio(contrast.menuRatio)).toBe('6,59:1');
  });

  it('warns for white text on #7fd1b0 (1.80:1), says the portal uses black (11.64:1) and that its menu falls to 4.40:1', () => {
    const contrast = themeContrast('#7fd1b0');
    expect(formatContrastRatio(contrast.whiteRatio)).toBe('1,80:1');
    expect(contrast.whitePassesAA).toBe(false);
    expect(contrast.portalText).toBe('#000000');
    expect(formatContrastRatio(contrast.portalTextRatio)).toBe('11,64:1');
    expect(contrast.isLight).toBe(true);
    expect(contrast.warning).toBe(
      'Texto branco sobre esta cor tem contraste de 1,80:1, abaixo do mínimo de 4,5:1 da WCAG AA. O portal usará texto preto sobre ela (11,64:1); prefira uma cor mais escura se a marca usa texto branco. ' +
        'O item selecionado do menu ficará com contraste de 4,40:1, abaixo de 4,5:1.',
    );
    expect(formatContrastRatio(contrast.menuRatio)).toBe('4,40:1');
  });

  it('warns for the default #3BA387 too (3.09:1), which the spec keeps light', () => {
    const contrast = themeContrast('#3BA387');
    expect(formatContrastRatio(contrast.whiteRatio)).toBe('3,09:1');
    expect(contrast.warning).not.toBeNull();
    expect(contrast.isLight).toBe(true);
    // Its menu passes (the darkened colour on its light tint).
    expect(formatContrastRatio(contrast.menuRatio)).toBe('6,33:1');
  });

  it('cuts the ratio down rather than rounding it up past the threshold', () => {
    expect(formatContrastRatio(4.4999)).toBe('4,49:1');
    expect(formatContrastRatio(21)).toBe('21,00:1');
  });
});

describe('theme colour', () => {
  it('accepts #RRGGBB in either case and stores it in upper case', () => {
    expect(normalizeThemeColor('#1A7F5A')).toBe('#1A7F5A');
    expect(normalizeThemeColor(' #abcdef ')).toBe('#ABCDEF');
  });
  it('refuses anything else', () => {
    for (const value of ['1a7f5a', '#abc', '#abcdeg', '#1234567', 'green', '']) expect(normalizeThemeColor(value), value).toBeNull();
  });
});

describe('onboarding paths of a plan', () => {
  it('path 5: income range and value; path 6: percentages; step 7 only with profiles', () => {
    expect(ONBOARDING_PATHS.map((path) => path.id)).toEqual([5, 6]);
    expect(applicableSteps({ onboardingPlano: 5, hasInvestmentProfiles: false })).toEqual([0, 1, 2, 3, 4, 5]);
    expect(applicableSteps({ onboardingPlano: 6, hasInvestmentProfiles: true })).toEqual([0, 1, 2, 4, 6, 7]);
  });
});
