import { useCallback, useState } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarHistoricoPlanejamento, retornarPlanejamento, type Planejamento } from '@/services/retirement-planning';
import { QueryState } from '@/components/ui/QueryState';
import { DecemberRoomCard } from './DecemberRoomCard';
import { GoalForm } from './GoalForm';
import { GoalGap } from './GoalGap';
import { IncomePicture } from './IncomePicture';
import { ScenarioBand } from './ScenarioBand';
import { TrackingHistory } from './TrackingHistory';

/**
 * 'Minha aposentadoria': the whole monthly income at the chosen age in today's reais, the goal and what closes its gap,
 * the three scenarios, the goal followed month by month, and (October to December) the year's tax room.
 */
export function RetirementPlanning({ idVinculoPlano }: { idVinculoPlano: number }) {
  const fetchPlanning = useCallback(() => retornarPlanejamento(idVinculoPlano), [idVinculoPlano]);
  const query = useApiQuery(fetchPlanning);
  // A saved goal answers the whole picture again: it replaces the fetched one (the page keys this by the link).
  const [saved, setSaved] = useState<Planejamento | null>(null);
  const fetchHistory = useCallback(() => retornarHistoricoPlanejamento(idVinculoPlano), [idVinculoPlano]);
  const history = useApiQuery(fetchHistory);

  return (
    <QueryState query={query} label="Carregando o seu planejamento" errorTitle="Não foi possível carregar o seu planejamento">
      {(fetched) => {
        const planning = saved ?? fetched;
        return (
          <div className="space-y-8">
            <IncomePicture planning={planning} />
            <GoalForm planning={planning} idVinculoPlano={idVinculoPlano} onSaved={setSaved} />
            {planning.lacuna ? <GoalGap planning={planning} gap={planning.lacuna} /> : null}
            {planning.deducaoDezembro ? <DecemberRoomCard planning={planning} room={planning.deducaoDezembro} idVinculoPlano={idVinculoPlano} onSaved={setSaved} /> : null}
            <ScenarioBand planning={planning} />
            <TrackingHistory history={history.data?.historico ?? null} isLoading={history.isLoading} />
          </div>
        );
      }}
    </QueryState>
  );
}
