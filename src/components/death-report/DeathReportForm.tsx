import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { CpfField } from '@/components/ui/CpfField';
import { FileDrop } from '@/components/ui/FileDrop';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { showServerErrors } from '@/components/forms/server-errors';
import { CERTIFICATE_ACCEPT, CERTIFICATE_HINT, CERTIFICATE_MAX_BYTES, DEATH_REPORT_MESSAGES, deathReportErrors, RELATIONSHIPS, type DeathReportFields } from '@/domain/death-report';
import { formatPhone } from '@/domain/invitations';
import { comunicarFalecimento } from '@/services/death-report';
import { DeathReportAnswer } from './DeathReportAnswer';

type Values = DeathReportFields & { certidao: File | null };
const FIELDS = ['cpfFalecido', 'dataObito', 'nomeComunicante', 'cpfComunicante', 'parentesco', 'email', 'telefone', 'certidao'] as const;
/** Room for a number autofilled with the country code (+55 11 98765-4321) before the mask reads it. */
const PHONE_MAX_LENGTH = 20;
const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((relationship) => ({ value: relationship, label: relationship }));
const CERTIFICATE_REJECTIONS = { 'file-invalid-type': DEATH_REPORT_MESSAGES.certificateType, 'file-too-large': DEATH_REPORT_MESSAGES.certificateTooLarge };

/** The fund's day in Brasília (yyyy-MM-dd): the latest date of death the form offers. */
const brasiliaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** The same checks as the API, so most mistakes are shown before sending. */
function resolveDeathReport(values: Values) {
  const found = deathReportErrors(values, brasiliaToday());
  if (!values.certidao) found.push({ path: 'certidao', message: DEATH_REPORT_MESSAGES.certificateRequired, type: 'required' });
  const errors = Object.fromEntries(found.map((error) => [error.path, { type: error.type, message: error.message }]));
  return { values: found.length ? {} : values, errors };
}

/** /comunicar-falecimento: a family member reports a death, with the certificate, and gets a protocol. */
export function DeathReportForm() {
  const [answer, setAnswer] = useState<{ protocolo: string; mensagem: string } | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<Values>({
    resolver: async (values) => resolveDeathReport(values),
    defaultValues: { cpfFalecido: '', dataObito: '', nomeComunicante: '', cpfComunicante: '', parentesco: '', email: '', telefone: '', certidao: null },
  });

  const onSubmitReport = async (values: Values) => {
    const form = new FormData();
    for (const name of FIELDS) if (name !== 'certidao') form.append(name, values[name]);
    form.append('certidao', values.certidao as File);
    try {
      setAnswer(await comunicarFalecimento(form));
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  if (answer) return <DeathReportAnswer protocolo={answer.protocolo} mensagem={answer.mensagem} />;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitReport)} className="space-y-8">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <legend className="mb-3 text-xl font-semibold text-gray-900 dark:text-white">Sobre a pessoa que faleceu</legend>
        <Controller
          name="cpfFalecido"
          control={control}
          render={({ field, fieldState }) => (
            <CpfField label="CPF da pessoa que faleceu" ref={field.ref} name={field.name} autoComplete="off" value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
          )}
        />
        <TextField label="Data do falecimento" type="date" min="1900-01-01" max={brasiliaToday()} hint="Como está na certidão de óbito." error={errors.dataObito?.message} {...register('dataObito')} />
      </fieldset>
      <fieldset disabled={isSubmitting} className="space-y-5">
        <legend className="mb-3 text-xl font-semibold text-gray-900 dark:text-white">Sobre você</legend>
        <TextField label="Seu nome completo" autoComplete="name" error={errors.nomeComunicante?.message} {...register('nomeComunicante')} />
        <Controller
          name="cpfComunicante"
          control={control}
          render={({ field, fieldState }) => (
            <CpfField label="Seu CPF" ref={field.ref} name={field.name} autoComplete="off" value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
          )}
        />
        <Controller
          name="parentesco"
          control={control}
          render={({ field, fieldState }) => (
            <Select label="Seu parentesco com a pessoa que faleceu" options={RELATIONSHIP_OPTIONS} value={field.value || null} onChange={(value) => field.onChange(value ?? '')} error={fieldState.error?.message} />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Telefone com DDD"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH}
            hint="Informe o telefone, o e-mail ou os dois."
            error={errors.telefone?.message}
            {...register('telefone', { onChange: (event: { target: { value: string } }) => setValue('telefone', formatPhone(event.target.value), { shouldValidate: isSubmitted }) })}
          />
          <TextField label="E-mail" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        </div>
      </fieldset>
      <Controller
        name="certidao"
        control={control}
        render={({ field, fieldState }) => (
          <FileDrop
            label="Certidão de óbito"
            hint={CERTIFICATE_HINT}
            accept={CERTIFICATE_ACCEPT}
            maxSize={CERTIFICATE_MAX_BYTES}
            rejectionMessages={CERTIFICATE_REJECTIONS}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={isSubmitting}
          />
        )}
      />
      <Button type="submit" isLoading={isSubmitting} className="w-full sm:w-auto">
        Enviar comunicação
      </Button>
    </form>
  );
}
