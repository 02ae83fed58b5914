import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { INPUT_CLASSES, TextField } from '@/components/ui/TextField';
import { FieldError } from '@/components/ui/field-messages';
import type { ApiValidationError } from '@/domain/api-types';
import { formatDecimalInput, parseDecimalInput } from '@/domain/masks';
import type { SimulacaoRegime, SimulacaoRegimeEntrada } from '@/services/tax-regime';

const TERM_YEARS = [10, 15, 20, 25, 30];

type Values = Pick<SimulacaoRegimeEntrada, 'idadeAposentadoria' | 'prazoMeses' | 'outrasRendasMensais'>;
type Errors = Partial<Record<'idadeAposentadoria' | 'prazoMeses' | 'outrasRendasMensais', string>>;

/** The server names a field as 'campo' or 'body/campo'. */
function serverErrors(errors: readonly ApiValidationError[]): Errors {
  const found: Errors = {};
  for (const error of errors) {
    const field = error.path.replace(/^body\//, '') as keyof Errors;
    if (field === 'idadeAposentadoria' || field === 'prazoMeses' || field === 'outrasRendasMensais') found[field] ??= error.message;
  }
  return found;
}

/** The assistant's adjustable inputs: retirement age, other monthly income and the income's term. */
export function SimulatorForm({ initial, isBusy, errors, onSubmit }: { initial: SimulacaoRegime['premissas']; isBusy: boolean; errors: readonly ApiValidationError[]; onSubmit: (values: Values) => void }) {
  const [age, setAge] = useState(String(initial.idadeAposentadoria));
  const [other, setOther] = useState(formatDecimalInput(initial.outrasRendasMensais));
  const [years, setYears] = useState(String(initial.prazoMeses / 12));
  const [local, setLocal] = useState<Errors>({});
  const termId = useId();
  const shown = { ...serverErrors(errors), ...local };

  function onSubmitSimulation(event: FormEvent) {
    event.preventDefault();
    const problems: Errors = {};
    const ageNumber = Number(age);
    if (!/^\d{1,3}$/.test(age.trim()) || ageNumber < 40 || ageNumber > 90) problems.idadeAposentadoria = 'Informe a idade de aposentadoria entre 40 e 90 anos.';
    const otherIncome = other.trim() === '' ? '0' : parseDecimalInput(other);
    if (otherIncome === null) problems.outrasRendasMensais = 'Informe um valor em reais, por exemplo 3.500,00 (ou 0 se não tiver).';
    setLocal(problems);
    if (Object.keys(problems).length || otherIncome === null) return;
    onSubmit({ idadeAposentadoria: ageNumber, outrasRendasMensais: otherIncome, prazoMeses: Number(years) * 12 });
  }

  return (
    <form noValidate onSubmit={onSubmitSimulation} aria-labelledby="ajustes" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="ajustes" className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">
        Ajuste a simulação
      </h2>
      <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
        Começamos com os seus números: saldo e contribuição de hoje, a idade de aposentadoria e a rentabilidade de referência do plano.
      </p>
      <div className="grid gap-5 md:grid-cols-3">
        <TextField
          label="Idade de aposentadoria"
          inputMode="numeric"
          value={age}
          onChange={(event) => setAge(event.target.value)}
          hint={`Você tem ${initial.idadeAtual} anos.`}
          error={shown.idadeAposentadoria}
          maxLength={3}
        />
        <TextField
          label="Outras rendas tributáveis por mês (R$)"
          inputMode="decimal"
          value={other}
          onChange={(event) => setOther(event.target.value)}
          hint="Salário, aposentadoria do INSS, aluguéis. Use 0 se não tiver."
          error={shown.outrasRendasMensais}
          maxLength={16}
        />
        <div>
          <label htmlFor={termId} className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
            Prazo da renda
          </label>
          <select id={termId} value={years} onChange={(event) => setYears(event.target.value)} className={`${INPUT_CLASSES} border-gray-500`}>
            {TERM_YEARS.map((option) => (
              <option key={option} value={option}>
                {option} anos
              </option>
            ))}
          </select>
          <FieldError id={undefined} error={shown.prazoMeses} />
        </div>
      </div>
      <Button type="submit" className="mt-5" isLoading={isBusy}>
        Recalcular
      </Button>
    </form>
  );
}
