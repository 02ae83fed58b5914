import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { RotateCcw, Save } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextArea } from '@/components/ui/TextArea';
import { toast } from '@/components/ui/toast';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { showServerErrors } from '@/components/forms/server-errors';
import { SHORT_TEXT_LIMITS, SHORT_TEXT_SAMPLE, shortTextLength } from '@/domain/email-templates-short-texts';
import { renderShortText } from '@/domain/notices';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarModeloMensagemCurta, restaurarModeloMensagemCurta, type ModeloMensagemCurta } from '@/services/email-templates';
import type { ShortTextValues } from './short-text-schema';

const shortTextResolver = lazyYupResolver(() => import('./short-text-schema').then((module) => module.shortTextSchema));
const FIELDS = ['texto'] as const;

interface ShortTextFormProps {
  item: ModeloMensagemCurta;
  /** Saved or reset: the list keeps the server's copy. */
  onChanged: (item: ModeloMensagemCurta) => void;
}

/** One channel's text of a notice kind: edit it, see the message as it would go and its length, save or reset. */
export function ShortTextForm({ item, onChanged }: ShortTextFormProps) {
  const id = useId();
  const [success, setSuccess] = useState<string | null>(null);
  const [isResetting, setIsResetting] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ShortTextValues>({ resolver: shortTextResolver, defaultValues: { texto: item.texto } });
  const texto = useWatch({ control, name: 'texto' }) ?? '';
  const length = shortTextLength(texto);
  const isTooLong = length > item.limite;
  const isBusy = isSubmitting || isResetting;

  const onSubmitShortText = async (values: ShortTextValues) => {
    setSuccess(null);
    try {
      const saved = await atualizarModeloMensagemCurta(item.tipo, item.canal, { texto: values.texto });
      reset({ texto: saved.texto });
      onChanged(saved);
      setSuccess(saved.message);
      toast.success('Mensagem salva.');
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  async function onReset() {
    setSuccess(null);
    setIsResetting(true);
    try {
      const restored = await restaurarModeloMensagemCurta(item.tipo, item.canal);
      reset({ texto: restored.texto });
      onChanged(restored);
      setSuccess(restored.message);
    } catch (error) {
      setError('root.server', { message: error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected });
    } finally {
      setIsResetting(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-titulo`} className="flex min-w-0 flex-col gap-4 rounded-xl border border-gray-200 p-4 dark:border-gray-700">
      <div>
        <h3 className="text-base font-semibold">
          <span id={`${id}-titulo`}>{item.nomeCanal}</span>
          <span className="ml-2 text-sm font-normal text-gray-700 dark:text-gray-300">{item.personalizado ? '(alterado)' : '(padrão)'}</span>
        </h3>
        {item.observacao ? <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{item.observacao}</p> : null}
      </div>
      <form noValidate onSubmit={handleSubmit(onSubmitShortText)} className="flex flex-col gap-4">
        <fieldset disabled={isBusy}>
          <TextArea
            label={`Mensagem de ${item.nomeCanal}`}
            rows={4}
            maxLength={SHORT_TEXT_LIMITS.escrito}
            error={errors.texto?.message}
            hint={
              <span data-testid={`contagem-${item.canal}`} className={isTooLong ? 'font-semibold text-red-700 dark:text-red-400' : undefined}>
                {length} de {item.limite} caracteres, contando um nome de {SHORT_TEXT_LIMITS.nome} letras e um link de {SHORT_TEXT_LIMITS.link}.
              </span>
            }
            {...register('texto')}
          />
        </fieldset>
        <div>
          <p className="mb-1 text-sm font-semibold">Pré-visualização</p>
          <div
            role="group"
            aria-label={`Pré-visualização do ${item.nomeCanal}`}
            data-testid={`previa-${item.canal}`}
            className="rounded-2xl rounded-bl-sm bg-gray-100 px-4 py-3 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-gray-900 dark:bg-gray-800 dark:text-gray-100"
          >
            {renderShortText(texto.trim(), SHORT_TEXT_SAMPLE)}
          </div>
        </div>
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
        {success ? <Alert tone="success">{success}</Alert> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isLoading={isSubmitting} disabled={!isDirty || isResetting} icon={<Save aria-hidden="true" className="size-4" />}>
            Salvar {item.nomeCanal}
          </Button>
          <Button variant="secondary" onClick={() => void onReset()} isLoading={isResetting} disabled={isSubmitting || !item.personalizado} icon={<RotateCcw aria-hidden="true" className="size-4" />}>
            Restaurar o padrão do {item.nomeCanal}
          </Button>
        </div>
      </form>
    </section>
  );
}
