/**
 * News and carousel banners: rules shared by the API and the pages. A published item is active on the fund's
 * calendar days from `inicio` to `fim`, both included; `idPlanos` null reaches every plan.
 */

export interface Period {
  /** AAAA-MM-DD */
  inicio: string;
  /** AAAA-MM-DD */
  fim: string;
}

/** Whether the item shows on `today` (AAAA-MM-DD, the fund's calendar): inicio ≤ today ≤ fim. */
export function isActiveOn(period: Period, today: string): boolean {
  return period.inicio <= today && today <= period.fim;
}

/** Whether a person with links to `personPlans` sees an item for `idPlanos` (null = all plans). */
export function reachesPlans(idPlanos: readonly number[] | null, personPlans: readonly number[]): boolean {
  return idPlanos === null || idPlanos.some((idPlano) => personPlans.includes(idPlano));
}

/**
 * Plain text into paragraphs: split on blank lines, single line breaks kept inside a paragraph, surrounding
 * spaces dropped. The page renders each as text (no HTML is ever interpreted).
 */
export function paragraphsOf(conteudo: string): string[][] {
  return conteudo
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.split('\n').map((line) => line.trim()).filter((line) => line.length > 0))
    .filter((lines) => lines.length > 0);
}

/** A banner's link: a path inside the portal ('/services/…') or an https address; anything else is refused. */
export function isSafeLink(link: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(link)) return true;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && !/\s/.test(link);
  } catch {
    return false;
  }
}

/** The carousel's minimum time per slide (WCAG 2.2.2: moving content the user can pause; at least 5 s). */
export const CAROUSEL_INTERVAL_MS = 7000;

export const NEWS_MESSAGES = {
  newsNotFound: 'Notícia não encontrada.',
  bannerNotFound: 'Banner não encontrado.',
  period: 'A data de fim deve ser igual ou posterior à data de início.',
  plans: 'Plano não encontrado.',
  emptyText: 'Preencha este campo.',
  link: 'Informe um endereço do portal (começando com /) ou um endereço https.',
  image: 'Envie a imagem do banner (PNG, JPEG ou WebP).',
  imageType: 'A imagem do banner deve ser PNG, JPEG ou WebP.',
  imageNotFound: 'Imagem não encontrada. Envie a imagem novamente.',
  listAllAdminOnly: 'Somente administradores veem notícias e banners fora do período.',
} as const;

export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
