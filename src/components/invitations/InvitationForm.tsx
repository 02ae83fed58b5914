import { useForm } from 'react-hook-form';
import { formatPhone, INVITATION_LIMITS } from '@/domain/invitations';
import { convidarParticipante } from '@/services/invitations';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { showServerErrors } from '@/components/forms/server-errors';
import type { InvitationValues } from './invitation-schema';

const invitationResolver = lazyYupResolver<InvitationValues>(() => import('./invitation-schema').then((module) => module.invitationSchema));
const FIELDS = ['nome', 'email', 'telefone'] as const;
const EMPTY: InvitationValues = { nome: '', email: '', telefone: '' };

/** Name, e-mail and phone of the person to invite; on success the form empties and the list shows the new invitation. */
export function InvitationForm({ idPessoa, onSent }: { idPessoa: number; onSent: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<InvitationValues>({ resolver: invitationResolver, defaultValues: EMPTY });

  const onSubmitInvitation = async (values: InvitationValues) => {
    try {
      const sent = await convidarParticipante({ idPessoa, ...values });
      toast.success(sent.message);
      reset(EMPTY);
      onSent();
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitInvitation)} className="space-y-5">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <legend className="sr-only">Dados de quem você quer convidar</legend>
        <TextField label="Nome" autoComplete="off" maxLength={INVITATION_LIMITS.nome} error={errors.nome?.message} {...register('nome')} />
        <TextField label="E-mail" type="email" inputMode="email" autoComplete="off" maxLength={INVITATION_LIMITS.email} hint="O convite será enviado para este endereço." error={errors.email?.message} {...register('email')} />
        <TextField
          label="Telefone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={INVITATION_LIMITS.telefone}
          hint="Com DDD, por exemplo (11) 98765-4321."
          error={errors.telefone?.message}
          {...register('telefone', { onChange: (event: { target: { value: string } }) => setValue('telefone', formatPhone(event.target.value), { shouldValidate: isSubmitted }) })}
        />
      </fieldset>
      <Button type="submit" isLoading={isSubmitting}>
        Enviar convite
      </Button>
    </form>
  );
}
