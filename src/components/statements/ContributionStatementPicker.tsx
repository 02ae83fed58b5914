import { useCallback, useEffect } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { lazyPart } from '@/components/ui/lazy-part';
import { yearFromQuery } from '@/domain/extracts-filters';
import { useApiQuery } from '@/hooks/useApiQuery';
import { useUrlQuery } from '@/hooks/useUrlQuery';
import { retornarDemonstrativosContribuicao } from '@/services/statements';

// The year's figures show once the years have arrived: their code is fetched beside them, from the start.
const ContributionStatementYears = lazyPart(
  () => import('./ContributionStatementYears').then((module) => module.ContributionStatementYears),
  'Carregando os demonstrativos',
);

/** Service 23: choose a year with contributions, see its totals, download its statement. */
export function ContributionStatementPicker({ idVinculoPlano }: { idVinculoPlano: number }) {
  const fetchYears = useCallback(() => retornarDemonstrativosContribuicao(idVinculoPlano), [idVinculoPlano]);
  const years = useApiQuery(fetchYears);
  useEffect(() => ContributionStatementYears.preload(), []);
  // The year is in the address (?ano=AAAA, issue 26): a reload or a shared link shows it; a year without data shows the newest.
  const { query, replaceQuery } = useUrlQuery();
  const chosenYear = query ? yearFromQuery(query) : null;

  return (
    <QueryState
      query={years}
      label="Carregando os demonstrativos"
      errorTitle="Não foi possível carregar os demonstrativos."
      isEmpty={(data) => data.length === 0}
      empty={<p className="text-gray-700 dark:text-gray-300">Não há contribuições pagas neste plano ainda.</p>}
    >
      {(data) => (
        <ContributionStatementYears years={data} chosenYear={chosenYear} onChooseYear={(value) => replaceQuery({ ano: value || undefined })} idVinculoPlano={idVinculoPlano} />
      )}
    </QueryState>
  );
}
