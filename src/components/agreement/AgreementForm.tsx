import { useState, type FormEvent } from 'react';
import { AGREEMENT_MESSAGES } from '@/domain/agreement';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { aceitarDeclaracaoConcordancia } from '@/services/agreement';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { toast } from '@/components/ui/toast';
import { FieldError } from '@/components/ui/field-messages';

const ERROR_ID = 'aceite-declaracao-erro';

/** The checkbox and the button: the acceptance is sent only once the box is checked. */
export function AgreementForm({ idPessoa, onAccepted }: { idPessoa: number; onAccepted: () => void }) {
  const [isChecked, setIsChecked] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const onSubmitAcceptance = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!isChecked) {
      setCheckError(AGREEMENT_MESSAGES.mustCheck);
      return;
    }
    setIsSending(true);
    try {
      const accepted = await aceitarDeclaracaoConcordancia(idPessoa);
      toast.success(accepted.message);
      onAccepted();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, TRANSPORT_MESSAGES.unexpected);
      // Accepted already (another tab): the page shows the acceptance.
      if (apiError.status === 409) onAccepted();
      else setFormError(apiError.message);
      setIsSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmitAcceptance(event)} className="space-y-4">
      {formError ? <Alert>{formError}</Alert> : null}
      <div>
        <Checkbox
          label="Li e concordo com a declaração"
          checked={isChecked}
          disabled={isSending}
          aria-invalid={checkError ? true : undefined}
          aria-describedby={checkError ? ERROR_ID : undefined}
          onChange={(event) => {
            setIsChecked(event.target.checked);
            if (event.target.checked) setCheckError(null);
          }}
        />
        <FieldError id={ERROR_ID} error={checkError} />
      </div>
      <Button type="submit" isLoading={isSending}>
        Aceitar declaração
      </Button>
    </form>
  );
}
