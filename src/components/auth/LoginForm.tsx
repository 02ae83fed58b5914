import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { formatCpf, onlyDigits } from '@/domain/cpf';
import { useAuth } from '@/contexts/AuthContext';
import { useBrowserValue } from '@/hooks/useBrowserValue';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { autenticar } from '@/services/auth';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { CpfField } from '@/components/ui/CpfField';
import { PasswordField } from '@/components/ui/PasswordField';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import type { LoginResponse } from '@/domain/api-types';
import type { LoginFormValues } from './login-schema';
import { lazyPart } from '@/components/ui/lazy-part';

// Only administrators reach the second step, after their password: the others never fetch it.
const SecondFactorStep = lazyPart(() => import('./SecondFactorStep').then((module) => module.SecondFactorStep), 'Carregando a verificação em duas etapas');

const loginResolver = lazyYupResolver(() => import('./login-schema').then((module) => module.loginSchema));

export function LoginForm() {
  const router = useRouter();
  const { signIn } = useAuth();
  // An administrator with a second factor: the password was right, the session waits for the code.
  const [desafio, setDesafio] = useState<string | null>(null);
  // The form is prerendered and its code arrives after the page's (pages/login.tsx). Until React runs it, Enter in a
  // field would have the browser submit the form itself, the password in the address: a disabled button turns that
  // implicit submission off.
  const isRunning = useBrowserValue(() => true, false);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({ resolver: loginResolver, defaultValues: { cpf: '', senha: '' }, shouldFocusError: false });
  // What was typed or autofilled before the code arrived stays in the inputs. A registered field takes it when it
  // registers (react-hook-form checks); the CPF, a controlled input for its mask, takes it here.
  useEffect(() => {
    const cpfInput = formRef.current?.elements.namedItem('cpf');
    if (cpfInput instanceof HTMLInputElement && cpfInput.value) setValue('cpf', formatCpf(cpfInput.value));
  }, [setValue]);
  // Each refusal puts the focus on its message: the button that had it is disabled while the form is sent, and the
  // focus would drop to the page's start. A count, so the same message twice is focused twice.
  const [refusals, setRefusals] = useState(0);
  const refusalRef = useRef<HTMLDivElement>(null);
  const refusalMessage = errors.root?.server?.message;
  useEffect(() => {
    if (refusals > 0 && refusalMessage) refusalRef.current?.focus();
  }, [refusals, refusalMessage]);

  // The CPF's Controller registers after the password, so the form's own focus-on-error would skip it.
  const onInvalidLogin = (fieldErrors: FieldErrors<LoginFormValues>) => {
    const firstInvalid = (['cpf', 'senha'] as const).find((name) => fieldErrors[name]);
    if (firstInvalid) setFocus(firstInvalid);
  };

  const enterPortal = async (login: LoginResponse) => {
    signIn(login);
    // Spec §4: a person whose onboarding is not done starts there; administrators never onboard.
    const mustOnboard = login.onboarding !== 'N' && login.pessoa.admin !== 'S';
    await router.replace(mustOnboard ? '/onboarding' : '/');
  };

  const onSubmitLogin = async (values: LoginFormValues) => {
    try {
      const login = await autenticar({ cpf: onlyDigits(values.cpf), senha: values.senha });
      if ('segundoFator' in login) setDesafio(login.desafio);
      else await enterPortal(login);
    } catch (error) {
      setError('root.server', { message: error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected });
      setRefusals((count) => count + 1);
    }
  };

  if (desafio) {
    return (
      <SecondFactorStep
        desafio={desafio}
        onSignedIn={enterPortal}
        onRestart={(message) => {
          setDesafio(null);
          if (message) {
            setError('root.server', { message });
            setRefusals((count) => count + 1);
          }
        }}
      />
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmitLogin, onInvalidLogin)} className="space-y-5">
      {errors.root?.server ? (
        <Alert ref={refusalRef} tabIndex={-1}>
          {errors.root.server.message}
        </Alert>
      ) : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <Controller
          name="cpf"
          control={control}
          render={({ field, fieldState }) => (
            <CpfField
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <PasswordField label="Senha" autoComplete="current-password" error={errors.senha?.message} {...register('senha')} />
      </fieldset>
      <Button type="submit" isLoading={isSubmitting} disabled={!isRunning} className="w-full">
        Entrar
      </Button>
      <p className="text-center">
        {/* Fetched when pointed at, not as soon as it is on screen: most visitors sign in instead. */}
        <Link
          href="/alterar-senha"
          prefetch={false}
          className="inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-primary-strong underline-offset-4 hover:underline"
        >
          Esqueci minha senha
        </Link>
      </p>
      <p className="text-center text-gray-700 dark:text-gray-300">
        Ainda não participa ou quer só fazer uma conta?{' '}
        <Link
          href="/simulador-beneficio"
          prefetch={false}
          className="inline-flex min-h-11 items-center rounded-md px-1 font-semibold text-primary-strong underline-offset-4 hover:underline"
        >
          Simule seu benefício
        </Link>
      </p>
      <p className="text-center text-sm">
        <Link
          href="/comunicar-falecimento"
          prefetch={false}
          className="inline-flex min-h-11 items-center rounded-md px-2 text-gray-700 underline underline-offset-4 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white"
        >
          Comunicar falecimento
        </Link>
      </p>
    </form>
  );
}
