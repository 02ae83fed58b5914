import { useCallback } from 'react';
import Link from 'next/link';
import { CircleAlert, CircleCheck } from 'lucide-react';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { usePlan } from '@/contexts/PlanContext';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarProvaDeVida } from '@/services/proof-of-life';

/**
 * The home page's one line about the yearly proof of life (issue 29): up to date until when, or what to do and by
 * when, with the way to the service. Nothing while it loads or when the plan does not offer it.
 */
export function ProofOfLifeLine({ idVinculoPlano }: { idVinculoPlano: number }) {
  const { funcionalidades } = usePlan();
  // Asked only where the segment offers the service: never a 403 the page would log.
  const isOffered = funcionalidades.some((item) => item.id === FUNCTIONALITY.PROOF_OF_LIFE);
  const fetchProof = useCallback(() => retornarProvaDeVida(idVinculoPlano), [idVinculoPlano]);
  const query = useApiQuery(isOffered ? fetchProof : null);
  if (!query.data) return null;
  const { linha, status, suspensao, emAnalise } = query.data;
  const isFine = (status === 'em_dia' && !suspensao) || emAnalise !== null;
  const Icon = isFine ? CircleCheck : CircleAlert;
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3 ring-1 ${isFine ? 'bg-white ring-gray-900/10 dark:bg-gray-900 dark:ring-white/10' : 'bg-amber-50 ring-amber-700/30 dark:bg-amber-950 dark:ring-amber-400/30'}`}>
      <Icon aria-hidden="true" className={`size-5 shrink-0 ${isFine ? 'text-green-700 dark:text-green-400' : 'text-amber-800 dark:text-amber-300'}`} />
      <span className="font-medium text-gray-900 dark:text-white" data-testid="linha-prova-de-vida-inicio">
        {linha}
      </span>
      {isFine ? null : (
        <Link href="/services/prova-de-vida" className="inline-flex min-h-11 items-center font-semibold text-primary-strong underline">
          Fazer a prova de vida
        </Link>
      )}
    </p>
  );
}
