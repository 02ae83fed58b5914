import { useCallback, useState } from 'react';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { formatDateBr } from '@/domain/format-date';
import { formatDateTime } from '@/domain/notifications';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarProvaDeVida, type ProvaDeVida } from '@/services/proof-of-life';
import type { PlanServiceTarget } from '@/components/services/PlanServiceFrame';
import { RequestCreated } from '@/components/requests/RequestCreated';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { QueryState } from '@/components/ui/QueryState';
import { lazyPart } from '@/components/ui/lazy-part';

// The form (drop zones, camera, upload) is fetched with the standing, not in the page's first load.
const ProofOfLifeForm = lazyPart(() => import('./ProofOfLifeForm').then((module) => module.ProofOfLifeForm), 'Carregando o formulário');

const CARD = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
const SITUATION_LABELS: Record<ProvaDeVida['historico'][number]['situacao'], string> = { em_analise: 'Em análise', aprovada: 'Aprovada', recusada: 'Recusada', cancelada: 'Cancelada' };
const WAY_LABELS = { online: 'Pelo celular', documento: 'Atestado de vida' } as const;

function Standing({ proof }: { proof: ProvaDeVida }) {
  const isFine = proof.status === 'em_dia' && !proof.suspensao;
  const Icon = isFine ? CircleCheck : proof.emAnalise ? Clock : CircleAlert;
  return (
    <section aria-labelledby="situacao-prova" className={CARD}>
      <h2 id="situacao-prova" className="sr-only">
        Situação da prova de vida
      </h2>
      <p className="flex items-start gap-3 text-lg font-semibold text-gray-900 dark:text-white">
        <Icon aria-hidden="true" className={`mt-0.5 size-6 shrink-0 ${isFine ? 'text-green-700 dark:text-green-400' : 'text-amber-700 dark:text-amber-400'}`} />
        <span data-testid="linha-prova-de-vida">{proof.linha}</span>
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-600 dark:text-gray-400">Campanha {proof.ciclo.ano}</dt>
          <dd className="font-medium text-gray-900 dark:text-white">
            {formatDateBr(proof.ciclo.abertura)} a {formatDateBr(proof.ciclo.vencimento)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600 dark:text-gray-400">Carência até</dt>
          <dd className="font-medium text-gray-900 dark:text-white">{formatDateBr(proof.ciclo.fimCarencia)}</dd>
        </div>
      </dl>
    </section>
  );
}

function History({ proof }: { proof: ProvaDeVida }) {
  if (proof.historico.length === 0) return null;
  return (
    <section aria-labelledby="historico-prova" className={CARD}>
      <h2 id="historico-prova" className="mb-3 text-lg font-semibold text-gray-900 dark:text-white">
        Provas enviadas
      </h2>
      <ul className="divide-y divide-gray-200 dark:divide-gray-800">
        {proof.historico.map((item) => (
          <li key={item.id} className="py-3 text-sm">
            <p className="font-semibold text-gray-900 dark:text-white">
              {SITUATION_LABELS[item.situacao]} · {WAY_LABELS[item.forma]}
            </p>
            <p className="text-gray-700 dark:text-gray-300">
              Protocolo {item.protocolo}, enviada em {formatDateTime(item.enviadaEm)}
              {item.analisadaEm ? `, analisada em ${formatDateTime(item.analisadaEm)}` : ''}
            </p>
            {item.motivoRecusa ? <p className="text-gray-800 dark:text-gray-200">Motivo: {item.motivoRecusa}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Service 39: where the person stands this year, the proof (online or a certificate), what a refusal asks to redo. */
export function ProofOfLifeService({ target }: { target: PlanServiceTarget }) {
  const fetchProof = useCallback(() => retornarProvaDeVida(target.idVinculoPlano), [target.idVinculoPlano]);
  const query = useApiQuery(fetchProof);
  const [protocolo, setProtocolo] = useState<string | null>(null);
  // The form's code (drop zones, camera) loads when the person starts: the standing shows first, without waiting for it.
  const [isFormOpen, setIsFormOpen] = useState(false);
  if (protocolo) return <RequestCreated protocolo={protocolo} servico="prova de vida" />;
  return (
    <QueryState query={query} label="Carregando a sua prova de vida" errorTitle="Não foi possível carregar a sua prova de vida.">
      {(proof) => (
        <div className="space-y-6">
          <Standing proof={proof} />
          {proof.suspensao ? (
            <Alert>
              Seu benefício está suspenso desde {formatDateBr(proof.suspensao.desde)} por falta de prova de vida. Quando a prova for aprovada, ele volta a ser pago, com os meses suspensos.
            </Alert>
          ) : null}
          {proof.ultimaRecusa && proof.podeEnviar ? (
            <Alert>
              A prova de vida do protocolo {proof.ultimaRecusa.protocolo} foi recusada: {proof.ultimaRecusa.motivo} Envie uma nova prova abaixo.
            </Alert>
          ) : null}
          {proof.podeEnviar ? (
            <section aria-labelledby="enviar-prova" className={CARD}>
              <h2 id="enviar-prova" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
                Fazer a prova de vida
              </h2>
              {isFormOpen ? (
                <ProofOfLifeForm idPessoa={target.idPessoa} idVinculoPlano={target.idVinculoPlano} declaracao={proof.declaracao} onSent={setProtocolo} />
              ) : (
                <div className="space-y-3">
                  <p className="text-gray-700 dark:text-gray-300">Pelo celular leva poucos minutos: uma foto do seu rosto e uma do seu documento. Também dá para enviar um atestado de vida.</p>
                  <Button onClick={() => setIsFormOpen(true)} onPointerEnter={ProofOfLifeForm.preload} onFocus={ProofOfLifeForm.preload}>
                    Fazer a prova de vida
                  </Button>
                </div>
              )}
            </section>
          ) : null}
          <History proof={proof} />
        </div>
      )}
    </QueryState>
  );
}
