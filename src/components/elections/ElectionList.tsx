import { useState, type ReactElement, type ReactNode } from 'react';
import { Vote } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { lazyPart } from '@/components/ui/lazy-part';
import { ELECTION_STATUS_LABEL } from '@/domain/elections';
import { formatDateTimeBr } from '@/domain/format-date';
import type { EleicaoResumo } from '@/services/elections';

const Ballot = lazyPart(() => import('./Ballot').then((module) => module.Ballot), 'Carregando os candidatos');
const ElectionResults = lazyPart(() => import('./ElectionResults').then((module) => module.ElectionResults), 'Carregando o resultado');

const CARD_CLASSES = 'space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

function Period({ election }: { election: EleicaoResumo }) {
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300">
      Votação de {formatDateTimeBr(election.inicio, ' às ')} a {formatDateTimeBr(election.fim, ' às ')} · {election.vagas === 1 ? '1 vaga' : `${election.vagas} vagas`} · {election.planos.map((plan) => plan.nome).join(', ')}
    </p>
  );
}

/** An election's card: its title, its period, seats and plans, then what the person may do with it. */
function ElectionCard({ election, children }: { election: EleicaoResumo; children: ReactNode }) {
  return (
    <article className={CARD_CLASSES} aria-labelledby={`eleicao-${election.id}`}>
      <h3 id={`eleicao-${election.id}`} className="text-lg font-semibold text-gray-900 dark:text-white">
        {election.titulo}
      </h3>
      <Period election={election} />
      {children}
    </article>
  );
}

function OpenElection({ election, canVote }: { election: EleicaoResumo; canVote: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <ElectionCard election={election}>
      {!canVote ? (
        <Alert tone="info">O voto é pessoal: um administrador vendo o portal como o participante não vota por ele.</Alert>
      ) : election.jaVotou || isOpen ? (
        <Ballot idEleicao={election.id} />
      ) : (
        <Button icon={<Vote aria-hidden="true" className="size-5" />} onClick={() => setIsOpen(true)}>
          Votar
        </Button>
      )}
    </ElectionCard>
  );
}

function ClosedElection({ election }: { election: EleicaoResumo }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <ElectionCard election={election}>
      {election.jaVotou ? <p className="text-sm text-gray-700 dark:text-gray-300">Você votou nesta eleição.</p> : null}
      {isOpen ? (
        <ElectionResults idEleicao={election.id} />
      ) : (
        <Button variant="secondary" onClick={() => setIsOpen(true)}>
          Ver resultado
        </Button>
      )}
    </ElectionCard>
  );
}

function OtherElection({ election }: { election: EleicaoResumo }) {
  return (
    <ElectionCard election={election}>
      <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{ELECTION_STATUS_LABEL[election.status]}</p>
      {election.jaVotou ? <p className="text-sm text-gray-700 dark:text-gray-300">Você votou nesta eleição.</p> : null}
    </ElectionCard>
  );
}

function Group({ title, id, children }: { title: string; id: string; children: ReactElement[] }) {
  if (children.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-semibold text-gray-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The person's elections by state: the open ones to vote in, the next and those being counted, the results. */
export function ElectionList({ elections, canVote }: { elections: EleicaoResumo[]; canVote: boolean }) {
  return (
    <div className="space-y-10">
      <Group title="Votações abertas" id="eleicoes-abertas">
        {elections.filter((item) => item.status === 'aberta').map((item) => <OpenElection key={item.id} election={item} canVote={canVote} />)}
      </Group>
      <Group title="Próximas e em apuração" id="eleicoes-outras">
        {elections.filter((item) => item.status === 'agendada' || item.status === 'aguardando-encerramento').map((item) => <OtherElection key={item.id} election={item} />)}
      </Group>
      <Group title="Resultados" id="eleicoes-encerradas">
        {elections.filter((item) => item.status === 'encerrada').map((item) => <ClosedElection key={item.id} election={item} />)}
      </Group>
    </div>
  );
}
