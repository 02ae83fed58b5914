import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useInView } from 'react-intersection-observer';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarBanners, type Banner } from '@/services/news';

type Carousel = ComponentType<{ banners: Banner[] }>;

/**
 * The carousel's place on the home, under the plan's panel. Its code (a part of its own, off the home's first load),
 * its banners and their images are fetched when the place comes near the screen: below the fold on a phone, they would
 * otherwise compete with the panel for the phone's CPU and network. Until both are here, a placeholder of the
 * carousel's exact size (controls row, a 3:1 image, the text box) holds the space, so nothing below moves when it
 * arrives. A failure of either leaves it out: the highlights are not worth an error on the home.
 */
export function HomeHighlights() {
  const { ref, inView } = useInView({ rootMargin: '200px 0px', triggerOnce: true });
  const fetchBanners = useCallback(() => retornarBanners(), []);
  const { data, isLoading } = useApiQuery(inView ? fetchBanners : null);
  const [code, setCode] = useState<{ Carousel: Carousel | null } | null>(null);

  useEffect(() => {
    if (!inView) return;
    let isCurrent = true;
    import('./HomeCarousel').then(
      (module) => isCurrent && setCode({ Carousel: module.HomeCarousel }),
      () => isCurrent && setCode({ Carousel: null }),
    );
    return () => {
      isCurrent = false;
    };
  }, [inView]);

  if (!inView || isLoading || code === null) {
    // Far from the screen nothing is loading yet: the box only holds the place (not a busy status).
    const loading = inView ? ({ role: 'status', 'aria-busy': true, 'aria-label': 'Carregando os destaques' } as const) : ({ 'aria-hidden': true } as const);
    return (
      <div ref={ref} {...loading} className="mt-10">
        <div className="mb-2 h-11" />
        <Skeleton className="aspect-[3/1] w-full rounded-t-2xl" />
        <Skeleton className="h-40 w-full rounded-b-2xl" />
      </div>
    );
  }
  const { Carousel } = code;
  return Carousel && data && data.length > 0 ? <Carousel banners={data} /> : null;
}
