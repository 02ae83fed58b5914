import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { ConfirmStep } from '@/components/forms/ConfirmStep';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { QueryState } from '@/components/ui/QueryState';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDateTimeBr } from '@/domain/format-date';
import { ApiError } from '@/services/api';
import { CandidatePhoto } from './CandidatePhoto';
import { retornarEleicao, votar, type Candidato, type ComprovanteVoto } from '@/services/elections';

export function Receipt({ codigo, votouEm, isNew }: { codigo: string; votouEm: string; isNew: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isNew) heading.current?.focus();
  }, [isNew]);
  return (
    <section aria-labelledby="comprovante-voto" className="space-y-2 rounded-xl border border-green-700 bg-green-50 p-4 text-green-950 dark:border-green-400 dark:bg-green-950 dark:text-green-50">
      <h4 id="comprovante-voto" ref={heading} tabIndex={-1} className="font-semibold">
        {isNew ? 'Voto registrado' : 'Você já votou'}
      </h4>
      <p>
        Comprovante: <strong data-testid="codigo-comprovante" className="font-mono tracking-wider">{codigo}</strong>
      </p>
      <p>Registrado em {formatDateTimeBr(votouEm, ' às ')}.</p>
      <p className="text-sm">O comprovante confirma que você votou e não identifica o candidato escolhido: o voto é secreto.</p>
    </section>
  );
}

function CandidateCard({ candidate, name, isChosen, onChoose }: { candidate: Candidato; name: string; isChosen: boolean; onChoose: () => void }) {
  const id = `candidato-${candidate.id}`;
  return (
    <label
      htmlFor={id}
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 ${isChosen ? 'border-primary ring-2 ring-primary' : 'border-gray-300 dark:border-gray-600'}`}
    >
      <input id={id} type="radio" name={name} value={candidate.id} checked={isChosen} onChange={onChoose} className="mt-1 size-5 shrink-0 accent-[var(--color-primary)]" />
      <CandidatePhoto nome={candidate.nome} foto={candidate.foto} />
      <span className="min-w-0">
        <span className="block font-semibold text-gray-900 dark:text-white">{candidate.nome}</span>
        {candidate.descricao ? <span className="block text-sm text-gray-700 dark:text-gray-300">{candidate.descricao}</span> : null}
      </span>
    </label>
  );
}

/**
 * The ballot of an open election: the candidates, a confirmation step, then the receipt. The choice stays in this
 * component's state only until it is sent; the receipt that comes back does not name it.
 */
export function Ballot({ idEleicao, onVoted }: { idEleicao: number; onVoted?: () => void }) {
  const fetchElection = useCallback(() => retornarEleicao(idEleicao), [idEleicao]);
  const election = useApiQuery(fetchElection);
  const [chosen, setChosen] = useState<number | null>(null);
  const [step, setStep] = useState<'escolha' | 'confirmacao'>('escolha');
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<ComprovanteVoto | null>(null);

  if (receipt) return <Receipt codigo={receipt.codigo} votouEm={receipt.votouEm} isNew />;
  return (
    <QueryState query={election} skeleton={<Skeleton className="h-40 w-full rounded-xl" />} errorTitle="Não foi possível carregar os candidatos.">
      {(data) => {
        if (data.comprovante) {
          return (
            <div className="space-y-3">
              {error ? <Alert tone="error">{error}</Alert> : null}
              <Receipt codigo={data.comprovante.codigo} votouEm={data.comprovante.votouEm} isNew={false} />
            </div>
          );
        }
        const candidate = data.candidatos.find((item) => item.id === chosen) ?? null;

        async function send() {
          if (!candidate) return;
          setIsSending(true);
          setError(null);
          try {
            const answer = await votar(idEleicao, candidate.id);
            setChosen(null);
            setReceipt(answer);
            onVoted?.();
          } catch (caught) {
            setError(caught instanceof ApiError ? caught.message : 'Não foi possível registrar o seu voto.');
            setStep('escolha');
            election.retry();
          } finally {
            setIsSending(false);
          }
        }

        if (step === 'confirmacao' && candidate) {
          return (
            <ConfirmStep title="Confirme o seu voto" confirmLabel="Confirmar voto" onConfirm={() => void send()} onBack={() => setStep('escolha')} isSending={isSending}>
              <p>
                Você vai votar em <strong>{candidate.nome}</strong> na eleição {data.titulo}. Depois de confirmado, o voto não pode ser alterado.
              </p>
            </ConfirmStep>
          );
        }

        return (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (candidate) setStep('confirmacao');
              else setError('Escolha um candidato para continuar.');
            }}
          >
            {error ? <Alert tone="error">{error}</Alert> : null}
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-semibold text-gray-900 dark:text-gray-100">Escolha um candidato</legend>
              {data.candidatos.map((item) => (
                <CandidateCard key={item.id} candidate={item} name={`voto-${idEleicao}`} isChosen={chosen === item.id} onChoose={() => setChosen(item.id)} />
              ))}
            </fieldset>
            <Button type="submit">Continuar</Button>
          </form>
        );
      }}
    </QueryState>
  );
}
