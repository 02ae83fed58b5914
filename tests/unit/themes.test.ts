import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_SURFACES, DEFAULT_THEME_COLOR, LIGHT_SURFACES, themePalette } from '@/domain/themes-colors';
import { accentVariables, planTheme } from '@/components/layout/accent';
import { ADMIN_ACCENT, DEFAULT_ACCENT } from '@/components/layout/fixed-accents';
import { ADMIN_ACCENT_COLOR } from '@/domain/constants';
import { formatContrastRatio, normalizeThemeColor, themeContrast } from '@/domain/themes';
import { applicableSteps, ONBOARDING_PATHS } from '@/domain/onboarding';

describe('theme contrast warning (WCAG AA, 4.5:1 for normal text)', () => {
  it('passes white text on #1a7f5a (4.96:1)', () => {
    const contrast = themeContrast('#1a7f5a');
    expect(formatContrastRatio(contrast.whiteRatio)).toBe('4,96:1');
    expect(contrast.whitePassesAA).toBe(true);
    expect(contrast.warning).toBeNull();
    expect(contrast.adjustment).toBeNull();
    expect(contrast.portalText).toBe('#ffffff');
    expect(contrast.isLight).toBe(false);
    // Dark look: the menu's lightened colour on its dark tint.
    expect(formatContrastRatio(contrast.menuRatio)).toBe('6,59:1');
  });

  it('warns for white text on #7fd1b0 (1.80:1), says the portal uses black (11.64:1), and darkens its menu text past the usual mix (4.40:1 → 4.64:1 on its tint)', () => {
    const contrast = themeContrast('#7fd1b0');
    expect(formatContrastRatio(contrast.whiteRatio)).toBe('1,80:1');
    expect(contrast.whitePassesAA).toBe(false);
    expect(contrast.portalText).toBe('#000000');
    expect(formatContrastRatio(contrast.portalTextRatio)).toBe('11,64:1');
    expect(contrast.isLight).toBe(true);
    expect(contrast.warning).toBe(
      'Texto branco sobre esta cor tem contraste de 1,80:1, abaixo do mínimo de 4,5:1 da WCAG AA. O portal usará texto preto sobre ela (11,64:1); prefira uma cor mais escura se a marca usa texto branco.',
    );
    // The usual 60 % mix with black (#4c7d6a) read at 4,40:1 on its tint; one step darker passes.
    expect(formatContrastRatio(contrastRatio('#4c7d6a', contrast.palette.light.soft))).toBe('4,40:1');
    expect(contrast.palette.light.strong).toBe('#4a7966');
    expect(formatContrastRatio(contrast.menuRatio)).toBe('4,64:1');
    expect(contrast.adjustment).toBe(
      'Como texto, a cor ficaria abaixo de 4,5:1; nos links, nos textos e no item selecionado do menu o portal usará um tom ajustado dela, que atende à WCAG AA: na aparência clara, #4A7966 (4,52:1).',
    );
  });

  it('keeps the default #3BA387 as it was (3.09:1 white, light look, menu 6.33:1)', () => {
    const contrast = themeContrast('#3BA387');
    expect(formatContrastRatio(contrast.whiteRatio)).toBe('3,09:1');
    expect(contrast.warning).not.toBeNull();
    expect(contrast.adjustment).toBeNull();
    expect(contrast.isLight).toBe(true);
    expect(contrast.palette.light.strong).toBe('#236251');
    expect(formatContrastRatio(contrast.menuRatio)).toBe('6,33:1');
  });

  it('cuts the ratio down rather than rounding it up past the threshold', () => {
    expect(formatContrastRatio(4.4999)).toBe('4,49:1');
    expect(formatContrastRatio(21)).toBe('21,00:1');
  });
});

describe('the colours derived from a plan colour (issue 26: a yellow failed contrast on Paulo’s home)', () => {
  it('#FFD500: black text on it (14,76:1); as text, 51 % of it with black (#826D00, 4,61:1) where the usual 60 % (#998000) reads 3,85:1 on white', () => {
    const palette = themePalette('#FFD500');
    expect(palette.onPrimary).toBe('#000000');
    expect(formatContrastRatio(contrastRatio('#FFD500', '#000000'))).toBe('14,76:1');
    expect(formatContrastRatio(contrastRatio('#998000', '#ffffff'))).toBe('3,85:1');
    expect(palette.light).toEqual({ strong: '#826d00', soft: '#fffae0', strongRatio: expect.closeTo(4.613, 3), isAdjusted: true });
    // Its lowest is on the hovered rows' gray-100; on its tint and on white it reads higher.
    expect(formatContrastRatio(contrastRatio('#826d00', '#f3f4f6'))).toBe('4,61:1');
    expect(formatContrastRatio(contrastRatio('#826d00', '#fffae0'))).toBe('4,83:1');
    expect(formatContrastRatio(contrastRatio('#826d00', '#ffffff'))).toBe('5,07:1');
    // The dark look's usual lighter shade already passes.
    expect(palette.dark).toEqual({ strong: '#ffe459', soft: '#302c0f', strongRatio: expect.closeTo(11.048, 3), isAdjusted: false });
    const contrast = themeContrast('#FFD500');
    expect(contrast.isLight).toBe(true);
    expect(contrast.adjustment).toContain('na aparência clara, #826D00 (4,61:1)');
  });

  it('the seeded colours keep the usual mixes (#1D4ED8, #7C3AED, the administrators’ #4F46E5)', () => {
    expect(themePalette('#1D4ED8')).toMatchObject({ onPrimary: '#ffffff', light: { strong: '#112f82', isAdjusted: false }, dark: { strong: '#6c8ce6', isAdjusted: false } });
    expect(themePalette('#7C3AED')).toMatchObject({ light: { strong: '#4a238e', isAdjusted: false }, dark: { strong: '#aa7ff3', isAdjusted: false } });
    expect(themePalette('#4F46E5')).toMatchObject({ light: { strong: '#2f2a89', isAdjusted: false }, dark: { strong: '#8d87ee', isAdjusted: false } });
  });

  it('white lightened in the dark look stays white; black darkened in the light look stays black, and is lightened in the dark one', () => {
    expect(themePalette('#FFFFFF').light).toMatchObject({ strong: '#6e6e6e', isAdjusted: true });
    expect(themePalette('#000000').dark).toMatchObject({ strong: '#8f8f8f', isAdjusted: true });
  });

  it('any colour: its text colour passes 4.5:1 on its tint and every surface of both looks, and black or white on it passes too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const color = `#${value.toString(16).padStart(6, '0')}`;
        const palette = themePalette(color);
        expect(contrastRatio(palette.onPrimary, color)).toBeGreaterThanOrEqual(4.5);
        for (const [look, surfaces] of [
          [palette.light, LIGHT_SURFACES],
          [palette.dark, DARK_SURFACES],
        ] as const) {
          for (const background of [look.soft, ...surfaces]) expect(contrastRatio(look.strong, background)).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the accents the shell paints before a plan theme arrives', () => {
  it('are what the colour rules compute for the default and the administrators\' colours', () => {
    expect(DEFAULT_ACCENT).toEqual(accentVariables(DEFAULT_THEME_COLOR));
    expect(ADMIN_ACCENT).toEqual(accentVariables(ADMIN_ACCENT_COLOR));
  });

  it('a plan theme carries its colour, its images and its look; an unusable colour gives none', () => {
    const theme = planTheme({ cor_primaria: '#1F2937', logo: '/api/arquivo/7', background: null, plano: 1 });
    expect(theme).toEqual({
      style: { ...accentVariables('#1F2937'), '--plan-logo': 'url("/api/arquivo/7")' },
      logo: '/api/arquivo/7',
      isLight: false,
    });
    expect(planTheme({ cor_primaria: 'azul', logo: null, background: null, plano: 1 })).toBeNull();
    expect(planTheme(null)).toBeNull();
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
