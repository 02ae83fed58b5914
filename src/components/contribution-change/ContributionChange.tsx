import { useCallback, useMemo, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { applyPercentageRules, raiseToMinimum, type ContributionRules } from '@/domain/contribution';
import { contributionAmounts, contributionPercentagesChoice, contributionValueChoice } from '@/domain/contribution-change-choice';
import { suggestedContributionValue, suggestedPercentages } from '@/domain/contribution-change-suggestion';
import { minimumValueNote } from '@/domain/sporadic-contribution-rules';
import { splitFieldErrors } from '@/domain/api-errors';
import { formatBrl } from '@/domain/format-decimal';
import { formatMonthBr } from '@/domain/format-date';
import { amountFromQuery, formatDecimalInput, parseDecimalInput } from '@/domain/masks';
import { Money } from '@/domain/money';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarConfiguracaoContribuicao } from '@/services/sporadic-contribution';
import { enviarAlteracaoContribuicao, retornarContribuicaoAtual, type ContribuicaoAtual } from '@/services/contribution-change';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { PercentageField } from '@/components/onboarding/PercentageField';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmStep } from '@/components/forms/ConfirmStep';
import { TextField } from '@/components/ui/TextField';
import { ContributionSummary } from './ContributionSummary';
import { RequestSent } from './RequestSent';

const FIELDS = ['percentualBasica', 'percentualSuplementar', 'valorContribuicao'] as const;
type Field = (typeof FIELDS)[number];
const toNumber = (text: string) => Number(parseDecimalInput(text) ?? Number.NaN);
const percentInput = (value: string | null) => (value === null ? '0' : String(Number(value)));

interface Target {
  idPessoa: number;
  idVinculoPlano: number;
  idPlano: number;
}

/**
 * The fields' first texts: today's, or with the extra monthly amount a link asked for (`?adicional=`) added: to the
 * value, or as the percentages that add at least that much (`isCapped` when the plan's maximum is not enough).
 */
function startingTexts(today: ContribuicaoAtual, rules: ContributionRules, extra: string | null): { texts: Record<Field, string>; isCapped: boolean } {
  const texts = {
    percentualBasica: percentInput(today.percentualBasica),
    percentualSuplementar: percentInput(today.percentualSuplementar),
    valorContribuicao: today.valorContribuicao ? formatDecimalInput(today.valorContribuicao) : '',
  };
  if (extra === null) return { texts, isCapped: false };
  if (today.forma === 'valor') return { texts: { ...texts, valorContribuicao: formatDecimalInput(suggestedContributionValue(today.valorContribuicao ?? today.contribuicaoTotal, extra)) }, isCapped: false };
  if (!today.salario) return { texts, isCapped: false };
  const percentages = { basicPercent: Number(today.percentualBasica ?? 0), supplementaryPercent: Number(today.percentualSuplementar ?? 0) };
  const suggestion = suggestedPercentages(today.salario, percentages, extra, rules);
  return { texts: { ...texts, percentualBasica: String(suggestion.basicPercent), percentualSuplementar: String(suggestion.supplementaryPercent) }, isCapped: suggestion.isCapped };
}

interface ChangeFormProps {
  target: Target;
  today: ContribuicaoAtual;
  rules: ContributionRules;
  /** The extra monthly amount in reais a link suggested (the retirement planning's), or null. */
  extra: string | null;
  onSent: (protocolo: string) => void;
}

function ChangeForm({ target, today, rules, extra, onSent }: ChangeFormProps) {
  const isValuePath = today.forma === 'valor';
  const salary = today.salario;
  const [start] = useState(() => startingTexts(today, rules, extra));
  const [texts, setTexts] = useState<Record<Field, string>>(start.texts);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | 'root', string>>>({});

  // The same rules as the API (src/domain/contribution-change-choice.ts), on what is typed now: the preview follows each key.
  const state = salary && !isValuePath ? applyPercentageRules(salary, { basicPercent: toNumber(texts.percentualBasica) || 0, supplementaryPercent: toNumber(texts.percentualSuplementar) || 0 }, rules) : null;
  const choice = isValuePath
    ? contributionValueChoice(parseDecimalInput(texts.valorContribuicao) ?? texts.valorContribuicao, rules)
    : contributionPercentagesChoice({ percentualBasica: parseDecimalInput(texts.percentualBasica) ?? texts.percentualBasica, percentualSuplementar: parseDecimalInput(texts.percentualSuplementar) ?? texts.percentualSuplementar }, salary ?? '0', rules);
  const chosen = isValuePath
    ? { valorContribuicao: 'valorContribuicao' in choice ? choice.valorContribuicao : null, percentualBasica: null, percentualSuplementar: null }
    : { valorContribuicao: null, percentualBasica: 'percentualBasica' in choice ? choice.percentualBasica : null, percentualSuplementar: 'percentualSuplementar' in choice ? choice.percentualSuplementar : null };
  const preview = contributionAmounts(chosen, today.forma, salary, rules);
  const isSame = isValuePath
    ? chosen.valorContribuicao === today.valorContribuicao
    : chosen.percentualBasica === (today.percentualBasica ?? '0.00') && chosen.percentualSuplementar === (today.percentualSuplementar ?? '0.00');
  const difference = new Money(preview.total).minus(today.contribuicaoTotal);
  const canReview = choice.errors.length === 0 && !isSame;

  const setPercent = (field: 'percentualBasica' | 'percentualSuplementar') => (text: string) =>
    setTexts((current) => {
      const next = { ...current, [field]: text };
      if (!salary) return next;
      // Spec §5: lowering the basic below its maximum on a salary above the threshold resets the supplementary to 0.
      const nextState = applyPercentageRules(salary, { basicPercent: toNumber(next.percentualBasica) || 0, supplementaryPercent: toNumber(next.percentualSuplementar) || 0 }, rules);
      return nextState.isSupplementaryEnabled ? next : { ...next, percentualSuplementar: '0' };
    });
  const onPercentBlur = () => state && setTexts((current) => ({ ...current, percentualBasica: String(state.basicPercent), percentualSuplementar: String(state.supplementaryPercent) }));
  // Spec §5: a value below the minimum is raised to it when the field is left.
  const onValueBlur = () => setTexts((current) => ({ ...current, valorContribuicao: formatDecimalInput(raiseToMinimum(parseDecimalInput(current.valorContribuicao) ?? '0', rules)) }));

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    if (canReview) setIsConfirming(true);
  };

  const onConfirmChange = async () => {
    setIsSending(true);
    setErrors({});
    try {
      const body = isValuePath ? { valorContribuicao: chosen.valorContribuicao! } : { percentualBasica: chosen.percentualBasica!, percentualSuplementar: chosen.percentualSuplementar! };
      const created = await enviarAlteracaoContribuicao({ idPessoa: target.idPessoa, idVinculoPlano: target.idVinculoPlano, ...body });
      onSent(created.protocolo);
    } catch (error) {
      setIsSending(false);
      setIsConfirming(false);
      if (!(error instanceof ApiError)) return setErrors({ root: TRANSPORT_MESSAGES.unexpected });
      const { byField, other } = splitFieldErrors(error.errors, FIELDS);
      setErrors({ ...byField, root: other.length ? other.join(' ') : error.errors.length ? undefined : error.message });
    }
  };

  const fieldError = (field: Field) => errors[field] ?? choice.errors.find((item) => item.path === field)?.message;
  const suggestionHint = extra === null ? null : <p className="text-sm text-gray-700 dark:text-gray-300">Valor sugerido pelo planejamento da aposentadoria: + {formatBrl(extra)} por mês.</p>;
  // Said while the supplementary still holds the suggested maximum.
  const capNote = start.isCapped && texts.percentualSuplementar === start.texts.percentualSuplementar ? ` O máximo de ${rules.supplementaryMaxPercent}% foi usado: ele não cobre todo o valor sugerido.` : '';
  const month = formatMonthBr(`${today.vigencia}-01`);

  return (
    <form noValidate onSubmit={onReview} className="space-y-6">
      {errors.root ? <Alert>{errors.root}</Alert> : null}
      <fieldset disabled={isConfirming || isSending} className="space-y-5">
        <legend className="mb-2 text-lg font-semibold text-gray-900 dark:text-white">Nova contribuição</legend>
        {isValuePath ? (
          <>
            <TextField
              label="Valor da contribuição mensal (R$)"
              inputMode="decimal"
              placeholder="0,00"
              value={texts.valorContribuicao}
              onChange={(event) => setTexts((current) => ({ ...current, valorContribuicao: event.target.value.replace(/[^\d.,]/g, '') }))}
              onBlur={onValueBlur}
              hint={minimumValueNote(rules.minimumValue)}
              error={texts.valorContribuicao ? fieldError('valorContribuicao') : undefined}
              className="sm:max-w-xs"
            />
            {suggestionHint}
          </>
        ) : state && salary ? (
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              <PercentageField
                label="Contribuição básica (%)"
                max={rules.basicMaxPercent}
                value={texts.percentualBasica}
                onChange={setPercent('percentualBasica')}
                onBlur={onPercentBlur}
                disabled={!state.isBasicEnabled}
                hint={state.isBasicEnabled ? `De 0 a ${rules.basicMaxPercent}% da parte do salário acima de ${formatBrl(rules.salaryThreshold)}.` : `Com salário até ${formatBrl(rules.salaryThreshold)} não há contribuição básica.`}
                error={fieldError('percentualBasica')}
                amount={formatBrl(preview.basica)}
              />
              <PercentageField
                label="Contribuição suplementar (%)"
                max={rules.supplementaryMaxPercent}
                value={texts.percentualSuplementar}
                onChange={setPercent('percentualSuplementar')}
                onBlur={onPercentBlur}
                disabled={!state.isSupplementaryEnabled}
                hint={state.isSupplementaryEnabled ? `De 0 a ${rules.supplementaryMaxPercent}% do salário.${capNote}` : `Disponível com a contribuição básica de ${rules.basicMaxPercent}%.`}
                error={fieldError('percentualSuplementar')}
                amount={formatBrl(preview.suplementar)}
              />
            </div>
            {suggestionHint}
          </>
        ) : (
          <Alert>Não há salário cadastrado para este vínculo. Fale com o fundo pelo chat.</Alert>
        )}
      </fieldset>
      <div aria-live="polite" className="rounded-xl bg-primary-soft p-4 text-gray-900 dark:text-gray-100">
        <p>
          Nova contribuição mensal: <strong className="text-xl">{formatBrl(preview.total)}</strong>
          {isSame ? ' (igual à atual)' : ` (${difference.gte(0) ? 'mais' : 'menos'} ${formatBrl(difference.abs().toFixed(2))} por mês)`}
        </p>
        <p className="mt-1 text-sm">
          Vale a partir de <strong>{month}</strong>, depois que o fundo aprovar o pedido.
        </p>
      </div>
      {isConfirming ? (
        <ConfirmStep onConfirm={onConfirmChange} onBack={() => setIsConfirming(false)} isSending={isSending}>
          <p className="text-gray-700 dark:text-gray-300">
            A sua contribuição passa de {formatBrl(today.contribuicaoTotal)} para {formatBrl(preview.total)} por mês a partir de {month}. O pedido segue para análise do fundo e você acompanha em Acompanhar solicitações.
          </p>
        </ConfirmStep>
      ) : (
        <div className="space-y-2">
          <Button type="submit" disabled={!canReview}>
            Revisar alteração
          </Button>
          {isSame ? <p className="text-sm text-gray-700 dark:text-gray-300">Mude o valor ou os percentuais para pedir a alteração.</p> : null}
        </div>
      )}
    </form>
  );
}

/** Service 8: today's contribution, the new one with its live preview in R$, and the request. */
export function ContributionChange(target: Target) {
  const { idVinculoPlano, idPlano } = target;
  // '?adicional=123.45' (the retirement planning's link): the extra monthly amount the form starts with.
  const router = useRouter();
  const extra = router.isReady ? amountFromQuery(router.query.adicional) : null;
  const fetchAll = useCallback(() => Promise.all([retornarContribuicaoAtual(idVinculoPlano), retornarConfiguracaoContribuicao(idPlano)]), [idVinculoPlano, idPlano]);
  const query = useApiQuery(fetchAll);
  const [protocolo, setProtocolo] = useState<string | null>(null);
  const rules = useMemo<ContributionRules | null>(() => {
    const config = query.data?.[1];
    return config
      ? { salaryFactor: config.fatorSalario, salaryThreshold: config.limiteSalarial, basicMaxPercent: config.percentualBasicoMaximo, supplementaryMaxPercent: config.percentualSuplementarMaximo, minimumValue: config.valorMinimo }
      : null;
  }, [query.data]);

  if (query.isLoading || !router.isReady) return <DashboardSkeleton label="Carregando a sua contribuição" />;
  if (query.error || !query.data || !rules) return <DashboardError title="Não foi possível carregar a sua contribuição." message={query.error?.message ?? ''} onRetry={query.retry} />;
  const today = query.data[0];

  return (
    <div className="space-y-8">
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
        <ContributionSummary
          title="Sua contribuição hoje"
          forma={today.forma}
          percentualBasica={today.percentualBasica}
          percentualSuplementar={today.percentualSuplementar}
          basica={today.contribuicaoBasica}
          suplementar={today.contribuicaoSuplementar}
          total={today.contribuicaoTotal}
        />
        {today.forma === 'percentual' && today.salario ? <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">Salário de participação: {formatBrl(today.salario)}.</p> : null}
      </section>
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
        {protocolo ? (
          <RequestSent protocolo={protocolo}>A nova contribuição vale a partir de {formatMonthBr(`${today.vigencia}-01`)}, depois da aprovação do fundo.</RequestSent>
        ) : today.alteracaoAberta ? (
          <Alert tone="info">
            Você já tem um pedido de alteração em andamento (protocolo {today.alteracaoAberta.protocolo}). Acompanhe em{' '}
            <Link href="/services/requests" className="font-semibold underline">
              Acompanhar solicitações
            </Link>
            ; se quiser outro valor, cancele esse pedido primeiro.
          </Alert>
        ) : (
          <ChangeForm target={target} today={today} rules={rules} extra={extra} onSent={setProtocolo} />
        )}
      </section>
    </div>
  );
}
