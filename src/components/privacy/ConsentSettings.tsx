import { useCallback, useEffect, useState } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarConsentimentos, type Consentimentos } from '@/services/privacy';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { Skeleton } from '@/components/ui/Skeleton';
import { lazyPart } from '@/components/ui/lazy-part';
import { ALWAYS_SENT, CHANNEL_IN_SENTENCE, LEGEND } from './consent-texts';

// Drawn from the answer only: its code is fetched beside it, not in the page's first load.
const ConsentChoices = lazyPart(() => import('./ConsentChoices').then((module) => module.ConsentChoices), 'Carregando suas autorizações');

/**
 * While the choices load: the section's own texts, and a placeholder per channel and for the history, so the sections
 * below move as little as possible when the choices arrive (a grid of cards moved them 0.14 of the screen on a desktop).
 */
function ConsentSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Carregando suas autorizações" className="space-y-6">
      <div className="space-y-3">
        <p className="mb-2 text-gray-700 dark:text-gray-300">{LEGEND}</p>
        {Object.keys(CHANNEL_IN_SENTENCE).map((canal) => (
          <Skeleton key={canal} className="h-16 w-full rounded-lg" />
        ))}
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">{ALWAYS_SENT}</p>
      <Skeleton className="h-32 w-full rounded-lg" />
    </div>
  );
}

/** The person's consents to non-mandatory communications: fetched here, drawn and changed by ConsentChoices. */
export function ConsentSettings({ idPessoa }: { idPessoa: number }) {
  const fetchConsents = useCallback(() => retornarConsentimentos(idPessoa), [idPessoa]);
  const query = useApiQuery(fetchConsents);
  const [saved, setSaved] = useState<Consentimentos | null>(null);
  const data = saved ?? query.data;
  useEffect(() => ConsentChoices.preload(), []);

  if (query.isLoading && !data) return <ConsentSkeleton />;
  if (query.error || !data) return <DashboardError title="Não foi possível carregar suas autorizações." message={query.error?.message ?? ''} onRetry={query.retry} />;
  return <ConsentChoices idPessoa={idPessoa} data={data} onSaved={setSaved} />;
}
