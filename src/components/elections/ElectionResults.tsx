import { useCallback } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { QueryState } from '@/components/ui/QueryState';
import { Skeleton } from '@/components/ui/Skeleton';
import { retornarResultadoEleicao } from '@/services/elections';
import { CandidatePhoto } from './CandidatePhoto';

/** Percent text of the API ('66.67') in Brazilian form (66,67%). */
function percentBr(value: string) {
  return `${value.replace('.', ',')}%`;
}

/** The tally of a closed election: candidates by votes, the total and the turnout (the API's figures as they come). */
export function ElectionResults({ idEleicao, headingLevel = 3 }: { idEleicao: number; headingLevel?: 3 | 4 }) {
  const fetchResults = useCallback(() => retornarResultadoEleicao(idEleicao), [idEleicao]);
  const results = useApiQuery(fetchResults);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <QueryState query={results} skeleton={<Skeleton className="h-32 w-full rounded-xl" />} errorTitle="Não foi possível carregar o resultado.">
      {({ candidatos, totalVotos, participacao, vagas }) => {
        return (
          <div className="space-y-3">
            <Heading className="font-semibold text-gray-900 dark:text-white">Resultado</Heading>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid={`resultado-${idEleicao}`}>
                <caption className="sr-only">Votos por candidato ({vagas === 1 ? '1 vaga' : `${vagas} vagas`})</caption>
                <thead>
                  <tr className="border-b border-gray-300 dark:border-gray-600">
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Candidato
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      Votos
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {candidatos.map((candidate) => (
                    <tr key={candidate.id} className="border-b border-gray-200 dark:border-gray-700">
                      <th scope="row" className="py-2 pr-4 font-normal">
                        <span className="flex items-center gap-3">
                          <CandidatePhoto nome={candidate.nome} foto={candidate.foto} isBesideName />
                          {candidate.nome}
                        </span>
                      </th>
                      <td className="py-2 text-right tabular-nums">{candidate.votos}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      Total de votos
                    </th>
                    <td className="py-2 text-right font-semibold tabular-nums">{totalVotos}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              Participação: {participacao.votantes} de {participacao.eleitores} {participacao.eleitores === 1 ? 'eleitor' : 'eleitores'} ({percentBr(participacao.percentual)}).
            </p>
          </div>
        );
      }}
    </QueryState>
  );
}
