/**
 * How a plan's logo is drawn (issue 26: the Mais Valor logo's dark-blue name read at 1,7:1 on the dark look's sidebar).
 * A fund's logo is made for a light background, and an uploaded one cannot be recoloured: every plan logo is drawn on
 * a plate of this colour, in the light and the dark look alike, so its text keeps the contrast it was designed with.
 */
export const PLAN_LOGO_BACKDROP = '#ffffff';

/** A logo's text is large and bold: WCAG's 3:1 for large text is the floor (1.4.3 exempts logotypes; the portal does not). */
export const LOGO_TEXT_MIN_CONTRAST = 3;

/** The colours an SVG logo writes its text in: the `fill` of each <text> (attribute or inline style); black when it sets none. */
export function svgTextColors(svg: string): string[] {
  return [...svg.matchAll(/<text\b([^>]*)>/g)].map(([, attributes]) => {
    const fromStyle = /style="[^"]*\bfill:\s*(#[0-9a-f]{3,6})/i.exec(attributes);
    const fromAttribute = /\bfill="(#[0-9a-f]{3,6})"/i.exec(attributes);
    return (fromStyle?.[1] ?? fromAttribute?.[1] ?? '#000000').toLowerCase();
  });
}
