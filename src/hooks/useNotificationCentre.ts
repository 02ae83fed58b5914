import { useCallback, useState } from 'react';
import { retornarNotificacoesEnviadas, retornarSegmentos } from '@/services/notifications-centre';
import { useApiQuery } from './useApiQuery';

const SENT_PAGE_SIZE = 10;

/** The centre's segment options and a page of sent notifications; nothing is asked before `isEnabled` (administrators). */
export function useNotificationCentre(isEnabled: boolean) {
  const [page, setPage] = useState(0);
  const fetchSegments = useCallback(() => retornarSegmentos(), []);
  const fetchSent = useCallback(() => retornarNotificacoesEnviadas(page, SENT_PAGE_SIZE), [page]);
  const segments = useApiQuery(isEnabled ? fetchSegments : null);
  const sent = useApiQuery(isEnabled ? fetchSent : null);
  return { segments, sent, page, setPage };
}
