import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Send } from 'lucide-react';
import { NOTIFICATION_TYPE } from '@/domain/constants';
import { describeTarget, recipientsText, type NotificationTarget } from '@/domain/notifications-target';
import { criarNotificacao, retornarQuantidadeDestinatarios, type Segmentos } from '@/services/notifications-centre';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { RadioSelect } from '@/components/ui/RadioSelect';
import { Select } from '@/components/ui/Select';
import { INPUT_CLASSES, TextField } from '@/components/ui/TextField';
import { FieldError } from '@/components/ui/field-messages';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { NotificationPreview } from './NotificationPreview';
import { RecipientCount } from './RecipientCount';
import { RecipientSearch } from './RecipientSearch';
import { useRecipientCount } from './useRecipientCount';
import { showServerErrors } from '@/components/forms/server-errors';
import { LINK_MAX, TITLE_MAX } from './notification-limits';
import type { ComposerValues } from './notification-composer-schema';

const composerResolver = lazyYupResolver(() => import('./notification-composer-schema').then((module) => module.composerSchema));

const EMPTY: ComposerValues = { titulo: '', descricao: '', idTipoNotificacao: String(NOTIFICATION_TYPE.DETAIL), link: '', tipoDestino: 'todos', pessoa: null, idPlano: null, idCategoria: null, idSituacao: null };

const SERVER_FIELDS = ['titulo', 'descricao', 'link'] as const;

const toId = (value: string | null) => (value ? Number(value) : null);

const NO_RECIPIENTS = 'Nenhum participante está neste destino. Escolha outro plano, categoria ou situação.';

/** The target the form names; null while a single person is asked for and none is chosen yet. */
function targetOf(values: Pick<ComposerValues, 'tipoDestino' | 'pessoa' | 'idPlano' | 'idCategoria' | 'idSituacao'>): NotificationTarget | null {
  if (values.tipoDestino === 'pessoa') return values.pessoa ? { tipo: 'pessoa', idPessoa: values.pessoa.id } : null;
  if (values.tipoDestino === 'segmento') return { tipo: 'segmento', idPlano: toId(values.idPlano), idCategoria: toId(values.idCategoria), idSituacao: toId(values.idSituacao) };
  return { tipo: 'todos' };
}

const options = (list: Array<{ id: number; nome: string }>) => list.map((item) => ({ value: String(item.id), label: item.nome }));

/** What the confirmation names: the target, its words and the count the server gave just before. */
interface PendingSend {
  values: ComposerValues;
  target: NotificationTarget;
  targetText: string;
  count: number;
}

/**
 * Compose and send: to one person, a plan × category × situation segment, or every participant. A preview shows the
 * notification as it will be seen, the server counts the recipients as the target changes, and nothing goes before a
 * confirmation that names that count (asked again at the moment of sending).
 */
export function NotificationComposer({ segments, onSent }: { segments: Segmentos; onSent: () => void }) {
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ComposerValues>({ resolver: composerResolver, defaultValues: EMPTY });
  const watched = useWatch({ control });
  const tipoDestino = watched.tipoDestino ?? 'todos';
  const currentTarget = targetOf({
    tipoDestino,
    pessoa: watched.pessoa?.id ? { id: watched.pessoa.id, nome: watched.pessoa.nome ?? '' } : null,
    idPlano: watched.idPlano ?? null,
    idCategoria: watched.idCategoria ?? null,
    idSituacao: watched.idSituacao ?? null,
  });
  const recipientCount = useRecipientCount(currentTarget);
  const [pending, setPending] = useState<PendingSend | null>(null);
  const [isSending, setIsSending] = useState(false);

  // A dialog gives the focus back to what had it when it opened; the send button was disabled then (counting), so the
  // focus goes back to it here, once the dialog has closed (its own effect runs first: it is a child).
  const formRef = useRef<HTMLFormElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (pending) wasConfirming.current = true;
    else if (wasConfirming.current) {
      wasConfirming.current = false;
      formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
  }, [pending]);

  const onSubmitNotification = async (values: ComposerValues) => {
    const target = targetOf(values)!;
    try {
      // Counted again now: the confirmation names who would receive it at this moment.
      const { destinatarios } = await retornarQuantidadeDestinatarios(target);
      if (destinatarios === 0) {
        setError('root.server', { message: NO_RECIPIENTS });
        return;
      }
      setPending({ values, target, targetText: describeTarget(target, segments, values.pessoa?.nome), count: destinatarios });
    } catch (error) {
      showServerErrors(error, setError, SERVER_FIELDS);
    }
  };

  async function onConfirmSend() {
    if (!pending) return;
    const { values, target } = pending;
    setIsSending(true);
    try {
      const sent = await criarNotificacao({
        titulo: values.titulo,
        descricao: values.descricao,
        idTipoNotificacao: Number(values.idTipoNotificacao),
        destino: target,
        link: values.link || null,
      });
      setPending(null);
      toast.success(`Notificação enviada a ${recipientsText(sent.destinatarios)}.`);
      reset(EMPTY);
      onSent();
    } catch (error) {
      setPending(null);
      showServerErrors(error, setError, SERVER_FIELDS);
    } finally {
      setIsSending(false);
    }
  }

  // A chat notification (type 1) comes only from a chat message.
  const types = segments.tiposNotificacao.filter((type) => type.id !== NOTIFICATION_TYPE.CHAT_MESSAGE);

  return (
    <>
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmitNotification)} className="space-y-5" aria-label="Nova notificação">
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
        <fieldset disabled={isSubmitting} className="space-y-5">
          <TextField label="Título" maxLength={TITLE_MAX} error={errors.titulo?.message} {...register('titulo')} />
          <div>
            <label htmlFor="descricao-notificacao" className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
              Mensagem
            </label>
            <textarea
              id="descricao-notificacao"
              rows={4}
              aria-invalid={errors.descricao ? true : undefined}
              aria-describedby={errors.descricao ? 'descricao-notificacao-erro' : undefined}
              className={`${INPUT_CLASSES} py-2 ${errors.descricao ? 'border-red-700 dark:border-red-400' : 'border-gray-500'}`}
              {...register('descricao')}
            />
            <FieldError id="descricao-notificacao-erro" error={errors.descricao?.message} />
          </div>
          <TextField
            label="Endereço da página (opcional)"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="/services/requests"
            maxLength={LINK_MAX}
            hint="Uma página do portal, começando por /: quem recebe a notificação é levado a ela pelo botão Abrir."
            error={errors.link?.message}
            {...register('link')}
          />
          <Controller
            name="idTipoNotificacao"
            control={control}
            render={({ field }) => (
              <RadioSelect
                legend="Tipo"
                value={field.value}
                onChange={field.onChange}
                options={types.map((type) => ({ value: String(type.id), label: type.nome, description: type.id === NOTIFICATION_TYPE.DETAIL ? 'Abre em uma janela com o texto completo.' : 'Aparece na lista de notificações.' }))}
              />
            )}
          />
          <Controller
            name="tipoDestino"
            control={control}
            render={({ field }) => (
              <RadioSelect
                legend="Destino"
                value={field.value}
                onChange={field.onChange}
                options={[
                  { value: 'todos', label: 'Todos os participantes' },
                  { value: 'segmento', label: 'Um segmento', description: 'Plano, categoria e situação; deixe em branco para todos.' },
                  { value: 'pessoa', label: 'Uma pessoa' },
                ]}
              />
            )}
          />
          {tipoDestino === 'segmento' ? (
            <div className="grid gap-5 sm:grid-cols-3">
              {(['idPlano', 'idCategoria', 'idSituacao'] as const).map((name) => (
                <Controller
                  key={name}
                  name={name}
                  control={control}
                  render={({ field }) => (
                    <Select
                      label={{ idPlano: 'Plano', idCategoria: 'Categoria', idSituacao: 'Situação' }[name]}
                      placeholder="Todos"
                      value={field.value ?? null}
                      onChange={field.onChange}
                      options={options({ idPlano: segments.planos, idCategoria: segments.categorias, idSituacao: segments.situacoes }[name])}
                    />
                  )}
                />
              ))}
            </div>
          ) : null}
          {tipoDestino === 'pessoa' ? (
            <Controller name="pessoa" control={control} render={({ field }) => <RecipientSearch value={field.value ?? null} onChange={field.onChange} error={errors.pessoa?.message} />} />
          ) : null}
          <RecipientCount target={currentTarget} segments={segments} personName={watched.pessoa?.nome} count={recipientCount} />
        </fieldset>
        <NotificationPreview
          titulo={watched.titulo ?? ''}
          descricao={watched.descricao ?? ''}
          idTipoNotificacao={Number(watched.idTipoNotificacao ?? NOTIFICATION_TYPE.DETAIL)}
          tipoNome={types.find((type) => String(type.id) === watched.idTipoNotificacao)?.nome ?? ''}
          link={watched.link ?? ''}
        />
        <Button type="submit" isLoading={isSubmitting} icon={<Send aria-hidden="true" className="size-4" />}>
          Enviar agora
        </Button>
      </form>
      <ConfirmDialog
        isOpen={pending !== null}
        title="Enviar esta notificação?"
        confirmLabel={pending ? `Enviar a ${recipientsText(pending.count)}` : 'Enviar'}
        onConfirm={() => void onConfirmSend()}
        onCancel={() => setPending(null)}
        isBusy={isSending}
        autoFocus="cancelar"
      >
        {pending ? (
          <div className="space-y-3 text-gray-800 dark:text-gray-200">
            <p>
              <strong>“{pending.values.titulo.trim()}”</strong> vai para <strong>{recipientsText(pending.count)}</strong> ({pending.targetText}).
            </p>
            <p>Quem estiver com o portal aberto recebe na hora. Depois de enviada, a notificação não pode ser desfeita.</p>
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
