import { useCallback, useState } from 'react';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { Skeleton } from '@/components/ui/Skeleton';
import { lazyPart } from '@/components/ui/lazy-part';
import { formatDateBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarNoticias, type NoticiaResumo } from '@/services/news';

// The dialog (and its full text) is fetched when a news item is opened.
const NewsDialog = lazyPart(() => import('./NewsDialog').then((module) => module.NewsDialog), 'Carregando a notícia');

const LATEST = 5;

/** The home's latest news of the person's plans: title, summary and date; a title opens the item in full. */
export function LatestNews() {
  const fetchNews = useCallback(() => retornarNoticias(), []);
  const { data, error, isLoading, retry } = useApiQuery(fetchNews);
  const [opened, setOpened] = useState<NoticiaResumo | null>(null);

  return (
    <section aria-labelledby="titulo-noticias" className="mt-10">
      <h2 id="titulo-noticias" className="mb-4 text-xl font-bold text-gray-900 dark:text-white">
        Notícias
      </h2>
      {isLoading ? (
        <div role="status" aria-busy="true" aria-label="Carregando as notícias" className="space-y-3">
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-24 w-full rounded-2xl" />
        </div>
      ) : error || !data ? (
        <DashboardError title="Não foi possível carregar as notícias." message={error?.message ?? ''} onRetry={retry} />
      ) : data.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">Nenhuma notícia no momento.</p>
      ) : (
        <ul className="space-y-3">
          {data.slice(0, LATEST).map((item) => (
            <li key={item.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
              <article aria-labelledby={`noticia-${item.id}`}>
                <h3 id={`noticia-${item.id}`} className="text-lg font-semibold">
                  <button
                    type="button"
                    className="min-h-11 text-left text-primary-strong underline-offset-4 hover:underline"
                    onPointerEnter={NewsDialog.preload}
                    onFocus={NewsDialog.preload}
                    onClick={() => setOpened(item)}
                  >
                    {item.titulo}
                  </button>
                </h3>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  <time dateTime={item.inicio}>{formatDateBr(item.inicio)}</time>
                </p>
                <p className="mt-1 text-gray-800 dark:text-gray-200">{item.resumo}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {opened ? <NewsDialog key={opened.id} noticia={opened} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}
