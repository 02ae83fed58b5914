import { useState } from 'react';
import Link from 'next/link';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/services/api';
import { alterarPerfilInvestimento, type PedidoPerfil, type PerfilInvestimento } from '@/services/investment-profile';
import { CompositionBar } from './CompositionBar';

interface ProfileChoiceProps {
  idPessoa: number;
  idVinculoPlano: number;
  perfis: PerfilInvestimento[];
  idPerfilAtual: number;
  idPerfilRecomendado: number | null;
  /** Why no profile can be chosen now (window closed, a request open), or null. */
  blockedReason: string | null;
  /** The request just opened here (kept by the page, which also blocks a second one). */
  created: PedidoPerfil | null;
  onRequested: (request: PedidoPerfil) => void;
}

/** The plan's profiles, each with its composition; choosing one asks for confirmation, then opens the request. */
export function ProfileChoice({ idPessoa, idVinculoPlano, perfis, idPerfilAtual, idPerfilRecomendado, blockedReason, created, onRequested }: ProfileChoiceProps) {
  const [chosen, setChosen] = useState<PerfilInvestimento | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const onConfirm = async () => {
    if (!chosen) return;
    setIsSending(true);
    setError(null);
    try {
      const request = await alterarPerfilInvestimento({ idPessoa, idVinculoPlano, idPerfilInvestimento: chosen.id });
      setChosen(null);
      toast.success('Pedido de alteração de perfil registrado.');
      onRequested(request);
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      setError(apiError?.errors[0]?.message ?? apiError?.message ?? 'Não foi possível registrar o pedido. Tente novamente.');
    } finally {
      setIsSending(false);
    }
  };

  return (
    <div className="space-y-4">
      {created ? (
        <Alert tone="success">
          Pedido de alteração para o perfil <strong>{created.perfil.nome}</strong> registrado com o protocolo <strong>{created.protocolo}</strong>. A mudança vale quando o fundo concluir o
          pedido.{' '}
          <Link href="/services/requests" className="font-semibold underline">
            Acompanhar solicitações
          </Link>
        </Alert>
      ) : null}
      {blockedReason ? <p className="text-gray-700 dark:text-gray-300">{blockedReason}</p> : null}
      <ul className="grid gap-4 lg:grid-cols-2">
        {perfis.map((profile) => {
          const isCurrent = profile.id === idPerfilAtual;
          const headingId = `perfil-${profile.id}`;
          return (
            <li key={profile.id} className="flex flex-col gap-3 rounded-xl border border-gray-300 p-4 dark:border-gray-700">
              <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-semibold text-gray-900 dark:text-white">
                {profile.nome}
                {isCurrent ? <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-900 dark:bg-gray-700 dark:text-gray-100">Perfil atual</span> : null}
                {profile.id === idPerfilRecomendado ? <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-gray-900 dark:text-gray-100">Recomendado para você</span> : null}
              </h3>
              <p className="text-sm text-gray-700 dark:text-gray-300">{profile.descricao}</p>
              <CompositionBar composicao={profile.composicao} label={`Composição do perfil ${profile.nome}`} />
              {!isCurrent && !blockedReason ? (
                <Button variant="secondary" size="sm" className="self-start" onClick={() => setChosen(profile)} aria-label={`Escolher o perfil ${profile.nome}`}>
                  Escolher este perfil
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Modal
        isOpen={chosen !== null}
        onClose={() => (isSending ? undefined : setChosen(null))}
        title="Confirmar a alteração de perfil"
        footer={
          <>
            <Button variant="secondary" onClick={() => setChosen(null)} disabled={isSending}>
              Voltar
            </Button>
            <Button onClick={onConfirm} isLoading={isSending} data-autofocus>
              Confirmar pedido
            </Button>
          </>
        }
      >
        {chosen ? (
          <div className="space-y-3 text-gray-800 dark:text-gray-200">
            <p>
              Você pede para mudar para o perfil <strong>{chosen.nome}</strong>. O seu saldo passa a ser investido na composição deste perfil depois que o fundo concluir o pedido.
            </p>
            {idPerfilRecomendado !== null && idPerfilRecomendado !== chosen.id ? (
              <p>Este perfil é diferente do recomendado pelo seu questionário. Você pode escolhê-lo assim mesmo: a decisão é sua.</p>
            ) : null}
            {error ? <Alert>{error}</Alert> : null}
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
