import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { splitFieldErrors } from '@/domain/api-errors';
import { applyPercentageRules, basicContribution, supplementaryContribution } from '@/domain/contribution';
import { formatBrl } from '@/domain/format-decimal';
import { useApiQuery } from '@/hooks/useApiQuery';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { retornarSalario } from '@/services/onboarding';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { rulesFromDescription } from './contribution-rules';
import { PercentageField } from './PercentageField';
import { StepActions } from './StepActions';
import type { StepProps } from './step-types';

const FIELDS = ['percentualBasica', 'percentualSuplementar'] as const;
type FieldName = (typeof FIELDS)[number];

const toNumber = (text: string) => Number(text.replace(',', '.')) || 0;

/** Step 6 (percentages path): basic and supplementary percentages of the salary, with spec §5's rules live. */
export function ContributionPercentagesStep({ description, idPessoa, idPlano, answers, onSave, onBack, isLastStep }: StepProps) {
  const rules = useMemo(() => rulesFromDescription(description), [description]);
  const fetchSalary = useCallback(() => retornarSalario(idPessoa, idPlano), [idPessoa, idPlano]);
  const salaryQuery = useApiQuery(fetchSalary);
  const salary = salaryQuery.data?.salario ?? null;

  const [texts, setTexts] = useState<Record<FieldName, string>>(() => ({
    percentualBasica: String(answers[6]?.percentualBasica ?? 0),
    percentualSuplementar: String(answers[6]?.percentualSuplementar ?? 0),
  }));
  const [isSaving, setIsSaving] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'root', string>>>({});

  const state = salary ? applyPercentageRules(salary, { basicPercent: toNumber(texts.percentualBasica), supplementaryPercent: toNumber(texts.percentualSuplementar) }, rules) : null;

  // Leaving a field shows what the rules kept: a value above the limit is trimmed, a disabled one is back at 0.
  const onFieldBlur = () => {
    if (!state) return;
    setTexts({ percentualBasica: String(state.basicPercent), percentualSuplementar: String(state.supplementaryPercent) });
  };

  const onSubmitPercentages = async (event: FormEvent) => {
    event.preventDefault();
    if (!state?.canProceed || isSaving) return;
    setIsSaving(true);
    setErrors({});
    try {
      await onSave({ percentualBasica: state.basicPercent, percentualSuplementar: state.supplementaryPercent });
    } catch (error) {
      setIsSaving(false);
      if (!(error instanceof ApiError)) return setErrors({ root: TRANSPORT_MESSAGES.unexpected });
      const { byField, other } = splitFieldErrors(error.errors, FIELDS);
      setErrors({ ...byField, root: other.length ? other.join(' ') : error.errors.length ? undefined : error.message });
    }
  };

  if (salaryQuery.isLoading) {
    return (
      <div aria-busy="true" aria-label="Carregando o seu salário" className="space-y-4">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (salaryQuery.error) {
    return (
      <Alert>
        <p>{salaryQuery.error.message}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={salaryQuery.retry}>
          Tentar novamente
        </Button>
      </Alert>
    );
  }
  if (!salary || !state) return <Alert>Não há salário cadastrado para este vínculo. Fale com o fundo pelo chat.</Alert>;

  // Spec §5: lowering the basic below its maximum on a salary above the threshold resets the supplementary to 0.
  const setText = (field: FieldName) => (text: string) =>
    setTexts((current) => {
      const next = { ...current, [field]: text };
      const nextState = applyPercentageRules(salary, { basicPercent: toNumber(next.percentualBasica), supplementaryPercent: toNumber(next.percentualSuplementar) }, rules);
      return nextState.isSupplementaryEnabled ? next : { ...next, percentualSuplementar: '0' };
    });

  return (
    <form noValidate onSubmit={onSubmitPercentages} className="space-y-6">
      <p className="text-gray-700 dark:text-gray-300">
        Salário de participação: <strong className="text-gray-900 dark:text-white">{formatBrl(salary)}</strong>
      </p>
      {errors.root ? <Alert>{errors.root}</Alert> : null}
      <fieldset disabled={isSaving} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">Percentuais de contribuição</legend>
        <PercentageField
          label="Contribuição básica (%)"
          max={rules.basicMaxPercent}
          value={texts.percentualBasica}
          onChange={setText('percentualBasica')}
          onBlur={onFieldBlur}
          disabled={!state.isBasicEnabled}
          hint={state.isBasicEnabled ? `De 0 a ${rules.basicMaxPercent}%.` : `Com salário até ${formatBrl(rules.salaryThreshold)} não há contribuição básica.`}
          error={errors.percentualBasica}
          amount={formatBrl(basicContribution(salary, state.basicPercent, rules))}
        />
        <PercentageField
          label="Contribuição suplementar (%)"
          max={rules.supplementaryMaxPercent}
          value={texts.percentualSuplementar}
          onChange={setText('percentualSuplementar')}
          onBlur={onFieldBlur}
          disabled={!state.isSupplementaryEnabled}
          hint={state.isSupplementaryEnabled ? `De 0 a ${rules.supplementaryMaxPercent}%.` : `Disponível com a contribuição básica de ${rules.basicMaxPercent}%.`}
          error={errors.percentualSuplementar}
          amount={formatBrl(supplementaryContribution(salary, state.supplementaryPercent, rules))}
        />
      </fieldset>
      {state.canProceed ? null : <p className="text-sm text-gray-700 dark:text-gray-300">Informe a contribuição básica ou a suplementar para continuar.</p>}
      <StepActions onBack={onBack} isSaving={isSaving} canProceed={state.canProceed} isLastStep={isLastStep} />
    </form>
  );
}
