// Over 300 lines: the three operations on a loan (prepay, pay off, renegotiate) share one form, one comparison and one confirmation.
import { useCallback, useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useForm } from 'react-hook-form';
import { decimalFromMasked, maskMoneyInput } from '@/domain/benefit-simulator-input';
import { Money } from '@/domain/money';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { loanPaymentNotice, type LoanPaymentNotice } from '@/domain/loans-confirmation';
import { LOAN_OPERATION_NAMES, type LoanOperation } from '@/domain/loans-operations';
import { useApiQuery } from '@/hooks/useApiQuery';
import {
  openInstallments,
  retornarEmprestimos,
  simularAmortizacao,
  simularQuitacao,
  simularRenegociacao,
  solicitarAmortizacao,
  solicitarQuitacao,
  solicitarRenegociacao,
  type Emprestimo,
  type ModoAmortizacao,
  type ParcelaCronograma,
  type SolicitacaoCriada,
} from '@/services/loans';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { ConfirmStep } from '@/components/forms/ConfirmStep';
import { FormRadioSelect } from '@/components/forms/FormRadioSelect';
import { showServerErrors } from '@/components/forms/server-errors';
import type { PlanServiceTarget } from '@/components/services/PlanServiceFrame';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { ScheduleTable } from './ScheduleTable';
import { loanSuccessHref } from './success-href';

export type LoanOperationKind = 'amortizar' | 'quitar' | 'renegociar';

interface OperationValues {
  valor: string;
  modo: ModoAmortizacao | '';
  data: string;
  prazoMeses: string;
}

/** A figure of the comparison: its label, today's contract and after the request. */
type ComparisonRow = [label: string, before: string, after: string];

interface Simulated {
  /** Sends the request (the same body as the simulation). */
  request: () => Promise<SolicitacaoCriada>;
  summary: string;
  rows: ComparisonRow[];
  parcelas: ParcelaCronograma[];
  /** Why it cannot be asked (a new installment above the margin). */
  blocked?: string;
  /** How and when to pay, said before the request is confirmed. */
  notice: LoanPaymentNotice;
}

const OPERATIONS = { amortizar: 'amortizacao', quitar: 'quitacao', renegociar: 'renegociacao' } as const satisfies Record<LoanOperationKind, LoanOperation>;

const months = (count: number) => (count === 1 ? '1 mês' : `${count} meses`);
/** The nominal sum of a schedule's installments (exact decimals). */
const scheduleTotal = (parcelas: readonly ParcelaCronograma[]) => parcelas.reduce((total, parcela) => total.plus(parcela.valorParcela), new Money(0)).toFixed(2);

/** Today's contract and the proposed one, side by side (a row per figure, a column per contract). */
function Comparison({ rows }: { rows: ComparisonRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-gray-900/10 dark:ring-white/10">
      <table className="w-full text-left text-sm" data-testid="comparacao-contrato">
        <caption className="sr-only">Contrato atual e proposta, lado a lado</caption>
        <thead className="bg-gray-50 dark:bg-gray-800">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Item</span>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Contrato atual
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Depois do pedido
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, before, after]) => (
            <tr key={label} className="border-t border-gray-100 dark:border-gray-800">
              <th scope="row" className="px-3 py-2 font-medium">
                {label}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{before}</td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">{after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
      const openTotal = scheduleTotal(open);
      if (kind === 'quitar') {
        const body = { idEmprestimo: loan.id, data: values.data || undefined };
        const result = await simularQuitacao(body);
        setSimulated({
          request: () => solicitarQuitacao(body),
          summary: `Quitar o empréstimo em ${formatDateBr(result.data)} pagando ${formatBrl(result.valorQuitacao)}, no lugar de ${result.parcelasEmAberto} parcelas que somam ${formatBrl(result.saldoNominal)}.`,
          rows: [
            ['Parcela', formatBrl(loan.valorParcela), 'Nenhuma'],
            ['Prazo restante', months(result.parcelasEmAberto), 'Nenhum'],
            ['Total a pagar', formatBrl(result.saldoNominal), formatBrl(result.valorQuitacao)],
            ['Desconto de juros', '—', formatBrl(result.desconto)],
          ],
          parcelas: [],
          notice: loanPaymentNotice('quitacao', { valor: result.valorQuitacao, data: result.data, proximaParcela: loan.proximaParcela }),
        });
      } else if (kind === 'amortizar') {
        const body = { idEmprestimo: loan.id, valor: decimalFromMasked(values.valor), modo: values.modo as ModoAmortizacao };
        const result = await simularAmortizacao(body);
        setSimulated({
          request: () => solicitarAmortizacao(body),
          summary: `Adiantar ${formatBrl(result.valor)} do saldo devedor, ${result.modo === 'prazo' ? 'mantendo a parcela e diminuindo o prazo' : 'mantendo o prazo e diminuindo a parcela'}: você economiza ${formatBrl(result.economiaJuros)} de juros.`,
          rows: [
            ['Parcela', formatBrl(result.valorParcelaAtual), formatBrl(result.valorParcela)],
            ['Prazo restante', months(result.prazoRestanteAtual), months(result.prazoRestante)],
            ['Total a pagar, com o valor adiantado', formatBrl(openTotal), formatBrl(new Money(result.valor).plus(scheduleTotal(result.parcelas)).toFixed(2))],
            ['Saldo devedor', formatBrl(result.saldoDevedor), formatBrl(result.saldoAposAmortizacao)],
            ['Juros ainda a pagar', formatBrl(result.jurosRestantesAntes), formatBrl(result.jurosRestantesDepois)],
          ],
          parcelas: result.parcelas,
          notice: loanPaymentNotice('amortizacao', { valor: result.valor, data: result.data, proximaParcela: loan.proximaParcela }),
        });
      } else {
        const body = { idEmprestimo: loan.id, prazoMeses: Number(values.prazoMeses) };
        const result = await simularRenegociacao(body);
        setSimulated({
          request: () => solicitarRenegociacao(body),
          summary: `Trocar o contrato atual por um novo de ${months(result.prazoMeses)}, que absorve o saldo devedor de ${formatBrl(result.saldoDevedor)}, com parcela de ${formatBrl(result.valorParcela)}.`,
          rows: [
            ['Parcela', formatBrl(result.valorParcelaAtual), formatBrl(result.valorParcela)],
            ['Prazo restante', months(result.prazoRestanteAtual), months(result.prazoMeses)],
            ['Total a pagar', formatBrl(openTotal), formatBrl(scheduleTotal(result.parcelas))],
            ['Taxa de juros', `${formatPercent(result.taxaMensalAtual)} ao mês`, `${formatPercent(result.taxaMensal)} ao mês`],
            ['CET', '—', `${formatPercent(result.cet.mensal)} ao mês · ${formatPercent(result.cet.anual)} ao ano`],
          ],
          parcelas: result.parcelas,
          blocked: result.dentroDaMargem ? undefined : `A nova parcela de ${formatBrl(result.valorParcela)} passa da sua margem disponível de ${formatBrl(result.margemDisponivel)}. Escolha um prazo maior.`,
          notice: loanPaymentNotice('renegociacao', { valor: result.saldoDevedor, data: result.dataCredito, proximaParcela: loan.proximaParcela }),
        });
      }
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
          <Comparison rows={simulated.rows} />
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
