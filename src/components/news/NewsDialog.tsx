import { useCallback } from 'react';
import { Modal } from '@/components/ui/Modal';
import { Button } from '@/components/ui/Button';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { Spinner } from '@/components/ui/Spinner';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarNoticia, type NoticiaResumo } from '@/services/news';
import { NewsArticle } from './NewsArticle';

/** A news item opened from the home: the full text is read when the dialog opens. */
export function NewsDialog({ noticia, onClose }: { noticia: NoticiaResumo; onClose: () => void }) {
  const fetchItem = useCallback(() => retornarNoticia(noticia.id), [noticia.id]);
  const { data, error, isLoading, retry } = useApiQuery(fetchItem);
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={noticia.titulo}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {isLoading ? (
        <div role="status" aria-label="Carregando a notícia" className="flex min-h-24 items-center justify-center">
          <Spinner className="size-6" />
        </div>
      ) : error || !data ? (
        <DashboardError title="Não foi possível carregar a notícia." message={error?.message ?? ''} onRetry={retry} />
      ) : (
        <NewsArticle noticia={data} />
      )}
    </Modal>
  );
}
