import { useState, type FormEvent } from 'react';
import { PROOF_OF_ADDRESS_ACCEPT } from '@/domain/attachments-file-rules';
import { useDocumentUpload } from '@/hooks/useDocumentUpload';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { enviarProvaDeVida } from '@/services/proof-of-life';
import { DocumentField } from '@/components/attachments/DocumentField';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { RadioSelect } from '@/components/ui/RadioSelect';

type Way = 'online' | 'documento';

const PHOTO_FILES = {
  accept: { 'image/*': PROOF_OF_ADDRESS_ACCEPT['image/*'] },
  hint: 'Uma foto (JPG ou PNG) tirada agora ou escolhida no aparelho.',
  rejectionMessages: { 'file-invalid-type': 'Envie uma foto (JPG ou PNG).' },
};
const CERTIFICATE_FILES = {
  accept: PROOF_OF_ADDRESS_ACCEPT,
  hint: 'O atestado de vida em PDF ou uma foto dele (JPG ou PNG).',
  rejectionMessages: { 'file-invalid-type': 'Envie o atestado como PDF ou foto (JPG ou PNG).' },
};

const WAYS = [
  { value: 'online', label: 'Pelo celular, agora', description: 'Uma foto do seu rosto e uma foto da frente de um documento de identidade com foto (RG, CNH, passaporte).' },
  { value: 'documento', label: 'Com um atestado de vida', description: 'Emitido por um cartório, por um consulado (para quem mora no exterior) ou por um órgão público.' },
] as const;

/** The proof itself: the way, its files (the camera on a phone), the declaration, then the request with its protocol. */
export function ProofOfLifeForm({ idPessoa, idVinculoPlano, declaracao, onSent }: { idPessoa: number; idVinculoPlano: number; declaracao: string; onSent: (protocolo: string) => void }) {
  const [way, setWay] = useState<Way>('online');
  const face = useDocumentUpload();
  const document = useDocumentUpload();
  const [hasDeclared, setHasDeclared] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSending, setIsSending] = useState(false);

  const onSubmitProof = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (way === 'online' && !face.file) problems.face = 'Tire ou escolha a foto do seu rosto.';
    if (!document.file) problems.document = way === 'online' ? 'Tire ou escolha a foto do documento.' : 'Escolha o atestado de vida.';
    if (way === 'online' && !hasDeclared) problems.declaration = 'Confirme a declaração para enviar.';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setIsSending(true);
    try {
      const files = way === 'online' ? [await face.upload(), await document.upload()] : [await document.upload()];
      const sent = await enviarProvaDeVida({ idPessoa, idVinculoPlano, forma: way, idAnexos: files.filter((id): id is number => id !== null) });
      onSent(sent.protocolo);
    } catch (error) {
      setErrors({ root: error instanceof ApiError ? (error.errors[0]?.message ?? error.message) : TRANSPORT_MESSAGES.unexpected });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmitProof} aria-label="Enviar a prova de vida" className="space-y-6">
      <RadioSelect legend="Como você quer fazer a prova de vida?" options={WAYS} value={way} onChange={(value) => setWay(value as Way)} disabled={isSending} />
      {way === 'online' ? (
        <>
          <DocumentField upload={face} label="Foto do seu rosto" error={errors.face} files={{ ...PHOTO_FILES, capture: 'user' }} />
          <DocumentField upload={document} label="Foto da frente do documento" error={errors.document} files={{ ...PHOTO_FILES, capture: 'environment' }} />
          <Checkbox label={declaracao} checked={hasDeclared} onChange={(event) => setHasDeclared(event.target.checked)} disabled={isSending} aria-invalid={errors.declaration ? true : undefined} />
          {errors.declaration ? <p className="text-sm font-medium text-red-700 dark:text-red-400">{errors.declaration}</p> : null}
        </>
      ) : (
        <DocumentField upload={document} label="Atestado de vida" error={errors.document} files={CERTIFICATE_FILES} />
      )}
      {errors.root ? <Alert>{errors.root}</Alert> : null}
      <Button type="submit" isLoading={isSending}>
        Enviar prova de vida
      </Button>
    </form>
  );
}
