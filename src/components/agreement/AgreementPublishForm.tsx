import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AGREEMENT_TEXT_LIMITS, agreementParagraphs, normalizeAgreementText } from '@/domain/agreement';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { TextArea } from '@/components/ui/TextArea';
import { toast } from '@/components/ui/toast';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { publicarDeclaracaoConcordancia } from '@/services/agreement';
import type { AgreementPublishContext, AgreementPublishValues } from './agreement-publish-schema';

const publishResolver = lazyYupResolver(() => import('./agreement-publish-schema').then((module) => module.agreementPublishSchema));
const EMPTY: AgreementPublishValues = { texto: '' };
const count = new Intl.NumberFormat('pt-BR');

interface AgreementPublishFormProps {
  /** The text in force (compared with the new one); null before the first version. */
  current: string | null;
  /** The number the new version will have. */
  nextVersion: number;
  onPublished: () => void;
}

/** A new version's text with its live preview; publishing asks first, since every participant will have to accept it. */
export function AgreementPublishForm({ current, nextVersion, onPublished }: AgreementPublishFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<AgreementPublishValues, AgreementPublishContext>({ resolver: publishResolver, defaultValues: EMPTY, context: { current } });
  const texto = useWatch({ control, name: 'texto' }) ?? '';
  const [pending, setPending] = useState<string | null>(null);
  const [isPublishing, setIsPublishing] = useState(false);
  const paragraphs = agreementParagraphs(normalizeAgreementText(texto));
  const length = normalizeAgreementText(texto).length;

  async function publish() {
    if (pending === null) return;
    setIsPublishing(true);
    try {
      const published = await publicarDeclaracaoConcordancia(pending);
      toast.success(published.message);
      reset(EMPTY);
      setPending(null);
      onPublished();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, TRANSPORT_MESSAGES.unexpected);
      const fieldError = apiError.errors.find((item) => item.path.includes('texto'));
      setPending(null);
      if (fieldError) setError('texto', { message: fieldError.message }, { shouldFocus: true });
      else setError('root.server', { message: apiError.message });
      // Another administrator published meanwhile: the page shows the version now in force.
      if (apiError.status === 409) onPublished();
    } finally {
      setIsPublishing(false);
    }
  }

  return (
    <>
      <form noValidate aria-label="Nova versão da declaração" onSubmit={handleSubmit((values) => setPending(values.texto))} className="space-y-5">
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
        <TextArea
          label={`Texto da versão ${nextVersion}`}
          rows={12}
          maxLength={AGREEMENT_TEXT_LIMITS.max}
          hint={
            <>
              Texto simples: deixe uma linha em branco entre os parágrafos. De {AGREEMENT_TEXT_LIMITS.min} a {count.format(AGREEMENT_TEXT_LIMITS.max)} caracteres (agora:{' '}
              {count.format(length)}).
            </>
          }
          error={errors.texto?.message}
          disabled={isPublishing}
          {...register('texto')}
        />
        <Button type="submit" disabled={isPublishing}>
          Publicar nova versão
        </Button>
      </form>

      <div className="mt-8 border-t border-gray-200 pt-5 dark:border-gray-700">
        <h3 className="mb-3 text-base font-semibold text-gray-900 dark:text-white">Pré-visualização</h3>
        {paragraphs.length > 0 ? (
          <article aria-label="Pré-visualização da nova versão" className="max-w-prose space-y-3 rounded-xl border border-gray-300 p-4 leading-relaxed text-gray-800 dark:border-gray-600 dark:text-gray-200">
            {paragraphs.map((paragraph, index) => (
              <p key={index} className="break-words">
                {paragraph}
              </p>
            ))}
          </article>
        ) : (
          <p className="text-gray-700 dark:text-gray-300">Escreva o texto para ver como os participantes o lerão.</p>
        )}
      </div>

      <ConfirmDialog
        isOpen={pending !== null}
        title={`Publicar a versão ${nextVersion}`}
        confirmLabel="Publicar"
        onConfirm={() => void publish()}
        onCancel={() => setPending(null)}
        isBusy={isPublishing}
        autoFocus="cancelar"
      >
        <p>
          A versão {nextVersion} passa a valer assim que for publicada, e <strong>todos os participantes terão de aceitá-la</strong>, mesmo quem já aceitou uma versão
          anterior. Depois de publicada, ela não pode ser alterada nem retirada.
        </p>
      </ConfirmDialog>
    </>
  );
}
