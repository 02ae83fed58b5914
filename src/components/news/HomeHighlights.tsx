import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarBanners, type Banner } from '@/services/news';

type Carousel = ComponentType<{ banners: Banner[] }>;

/**
 * The carousel's place on the home. Its code (a part of its own, off the home's first load) and its banners are
 * fetched together; until both are here, a placeholder of the carousel's exact size (controls row, a 3:1 image, the
 * text box) holds the space, so nothing below moves when it arrives. A failure of either leaves it out: the
 * highlights are not worth an error on the home.
 */
export function HomeHighlights() {
  const fetchBanners = useCallback(() => retornarBanners(), []);
  const { data, isLoading } = useApiQuery(fetchBanners);
  const [code, setCode] = useState<{ Carousel: Carousel | null } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    import('./HomeCarousel').then(
      (module) => isCurrent && setCode({ Carousel: module.HomeCarousel }),
      () => isCurrent && setCode({ Carousel: null }),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  if (isLoading || code === null) {
    return (
      <div role="status" aria-busy="true" aria-label="Carregando os destaques" className="mb-8">
        <div className="mb-2 h-11" />
        <Skeleton className="aspect-[3/1] w-full rounded-t-2xl" />
        <Skeleton className="h-40 w-full rounded-b-2xl" />
      </div>
    );
  }
  const { Carousel } = code;
  return Carousel && data && data.length > 0 ? <Carousel banners={data} /> : null;
}
