import { useCallback, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { nextCompetence } from '@/domain/contribution-change-choice';
import { splitFieldErrors } from '@/domain/api-errors';
import { formatMonthBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { enviarSuspensaoContribuicao, retornarContribuicaoAtual, type ContribuicaoAtual } from '@/services/contribution-change';
import { QueryState } from '@/components/ui/QueryState';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmStep } from '@/components/forms/ConfirmStep';
import { Select } from '@/components/ui/Select';
import { TextArea } from '@/components/ui/TextArea';
import { RequestSent } from './RequestSent';

const REASON_MAX_LENGTH = 500;
const FIELDS = ['meses', 'motivo'] as const;
const monthLabel = (competence: string) => formatMonthBr(`${competence}-01`);

interface Target {
  idPessoa: number;
  idVinculoPlano: number;
}

function SuspensionForm({ target, today, onSent }: { target: Target; today: ContribuicaoAtual; onSent: (protocolo: string, period: string) => void }) {
  const [meses, setMeses] = useState<string | null>(null);
  const [motivo, setMotivo] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'meses' | 'motivo' | 'root', string>>>({});
  // The period starts next month, the month a change asked today would apply from.
  const start = today.vigencia;
  const end = meses ? nextCompetence(`${start}-01`, Number(meses) - 1) : null;
  const period = end ? (end === start ? monthLabel(start) : `${monthLabel(start)} a ${monthLabel(end)}`) : null;
  const options = Array.from({ length: today.suspensaoMesesMaximo }, (_, index) => ({ value: String(index + 1), label: index === 0 ? '1 mês' : `${index + 1} meses` }));

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!meses) found.meses = 'Escolha por quantos meses.';
    if (!motivo.trim()) found.motivo = 'Informe o motivo da suspensão.';
    setErrors(found);
    if (!found.meses && !found.motivo) setIsConfirming(true);
  };

  const onConfirmSuspension = async () => {
    setIsSending(true);
    try {
      const created = await enviarSuspensaoContribuicao({ ...target, meses: Number(meses), motivo: motivo.trim() });
      onSent(created.protocolo, period ?? '');
    } catch (error) {
      setIsSending(false);
      setIsConfirming(false);
      if (!(error instanceof ApiError)) return setErrors({ root: TRANSPORT_MESSAGES.unexpected });
      const { byField, other } = splitFieldErrors(error.errors, FIELDS);
      setErrors({ ...byField, root: other.length ? other.join(' ') : error.errors.length ? undefined : error.message });
    }
  };

  return (
    <form noValidate onSubmit={onReview} className="space-y-6">
      {errors.root ? <Alert>{errors.root}</Alert> : null}
      <fieldset disabled={isConfirming || isSending} className="space-y-5">
        <legend className="mb-2 text-lg font-semibold text-gray-900 dark:text-white">Pedido de suspensão</legend>
        <Select
          label="Por quantos meses"
          options={options}
          value={meses}
          onChange={setMeses}
          hint={`O plano permite suspender por até ${today.suspensaoMesesMaximo} ${today.suspensaoMesesMaximo === 1 ? 'mês' : 'meses'} em cada pedido.`}
          error={errors.meses}
          className="sm:max-w-xs"
        />
        <TextArea
          label="Motivo"
          value={motivo}
          maxLength={REASON_MAX_LENGTH}
          onChange={(event) => setMotivo(event.target.value)}
          hint={`Conte em poucas palavras por que precisa suspender (até ${REASON_MAX_LENGTH} caracteres; ${REASON_MAX_LENGTH - motivo.length} restantes).`}
          error={errors.motivo}
        />
      </fieldset>
      <p aria-live="polite" className="rounded-xl bg-primary-soft p-4 text-gray-900 dark:text-gray-100">
        {period ? (
          <>
            Período sem contribuição: <strong>{period}</strong>. As contribuições voltam no mês seguinte.
          </>
        ) : (
          `Escolha os meses para ver o período. A suspensão começa em ${monthLabel(start)}.`
        )}
      </p>
      {isConfirming ? (
        <ConfirmStep onConfirm={onConfirmSuspension} onBack={() => setIsConfirming(false)} isSending={isSending}>
          <p className="text-gray-700 dark:text-gray-300">
            Você pede para não contribuir {end === start ? 'em' : 'de'} {period}. Nesses meses o seu saldo não recebe as suas contribuições (nem as da patrocinadora, quando houver). O fundo analisa o pedido e você acompanha em Acompanhar solicitações.
          </p>
        </ConfirmStep>
      ) : (
        <Button type="submit">Revisar pedido</Button>
      )}
    </form>
  );
}

/** Service 9: suspend the contributions for some months, within the plan's limit. */
export function SuspendContribution(target: Target) {
  const { idVinculoPlano } = target;
  const fetchToday = useCallback(() => retornarContribuicaoAtual(idVinculoPlano), [idVinculoPlano]);
  const query = useApiQuery(fetchToday);
  const [sent, setSent] = useState<{ protocolo: string; period: string } | null>(null);

  return (
    <QueryState query={query} label="Carregando a sua contribuição" errorTitle="Não foi possível carregar a sua contribuição.">
      {(today) => {
        return (
          <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
            {sent ? (
              <RequestSent protocolo={sent.protocolo}>Período pedido: {sent.period}.</RequestSent>
            ) : today.suspensaoAberta ? (
              <Alert tone="info">
                Você já tem um pedido de suspensão em andamento (protocolo {today.suspensaoAberta.protocolo}). Acompanhe em{' '}
                <Link href="/services/requests" className="font-semibold underline">
                  Acompanhar solicitações
                </Link>
                .
              </Alert>
            ) : (
              <SuspensionForm target={target} today={today} onSent={(protocolo, period) => setSent({ protocolo, period })} />
            )}
          </section>
        );
      }}
    </QueryState>
  );
}
