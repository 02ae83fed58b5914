import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { formatCpf, onlyDigits } from '@/domain/cpf';
import { formatPercent } from '@/domain/format-decimal';
import { parseDecimalInput } from '@/domain/masks';
import { KINSHIPS, type DependantKind } from '@/domain/dependants';
import { atualizarDependente, criarDependente, type Dependente, type DependenteCampos } from '@/services/dependants';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { CpfField } from '@/components/ui/CpfField';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { showServerErrors } from '@/components/forms/server-errors';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { today } from './birth-date';
import type { DependantValues } from './dependant-schema';

const dependantResolver = lazyYupResolver(() => import('./dependant-schema').then((module) => module.dependantSchema));
const FIELDS = ['nome', 'cpf', 'data_nascimento', 'parentesco', 'finalidade', 'percentual'] as const;
const KINSHIP_OPTIONS = KINSHIPS.map((kinship) => ({ value: kinship, label: kinship }));

export interface DependantFormProps {
  idPessoa: number;
  tipo: DependantKind;
  /** Null to add a new one. */
  dependente: Pick<Dependente, 'nome' | 'cpf' | 'data_nascimento' | 'parentesco' | 'finalidade' | 'percentual'> & { id?: number } | null;
  onSaved: () => void;
  onCancel: () => void;
  /**
   * Keeps the checked fields instead of saving them (the re-registration answer sends its dependants' changes with
   * the answer). Without it the form saves through the dependants' API.
   */
  onDraft?: (campos: DependenteCampos) => void;
}

export function DependantForm({ idPessoa, tipo, dependente, onSaved, onCancel, onDraft }: DependantFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DependantValues>({
    resolver: dependantResolver,
    defaultValues: {
      nome: dependente?.nome ?? '',
      cpf: dependente?.cpf ? formatCpf(dependente.cpf) : '',
      data_nascimento: dependente?.data_nascimento ?? '',
      parentesco: dependente?.parentesco ?? null,
      finalidade: dependente?.finalidade ?? '',
      percentual: dependente?.percentual ? formatPercent(dependente.percentual).replace(' %', '') : '',
    },
  });

  const onSubmitDependant = async (values: DependantValues) => {
    const campos = {
      nome: values.nome,
      cpf: values.cpf ? onlyDigits(values.cpf) : null,
      data_nascimento: values.data_nascimento || null,
      parentesco: values.parentesco || null,
      finalidade: values.finalidade || null,
      percentual: tipo === 'previdencial' && values.percentual ? parseDecimalInput(values.percentual) : null,
    };
    if (onDraft) {
      onDraft(campos);
      return;
    }
    try {
      if (dependente?.id !== undefined) await atualizarDependente(dependente.id, campos);
      else await criarDependente(idPessoa, tipo, campos);
      toast.success(dependente ? 'Beneficiário atualizado.' : 'Beneficiário incluído.');
      onSaved();
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitDependant)} className="space-y-5">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <TextField label="Nome completo" autoComplete="off" data-autofocus error={errors.nome?.message} {...register('nome')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            name="cpf"
            control={control}
            render={({ field, fieldState }) => (
              <CpfField ref={field.ref} name={field.name} autoComplete="off" value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
            )}
          />
          <TextField label="Data de nascimento" type="date" max={today()} error={errors.data_nascimento?.message} {...register('data_nascimento')} />
        </div>
        <Controller
          name="parentesco"
          control={control}
          render={({ field, fieldState }) => <Select label="Parentesco" options={KINSHIP_OPTIONS} value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <TextField
          label="Finalidade"
          hint={tipo === 'previdencial' ? 'Por exemplo: Pensão por morte.' : 'Por exemplo: Dedução do IR.'}
          error={errors.finalidade?.message}
          {...register('finalidade')}
        />
        {/* The share splits a pension benefit: an income-tax dependant has none. */}
        {tipo === 'previdencial' ? (
          <TextField label="Participação (%)" inputMode="decimal" hint="De 0,01 a 100, com até duas casas decimais." error={errors.percentual?.message} {...register('percentual')} />
        ) : null}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {onDraft ? (dependente ? 'Guardar alterações' : 'Incluir') : dependente ? 'Salvar alterações' : 'Adicionar'}
        </Button>
      </div>
    </form>
  );
}
