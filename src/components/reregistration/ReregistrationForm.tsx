import { useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { formatDateBr } from '@/domain/format-date';
import { isAcceptedType, PROOF_OF_ADDRESS_ACCEPT, PROOF_OF_ADDRESS_FILES, PROOF_OF_ADDRESS_TYPE_MESSAGE } from '@/domain/attachments-file-rules';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { FileDrop } from '@/components/ui/FileDrop';
import { RadioSelect } from '@/components/ui/RadioSelect';
import { TextField } from '@/components/ui/TextField';
import { dependantChanges, DependantsEditor, initialDependants } from './DependantsEditor';
import { ApiError } from '@/services/api';
import { uploadAttachment } from '@/services/attachments';
import {
  enviarComprovantePorLink,
  enviarRecadastramento,
  enviarRecadastramentoPorLink,
  type Enviado,
  type Recadastramento,
  type RespostaRecadastramento,
  type TipoComprovante,
} from '@/services/reregistration';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
const ADDRESS_FIELDS = [
  { name: 'cep', label: 'CEP', autoComplete: 'postal-code' },
  { name: 'logradouro', label: 'Endereço', autoComplete: 'address-line1' },
  { name: 'numero', label: 'Número', autoComplete: 'off' },
  { name: 'complemento', label: 'Complemento', autoComplete: 'address-line2' },
  { name: 'bairro', label: 'Bairro', autoComplete: 'address-level3' },
  { name: 'cidade', label: 'Cidade', autoComplete: 'address-level2' },
  { name: 'estado', label: 'Estado (sigla)', autoComplete: 'address-level1' },
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number]['name'];

/** Where the answer goes: signed in (the person's id) or the e-mailed link (its token). */
export type AnswerChannel = { kind: 'sessao' } | { kind: 'link'; token: string };

function initialAddress(item: Recadastramento): Record<AddressField, string> {
  const address = item.endereco;
  const cep = address?.cep ?? '';
  return {
    cep: cep.length === 8 ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep,
    logradouro: address?.logradouro ?? '',
    numero: address?.numero ?? '',
    complemento: address?.complemento ?? '',
    bairro: address?.bairro ?? '',
    cidade: address?.cidade ?? '',
    estado: address?.estado ?? '',
  };
}

/** Confirm or update the data (contacts, address, dependants), attach the proof and send: one answer per campaign. */
export function ReregistrationForm({ item, channel, onSent }: { item: Recadastramento; channel: AnswerChannel; onSent: (answer: Enviado) => void }) {
  const isForeign = item.endereco?.residenteExterior === 'S';
  const [email, setEmail] = useState(item.pessoa.email ?? '');
  const [telefone, setTelefone] = useState(item.pessoa.telefone ?? '');
  const [address, setAddress] = useState(() => initialAddress(item));
  const [dependants, setDependants] = useState(() => initialDependants(item));
  const [proofKind, setProofKind] = useState<TipoComprovante>(item.comprovanteSugerido);
  const [file, setFile] = useState<File | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const addressChanged = !isForeign && ADDRESS_FIELDS.some(({ name }) => address[name].trim() !== initialAddress(item)[name].trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const local: Record<string, string> = {};
    if (!file) local.comprovante = 'Anexe o comprovante pedido.';
    // A file chosen as proof of life (a video may do) and then kept as proof of address.
    else if (proofKind === 'endereco' && !isAcceptedType(file, PROOF_OF_ADDRESS_ACCEPT)) local.comprovante = PROOF_OF_ADDRESS_TYPE_MESSAGE;
    if (!confirmed) local.confirmacao = 'Confirme que as informações estão corretas para enviar o recadastramento.';
    setErrors(local);
    if (Object.keys(local).length > 0 || !file) return;
    setIsSending(true);
    try {
      const idAnexo = channel.kind === 'link' ? await enviarComprovantePorLink(channel.token, file) : await uploadAttachment(file, () => undefined);
      const body: RespostaRecadastramento = {
        confirmacao: true,
        comprovante: { tipo: proofKind, idAnexo },
        ...(email.trim() !== (item.pessoa.email ?? '') ? { email: email.trim() } : {}),
        ...(telefone.trim() !== (item.pessoa.telefone ?? '') ? { telefone: telefone.trim() || null } : {}),
        ...(addressChanged ? { endereco: Object.fromEntries(ADDRESS_FIELDS.map(({ name }) => [name, address[name].trim()])) } : {}),
        ...(dependantChanges(dependants) ? { dependentes: dependantChanges(dependants) } : {}),
      };
      const answer = channel.kind === 'link' ? await enviarRecadastramentoPorLink({ ...body, token: channel.token }) : await enviarRecadastramento({ ...body, idCampanha: item.campanha.id, idPessoa: item.idPessoa });
      onSent(answer);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, 'Ocorreu um erro inesperado. Tente novamente em instantes.');
      setErrors(Object.fromEntries(apiError.errors.map((item) => [item.path.split('/').slice(0, 2).join('/'), item.message])));
      setFailure(apiError.message);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6" aria-describedby="recadastramento-prazo">
      <p id="recadastramento-prazo" className="text-gray-700 dark:text-gray-300">
        Responda até <strong>{formatDateBr(item.campanha.fim)}</strong>. Confira seus dados, corrija o que mudou e anexe o comprovante.
      </p>
      {failure ? <Alert>{failure}</Alert> : null}

      <section aria-labelledby="titulo-contatos" className={SECTION_CLASSES}>
        <h2 id="titulo-contatos" className="mb-4 text-lg font-semibold">
          Contatos
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="E-mail" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} maxLength={254} />
          <TextField label="Telefone (com DDD)" type="tel" autoComplete="tel" value={telefone} onChange={(event) => setTelefone(event.target.value)} error={errors.telefone} maxLength={20} />
        </div>
      </section>

      <section aria-labelledby="titulo-endereco" className={SECTION_CLASSES}>
        <h2 id="titulo-endereco" className="mb-4 text-lg font-semibold">
          Endereço
        </h2>
        {isForeign ? (
          <p className="text-gray-700 dark:text-gray-300">
            Residente no exterior: {item.endereco?.pais}, código postal {item.endereco?.codigoPostal}. Para mudar o endereço no exterior, use Informações Cadastrais.
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {ADDRESS_FIELDS.map(({ name, label, autoComplete }) => (
              <TextField
                key={name}
                label={label}
                name={name}
                autoComplete={autoComplete}
                value={address[name]}
                onChange={(event) => setAddress((current) => ({ ...current, [name]: event.target.value }))}
                error={errors[`endereco/${name}`]}
                maxLength={name === 'estado' ? 2 : 200}
              />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="titulo-dependentes" className={SECTION_CLASSES}>
        <h2 id="titulo-dependentes" className="mb-4 text-lg font-semibold">
          Dependentes e beneficiários
        </h2>
        <DependantsEditor
          idPessoa={item.idPessoa}
          value={dependants}
          onChange={setDependants}
          error={errors['dependentes/incluir'] ?? errors['dependentes/alterar'] ?? errors['dependentes/excluir'] ?? errors.dependentes}
        />
      </section>

      <section aria-labelledby="titulo-comprovante" className={SECTION_CLASSES}>
        <h2 id="titulo-comprovante" className="mb-4 text-lg font-semibold">
          Comprovante
        </h2>
        <RadioSelect
          legend="Tipo de comprovante"
          name="tipoComprovante"
          value={proofKind}
          onChange={(value) => setProofKind(value as TipoComprovante)}
          options={[
            { value: 'vida', label: 'Prova de vida', description: 'Declaração de vida com firma reconhecida ou foto com documento.' },
            { value: 'endereco', label: 'Comprovante de endereço', description: 'Conta de consumo ou correspondência dos últimos 3 meses.' },
          ]}
          hint={`Pedimos a você: ${item.comprovanteSugeridoNome}.`}
          className="mb-4"
        />
        <FileDrop
          value={file}
          onChange={setFile}
          label="Arquivo do comprovante"
          error={errors.comprovante ?? errors['comprovante/idAnexo']}
          disabled={isSending}
          {...(proofKind === 'endereco' ? PROOF_OF_ADDRESS_FILES : {})}
        />
      </section>

      <div className="space-y-4">
        <Checkbox label="Declaro que as informações acima estão corretas." checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
        {errors.confirmacao ? (
          <p className="text-sm text-red-700 dark:text-red-300" role="alert">
            {errors.confirmacao}
          </p>
        ) : null}
        <Button type="submit" isLoading={isSending}>
          Enviar recadastramento
        </Button>
      </div>
    </form>
  );
}

/** The clear end of the flow. */
export function ReregistrationSent({ answer, titulo }: { answer: Enviado; titulo: string }) {
  return (
    <section aria-labelledby="titulo-enviado" className={`${SECTION_CLASSES} flex gap-3`} role="status">
      <CircleCheck aria-hidden className="mt-1 size-6 shrink-0 text-green-700 dark:text-green-400" />
      <div>
        <h2 id="titulo-enviado" className="text-lg font-semibold">
          Recadastramento enviado
        </h2>
        <p className="text-gray-700 dark:text-gray-300">
          {titulo}: recebido em {new Date(answer.respondidoEm).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}. {answer.message}
        </p>
      </div>
    </section>
  );
}
