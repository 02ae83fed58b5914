import { ChevronLeft, ChevronRight } from 'lucide-react';
import { canGoToNextPage, canGoToPreviousPage } from '@/domain/requests';
import { pageLabel } from '@/domain/request-centre';
import { Button } from '@/components/ui/Button';

interface RequestPaginationProps {
  page: number;
  totalPage: number;
  onChange: (page: number) => void;
}

/** Zero-based pages (spec §4): next only before the last page, previous only after the first. */
export function RequestPagination({ page, totalPage, onChange }: RequestPaginationProps) {
  return (
    <nav aria-label="Paginação das solicitações" className="flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" icon={<ChevronLeft aria-hidden="true" className="size-4" />} disabled={!canGoToPreviousPage(page)} onClick={() => onChange(page - 1)}>
        Anterior
      </Button>
      <p className="text-sm whitespace-nowrap text-gray-700 dark:text-gray-300" aria-live="polite">
        {pageLabel(page, totalPage)}
      </p>
      <Button variant="secondary" size="sm" disabled={!canGoToNextPage(page, totalPage)} onClick={() => onChange(page + 1)}>
        Próxima
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
