import { useCallback, useState } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { QueryState } from '@/components/ui/QueryState';
import { Skeleton } from '@/components/ui/Skeleton';
import { toast } from '@/components/ui/toast';
import { ELECTION_STATUS_LABEL } from '@/domain/elections';
import { formatDateTimeBr } from '@/domain/format-date';
import { ApiError } from '@/services/api';
import { encerrarEleicao, retornarParticipacaoEleicao, type EleicaoResumo } from '@/services/elections';
import { ElectionResults } from './ElectionResults';

/** Who voted and when (never the choice). */
function ParticipationList({ idEleicao }: { idEleicao: number }) {
  const fetchList = useCallback(() => retornarParticipacaoEleicao(idEleicao), [idEleicao]);
  const list = useApiQuery(fetchList);
  return (
    <QueryState
      query={list}
      skeleton={<Skeleton className="h-20 w-full rounded-xl" />}
      errorTitle="Não foi possível carregar a participação."
      isEmpty={(data) => data.votantes.length === 0}
      empty={<p className="text-sm text-gray-700 dark:text-gray-300">Ninguém votou ainda.</p>}
    >
      {(data) => {
        return (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Quem votou e quando</caption>
              <thead>
                <tr className="border-b border-gray-300 dark:border-gray-600">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Participante
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Votou em
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.votantes.map((voter) => (
                  <tr key={voter.idPessoa} className="border-b border-gray-200 dark:border-gray-700">
                    <td className="py-2 pr-4">{voter.nome}</td>
                    <td className="py-2">{formatDateTimeBr(voter.votouEm)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }}
    </QueryState>
  );
}

function ElectionRow({ election: listed }: { election: EleicaoResumo }) {
  // Closing updates this row in place (the answer's status), keeping its results panel open.
  const [election, setElection] = useState(listed);
  const [panel, setPanel] = useState<'resultado' | 'participacao' | 'encerrar' | null>(null);
  const [isClosing, setIsClosing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isClosed = election.status === 'encerrada';
  const toggle = (next: typeof panel) => setPanel((current) => (current === next ? null : next));

  async function close() {
    setIsClosing(true);
    setError(null);
    try {
      const closed = await encerrarEleicao(election.id);
      setElection((current) => ({ ...current, ...closed }));
      toast.success('Eleição encerrada.');
      setPanel('resultado');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Não foi possível encerrar a eleição.');
    } finally {
      setIsClosing(false);
    }
  }

  return (
    <li className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h3 id={`admin-eleicao-${election.id}`} className="text-lg font-semibold text-gray-900 dark:text-white">
        {election.titulo}
      </h3>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Situação: </dt>
          <dd className="inline">{ELECTION_STATUS_LABEL[election.status]}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Planos: </dt>
          <dd className="inline">{election.planos.map((plan) => plan.nome).join(', ')}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Votação: </dt>
          <dd className="inline">
            {formatDateTimeBr(election.inicio)} a {formatDateTimeBr(election.fim)}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Vagas e candidatos: </dt>
          <dd className="inline">
            {election.vagas} {election.vagas === 1 ? 'vaga' : 'vagas'}, {election.totalCandidatos} candidatos
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Votaram: </dt>
          <dd className="inline" data-testid={`votantes-${election.id}`}>
            {election.votantes ?? 0}
          </dd>
        </div>
      </dl>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {isClosed ? (
          <Button variant="secondary" size="sm" aria-expanded={panel === 'resultado'} onClick={() => toggle('resultado')}>
            Ver resultado
          </Button>
        ) : (
          <Button variant="secondary" size="sm" aria-expanded={panel === 'encerrar'} onClick={() => toggle('encerrar')}>
            Encerrar eleição
          </Button>
        )}
        <Button variant="ghost" size="sm" aria-expanded={panel === 'participacao'} onClick={() => toggle('participacao')}>
          Ver quem votou
        </Button>
      </div>
      {panel === 'encerrar' && !isClosed ? (
        <div className="space-y-3 rounded-xl border border-gray-300 p-4 dark:border-gray-600">
          <p>Encerrar a eleição {election.titulo}? A votação para agora e o resultado passa a ser divulgado aos participantes.</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void close()} isLoading={isClosing}>
              Confirmar encerramento
            </Button>
            <Button variant="secondary" onClick={() => setPanel(null)} disabled={isClosing}>
              Cancelar
            </Button>
          </div>
        </div>
      ) : null}
      {panel === 'resultado' && isClosed ? <ElectionResults idEleicao={election.id} headingLevel={4} /> : null}
      {panel === 'participacao' ? <ParticipationList idEleicao={election.id} /> : null}
    </li>
  );
}

export function ElectionAdminList({ elections }: { elections: EleicaoResumo[] }) {
  if (elections.length === 0) return <p className="text-gray-700 dark:text-gray-300">Nenhuma eleição criada.</p>;
  return (
    <ul className="space-y-4">
      {elections.map((election) => (
        <ElectionRow key={`${election.id}-${election.status}-${election.votantes}`} election={election} />
      ))}
    </ul>
  );
}
