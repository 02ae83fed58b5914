import { useCallback } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarBanners } from '@/services/news';
import { HomeCarousel } from './HomeCarousel';

/**
 * The carousel's place on the home. While its banners load, a placeholder of the carousel's exact size (controls
 * row, a 3:1 image, the text box) holds the space, so nothing below moves when it arrives. A failure hides it: the
 * highlights are not worth an error on the home.
 */
export function HomeHighlights() {
  const fetchBanners = useCallback(() => retornarBanners(), []);
  const { data, isLoading } = useApiQuery(fetchBanners);
  if (isLoading) {
    return (
      <div role="status" aria-busy="true" aria-label="Carregando os destaques" className="mb-8">
        <div className="mb-2 h-11" />
        <Skeleton className="aspect-[3/1] w-full rounded-t-2xl" />
        <Skeleton className="h-36 w-full rounded-b-2xl sm:h-28" />
      </div>
    );
  }
  return data && data.length > 0 ? <HomeCarousel banners={data} /> : null;
}
