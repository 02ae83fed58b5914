import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CHAT_MESSAGE_MAX_LENGTH, CONVERSATION_SUBJECT_MAX_LENGTH, requestConversationSubject } from '@/domain/chat';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { showServerErrors } from '@/components/forms/server-errors';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { INPUT_CLASSES, TextField } from '@/components/ui/TextField';
import { FieldError } from '@/components/ui/field-messages';
import { criarConversa } from '@/services/chat';
import { retornarSolicitacoes, type Requisicao } from '@/services/requests';
import type { NewConversationValues } from './new-conversation-schema';

const resolver = lazyYupResolver(() => import('./new-conversation-schema').then((module) => module.newConversationSchema));
const FIELDS = ['assunto', 'mensagem', 'idRequisicao'] as const;
// The person's latest requests of the plan on screen: the ones a question is usually about.
const REQUESTS_SHOWN = 50;

interface NewConversationFormProps {
  idPessoa: number;
  idPlano: number | null;
  onCreated: (idConversa: number) => void;
  onCancel: () => void;
}

/** 'Nova conversa': subject, first message and, optionally, one of the person's own requests (spec §3, §7). */
export function NewConversationForm({ idPessoa, idPlano, onCreated, onCancel }: NewConversationFormProps) {
  const [requests, setRequests] = useState<Requisicao[] | null>(idPlano === null ? [] : null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<NewConversationValues>({ resolver, defaultValues: { assunto: '', mensagem: '', idRequisicao: '' } });

  useEffect(() => {
    if (idPlano === null) return;
    let isCurrent = true;
    // Without the list the conversation can still be opened, about no request.
    retornarSolicitacoes({ idPessoa, idPlano, page: 0, limit: REQUESTS_SHOWN }).then(
      (page) => isCurrent && setRequests(page.requisicoes),
      () => isCurrent && setRequests([]),
    );
    return () => {
      isCurrent = false;
    };
  }, [idPessoa, idPlano]);

  const onSubmitConversation = async (values: NewConversationValues) => {
    try {
      const { id } = await criarConversa({
        idPessoa,
        idPessoaAtendente: null,
        idPlano,
        idRequisicao: values.idRequisicao ? Number(values.idRequisicao) : null,
        assunto: values.assunto,
        mensagem: values.mensagem,
      });
      onCreated(id);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  const options = (requests ?? []).map((request) => ({ value: String(request.id), label: requestConversationSubject(request.protocolo, request.nome) }));

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitConversation)} aria-label="Nova conversa" className="space-y-5">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <TextField label="Assunto" maxLength={CONVERSATION_SUBJECT_MAX_LENGTH} autoComplete="off" data-autofocus error={errors.assunto?.message} {...register('assunto')} />
        <div>
          <label htmlFor="nova-conversa-mensagem" className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
            Mensagem
          </label>
          <textarea
            id="nova-conversa-mensagem"
            rows={4}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            aria-invalid={errors.mensagem ? true : undefined}
            aria-describedby={errors.mensagem ? 'nova-conversa-mensagem-erro' : undefined}
            className={`${INPUT_CLASSES} border-gray-500 py-2`}
            {...register('mensagem')}
          />
          <FieldError id="nova-conversa-mensagem-erro" error={errors.mensagem?.message} />
        </div>
        <Controller
          control={control}
          name="idRequisicao"
          render={({ field }) => (
            <Select
              label="Solicitação (opcional)"
              hint={requests === null ? 'Carregando as suas solicitações…' : requests.length === 0 ? 'Você não tem solicitações neste plano.' : 'Se a conversa é sobre uma solicitação, escolha-a.'}
              placeholder="Nenhuma"
              options={options}
              value={field.value || null}
              disabled={!requests?.length}
              error={errors.idRequisicao?.message}
              onChange={(value) => {
                field.onChange(value ?? '');
                // A subject not typed yet is taken from the request.
                const chosen = requests?.find((request) => String(request.id) === value);
                if (chosen && !getValues('assunto').trim()) setValue('assunto', requestConversationSubject(chosen.protocolo, chosen.nome));
              }}
            />
          )}
        />
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          Iniciar conversa
        </Button>
      </div>
    </form>
  );
}
