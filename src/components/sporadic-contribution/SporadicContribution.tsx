import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarConfiguracaoContribuicao, retornarContribuicoesEsporadicas, type CobrancaEsporadica } from '@/services/sporadic-contribution';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { toast } from '@/components/ui/toast';
import { amountFromQuery, formatDecimalInput } from '@/domain/masks';
import { ChargeDetails } from './ChargeDetails';
import { PendingCharges } from './PendingCharges';
import { SporadicValueForm } from './SporadicValueForm';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

interface SporadicContributionProps {
  idPessoa: number;
  idVinculoPlano: number;
  idPlano: number;
}

/** Service 7: the value (at least the plan's minimum), then the slip and the PIX code; below, the ones still unpaid. */
export function SporadicContribution({ idPessoa, idVinculoPlano, idPlano }: SporadicContributionProps) {
  const fetchRules = useCallback(() => retornarConfiguracaoContribuicao(idPlano), [idPlano]);
  const fetchPending = useCallback(() => retornarContribuicoesEsporadicas(idVinculoPlano), [idVinculoPlano]);
  const rules = useApiQuery(fetchRules);
  const pending = useApiQuery(fetchPending);
  const [created, setCreated] = useState<CobrancaEsporadica | null>(null);
  const createdHeading = useRef<HTMLHeadingElement>(null);
  const { retry: reloadPending } = pending;
  // '?valor=1234.56' (the retirement planning's link) starts the field with that value; the person still confirms.
  const router = useRouter();
  const suggested = router.isReady ? amountFromQuery(router.query.valor) : null;

  useEffect(() => {
    if (created) createdHeading.current?.focus();
  }, [created]);

  const onCreated = (charge: CobrancaEsporadica) => {
    setCreated(charge);
    toast.success('Contribuição esporádica gerada.');
    reloadPending();
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby="titulo-valor" className={SECTION_CLASSES}>
        <h2 id="titulo-valor" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
          Nova contribuição
        </h2>
        {rules.isLoading || !router.isReady ? (
          <DashboardSkeleton label="Carregando as regras do plano" />
        ) : rules.error || !rules.data ? (
          <DashboardError title="Não foi possível carregar o valor mínimo do plano." message={rules.error?.message ?? ''} onRetry={rules.retry} />
        ) : (
          <SporadicValueForm idPessoa={idPessoa} idVinculoPlano={idVinculoPlano} minimumValue={rules.data.valorMinimo} initialValue={suggested ? formatDecimalInput(suggested) : ''} onCreated={onCreated} />
        )}
      </section>

      {created ? (
        <section aria-labelledby="titulo-gerada" className={SECTION_CLASSES}>
          <h2 id="titulo-gerada" ref={createdHeading} tabIndex={-1} className="mb-1 text-lg font-semibold text-gray-900 outline-none dark:text-white">
            Contribuição gerada
          </h2>
          <p className="mb-4 text-gray-700 dark:text-gray-300">Pague pelo boleto ou pelo PIX até o vencimento. Ela aparece como pendente no seu extrato até o pagamento ser confirmado.</p>
          <ChargeDetails charge={created} />
        </section>
      ) : null}

      <section aria-labelledby="titulo-pendentes" className={SECTION_CLASSES}>
        <h2 id="titulo-pendentes" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
          Aguardando pagamento
        </h2>
        {pending.isLoading ? (
          <DashboardSkeleton label="Carregando contribuições pendentes" />
        ) : pending.error || !pending.data ? (
          <DashboardError title="Não foi possível carregar as contribuições pendentes." message={pending.error?.message ?? ''} onRetry={pending.retry} />
        ) : (
          <PendingCharges charges={pending.data.contribuicoes} />
        )}
      </section>
    </div>
  );
}
