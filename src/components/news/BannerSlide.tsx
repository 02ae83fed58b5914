import Link from 'next/link';
import type { Banner } from '@/services/news';

/** The banner's image box: 3:1 at every width, so the carousel's height is known before the image arrives. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/** One banner: the image (alt text from the administrator), its title and text, and its link when it has one. */
export function BannerSlide({ banner, isFirst }: { banner: Pick<Banner, 'titulo' | 'texto' | 'textoAlternativo' | 'link' | 'imagemUrl'>; isFirst: boolean }) {
  const isExternal = banner.link?.startsWith('https://') ?? false;
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      {/* eslint-disable-next-line @next/next/no-img-element -- a static export: no image optimisation server */}
      <img
        src={banner.imagemUrl}
        alt={banner.textoAlternativo}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={isFirst ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[3/1] w-full bg-gray-200 object-cover dark:bg-gray-800"
      />
      <div className="flex h-40 flex-col justify-start gap-1 overflow-hidden px-5 py-3">
        <p className="line-clamp-1 text-lg font-bold text-gray-900 dark:text-white">{banner.titulo}</p>
        <p className="line-clamp-2 text-sm text-gray-700 dark:text-gray-300">{banner.texto}</p>
        {banner.link ? (
          isExternal ? (
            <a href={banner.link} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 w-fit items-center font-semibold text-primary-strong underline underline-offset-2">
              Saiba mais<span className="sr-only"> sobre {banner.titulo} (abre em nova aba)</span>
            </a>
          ) : (
            <Link href={banner.link} className="inline-flex min-h-11 w-fit items-center font-semibold text-primary-strong underline underline-offset-2">
              Saiba mais<span className="sr-only"> sobre {banner.titulo}</span>
            </Link>
          )
        ) : null}
      </div>
    </div>
  );
}
