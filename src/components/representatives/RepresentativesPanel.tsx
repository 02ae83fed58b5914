import { useCallback, useState } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { useApiQuery } from '@/hooks/useApiQuery';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { encerrarRepresentacao, retornarRepresentados, retornarRepresentantes, type Representacao } from '@/services/representatives';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { toast } from '@/components/ui/toast';
import { RepresentativeCard } from './RepresentativeCard';
import { RepresentativeForm } from './RepresentativeForm';
import { RepresentedButton } from './RepresentedChoice';

const HEADING_CLASSES = 'mb-4 text-xl font-semibold text-gray-900 dark:text-white';

/** /perfil/representantes: whom the signed-in person represents, the person's representatives, and a new one. */
export function RepresentativesPanel({ idPessoa }: { idPessoa: number }) {
  const { pessoaTarget } = usePlan();
  const list = useApiQuery(useCallback(() => retornarRepresentantes(idPessoa), [idPessoa]));
  // Only in one's own portal: acting for someone, the people one represents are chosen in the banner's way out.
  const represented = useApiQuery(useCallback(() => (pessoaTarget ? Promise.resolve([]) : retornarRepresentados()), [pessoaTarget]));
  const [ending, setEnding] = useState<Representacao | null>(null);
  const [isEnding, setIsEnding] = useState(false);

  async function onConfirmEnd() {
    if (!ending) return;
    setIsEnding(true);
    try {
      toast.success((await encerrarRepresentacao(ending.id)).message);
      setEnding(null);
      list.retry();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setIsEnding(false);
    }
  }

  return (
    <div className="space-y-10">
      {represented.data?.length ? (
        <section aria-labelledby="titulo-representados">
          <h2 id="titulo-representados" className={HEADING_CLASSES}>
            Pessoas que você representa
          </h2>
          <ul className="max-w-2xl space-y-3">
            {represented.data.map((item) => (
              <li key={item.id}>
                <RepresentedButton item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="titulo-representantes">
        <h2 id="titulo-representantes" className={HEADING_CLASSES}>
          Seus representantes
        </h2>
        {list.error ? (
          <DashboardError title="Não foi possível carregar os representantes." message={list.error.message} onRetry={list.retry} />
        ) : !list.data ? (
          <DashboardSkeleton label="Carregando os representantes" />
        ) : list.data.length === 0 ? (
          <p className="max-w-prose text-gray-700 dark:text-gray-300">Nenhum representante cadastrado. Cadastre abaixo um curador, procurador ou responsável legal.</p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {list.data.map((item) => (
              <RepresentativeCard
                key={item.id}
                item={item}
                actions={
                  item.situacao === 'pendente' || item.situacao === 'aprovada' ? (
                    <Button variant="secondary" onClick={() => setEnding(item)}>
                      Encerrar representação
                    </Button>
                  ) : null
                }
              />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="titulo-novo-representante">
        <h2 id="titulo-novo-representante" className={HEADING_CLASSES}>
          Cadastrar representante
        </h2>
        <RepresentativeForm idPessoa={idPessoa} onRegistered={list.retry} />
      </section>
      <ConfirmDialog isOpen={ending !== null} title="Encerrar representação" confirmLabel="Encerrar" onConfirm={() => void onConfirmEnd()} onCancel={() => setEnding(null)} isBusy={isEnding} autoFocus="cancelar">
        <p>{ending ? `${ending.nome} deixa de agir por esta pessoa no portal a partir de agora.` : null}</p>
      </ConfirmDialog>
    </div>
  );
}
