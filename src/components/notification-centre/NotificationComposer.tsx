import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Send } from 'lucide-react';
import { NOTIFICATION_TYPE } from '@/domain/constants';
import type { NotificationTarget } from '@/domain/notification-target';
import { criarNotificacao, type Segmentos } from '@/services/notification-centre';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { RadioSelect } from '@/components/ui/RadioSelect';
import { Select } from '@/components/ui/Select';
import { INPUT_CLASSES, TextField } from '@/components/ui/TextField';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { RecipientSearch } from './RecipientSearch';
import { showServerErrors } from '@/components/forms/server-errors';
import { LINK_MAX, TITLE_MAX } from './notification-limits';
import type { ComposerValues } from './notification-composer-schema';

const composerResolver = lazyYupResolver(() => import('./notification-composer-schema').then((module) => module.composerSchema));

const EMPTY: ComposerValues = { titulo: '', descricao: '', idTipoNotificacao: String(NOTIFICATION_TYPE.DETAIL), link: '', tipoDestino: 'todos', pessoa: null, idPlano: null, idCategoria: null, idSituacao: null };

const SERVER_FIELDS = ['titulo', 'descricao', 'link'] as const;

const toId = (value: string | null) => (value ? Number(value) : null);

function targetOf(values: ComposerValues): NotificationTarget {
  if (values.tipoDestino === 'pessoa') return { tipo: 'pessoa', idPessoa: values.pessoa!.id };
  if (values.tipoDestino === 'segmento') return { tipo: 'segmento', idPlano: toId(values.idPlano), idCategoria: toId(values.idCategoria), idSituacao: toId(values.idSituacao) };
  return { tipo: 'todos' };
}

const options = (list: Array<{ id: number; nome: string }>) => list.map((item) => ({ value: String(item.id), label: item.nome }));

/** Compose and send now: to one person, a plan × category × situation segment, or every participant. */
export function NotificationComposer({ segments, onSent }: { segments: Segmentos; onSent: () => void }) {
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ComposerValues>({ resolver: composerResolver, defaultValues: EMPTY });
  const tipoDestino = useWatch({ control, name: 'tipoDestino' });

  const onSubmitNotification = async (values: ComposerValues) => {
    try {
      const sent = await criarNotificacao({
        titulo: values.titulo,
        descricao: values.descricao,
        idTipoNotificacao: Number(values.idTipoNotificacao),
        destino: targetOf(values),
        link: values.link || null,
      });
      toast.success(sent.destinatarios === 1 ? 'Notificação enviada a 1 pessoa.' : `Notificação enviada a ${sent.destinatarios} pessoas.`);
      reset(EMPTY);
      onSent();
    } catch (error) {
      showServerErrors(error, setError, SERVER_FIELDS);
    }
  };

  // A chat notification (type 1) comes only from a chat message.
  const types = segments.tiposNotificacao.filter((type) => type.id !== NOTIFICATION_TYPE.CHAT_MESSAGE);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitNotification)} className="space-y-5" aria-label="Nova notificação">
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
          {errors.descricao ? (
            <p id="descricao-notificacao-erro" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
              {errors.descricao.message}
            </p>
          ) : null}
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
      </fieldset>
      <Button type="submit" isLoading={isSubmitting} icon={<Send aria-hidden="true" className="size-4" />}>
        Enviar agora
      </Button>
    </form>
  );
}
