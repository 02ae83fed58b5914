import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_SURFACES, isLightColor } from '@/domain/themes-colors';
import { LOGO_TEXT_MIN_CONTRAST, PLAN_LOGO_BACKDROP, svgTextColors } from '@/domain/themes-plan-logo';
import { PLAN_THEMES } from '@/server/db/seed/reference';

const publicFile = (address: string) => readFileSync(path.join(import.meta.dirname, '../../public', address), 'utf8');

describe('plan logos (issue 26: legible on every plan theme)', () => {
  it('reads the text colours of an SVG logo: fill attribute, inline style, black by default', () => {
    expect(svgTextColors('<svg><text x="1" fill="#1E3A8A">A</text><text style="font-weight:700;fill:#FFF">B</text><text>C</text></svg>')).toEqual(['#1e3a8a', '#fff', '#000000']);
    expect(svgTextColors('<svg><rect fill="#123456"/></svg>')).toEqual([]);
  });

  it('the Mais Valor name (#1E3A8A) read at 1,7:1 on the dark sidebar (gray-900) and reads at 10,3:1 on the plate', () => {
    const [text] = svgTextColors(publicFile('/images/planos/mais-valor.svg'));
    expect(text).toBe('#1e3a8a');
    expect(isLightColor('#1D4ED8')).toBe(false);
    expect(contrastRatio(text, '#101828')).toBeCloseTo(1.7, 1);
    expect(contrastRatio(text, PLAN_LOGO_BACKDROP)).toBeCloseTo(10.36, 2);
  });

  for (const theme of PLAN_THEMES) {
    it(`every text of ${theme.logo} reads at ${LOGO_TEXT_MIN_CONTRAST}:1 or more on the plate it is drawn on`, () => {
      const colors = svgTextColors(publicFile(theme.logo));
      expect(colors.length).toBeGreaterThan(0);
      for (const color of colors) expect(contrastRatio(color, PLAN_LOGO_BACKDROP), color).toBeGreaterThanOrEqual(LOGO_TEXT_MIN_CONTRAST);
    });
  }

  it('the plate stands apart from the dark look’s surfaces, where it is seen', () => {
    for (const surface of DARK_SURFACES) expect(contrastRatio(PLAN_LOGO_BACKDROP, surface)).toBeGreaterThanOrEqual(LOGO_TEXT_MIN_CONTRAST);
  });
});
