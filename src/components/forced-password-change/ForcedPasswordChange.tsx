import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { RecipientSearch } from '@/components/notifications/centre/RecipientSearch';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { toast } from '@/components/ui/toast';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { solicitarAlteracaoSenha } from '@/services/forced-password-change';

interface Person {
  id: number;
  nome: string;
}

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

/** settings/solcitiar-alterar-senha: find a person, confirm, and make them choose a new password with an e-mailed code. */
export function ForcedPasswordChange() {
  const [person, setPerson] = useState<Person | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  function onChoose(chosen: Person | null) {
    setPerson(chosen);
    setOutcome(null);
  }

  async function onConfirm() {
    if (!person) return;
    setIsSending(true);
    try {
      const result = await solicitarAlteracaoSenha(person.id);
      setOutcome({ tone: 'success', message: result.message });
      toast.success('Pedido de nova senha enviado.');
    } catch (error) {
      setOutcome({ tone: 'error', message: error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected });
    } finally {
      setIsSending(false);
      setIsConfirming(false);
    }
  }

  return (
    <section aria-labelledby="titulo-pessoa-senha" className={SECTION_CLASSES}>
      <h2 id="titulo-pessoa-senha" className="mb-4 text-lg font-semibold">
        Pessoa
      </h2>
      <div className="space-y-5">
        <RecipientSearch value={person} onChange={onChoose} label="Pessoa (nome ou CPF)" chosenPrefix="Pessoa:" />
        {person ? (
          <div className="space-y-4">
            <p className="text-gray-700 dark:text-gray-300">
              Ao confirmar, todas as sessões de <strong>{person.nome}</strong> são encerradas na hora, a senha atual deixa de valer e a pessoa recebe por
              e-mail um código de segurança, válido por 24 horas, para criar uma nova senha em &quot;Esqueci minha senha&quot;.
            </p>
            <Button icon={<KeyRound aria-hidden="true" className="size-4" />} onClick={() => setIsConfirming(true)} disabled={isSending}>
              Exigir nova senha
            </Button>
          </div>
        ) : null}
        {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
      </div>
      <ConfirmDialog isOpen={isConfirming} title="Exigir nova senha?" confirmLabel="Confirmar" onConfirm={() => void onConfirm()} onCancel={() => setIsConfirming(false)} isBusy={isSending} autoFocus="confirmar">
        <p>
          {person?.nome} será desconectado(a) de todos os dispositivos agora e só voltará a entrar depois de criar uma nova senha com o código enviado por
          e-mail.
        </p>
      </ConfirmDialog>
    </section>
  );
}
