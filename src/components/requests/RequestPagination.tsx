import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { canGoToNextPage, canGoToPreviousPage, pageLabel } from '@/domain/requests';

interface RequestPaginationProps {
  /** Zero-based (spec §4). */
  page: number;
  totalPage: number;
  onPageChange: (page: number) => void;
  /** The navigation's accessible name; the request lists' by default. */
  label?: string;
}

/** The pages of a request list, for participants and for the request centre: next only before the last page. */
export function RequestPagination({ page, totalPage, onPageChange, label = 'Paginação das solicitações' }: RequestPaginationProps) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-nowrap items-center justify-between gap-2 sm:gap-3">
      <Button variant="secondary" size="sm" className="shrink-0" disabled={!canGoToPreviousPage(page)} onClick={() => onPageChange(page - 1)} icon={<ChevronLeft aria-hidden="true" className="size-4" />}>
        Anterior
      </Button>
      {/* One line at 390 px: the buttons keep their size and the page label takes (and may wrap in) what is left. */}
      <p aria-live="polite" className="min-w-0 flex-1 text-center text-sm text-gray-700 dark:text-gray-300">
        {pageLabel(page, totalPage)}
      </p>
      <Button variant="secondary" size="sm" className="shrink-0" disabled={!canGoToNextPage(page, totalPage)} onClick={() => onPageChange(page + 1)}>
        Próxima
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
