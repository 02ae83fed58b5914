import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { maskMoneyInput, maskPercentInput } from '@/domain/benefit-simulator-input';
import { formatMonthBr } from '@/domain/format-date';
import { FormRadioSelect } from '@/components/forms/FormRadioSelect';
import { showServerErrors } from '@/components/forms/server-errors';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { monthsOf, simulatorResolver, toSimulationRequest, type SimulatorFormValues, type SimulatorPerson } from './simulator-form-values';
import type { SimulacaoBeneficioInput } from '@/domain/benefit-simulator-input';

const FIELDS = ['saldoInicial', 'contribuicaoMensal', 'rendaDesejada', 'rentabilidadeAnual', 'formaRenda', 'percentualSaldo', 'pagamentosPorAno'] as const;

interface SimulatorFormProps {
  defaultValues: SimulatorFormValues;
  /** The signed-in person (retirement age as the input); null in the public simulator (years as the input). */
  person: SimulatorPerson | null;
  /** Hints under the starting values, e.g. where the balance came from. */
  hints?: Partial<Record<'saldoInicial' | 'contribuicaoMensal' | 'rentabilidadeAnual' | 'pagamentosPorAno', string>>;
  onSimulate: (request: SimulacaoBeneficioInput, values: SimulatorFormValues) => Promise<void>;
  /** Every change of any field (typed, chosen or masked), with all the values. */
  onValuesChange?: (values: SimulatorFormValues) => void;
}

const percentSuffix = (
  <span aria-hidden="true" className="px-3 text-gray-700 dark:text-gray-300">
    %
  </span>
);

/** The months until the income, in words, as the retirement age gives them. */
function monthsSentence(months: number, person: SimulatorPerson, age: string) {
  if (!Number.isInteger(months) || months < 1) return null;
  const [year, month] = person.dataReferencia.split('-').map(Number);
  const start = new Date(year, month - 1 + months, 1);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const span = [years ? `${years} ${years === 1 ? 'ano' : 'anos'}` : '', rest ? `${rest} ${rest === 1 ? 'mês' : 'meses'}` : ''].filter(Boolean).join(' e ');
  return `Faltam ${months} meses (${span}) até você completar ${age} anos, em ${formatMonthBr(`${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-01`)}.`;
}

/** The simulator's one form, public and signed in: what to find out, the starting values, and how to receive the income. */
export function SimulatorForm({ defaultValues, person, hints = {}, onSimulate, onValuesChange }: SimulatorFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<SimulatorFormValues>({ resolver: simulatorResolver(person), defaultValues });
  useEffect(() => {
    if (!onValuesChange) return;
    return subscribe({ formState: { values: true }, callback: ({ values }) => onValuesChange(values) });
  }, [subscribe, onValuesChange]);
  const [objetivo, formaRenda, idadeAposentadoria] = useWatch({ control, name: ['objetivo', 'formaRenda', 'idadeAposentadoria'] });
  const watched = useWatch({ control }) as SimulatorFormValues;
  const months = person ? monthsOf(watched, person) : Number.NaN;

  const money = (name: 'saldoInicial' | 'contribuicaoMensal' | 'rendaDesejada') =>
    register(name, { onChange: (event) => setValue(name, maskMoneyInput(event.target.value)) });
  const percent = (name: 'rentabilidadeAnual' | 'percentualSaldo') => register(name, { onChange: (event) => setValue(name, maskPercentInput(event.target.value)) });
  const digits = (name: 'anosAteRenda' | 'idadeAposentadoria' | 'prazoAnos') =>
    register(name, { onChange: (event) => setValue(name, event.target.value.replace(/\D/g, '').slice(0, 2)) });

  const onSubmitSimulation = async (values: SimulatorFormValues) => {
    try {
      await onSimulate(toSimulationRequest(values, person), values);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitSimulation)} className="space-y-6" aria-label="Simulação do benefício">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-6">
        <FormRadioSelect
          control={control}
          name="objetivo"
          legend="O que você quer saber?"
          options={[
            { value: 'renda', label: 'Quanto vou receber', description: 'A renda que o seu saldo e as suas contribuições pagam.' },
            { value: 'contribuicao', label: 'Quanto preciso contribuir para receber uma renda', description: 'Informe a renda que deseja e veja a contribuição mensal necessária.' },
          ]}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Saldo de hoje (R$)" inputMode="decimal" autoComplete="off" placeholder="0,00" hint={hints.saldoInicial} error={errors.saldoInicial?.message} {...money('saldoInicial')} />
          {objetivo === 'contribuicao' ? (
            <TextField
              label="Renda mensal desejada (R$)"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,00"
              hint="Quanto você quer receber por mês."
              error={errors.rendaDesejada?.message}
              {...money('rendaDesejada')}
            />
          ) : (
            <TextField
              label="Contribuição mensal (R$)"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,00"
              hint={hints.contribuicaoMensal ?? 'Some a sua contribuição e a da patrocinadora, se houver.'}
              error={errors.contribuicaoMensal?.message}
              {...money('contribuicaoMensal')}
            />
          )}
          <TextField
            label="Rentabilidade (% ao ano)"
            inputMode="decimal"
            autoComplete="off"
            trailing={percentSuffix}
            hint={hints.rentabilidadeAnual ?? 'Quanto o saldo rende por ano acima da inflação, de 0 % a 20 %.'}
            error={errors.rentabilidadeAnual?.message}
            {...percent('rentabilidadeAnual')}
          />
          {person ? (
            <TextField
              label="Idade de aposentadoria (anos)"
              inputMode="numeric"
              autoComplete="off"
              hint={errors.idadeAposentadoria ? undefined : (monthsSentence(months, person, idadeAposentadoria) ?? `Você tem ${person.idadeAtual} anos.`)}
              error={errors.idadeAposentadoria?.message}
              {...digits('idadeAposentadoria')}
            />
          ) : (
            <TextField
              label="Em quantos anos a renda começa"
              inputMode="numeric"
              autoComplete="off"
              hint="Os anos que faltam para você se aposentar."
              error={errors.anosAteRenda?.message}
              {...digits('anosAteRenda')}
            />
          )}
        </div>

        <FormRadioSelect
          control={control}
          name="formaRenda"
          legend="Como receber a renda"
          options={[
            { value: 'prazo', label: 'Por um prazo', description: 'O saldo é pago em parcelas iguais durante os anos que você escolher.' },
            { value: 'percentual', label: 'Percentual do saldo', description: 'Todo mês você recebe um percentual do saldo, recalculado sobre o novo saldo a cada ano.' },
          ]}
        />
        {formaRenda === 'prazo' ? (
          <TextField label="Receber por quantos anos" inputMode="numeric" autoComplete="off" className="sm:max-w-xs" error={errors.prazoAnos?.message} {...digits('prazoAnos')} />
        ) : (
          <TextField
            label="Percentual do saldo por mês (%)"
            inputMode="decimal"
            autoComplete="off"
            className="sm:max-w-xs"
            trailing={percentSuffix}
            hint="Acima de 0 % e até 2 % ao mês, por exemplo 0,50."
            error={errors.percentualSaldo?.message}
            {...percent('percentualSaldo')}
          />
        )}

        <FormRadioSelect
          control={control}
          name="pagamentosPorAno"
          legend="Pagamentos por ano"
          hint={hints.pagamentosPorAno ?? 'O abono anual é uma renda a mais paga em dezembro, como um 13º salário.'}
          options={[
            { value: '12', label: '12 pagamentos', description: 'Uma renda por mês.' },
            { value: '13', label: '13 pagamentos', description: 'Uma renda por mês e mais um pagamento em dezembro (abono anual).' },
          ]}
        />
      </fieldset>
      <Button type="submit" isLoading={isSubmitting}>
        Simular
      </Button>
    </form>
  );
}
