import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { SecondFactorEnrolment } from '@/domain/api-types';
import { formatDateBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { desativarSegundoFator, iniciarSegundoFator, retornarSegundoFator } from '@/services/second-factor';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';
import { lazyPart } from '@/components/ui/lazy-part';

// Shown only after "Ativar" (or "Configurar outro aplicativo"): fetched once the status is in, not in the first load.
const EnrolmentPanel = lazyPart(() => import('./EnrolmentPanel').then((module) => module.EnrolmentPanel), 'Carregando a configuração');
const RecoveryCodes = lazyPart(() => import('./RecoveryCodes').then((module) => module.RecoveryCodes), 'Carregando os códigos de recuperação');

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

type Stage = { kind: 'status' } | { kind: 'enrolling'; enrolment: SecondFactorEnrolment } | { kind: 'codes'; codes: string[] };

/** The signed-in administrator's second factor: its state, enrolment (or a new phone), recovery codes, turning it off. */
export function SecondFactorSettings() {
  const fetchStatus = useCallback(() => retornarSegundoFator(), []);
  const status = useApiQuery(fetchStatus);
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [isStarting, setIsStarting] = useState(false);
  const [startError, setStartError] = useState<string>();
  const hasStatus = status.data !== undefined && status.data !== null;
  useEffect(() => {
    if (!hasStatus) return;
    EnrolmentPanel.preload();
    RecoveryCodes.preload();
  }, [hasStatus]);

  const onStart = async () => {
    setIsStarting(true);
    setStartError(undefined);
    try {
      setStage({ kind: 'enrolling', enrolment: await iniciarSegundoFator() });
    } catch (error) {
      setStartError(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setIsStarting(false);
    }
  };

  const backToStatus = () => {
    setStage({ kind: 'status' });
    status.retry();
  };

  return (
    <section aria-labelledby="titulo-segundo-fator" className={SECTION_CLASSES}>
      <h2 id="titulo-segundo-fator" className="mb-4 text-lg font-semibold">
        Aplicativo autenticador
      </h2>
      {stage.kind === 'enrolling' ? (
        <EnrolmentPanel enrolment={stage.enrolment} onConfirmed={(codes) => setStage({ kind: 'codes', codes })} onCancel={backToStatus} />
      ) : stage.kind === 'codes' ? (
        <RecoveryCodes codes={stage.codes} onDone={backToStatus} />
      ) : status.isLoading ? (
        <DashboardSkeleton label="Carregando a verificação em duas etapas" />
      ) : status.error || !status.data ? (
        <DashboardError title="Não foi possível carregar a verificação em duas etapas." message={status.error?.message ?? ''} onRetry={status.retry} />
      ) : (
        <div className="space-y-4">
          {status.data.ativo ? (
            <>
              <p className="flex items-center gap-2 font-semibold text-green-800 dark:text-green-300">
                <ShieldCheck aria-hidden="true" className="size-5" />
                Ativada{status.data.ativadoEm ? ` desde ${formatDateBr(status.data.ativadoEm.slice(0, 10))}` : ''}
              </p>
              <p className="text-gray-700 dark:text-gray-300">
                {status.data.codigosRecuperacaoRestantes === 1
                  ? 'Resta 1 código de recuperação.'
                  : `Restam ${status.data.codigosRecuperacaoRestantes} códigos de recuperação.`}{' '}
                Configurar outro aplicativo gera códigos novos e invalida os antigos.
              </p>
            </>
          ) : (
            <>
              <p className="flex items-center gap-2 font-semibold text-gray-900 dark:text-gray-100">
                <ShieldOff aria-hidden="true" className="size-5" />
                Desativada
              </p>
              {status.data.obrigatorio ? (
                <Alert tone="info">Neste portal, a verificação em duas etapas é obrigatória para administradores.</Alert>
              ) : null}
            </>
          )}
          {startError ? <Alert>{startError}</Alert> : null}
          <Button onClick={onStart} isLoading={isStarting} variant={status.data.ativo ? 'secondary' : 'primary'}>
            {status.data.ativo ? 'Configurar outro aplicativo' : 'Ativar a verificação em duas etapas'}
          </Button>
          {status.data.ativo && !status.data.obrigatorio ? <DisableForm onDisabled={backToStatus} /> : null}
          {status.data.ativo && status.data.obrigatorio ? (
            <p className="text-sm text-gray-700 dark:text-gray-300">Neste portal, a verificação em duas etapas é obrigatória para administradores e não pode ser desativada.</p>
          ) : null}
        </div>
      )}
    </section>
  );
}

function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onSubmitDisable = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Digite o código do aplicativo ou um código de recuperação.');
      return;
    }
    setIsSubmitting(true);
    setError(undefined);
    try {
      await desativarSegundoFator({ codigo: code.trim() });
      toast.success('Verificação em duas etapas desativada.');
      onDisabled();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : TRANSPORT_MESSAGES.unexpected);
      setIsSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmitDisable} className="max-w-sm space-y-4 border-t border-gray-200 pt-4 dark:border-gray-700" aria-labelledby="titulo-desativar-totp">
      <h3 id="titulo-desativar-totp" className="text-base font-semibold text-gray-900 dark:text-white">
        Desativar
      </h3>
      <TextField
        label="Código de verificação"
        hint="O código do aplicativo agora, ou um código de recuperação."
        name="codigoDesativar"
        autoComplete="one-time-code"
        maxLength={20}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        disabled={isSubmitting}
      />
      <Button type="submit" variant="secondary" isLoading={isSubmitting}>
        Desativar
      </Button>
    </form>
  );
}
