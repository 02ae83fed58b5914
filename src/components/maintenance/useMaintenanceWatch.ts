import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { toast } from '@/components/ui/toast';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { retornarDesativacaoTemporaria } from '@/services/maintenance';
import { rememberErrorMessage } from '@/components/layout/error-message';
import { decideMaintenance, FINAL_MINUTE_POLL_MS } from './schedule';

export const MAINTENANCE_PATH = '/manutencao';

/**
 * Spec §4/§8: fetches the maintenance window once when enabled (participants, administrators viewing as a
 * person), sends to the maintenance page while it is active and waits for a scheduled one to start.
 */
export function useMaintenanceWatch(isEnabled: boolean) {
  const router = useRouter();

  useEffect(() => {
    if (!isEnabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isCancelled = false;

    const check = async () => {
      try {
        const window = await retornarDesativacaoTemporaria();
        if (!isCancelled) follow(window);
      } catch (error) {
        if (isCancelled) return;
        const message = error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected;
        toast.error(message);
        rememberErrorMessage(message);
        void router.replace('/500');
      }
    };

    const follow = (window: Awaited<ReturnType<typeof retornarDesativacaoTemporaria>>) => {
      const decision = decideMaintenance(window, new Date());
      if (decision.kind === 'redirect') {
        void router.replace(decision.dataFim ? { pathname: MAINTENANCE_PATH, query: { dataFim: decision.dataFim } } : MAINTENANCE_PATH);
      } else if (decision.kind === 'wait') {
        timer = setTimeout(() => follow(window), decision.delayMs);
      } else if (decision.kind === 'recheck') {
        timer = setTimeout(() => void check(), FINAL_MINUTE_POLL_MS);
      }
    };

    void check();
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
    // The router object changes on every navigation; the check runs once per enabling, not per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isEnabled]);
}
