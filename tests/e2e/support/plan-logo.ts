import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { contrastRatio } from '@/domain/themes-colors';
import { LOGO_TEXT_MIN_CONTRAST, svgTextColors } from '@/domain/themes-plan-logo';

export interface LogoMeasure {
  /** The colour the logo is drawn on, as the browser paints it (its own and its ancestors' backgrounds, alpha blended). */
  backdrop: string;
  text: string;
  ratio: number;
}

/**
 * Measures every visible image of `logoUrl` on the page: the colour under it (the first opaque background up its
 * ancestors, with the translucent ones above it blended in, read through a canvas whatever the CSS colour syntax)
 * against each text colour of the SVG the server serves.
 */
export async function measureLogo(page: Page, request: APIRequestContext, logoUrl: string): Promise<LogoMeasure[]> {
  const response = await request.get(logoUrl);
  expect(response.status()).toBe(200);
  const texts = svgTextColors(await response.text());
  expect(texts.length, `${logoUrl} has text`).toBeGreaterThan(0);
  const images = page.locator(`img[src="${logoUrl}"]`).filter({ visible: true });
  await expect(images.first()).toBeVisible();
  const backdrops = await images.evaluateAll((elements) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [red, green, blue, alpha] = context.getImageData(0, 0, 1, 1).data;
      return { channels: [red, green, blue], alpha: alpha / 255 };
    };
    return elements.map((image) => {
      const layers: Array<{ channels: number[]; alpha: number }> = [];
      for (let element: Element | null = image.parentElement; element; element = element.parentElement) {
        const layer = rgba(getComputedStyle(element).backgroundColor);
        if (layer.alpha > 0) layers.push(layer);
        if (layer.alpha === 1) break;
      }
      // The canvas of the page is white under everything.
      let color = [255, 255, 255];
      for (const layer of layers.reverse()) color = color.map((channel, index) => layer.channels[index] * layer.alpha + channel * (1 - layer.alpha));
      return `#${color.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
    });
  });
  return backdrops.flatMap((backdrop) => texts.map((text) => ({ backdrop, text, ratio: contrastRatio(text, backdrop) })));
}

/** Every text of every shown copy of the logo reads at LOGO_TEXT_MIN_CONTRAST (3:1) or more on what it is drawn on. */
export async function expectLegibleLogo(page: Page, request: APIRequestContext, logoUrl: string): Promise<LogoMeasure[]> {
  const measures = await measureLogo(page, request, logoUrl);
  for (const measure of measures) expect(measure.ratio, `${measure.text} on ${measure.backdrop}`).toBeGreaterThanOrEqual(LOGO_TEXT_MIN_CONTRAST);
  return measures;
}
