import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { toast } from '@/components/ui/toast';
import { ArrowLeft } from 'lucide-react';
import { lazyPart } from '@/components/ui/lazy-part';
import { onlyDigits } from '@/domain/cpf';
import { redefinirSenha } from '@/services/auth';
import { RequestCodeStep } from './RequestCodeStep';

// The first view asks for the CPF; the code and new-password steps are fetched while the step before them shows.
const ValidateCodeStep = lazyPart(() => import('./ValidateCodeStep').then((module) => module.ValidateCodeStep), 'Carregando a etapa');
const NewPasswordStep = lazyPart(() => import('./NewPasswordStep').then((module) => module.NewPasswordStep), 'Carregando a etapa');

type Step = { name: 'cpf' } | { name: 'codigo'; requestMessage: string } | { name: 'senha'; codigo: string };

const STEP_TITLES = { cpf: 'Informe seu CPF', codigo: 'Digite o código', senha: 'Crie sua nova senha' } as const;
const STEP_NUMBERS = { cpf: 1, codigo: 2, senha: 3 } as const;

/** The public reset of a forgotten password: CPF, the e-mailed code, then the new password. */
export function PasswordResetFlow() {
  const router = useRouter();
  const [cpf, setCpf] = useState('');
  const [step, setStep] = useState<Step>({ name: 'cpf' });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step.name === 'cpf') ValidateCodeStep.preload();
    if (step.name === 'codigo') NewPasswordStep.preload();
  }, [step.name]);

  // Screen-reader and keyboard users land on the new step's title instead of on a button that vanished.
  const goTo = (nextStep: Step) => {
    setStep(nextStep);
    window.requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onPasswordChanged = async (message: string) => {
    toast.success(message);
    await router.push('/login');
  };

  return (
    <>
      <p className="mb-1 text-sm font-semibold text-primary-strong">Etapa {STEP_NUMBERS[step.name]} de 3</p>
      <h1 ref={headingRef} tabIndex={-1} className="mb-6 text-2xl outline-none font-bold text-gray-900 dark:text-white">{STEP_TITLES[step.name]}</h1>
      {step.name === 'cpf' ? (
        <RequestCodeStep
          defaultCpf={cpf}
          onCodeRequested={(requestedCpf, requestMessage) => {
            setCpf(requestedCpf);
            goTo({ name: 'codigo', requestMessage });
          }}
        />
      ) : null}
      {step.name === 'codigo' ? (
        <ValidateCodeStep
          cpf={cpf}
          requestMessage={step.requestMessage}
          onCodeValidated={(codigo) => goTo({ name: 'senha', codigo })}
          onChangeCpf={() => goTo({ name: 'cpf' })}
        />
      ) : null}
      {step.name === 'senha' ? (
        <NewPasswordStep save={(values) => redefinirSenha({ cpf: onlyDigits(cpf), codigo: step.codigo, ...values })} onPasswordChanged={onPasswordChanged} />
      ) : null}
      <p className="mt-6 text-center">
        <Link
          href="/login"
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold text-primary-strong underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar para o login
        </Link>
      </p>
    </>
  );
}
