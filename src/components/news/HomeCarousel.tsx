import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { CAROUSEL_INTERVAL_MS } from '@/domain/news';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import type { Banner } from '@/services/news';
import { BannerSlide } from './BannerSlide';

const CONTROL_CLASSES =
  'inline-flex size-11 items-center justify-center rounded-full border border-gray-400 bg-white text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800';

/**
 * The home's carousel (WAI-ARIA carousel pattern): previous/next buttons and the arrow keys, a pause/play button,
 * one slide every 7 s at most, and none at all under prefers-reduced-motion. Rotation also stops while the pointer
 * or the keyboard focus is inside; the slides are announced (aria-live polite) only while it is not rotating.
 */
export function HomeCarousel({ banners }: { banners: Banner[] }) {
  const [current, setCurrent] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const [isHeld, setIsHeld] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const slidesId = useId();
  const count = banners.length;
  const canRotate = count > 1 && !reducedMotion;
  const isRotating = canRotate && !isPaused && !isHeld;

  const go = useCallback((step: number) => setCurrent((index) => (index + step + count) % count), [count]);

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setInterval(() => go(1), Math.max(CAROUSEL_INTERVAL_MS, 5000));
    return () => window.clearInterval(timer);
  }, [isRotating, go]);

  if (count === 0) return null;
  const index = Math.min(current, count - 1);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  }

  return (
    <section
      aria-roledescription="carrossel"
      aria-label="Destaques"
      className="mt-10"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsHeld(false);
      }}
    >
      {/* Always this tall (the placeholder's size), with or without controls. */}
      <div className="mb-2 flex h-11 items-center gap-2">
        {count > 1 ? (
          <>
            {canRotate ? (
              <button type="button" className={CONTROL_CLASSES} onClick={() => setIsPaused((paused) => !paused)} aria-label={isPaused ? 'Retomar a rotação dos destaques' : 'Pausar a rotação dos destaques'}>
                {isPaused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
              </button>
            ) : null}
            <button type="button" className={CONTROL_CLASSES} onClick={() => go(-1)} aria-controls={slidesId} aria-label="Destaque anterior">
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button type="button" className={CONTROL_CLASSES} onClick={() => go(1)} aria-controls={slidesId} aria-label="Próximo destaque">
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p className="ml-auto text-sm text-gray-700 dark:text-gray-300" aria-hidden="true">
              {index + 1} de {count}
            </p>
          </>
        ) : null}
      </div>
      <div id={slidesId} aria-live={isRotating ? 'off' : 'polite'} aria-atomic="false">
        {banners.map((banner, position) => (
          <div key={banner.id} role="group" aria-roledescription="slide" aria-label={`${position + 1} de ${count}: ${banner.titulo}`} hidden={position !== index}>
            <BannerSlide banner={banner} isFirst={position === 0} />
          </div>
        ))}
      </div>
    </section>
  );
}
