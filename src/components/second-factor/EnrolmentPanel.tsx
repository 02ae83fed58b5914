import { useState, type FormEvent } from 'react';
import type { SecondFactorEnrolment } from '@/domain/api-types';
import { isTotpCode } from '@/domain/second-factor';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { confirmarSegundoFator } from '@/services/second-factor';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TotpCodeField } from './TotpCodeField';

interface EnrolmentPanelProps {
  enrolment: SecondFactorEnrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Step 1: the QR code (or the secret to type); step 2: the app's first code, which turns the second factor on. */
export function EnrolmentPanel({ enrolment, onConfirmed, onCancel }: EnrolmentPanelProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const groupedSecret = enrolment.segredo.replace(/(.{4})/g, '$1 ').trim();

  const onSubmitCode = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    if (!isTotpCode(code)) {
      setFieldError('Digite os 6 dígitos do código.');
      return;
    }
    setFieldError(undefined);
    setIsSubmitting(true);
    try {
      const { codigosRecuperacao } = await confirmarSegundoFator({ codigo: code });
      onConfirmed(codigosRecuperacao);
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
      setCode('');
      setIsSubmitting(false);
    }
  };

  return (
    <div className="space-y-6">
      <div>
        <h3 className="text-base font-semibold text-gray-900 dark:text-white">1. Leia o QR code com o aplicativo autenticador</h3>
        <p className="mt-1 text-gray-700 dark:text-gray-300">
          Use um aplicativo como Google Authenticator, Microsoft Authenticator ou FreeOTP: toque em adicionar conta e aponte a câmera para o código.
        </p>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn by the server; nothing for next/image to optimise */}
          <img src={enrolment.qrCode} alt="QR code para cadastrar o Portal do Participante no aplicativo autenticador" width={200} height={200} className="size-50 shrink-0 rounded-lg bg-white p-1 ring-1 ring-gray-300" />
          <div className="min-w-0">
            <p className="text-sm text-gray-700 dark:text-gray-300">Não consegue ler o QR code? Digite esta chave no aplicativo:</p>
            <p className="mt-1 font-mono text-lg tracking-wider break-words text-gray-900 dark:text-gray-100" data-testid="segredo-totp">
              {groupedSecret}
            </p>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Tipo: baseado em tempo, 6 dígitos, a cada 30 segundos.</p>
          </div>
        </div>
      </div>
      <form noValidate onSubmit={onSubmitCode} className="max-w-sm space-y-4" aria-labelledby="titulo-confirmar-totp">
        <h3 id="titulo-confirmar-totp" className="text-base font-semibold text-gray-900 dark:text-white">
          2. Digite o código que o aplicativo mostra
        </h3>
        {serverError ? <Alert>{serverError}</Alert> : null}
        <TotpCodeField value={code} onChange={setCode} error={fieldError} disabled={isSubmitting} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isLoading={isSubmitting}>
            Ativar
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancelar
          </Button>
        </div>
      </form>
    </div>
  );
}
