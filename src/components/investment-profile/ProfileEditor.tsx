import { useId, useState, type FormEvent } from 'react';
import { EditableRows, newRowKey } from '@/components/forms/EditableRows';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { INPUT_CLASSES, TextField } from '@/components/ui/TextField';
import { formatPercent } from '@/domain/format-decimal';
import { compositionProblems, percentFromHundredths } from '@/domain/investment-profile';
import type { PerfilAdmin } from '@/services/investment-profile';
import { errorMessages } from './ProfilePlanPicker';

interface Row {
  key: string;
  classe: string;
  percentual: string;
}

/** '17,5' or '17.5' → '17.5': people type the comma. */
const asDecimal = (text: string) => text.trim().replace(',', '.');

/** One profile's description and composition; the running total says whether the shares reach 100,00 %. */
export function ProfileEditor({ profile, onSave }: { profile: PerfilAdmin; onSave: (input: { descricao: string; composicao: Array<{ classe: string; percentual: string }> }) => Promise<void> }) {
  const [descricao, setDescricao] = useState(profile.descricao);
  const [rows, setRows] = useState<Row[]>(profile.composicao.map((item, index) => ({ key: `c-${index}`, classe: item.classe, percentual: item.percentual.replace('.', ',') })));
  const [errors, setErrors] = useState<string[]>([]);
  const [isSaving, setIsSaving] = useState(false);
  const descriptionId = useId();

  const composicao = rows.map((row) => ({ classe: row.classe, percentual: asDecimal(row.percentual) }));
  const total = composicao.reduce((sum, item) => {
    const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(item.percentual);
    return match ? sum + Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : sum;
  }, 0);

  const onSubmitProfile = async (event: FormEvent) => {
    event.preventDefault();
    const problems = compositionProblems(composicao);
    if (problems.length) {
      setErrors(problems.map((problem) => problem.message));
      return;
    }
    setErrors([]);
    setIsSaving(true);
    try {
      await onSave({ descricao, composicao });
    } catch (error) {
      setErrors(errorMessages(error, 'Não foi possível salvar o perfil.'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmitProfile} aria-label={`Perfil ${profile.nome}`} className="space-y-4 rounded-xl border border-gray-300 p-4 dark:border-gray-700">
      <h3 className="text-base font-semibold text-gray-900 dark:text-white">{profile.nome}</h3>
      <fieldset disabled={isSaving} className="space-y-4">
        <div>
          <label htmlFor={descriptionId} className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
            Descrição para os participantes
          </label>
          <textarea id={descriptionId} rows={3} maxLength={1000} value={descricao} onChange={(event) => setDescricao(event.target.value)} className={`${INPUT_CLASSES} border-gray-500 py-2`} />
        </div>
        <EditableRows
          legend="Composição (%)"
          rows={rows}
          onChange={setRows}
          rowClassName="grid-cols-[1fr_auto] sm:grid-cols-[1fr_6.5rem_auto]"
          newRow={() => ({ key: newRowKey('n'), classe: '', percentual: '' })}
          addLabel="Adicionar classe"
          removeLabel={(index) => `Remover a classe ${index + 1}`}
          renderRow={(row, index, update) => (
            <>
              <TextField className="col-span-2 sm:col-span-1" label={`Classe ${index + 1}`} value={row.classe} maxLength={60} onChange={(event) => update({ classe: event.target.value })} />
              <TextField label="Percentual" inputMode="decimal" maxLength={6} value={row.percentual} onChange={(event) => update({ percentual: event.target.value })} />
            </>
          )}
          footer={
            <p aria-live="polite" className={`text-sm font-semibold ${total === 10_000 ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-400'}`}>
              Total: {formatPercent(percentFromHundredths(total))}
              {total === 10_000 ? '' : ' (deve ser 100,00 %)'}
            </p>
          }
        />
      </fieldset>
      {errors.length ? (
        <Alert>
          <ul className="list-disc pl-4">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Button type="submit" isLoading={isSaving}>
        Salvar perfil
      </Button>
    </form>
  );
}
