import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useForm } from 'react-hook-form';
import { usePlan } from '@/contexts/PlanContext';
import { decimalFromMasked, maskMoneyInput } from '@/domain/benefit-simulator-input';
import { formatBrl } from '@/domain/format-decimal';
import { LOAN_OPERATION_NAMES } from '@/domain/loans-operations';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarEmprestimos, simularEmprestimo, solicitarEmprestimo, type SimulacaoEmprestimo } from '@/services/loans';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { showServerErrors } from '@/components/forms/server-errors';
import type { PlanServiceTarget } from '@/components/services/PlanServiceFrame';
import { Alert } from '@/components/ui/Alert';
import { Skeleton } from '@/components/ui/Skeleton';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { TextField } from '@/components/ui/TextField';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { ContractSummary } from './ContractSummary';
import { LoanSimulationResult } from './LoanSimulationResult';
import type { LoanRequestValues } from './loan-request-schema';
import { loanSuccessHref } from './success-href';

const loanRequestResolver = lazyYupResolver(() => import('./loan-request-schema').then((module) => module.loanRequestSchema));

interface Simulated {
  simulation: SimulacaoEmprestimo;
  valor: string;
  prazoMeses: number;
}

/** Page 28: value and term → the whole simulation → the contract and its acceptance → the request. */
export function LoanRequestForm({ target }: { target: PlanServiceTarget }) {
  const router = useRouter();
  const { vinculo, effectivePessoa } = usePlan();
  const fetchLimits = useCallback(() => retornarEmprestimos(target.idVinculoPlano), [target.idVinculoPlano]);
  const limits = useApiQuery(fetchLimits);
  const [simulated, setSimulated] = useState<Simulated | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoanRequestValues>({ resolver: loanRequestResolver, defaultValues: { valor: '', prazoMeses: '' } });

  useEffect(() => {
    if (simulated) resultRef.current?.querySelector<HTMLElement>('#titulo-simulacao')?.focus();
  }, [simulated]);

  const onSimulate = async (values: LoanRequestValues) => {
    setSimulated(null);
    setAccepted(false);
    setSendError(null);
    const valor = decimalFromMasked(values.valor);
    const prazoMeses = Number(values.prazoMeses);
    try {
      const simulation = await simularEmprestimo({ idVinculoPlano: target.idVinculoPlano, valor, prazoMeses });
      setSimulated({ simulation, valor, prazoMeses });
    } catch (error) {
      showServerErrors(error, setError, ['valor', 'prazoMeses']);
    }
  };

  const canContract = simulated !== null && simulated.simulation.dentroDaMargem && simulated.simulation.dentroDoTeto;

  const onRequest = async () => {
    if (!simulated) return;
    setIsSending(true);
    setSendError(null);
    try {
      const created = await solicitarEmprestimo({ idPessoa: target.idPessoa, idVinculoPlano: target.idVinculoPlano, valor: simulated.valor, prazoMeses: simulated.prazoMeses, aceiteContrato: true });
      await router.push(loanSuccessHref(created.protocolo, LOAN_OPERATION_NAMES.contratacao.toLocaleLowerCase('pt-BR')));
    } catch (error) {
      setSendError(error instanceof ApiError ? [error.message, ...error.errors.map((item) => item.message)].filter((text, index, all) => text && all.indexOf(text) === index).join(' ') : TRANSPORT_MESSAGES.unexpected);
      setIsSending(false);
    }
  };

  return (
    <div className="space-y-8">
      {/* Drawn from the first render (the limits fill it in): the form below does not move when they arrive. */}
      <p className="min-h-12 text-gray-700 dark:text-gray-300" data-testid="limites-emprestimo" aria-busy={limits.isLoading || undefined}>
        {limits.data ? (
          <>
            Você pode pedir até <strong>{formatBrl(limits.data.valorMaximo)}</strong>, com parcela de até <strong>{formatBrl(limits.data.margemDisponivel)}</strong> por mês (a sua margem disponível).
          </>
        ) : limits.error ? (
          'Não foi possível carregar os seus limites agora: a simulação diz se o valor cabe na sua margem.'
        ) : (
          <Skeleton className="h-5 w-3/4" />
        )}
      </p>
      <form noValidate onSubmit={handleSubmit(onSimulate)} className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10" aria-label="Simular empréstimo">
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
        <fieldset disabled={isSubmitting || isSending} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">Valor e prazo</legend>
          <TextField
            label="Valor do empréstimo (R$)"
            inputMode="decimal"
            placeholder="0,00"
            autoComplete="off"
            error={errors.valor?.message}
            {...register('valor', { onChange: (event) => setValue('valor', maskMoneyInput(event.target.value)) })}
          />
          <TextField label="Prazo (meses)" inputMode="numeric" autoComplete="off" maxLength={3} error={errors.prazoMeses?.message} {...register('prazoMeses')} />
        </fieldset>
        <Button type="submit" isLoading={isSubmitting} disabled={isSending}>
          Simular
        </Button>
      </form>
      {simulated ? (
        <div ref={resultRef} className="space-y-8">
          <LoanSimulationResult simulation={simulated.simulation} valor={simulated.valor} prazoMeses={simulated.prazoMeses} />
          {canContract ? (
            <>
              <ContractSummary
                simulation={simulated.simulation}
                valor={simulated.valor}
                prazoMeses={simulated.prazoMeses}
                participante={effectivePessoa?.nome ?? ''}
                plano={vinculo?.plano.nomeExibicao ?? ''}
                matricula={vinculo?.matricula ?? ''}
              />
              <div className="space-y-4">
                {sendError ? <Alert>{sendError}</Alert> : null}
                <Checkbox
                  label="Li o resumo do contrato e o cronograma e aceito contratar este empréstimo."
                  checked={accepted}
                  disabled={isSending}
                  onChange={(event) => setAccepted(event.target.checked)}
                />
                <Button onClick={onRequest} isLoading={isSending} disabled={!accepted}>
                  Contratar empréstimo
                </Button>
              </div>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
