import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { format, parseISO } from 'date-fns';
import { toast } from '@/components/ui/toast';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarDesativacaoTemporaria, criarDesativacaoTemporaria, type DesativacaoTemporaria } from '@/services/maintenance';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { INPUT_CLASSES, TextField } from '@/components/ui/TextField';
import { FieldError } from '@/components/ui/field-messages';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import type { WindowFormValues } from './maintenance-window-schema';

const windowResolver = lazyYupResolver(() => import('./maintenance-window-schema').then((module) => module.windowSchema));

const EMPTY: WindowFormValues = { dataInicio: '', dataFim: '', mensagem: '' };

/** ISO date-time ↔ the value of a datetime-local input (the browser's time zone). */
const toLocalInput = (iso: string) => format(parseISO(iso), "yyyy-MM-dd'T'HH:mm");
const toIso = (local: string) => new Date(local).toISOString();

interface MaintenanceWindowFormProps {
  /** The window being edited; null creates a new one. */
  editing: DesativacaoTemporaria | null;
  onSaved: () => void;
  onCancelEdit: () => void;
}

export function MaintenanceWindowForm({ editing, onSaved, onCancelEdit }: MaintenanceWindowFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WindowFormValues>({ resolver: windowResolver, defaultValues: EMPTY });

  useEffect(() => {
    reset(editing ? { dataInicio: toLocalInput(editing.dataInicio), dataFim: toLocalInput(editing.dataFim), mensagem: editing.mensagem ?? '' } : EMPTY);
  }, [editing, reset]);

  const onSubmitWindow = async (values: WindowFormValues) => {
    const body = { dataInicio: toIso(values.dataInicio), dataFim: toIso(values.dataFim), mensagem: values.mensagem.trim() || null };
    try {
      if (editing) await atualizarDesativacaoTemporaria(editing.id, body);
      else await criarDesativacaoTemporaria(body);
      toast.success(editing ? 'Janela de manutenção atualizada.' : 'Janela de manutenção agendada.');
      reset(EMPTY);
      onSaved();
    } catch (error) {
      setError('root.server', { message: error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitWindow)} className="space-y-5" aria-label={editing ? 'Alterar janela de manutenção' : 'Nova janela de manutenção'}>
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="grid gap-5 sm:grid-cols-2">
        <TextField label="Início" type="datetime-local" error={errors.dataInicio?.message} {...register('dataInicio')} />
        <TextField label="Fim" type="datetime-local" error={errors.dataFim?.message} {...register('dataFim')} />
        <div className="sm:col-span-2">
          <label htmlFor="mensagem-manutencao" className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
            Mensagem (opcional)
          </label>
          <textarea id="mensagem-manutencao" rows={3} className={`${INPUT_CLASSES} border-gray-500 py-2`} {...register('mensagem')} />
          <FieldError id={undefined} error={errors.mensagem?.message} />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSubmitting}>
          {editing ? 'Salvar alterações' : 'Agendar manutenção'}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={onCancelEdit} disabled={isSubmitting}>
            Cancelar edição
          </Button>
        ) : null}
      </div>
    </form>
  );
}
