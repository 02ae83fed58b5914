import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { canGoToNextPage, canGoToPreviousPage, pageLabel } from '@/domain/requests';

interface RequestPaginationProps {
  /** Zero-based (spec §4). */
  page: number;
  totalPage: number;
  onPageChange: (page: number) => void;
}

/** The pages of a request list, for participants and for the request centre: next only before the last page. */
export function RequestPagination({ page, totalPage, onPageChange }: RequestPaginationProps) {
  return (
    <nav aria-label="Paginação das solicitações" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={!canGoToPreviousPage(page)} onClick={() => onPageChange(page - 1)} icon={<ChevronLeft aria-hidden="true" className="size-4" />}>
        Anterior
      </Button>
      <p aria-live="polite" className="text-sm text-gray-700 dark:text-gray-300">
        {pageLabel(page, totalPage)}
      </p>
      <Button variant="secondary" size="sm" disabled={!canGoToNextPage(page, totalPage)} onClick={() => onPageChange(page + 1)}>
        Próxima
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
