// The three operations on a loan (prepay, pay off, renegotiate) share one form, one comparison and one confirmation;
// what each asks the API and shows is in loan-operation-simulation.ts.
import { useCallback, useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useForm } from 'react-hook-form';
import { decimalFromMasked, maskMoneyInput } from '@/domain/benefit-simulator-input';
import { formatBrl } from '@/domain/format-decimal';
import { LOAN_OPERATION_NAMES, type LoanOperation } from '@/domain/loans-operations';
import { useApiQuery } from '@/hooks/useApiQuery';
import { openInstallments, retornarEmprestimos, type Emprestimo } from '@/services/loans';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { ConfirmStep } from '@/components/forms/ConfirmStep';
import { FormRadioSelect } from '@/components/forms/FormRadioSelect';
import { showServerErrors } from '@/components/forms/server-errors';
import type { PlanServiceTarget } from '@/components/services/PlanServiceFrame';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { months, simulateOperation, type LoanOperationKind, type OperationValues, type Simulated } from './loan-operation-simulation';
import { OperationComparison } from './OperationComparison';
import { ScheduleTable } from './ScheduleTable';
import { loanSuccessHref } from './success-href';

export type { LoanOperationKind };

const OPERATIONS = { amortizar: 'amortizacao', quitar: 'quitacao', renegociar: 'renegociacao' } as const satisfies Record<LoanOperationKind, LoanOperation>;

/** `today` is the fund's day the API answered with (the payoff date starts there). */
function OperationForm({ kind, loan, today }: { kind: LoanOperationKind; loan: Emprestimo; today: string }) {
  const router = useRouter();
  const [simulated, setSimulated] = useState<Simulated | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OperationValues>({ defaultValues: { valor: '', modo: '', data: today, prazoMeses: '' } });
  const open = openInstallments(loan);

  useEffect(() => {
    if (simulated && !isConfirming) resultRef.current?.focus();
  }, [simulated, isConfirming]);

  const onSimulate = async (values: OperationValues) => {
    setSimulated(null);
    setIsConfirming(false);
    setSendError(null);
    if (kind === 'amortizar' && !values.modo) {
      setError('modo', { message: 'Escolha o que diminui: o prazo ou a parcela.' });
      return;
    }
    try {
      setSimulated(await simulateOperation(kind, loan, values));
    } catch (error) {
      showServerErrors(error, setError, ['valor', 'modo', 'data', 'prazoMeses']);
    }
  };

  const onConfirm = async () => {
    if (!simulated) return;
    setIsSending(true);
    setSendError(null);
    try {
      const created = await simulated.request();
      await router.push(loanSuccessHref(created.protocolo, LOAN_OPERATION_NAMES[OPERATIONS[kind]].toLocaleLowerCase('pt-BR')));
    } catch (error) {
      setSendError(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
      setIsSending(false);
    }
  };

  return (
    <div className="space-y-8">
      <form noValidate onSubmit={handleSubmit(onSimulate)} className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10" aria-label="Simular">
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
        <fieldset disabled={isSubmitting || isSending} className="space-y-5">
          <legend className="sr-only">Dados da simulação</legend>
          {kind === 'quitar' ? (
            <TextField
              label="Data da quitação"
              type="date"
              min={today}
              hint="Hoje, ou a data em que você pretende pagar."
              error={errors.data?.message}
              className="sm:max-w-xs"
              {...register('data', { required: 'Informe a data da quitação.' })}
            />
          ) : null}
          {kind === 'amortizar' ? (
            <>
              <TextField
                label="Valor a adiantar (R$)"
                inputMode="decimal"
                placeholder="0,00"
                autoComplete="off"
                hint={`O saldo devedor hoje é de ${formatBrl(loan.saldoDevedor)}.`}
                error={errors.valor?.message}
                className="sm:max-w-xs"
                {...register('valor', {
                  onChange: (event) => setValue('valor', maskMoneyInput(event.target.value)),
                  validate: (text) => (/[1-9]/.test(decimalFromMasked(text)) ? true : 'Informe o valor a adiantar.'),
                })}
              />
              <FormRadioSelect
                control={control}
                name="modo"
                legend="O que diminui"
                options={[
                  { value: 'prazo', label: 'O prazo', description: 'A parcela continua a mesma e o empréstimo acaba antes.' },
                  { value: 'parcela', label: 'A parcela', description: 'O prazo continua o mesmo e a parcela fica menor.' },
                ]}
              />
            </>
          ) : null}
          {kind === 'renegociar' ? (
            <TextField
              label="Novo prazo (meses)"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              hint={`Hoje faltam ${months(open.length)}. O novo contrato absorve o saldo devedor de ${formatBrl(loan.saldoDevedor)}.`}
              error={errors.prazoMeses?.message}
              className="sm:max-w-xs"
              {...register('prazoMeses', { validate: (text) => (/^\d{1,3}$/.test(text.trim()) && Number(text) >= 1 ? true : 'Informe o novo prazo em meses.') })}
            />
          ) : null}
        </fieldset>
        <Button type="submit" isLoading={isSubmitting} disabled={isSending}>
          Simular
        </Button>
      </form>
      {simulated ? (
        <section aria-labelledby="titulo-comparacao" className="space-y-5" data-testid="simulacao-operacao">
          <h2 id="titulo-comparacao" ref={resultRef} tabIndex={-1} className="text-xl font-semibold text-gray-900 dark:text-white">
            Como fica o seu empréstimo
          </h2>
          <p className="text-gray-700 dark:text-gray-300">{simulated.summary}</p>
          <OperationComparison rows={simulated.rows} />
          {simulated.parcelas.length ? (
            <details>
              <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary-strong">Ver as novas parcelas</summary>
              <div className="mt-3">
                <ScheduleTable caption="Novo cronograma de parcelas" parcelas={simulated.parcelas} />
              </div>
            </details>
          ) : null}
          {simulated.blocked ? (
            <Alert>{simulated.blocked}</Alert>
          ) : isConfirming ? (
            <ConfirmStep onConfirm={onConfirm} onBack={() => setIsConfirming(false)} isSending={isSending} title="Confirme o pedido">
              {sendError ? <Alert>{sendError}</Alert> : null}
              <p className="text-gray-700 dark:text-gray-300">{simulated.summary}</p>
              <dl className="space-y-3" data-testid="como-pagar">
                <div>
                  <dt className="font-semibold text-gray-900 dark:text-white">Como pagar</dt>
                  <dd className="text-gray-700 dark:text-gray-300">{simulated.notice.como}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-gray-900 dark:text-white">Quando</dt>
                  <dd className="text-gray-700 dark:text-gray-300">{simulated.notice.quando}</dd>
                </div>
              </dl>
            </ConfirmStep>
          ) : (
            <Button onClick={() => setIsConfirming(true)}>Continuar</Button>
          )}
        </section>
      ) : null}
    </div>
  );
}

/** Amortizar, quitar or renegociar one open loan: ?id= or the only open one. */
export function LoanOperation({ kind, target }: { kind: LoanOperationKind; target: PlanServiceTarget }) {
  const { query, isReady } = useRouter();
  const fetchLoans = useCallback(() => retornarEmprestimos(target.idVinculoPlano), [target.idVinculoPlano]);
  const { data, error, isLoading, retry } = useApiQuery(isReady ? fetchLoans : null);
  if (!isReady || isLoading) return <DashboardSkeleton label="Carregando o seu empréstimo" />;
  if (error || !data) return <DashboardError title="Não foi possível carregar os seus empréstimos." message={error?.message ?? ''} onRetry={retry} />;

  const openLoans = data.emprestimos.filter((loan) => loan.status === 'aberto');
  const requestedId = typeof query.id === 'string' ? Number(query.id) : null;
  const loan = requestedId !== null ? openLoans.find((item) => item.id === requestedId) : openLoans.length === 1 ? openLoans[0] : undefined;

  if (openLoans.length === 0) {
    return (
      <p className="text-gray-700 dark:text-gray-300">
        Você não tem empréstimo em aberto.{' '}
        <Link href="/services/emprestimos" className="inline-flex min-h-11 items-center font-semibold text-primary-strong underline">
          Ver os seus empréstimos
        </Link>
      </p>
    );
  }
  if (!loan) {
    return (
      <div className="space-y-3">
        <p className="text-gray-700 dark:text-gray-300">{requestedId !== null ? 'Este empréstimo não está em aberto. Escolha um dos seus empréstimos em aberto:' : 'Escolha o empréstimo:'}</p>
        <ul className="space-y-2">
          {openLoans.map((item) => (
            <li key={item.id}>
              <Link href={`/services/emprestimos/${kind}?id=${item.id}`} className="inline-flex min-h-11 items-center font-semibold text-primary-strong underline">
                Empréstimo de {formatBrl(item.valorContratado)} · saldo {formatBrl(item.saldoDevedor)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <p className="text-gray-700 dark:text-gray-300" data-testid="contrato-atual">
        Empréstimo de <strong>{formatBrl(loan.valorContratado)}</strong>: parcela de {formatBrl(loan.valorParcela)}, {loan.parcelasPagas} de {loan.prazoMeses} parcelas pagas, saldo devedor hoje de{' '}
        <strong>{formatBrl(loan.saldoDevedor)}</strong>.
      </p>
      <OperationForm key={loan.id} kind={kind} loan={loan} today={data.dataConsulta} />
    </div>
  );
}
