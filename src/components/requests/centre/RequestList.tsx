import type { RequestListItem } from '@/services/requests-centre';
import { RequestPagination } from '@/components/requests/RequestPagination';
import { RequestTable } from './RequestTable';

interface RequestListProps {
  requests: RequestListItem[];
  /** Zero-based (spec §4). */
  page: number;
  totalPage: number;
  onPageChange: (page: number) => void;
  onOpen: (request: RequestListItem) => void;
  /** The pointer or the focus is on a request's button: the detail's code can be fetched before the click. */
  onOpenIntent: () => void;
}

/** One page of the centre's requests, and the way to the others. */
export function RequestList({ requests, page, totalPage, onPageChange, onOpen, onOpenIntent }: RequestListProps) {
  return (
    <>
      <RequestTable requests={requests} onOpen={onOpen} onOpenIntent={onOpenIntent} />
      <RequestPagination page={page} totalPage={totalPage} onPageChange={onPageChange} />
    </>
  );
}
