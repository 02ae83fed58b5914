import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Lock } from 'lucide-react';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { alterarStatusSolicitacao, type RequestDetail } from '@/services/requests-centre';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { INPUT_CLASSES } from '@/components/ui/TextField';
import { FieldError } from '@/components/ui/field-messages';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { COMMENT_MAX } from './status-comment';
import type { StatusFormValues } from './status-change-schema';

const statusResolver = lazyYupResolver(() => import('./status-change-schema').then((module) => module.statusSchema));

interface StatusChangeFormProps {
  detail: RequestDetail;
  /** The status was changed (the toast says to what): the dialog closes and the list shows the new status. */
  onSaved: () => void;
  /** Someone else closed the request meanwhile, or the workflow changed (409): the list behind is refreshed. */
  onStale: () => void;
}

/**
 * Moves a request to another status with a comment; the participant is told by the API (live and by e-mail). Only the
 * statuses the service's workflow allows from the current one are offered (proximosStatus, settings/esteira).
 */
export function StatusChangeForm({ detail, onSaved, onStale }: StatusChangeFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StatusFormValues>({ resolver: statusResolver, defaultValues: { idStatus: '', comentario: '' } });

  if (detail.status.encerrado) {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-gray-50 p-3 text-sm text-gray-800 dark:bg-gray-800 dark:text-gray-200">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        Solicitação encerrada ({detail.status.nome}): a situação não pode mais ser alterada.
      </p>
    );
  }

  if (detail.proximosStatus.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-gray-50 p-3 text-sm text-gray-800 dark:bg-gray-800 dark:text-gray-200">
        <Lock aria-hidden="true" className="size-4 shrink-0" />A esteira deste serviço não permite mudar a situação a partir de &quot;{detail.status.nome}&quot;. Ajuste-a em Configurações, Esteira.
      </p>
    );
  }

  const options = detail.proximosStatus.map((status) => ({ value: String(status.id), label: status.nome }));

  const onSubmitStatus = async (values: StatusFormValues) => {
    try {
      const updated = await alterarStatusSolicitacao(detail.id, { idStatus: Number(values.idStatus), comentario: values.comentario || null });
      toast.success(`Situação alterada para "${updated.status.nome}". O participante foi avisado.`);
      onSaved();
    } catch (error) {
      // A 409 (closed meanwhile by someone else, or a step the workflow no longer allows) and every other refusal come with the API's own words; the
      // form stays, with that message, until the administrator closes the detail.
      setError('root.server', { message: error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected });
      if (error instanceof ApiError && error.status === 409) onStale();
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitStatus)} aria-label="Alterar situação" className="space-y-4 rounded-xl p-4 ring-1 ring-gray-900/10 dark:ring-white/10">
      <h3 className="text-base font-semibold text-gray-900 dark:text-white">Alterar situação</h3>
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-4">
        <Controller
          control={control}
          name="idStatus"
          render={({ field }) => <Select label="Nova situação" options={options} value={field.value || null} onChange={(value) => field.onChange(value ?? '')} error={errors.idStatus?.message} />}
        />
        <div>
          <label htmlFor="comentario-status" className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
            Comentário para o participante (opcional)
          </label>
          <textarea id="comentario-status" rows={3} maxLength={COMMENT_MAX} className={`${INPUT_CLASSES} border-gray-500 py-2`} {...register('comentario')} />
          <FieldError id={undefined} error={errors.comentario?.message} />
        </div>
      </fieldset>
      <Button type="submit" isLoading={isSubmitting}>
        Salvar situação
      </Button>
    </form>
  );
}
