import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { atualizarContato, type Perfil } from '@/services/profile';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PasswordField } from '@/components/ui/PasswordField';
import { TextField } from '@/components/ui/TextField';
import { showServerErrors } from '@/components/forms/server-errors';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import type { ContactValues } from './contact-schema';

const contactResolver = lazyYupResolver(() => import('./contact-schema').then((module) => module.contactSchema));
const FIELDS = ['email', 'telefone', 'senhaAtual'] as const;

interface ContactFormProps {
  pessoa: Perfil['pessoa'];
  /** The API asks the current password only of the person themself; an administrator's change is audited instead. */
  isSelf: boolean;
  onSaved: (profile: Perfil) => void;
  onCancel: () => void;
}

export function ContactForm({ pessoa, isSelf, onSaved, onCancel }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ resolver: contactResolver, defaultValues: { email: pessoa.email ?? '', telefone: pessoa.telefone ?? '', senhaAtual: '' } });
  const email = useWatch({ control, name: 'email' });
  const isChangingEmail = (email ?? '').trim().toLowerCase() !== (pessoa.email ?? '').toLowerCase();
  const needsPassword = isSelf && isChangingEmail && email.trim() !== '';

  const onSubmitContact = async (values: ContactValues) => {
    if (needsPassword && !values.senhaAtual) return setError('senhaAtual', { message: 'Para trocar o e-mail, informe sua senha atual.' });
    try {
      const profile = await atualizarContato({
        idPessoa: pessoa.id,
        email: values.email || null,
        telefone: values.telefone || null,
        ...(needsPassword ? { senhaAtual: values.senhaAtual } : {}),
      });
      toast.success('Contato atualizado.');
      onSaved(profile);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitContact)} className="space-y-5">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <TextField label="E-mail" type="email" autoComplete="email" data-autofocus error={errors.email?.message} {...register('email')} />
        <TextField label="Telefone" type="tel" autoComplete="tel" hint="Com DDD, por exemplo (11) 98765-4321." error={errors.telefone?.message} {...register('telefone')} />
        {needsPassword ? (
          <PasswordField
            label="Senha atual"
            autoComplete="current-password"
            hint="Para trocar o e-mail, confirme que é você."
            error={errors.senhaAtual?.message}
            {...register('senhaAtual')}
          />
        ) : null}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          Salvar contato
        </Button>
      </div>
    </form>
  );
}
