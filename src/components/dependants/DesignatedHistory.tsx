import { useCallback } from 'react';
import { formatPercent } from '@/domain/format-decimal';
import { formatDateTimeBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarHistoricoBeneficiariosIndicados, type VersaoBeneficiariosIndicados } from '@/services/dependants';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';

function authorOf(version: VersaoBeneficiariosIndicados) {
  if (!version.autor) return 'Fundo';
  return version.autor.administrador ? `${version.autor.nome} (administrador do fundo, em seu nome)` : version.autor.nome;
}

function summaryOf({ alteracoes }: VersaoBeneficiariosIndicados) {
  const parts = [
    alteracoes.incluidos.length ? `incluiu ${alteracoes.incluidos.join(', ')}` : null,
    alteracoes.alterados.length ? `alterou ${alteracoes.alterados.join(', ')}` : null,
    alteracoes.removidos.length ? `retirou ${alteracoes.removidos.join(', ')}` : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join('; ')}.` : 'Sem mudança na lista.';
}

/** Every version of the designation, newest first: when, who, what changed, and the list it left. */
export function DesignatedHistory({ idVinculoPlano, reloadKey }: { idVinculoPlano: number; reloadKey: number }) {
  // reloadKey: a new fetcher after each save, so the history shows the new version.
  const fetchHistory = useCallback(() => retornarHistoricoBeneficiariosIndicados(idVinculoPlano), [idVinculoPlano, reloadKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const { data, error, isLoading, retry } = useApiQuery(fetchHistory);
  if (isLoading) return <DashboardSkeleton label="Carregando o histórico" />;
  if (error || !data) return <DashboardError title="Não foi possível carregar o histórico." message={error?.message ?? ''} onRetry={retry} />;
  if (!data.versoes.length) return <p className="text-gray-700 dark:text-gray-300">Nenhuma alteração registrada ainda.</p>;
  return (
    <ol className="space-y-3" aria-label="Versões dos beneficiários indicados">
      {data.versoes.map((version) => (
        <li key={version.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
          <p className="font-semibold text-gray-900 dark:text-white">
            <time dateTime={version.data}>{formatDateTimeBr(version.data, ' às ')}</time> — {authorOf(version)}
          </p>
          <p className="text-gray-800 dark:text-gray-200">{summaryOf(version)}</p>
          {version.protocolo ? (
            <p className="text-sm text-gray-700 dark:text-gray-300">
              Pedido {version.protocolo}
              {version.aprovadoPor ? `, aprovado por ${version.aprovadoPor}` : ''}.
            </p>
          ) : null}
          <details className="mt-2">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary-strong">Ver a lista desta versão</summary>
            {version.beneficiarios.length ? (
              <ul className="mt-1 list-disc space-y-1 pl-6 text-gray-800 dark:text-gray-200">
                {version.beneficiarios.map((item) => (
                  <li key={item.cpf}>
                    {item.nome} ({item.parentesco}): {formatPercent(item.percentual)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-gray-800 dark:text-gray-200">Nenhum beneficiário indicado.</p>
            )}
          </details>
        </li>
      ))}
    </ol>
  );
}
