import { useCallback, useState } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { aprovarRepresentacao, recusarRepresentacao, retornarRepresentacoesPendentes, type Representacao } from '@/services/representatives';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { TextArea } from '@/components/ui/TextArea';
import { toast } from '@/components/ui/toast';
import { RepresentativeCard } from './RepresentativeCard';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);

/** settings/representantes: the registrations waiting for the fund, each with its document, to approve or refuse. */
export function RepresentationQueue() {
  const queue = useApiQuery(useCallback(() => retornarRepresentacoesPendentes(), []));
  const [busyId, setBusyId] = useState<number | null>(null);
  const [refusing, setRefusing] = useState<Representacao | null>(null);
  const [motivo, setMotivo] = useState('');
  const [motivoError, setMotivoError] = useState<string | undefined>();

  async function run(id: number, action: () => Promise<{ message: string }>) {
    setBusyId(id);
    try {
      toast.success((await action()).message);
      setRefusing(null);
      setMotivo('');
      queue.retry();
    } catch (error) {
      if (error instanceof ApiError && error.errors.length) setMotivoError(error.errors[0].message);
      else toast.error(messageOf(error));
    } finally {
      setBusyId(null);
    }
  }

  if (queue.error) return <DashboardError title="Não foi possível carregar as representações." message={queue.error.message} onRetry={queue.retry} />;
  if (!queue.data) return <DashboardSkeleton label="Carregando as representações" />;
  if (queue.data.length === 0) return <p className="text-gray-700 dark:text-gray-300">Nenhuma representação aguardando aprovação.</p>;

  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        {queue.data.map((item) => (
          <RepresentativeCard
            key={item.id}
            item={item}
            showPerson
            actions={
              <>
                <Button isLoading={busyId === item.id && !refusing} disabled={busyId !== null} onClick={() => void run(item.id, () => aprovarRepresentacao(item.id))}>
                  Aprovar
                </Button>
                <Button variant="secondary" disabled={busyId !== null} onClick={() => setRefusing(item)}>
                  Recusar
                </Button>
              </>
            }
          />
        ))}
      </div>
      <Modal
        isOpen={refusing !== null}
        onClose={() => setRefusing(null)}
        title="Recusar representação"
        footer={
          <Button isLoading={busyId !== null} onClick={() => refusing && void run(refusing.id, () => recusarRepresentacao(refusing.id, motivo))}>
            Recusar
          </Button>
        }
      >
        <p className="mb-4 text-gray-700 dark:text-gray-300">{refusing ? `O motivo fica registrado e aparece para ${refusing.nomePessoa} em Representantes.` : null}</p>
        <TextArea label="Motivo da recusa" value={motivo} error={motivoError} onChange={(event) => setMotivo(event.target.value)} />
      </Modal>
    </>
  );
}
