import { useState, type FormEvent } from 'react';
import { CHOSEN_CHANNELS, NOTICE_CHANNEL_LABELS, type ChosenChannel } from '@/domain/notices';
import { REPRESENTATION_KINDS, REPRESENTATION_KIND_LABELS, REPRESENTATION_POWERS, REPRESENTATION_POWER_LABELS, REPRESENTATION_MESSAGES, type RepresentationKind, type RepresentationPowers } from '@/domain/representatives';
import { useDocumentUpload } from '@/hooks/useDocumentUpload';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { cadastrarRepresentante } from '@/services/representatives';
import { DocumentField } from '@/components/attachments/DocumentField';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { CpfField } from '@/components/ui/CpfField';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';

const EMPTY = { cpf: '', nome: '', dataNascimento: '', email: '', telefone: '', inicioVigencia: '', fimVigencia: '' };
type TextFields = keyof typeof EMPTY;
const KIND_OPTIONS = REPRESENTATION_KINDS.map((value) => ({ value, label: REPRESENTATION_KIND_LABELS[value].replace(/^./, (letter) => letter.toUpperCase()) }));
const POWER_OPTIONS = REPRESENTATION_POWERS.map((value) => ({ value, label: REPRESENTATION_POWER_LABELS[value] }));

/** Registers a legal representative with the court decision or power of attorney; the fund approves it afterwards. */
export function RepresentativeForm({ idPessoa, onRegistered }: { idPessoa: number; onRegistered: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [tipo, setTipo] = useState<RepresentationKind>('curatela');
  const [poderes, setPoderes] = useState<RepresentationPowers>('leitura');
  const [canais, setCanais] = useState<ChosenChannel[]>(['email']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const document = useDocumentUpload();

  const field = (name: TextFields) => ({ value: values[name], error: errors[name], onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })) });
  const toggleChannel = (canal: ChosenChannel, isOn: boolean) => setCanais((current) => (isOn ? [...current, canal] : current.filter((item) => item !== canal)));

  async function onSubmitRepresentative(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setServerError(null);
    if (!document.file) {
      setErrors({ idAnexoDocumento: REPRESENTATION_MESSAGES.documentoFaltando });
      return;
    }
    setIsSubmitting(true);
    try {
      const idAnexoDocumento = (await document.upload())!;
      const answer = await cadastrarRepresentante({ idPessoa, ...values, tipo, poderes, canaisAvisos: canais, idAnexoDocumento });
      toast.success(answer.message);
      setValues(EMPTY);
      document.setFile(null);
      onRegistered();
    } catch (error) {
      if (error instanceof ApiError && error.errors.length) setErrors(Object.fromEntries(error.errors.map((item) => [item.path.replace(/^\//, ''), item.message])));
      else setServerError(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmitRepresentative} className="max-w-2xl space-y-5">
      {serverError ? <Alert>{serverError}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <CpfField label="CPF do representante" autoComplete="off" value={values.cpf} error={errors.cpf} onValueChange={(cpf) => setValues((current) => ({ ...current, cpf }))} />
          <TextField label="Data de nascimento" type="date" {...field('dataNascimento')} />
        </div>
        <TextField label="Nome completo" autoComplete="off" {...field('nome')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="E-mail do representante" type="email" autoComplete="off" hint="O primeiro acesso do representante chega por ele." {...field('email')} />
          <TextField label="Telefone do representante" type="tel" inputMode="tel" autoComplete="off" placeholder="(21) 98765-4321" {...field('telefone')} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Select label="Tipo de representação" options={KIND_OPTIONS} value={tipo} onChange={(value) => value && setTipo(value as RepresentationKind)} error={errors.tipo} />
          <Select label="O que o representante pode fazer" options={POWER_OPTIONS} value={poderes} onChange={(value) => value && setPoderes(value as RepresentationPowers)} error={errors.poderes} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Início da vigência" type="date" {...field('inicioVigencia')} />
          <TextField label="Fim da vigência" type="date" {...field('fimVigencia')} />
        </div>
        <DocumentField upload={document} label="Decisão judicial ou procuração" error={errors.idAnexoDocumento} />
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-gray-900 dark:text-gray-100">O representante também recebe os seus avisos por</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {CHOSEN_CHANNELS.map((canal) => (
              <Checkbox key={canal} label={NOTICE_CHANNEL_LABELS[canal]} checked={canais.includes(canal)} onChange={(event) => toggleChannel(canal, event.target.checked)} />
            ))}
          </div>
        </fieldset>
      </fieldset>
      <Button type="submit" isLoading={isSubmitting}>
        Cadastrar representante
      </Button>
    </form>
  );
}
