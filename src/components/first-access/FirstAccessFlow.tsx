import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { ArrowLeft } from 'lucide-react';
import { formatDateTimeBr } from '@/domain/format-date';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { criarSenhaPrimeiroAcesso, retornarPrimeiroAcesso } from '@/services/auth';
import { Alert } from '@/components/ui/Alert';
import { toast } from '@/components/ui/toast';
import { NewPasswordStep } from '../auth/password-reset/NewPasswordStep';

type State = { step: 'loading' } | { step: 'ready'; nome: string; expiraEm: string } | { step: 'error'; message: string };

const LINK_CLASSES = 'inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold text-primary-strong underline-offset-4 hover:underline';

/**
 * The first access of a person the administrators imported (/alterar-senha?token=…): the link is checked, the person
 * chooses a password with the reset's rules, and is sent to sign in. An invalid, used or expired link says so and
 * points to "Esqueci minha senha".
 */
export function FirstAccessFlow({ token }: { token: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ step: 'loading' });

  useEffect(() => {
    let active = true;
    retornarPrimeiroAcesso(token).then(
      (answer) => active && setState({ step: 'ready', ...answer }),
      (error: unknown) => active && setState({ step: 'error', message: error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  const onPasswordChanged = async (message: string) => {
    toast.success(message);
    await router.push('/login');
  };

  return (
    <>
      <p className="mb-1 text-sm font-semibold text-primary-strong">Primeiro acesso</p>
      <h1 className="mb-6 text-2xl font-bold text-gray-900 dark:text-white">Crie sua senha</h1>
      {state.step === 'loading' ? (
        <p role="status" className="text-gray-700 dark:text-gray-300">
          Conferindo o link…
        </p>
      ) : null}
      {state.step === 'error' ? (
        <div className="space-y-4">
          <Alert>{state.message}</Alert>
          <p>
            <Link href="/alterar-senha" className={LINK_CLASSES}>
              Esqueci minha senha
            </Link>
          </p>
        </div>
      ) : null}
      {state.step === 'ready' ? (
        <div className="space-y-5">
          <p className="text-gray-700 dark:text-gray-300">
            Olá, {state.nome}. Escolha a senha para entrar no portal. Este link vale até {formatDateTimeBr(state.expiraEm, ' às ')} e só pode ser usado uma vez.
          </p>
          <NewPasswordStep save={(values) => criarSenhaPrimeiroAcesso({ token, ...values })} onPasswordChanged={onPasswordChanged} submitLabel="Criar senha" />
        </div>
      ) : null}
      <p className="mt-6 text-center">
        <Link href="/login" className={LINK_CLASSES}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar para o login
        </Link>
      </p>
    </>
  );
}
