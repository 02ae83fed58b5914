import { useState } from 'react';
import { useRouter } from 'next/router';
import { MessageCircle } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { requestConversationSubject, requestProblemMessage } from '@/domain/chat';
import { useAuth } from '@/contexts/AuthContext';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { criarConversa } from '@/services/chat';
import type { RequestDetail } from '@/services/requests-centre';
import { Button } from '@/components/ui/Button';

/**
 * Spec §6: the administrator opens a chat about the request, with the participant as the person, themself
 * as the attendant and the message that a problem was found; then goes to it.
 */
export function OpenChatButton({ detail }: { detail: RequestDetail }) {
  const router = useRouter();
  const { pessoa } = useAuth();
  const [isOpening, setIsOpening] = useState(false);

  async function onOpenChat() {
    if (!pessoa) return;
    setIsOpening(true);
    try {
      const { id } = await criarConversa({
        idPessoa: detail.pessoa.id,
        idPessoaAtendente: pessoa.id,
        idPlano: detail.vinculoPlano.plano.id,
        idRequisicao: detail.id,
        assunto: requestConversationSubject(detail.protocolo, detail.nome),
        mensagem: requestProblemMessage(detail.protocolo),
      });
      await router.push({ pathname: '/chat', query: { idConversa: id } });
    } catch (error) {
      // Spec §8 only logs a failed chat creation; saying so lets the administrator try again.
      console.error('criarConversa', error);
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
      setIsOpening(false);
    }
  }

  return (
    <Button variant="secondary" isLoading={isOpening} icon={<MessageCircle aria-hidden="true" className="size-5" />} onClick={() => void onOpenChat()}>
      Abrir chat
    </Button>
  );
}
