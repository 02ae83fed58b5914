import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LoginResponse } from '@/domain/api-types';
import { isRecoveryCode, isTotpCode, normalizeTypedCode, SECOND_FACTOR_MESSAGES } from '@/domain/second-factor';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { autenticarSegundoFator } from '@/services/auth';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { TotpCodeField } from '@/components/second-factor/TotpCodeField';

interface SecondFactorStepProps {
  desafio: string;
  onSignedIn: (login: LoginResponse) => Promise<void>;
  /** Back to the CPF and password: the challenge expired, or the person chose to. */
  onRestart: (message?: string) => void;
}

const LINK_CLASSES = 'inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-primary-strong underline-offset-4 hover:underline';

/** The second step of an administrator's sign-in: the authenticator app's code, or a recovery code instead. */
export function SecondFactorStep({ desafio, onSignedIn, onRestart }: SecondFactorStepProps) {
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // A refused code puts the focus on its message (the field is disabled while the code is checked, so it cannot
  // take it then); Tab goes on to the emptied field. A count, so the same message twice is focused twice.
  const [refusals, setRefusals] = useState(0);
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals > 0) refusalRef.current?.focus();
  }, [refusals]);

  useEffect(() => {
    inputRef.current?.focus();
  }, [isRecovery]);

  const switchMode = () => {
    setIsRecovery((current) => !current);
    setCode('');
    setFieldError(undefined);
    setServerError(undefined);
  };

  const onSubmitCode = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    const isValid = isRecovery ? isRecoveryCode(code) : isTotpCode(code);
    if (!isValid) {
      setFieldError(isRecovery ? 'O código de recuperação tem 10 letras e números, como ABCDE-FGH23.' : 'Digite os 6 dígitos do código.');
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setIsSubmitting(true);
    try {
      await onSignedIn(await autenticarSegundoFator({ desafio, codigo: normalizeTypedCode(code) }));
    } catch (error) {
      setIsSubmitting(false);
      const message = error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected;
      if (error instanceof ApiError && (message === SECOND_FACTOR_MESSAGES.challengeExpired || error.status === 429)) {
        onRestart(message);
        return;
      }
      setServerError(message);
      setCode('');
      setRefusals((count) => count + 1);
    }
  };

  return (
    <form noValidate onSubmit={onSubmitCode} className="space-y-5" aria-labelledby="titulo-segunda-etapa">
      <div>
        <h2 id="titulo-segunda-etapa" className="text-lg font-semibold text-gray-900 dark:text-white">
          Verificação em duas etapas
        </h2>
        <p className="mt-1 text-gray-700 dark:text-gray-300">
          {isRecovery
            ? 'Digite um dos códigos de recuperação que você guardou. Cada um vale uma única vez.'
            : 'Abra o aplicativo autenticador do seu celular e digite o código de 6 dígitos do Portal do Participante.'}
        </p>
      </div>
      {serverError ? (
        <Alert ref={refusalRef} tabIndex={-1}>
          {serverError}
        </Alert>
      ) : null}
      {isRecovery ? (
        <TextField
          key="recuperacao"
          ref={inputRef}
          label="Código de recuperação"
          name="codigoRecuperacao"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError}
          disabled={isSubmitting}
        />
      ) : (
        <TotpCodeField key="totp" ref={inputRef} value={code} onChange={setCode} error={fieldError} disabled={isSubmitting} />
      )}
      <Button type="submit" isLoading={isSubmitting} className="w-full">
        Confirmar
      </Button>
      <div className="flex flex-col items-center gap-1 text-center">
        <button type="button" onClick={switchMode} className={LINK_CLASSES} disabled={isSubmitting}>
          {isRecovery ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
        </button>
        <button type="button" onClick={() => onRestart()} className={LINK_CLASSES} disabled={isSubmitting}>
          Voltar e entrar com outro CPF
        </button>
      </div>
    </form>
  );
}
