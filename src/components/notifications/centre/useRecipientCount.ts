import { useMemo } from 'react';
import type { NotificationTarget } from '@/domain/notifications-target';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarQuantidadeDestinatarios } from '@/services/notifications-centre';

/** How many people the target reaches, asked of the server whenever the target changes; null target (no person chosen yet) asks nothing. */
export function useRecipientCount(target: NotificationTarget | null) {
  // By value: the form builds a new target object on every render.
  const key = target ? JSON.stringify(target) : null;
  const fetchCount = useMemo(() => (key === null ? null : () => retornarQuantidadeDestinatarios(JSON.parse(key) as NotificationTarget)), [key]);
  return useApiQuery(fetchCount);
}
