import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { formatCpf, onlyDigits } from '@/domain/cpf';
import { formatPercent } from '@/domain/format-decimal';
import { KINSHIPS } from '@/domain/dependants';
import { sharesAddUpToWhole, sumDesignatedShares } from '@/domain/dependants-designated';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarBeneficiariosIndicados, type AtualizacaoBeneficiariosIndicados, type BeneficiarioIndicado } from '@/services/dependants';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { CpfField } from '@/components/ui/CpfField';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';

type Row = { nome: string; cpf: string; parentesco: string | null; percentual: string; email: string; telefone: string };
type Values = { beneficiarios: Row[] };

const KINSHIP_OPTIONS = KINSHIPS.map((kinship) => ({ value: kinship, label: kinship }));
const EMPTY: Row = { nome: '', cpf: '', parentesco: null, percentual: '', email: '', telefone: '' };
const toRow = (item: BeneficiarioIndicado): Row => ({
  nome: item.nome,
  cpf: formatCpf(item.cpf),
  parentesco: item.parentesco,
  percentual: item.percentual.replace('.', ','),
  email: item.email ?? '',
  telefone: item.telefone ?? '',
});

/** The whole list at once (the API replaces it): a row per person, their shares adding up to exactly 100,00 %. */
export function DesignatedForm({ idVinculoPlano, current, needsApproval, onSaved, onCancel }: {
  idVinculoPlano: number;
  current: BeneficiarioIndicado[];
  needsApproval: boolean;
  onSaved: (result: AtualizacaoBeneficiariosIndicados) => void;
  onCancel: () => void;
}) {
  const { control, register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: { beneficiarios: current.length ? current.map(toRow) : [EMPTY] },
  });
  const rows = useFieldArray({ control, name: 'beneficiarios' });
  const shares = useWatch({ control, name: 'beneficiarios' }).map((row) => row.percentual);
  const total = sumDesignatedShares(shares);

  const onSubmitDesignation = handleSubmit(async (values) => {
    try {
      const beneficiarios = values.beneficiarios.map((row) => ({ ...row, cpf: onlyDigits(row.cpf), parentesco: row.parentesco ?? '', email: row.email || null, telefone: row.telefone || null }));
      onSaved(await atualizarBeneficiariosIndicados(idVinculoPlano, beneficiarios));
    } catch (error) {
      if (!(error instanceof ApiError)) return setError('root.server', { message: TRANSPORT_MESSAGES.unexpected });
      const other: string[] = [];
      for (const item of error.errors) {
        const match = /^beneficiarios\/(\d+)\/(\w+)$/.exec(item.path);
        if (match) setError(`beneficiarios.${Number(match[1])}.${match[2]}` as Path<Values>, { type: 'server', message: item.message }, { shouldFocus: true });
        else other.push(item.message);
      }
      if (other.length || !error.errors.length) setError('root.server', { message: other.length ? other.join(' ') : error.message });
    }
  });

  return (
    <form noValidate onSubmit={onSubmitDesignation} className="space-y-5">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <legend className="sr-only">Beneficiários indicados</legend>
        {rows.fields.map((field, index) => {
          const rowErrors = errors.beneficiarios?.[index];
          return (
            <fieldset key={field.id} className="space-y-4 rounded-xl border border-gray-300 p-4 dark:border-gray-600">
              <legend className="px-1 font-semibold text-gray-900 dark:text-white">Pessoa {index + 1}</legend>
              <TextField label="Nome completo" autoComplete="off" error={rowErrors?.nome?.message} {...register(`beneficiarios.${index}.nome`)} />
              <div className="grid gap-4 sm:grid-cols-2">
                <Controller
                  name={`beneficiarios.${index}.cpf`}
                  control={control}
                  render={({ field: cpf, fieldState }) => (
                    <CpfField ref={cpf.ref} name={cpf.name} autoComplete="off" value={cpf.value} onValueChange={cpf.onChange} onBlur={cpf.onBlur} error={fieldState.error?.message} />
                  )}
                />
                <Controller
                  name={`beneficiarios.${index}.parentesco`}
                  control={control}
                  render={({ field: kinship, fieldState }) => <Select label="Parentesco" options={KINSHIP_OPTIONS} value={kinship.value} onChange={kinship.onChange} error={fieldState.error?.message} />}
                />
                <TextField label="Participação (%)" inputMode="decimal" hint="Até duas casas decimais, por exemplo 33,34." error={rowErrors?.percentual?.message} {...register(`beneficiarios.${index}.percentual`)} />
                <TextField label="Telefone (opcional)" type="tel" autoComplete="off" error={rowErrors?.telefone?.message} {...register(`beneficiarios.${index}.telefone`)} />
              </div>
              <TextField label="E-mail (opcional)" type="email" autoComplete="off" error={rowErrors?.email?.message} {...register(`beneficiarios.${index}.email`)} />
              <Button variant="secondary" size="sm" icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={() => rows.remove(index)} aria-label={`Retirar a pessoa ${index + 1}`}>
                Retirar
              </Button>
            </fieldset>
          );
        })}
        {rows.fields.length === 0 ? <p className="text-gray-700 dark:text-gray-300">Sem ninguém na lista, você deixa de ter beneficiários indicados: o saldo segue as regras do plano.</p> : null}
        <Button variant="secondary" icon={<Plus aria-hidden="true" className="size-5" />} onClick={() => rows.append(EMPTY)}>
          Adicionar pessoa
        </Button>
      </fieldset>
      <p aria-live="polite" className={`font-semibold ${rows.fields.length === 0 || sharesAddUpToWhole(shares) ? 'text-gray-900 dark:text-white' : 'text-red-800 dark:text-red-300'}`}>
        Total: {formatPercent(total)} de 100,00 %
      </p>
      {needsApproval ? <Alert tone="info">No seu plano, a alteração é um pedido ao fundo: a nova lista vale quando o fundo aprovar.</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {needsApproval ? 'Enviar para aprovação' : 'Salvar beneficiários'}
        </Button>
      </div>
    </form>
  );
}
