import { useState } from 'react';
import { useRouter } from 'next/router';
import { toast } from '@/components/ui/toast';
import { requestConversationSubject } from '@/domain/chat';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { criarConversa } from '@/services/chat';
import { cancelarSolicitacao, type RequisicaoDetalhe } from '@/services/requests';

/** Cancel (the answer is the request with its new status) and ask for help (a conversation about the request). */
export function useRequestActions(onCancelled: (updated: RequisicaoDetalhe) => void) {
  const router = useRouter();
  const [isCancelling, setIsCancelling] = useState(false);
  const [isOpeningChat, setIsOpeningChat] = useState(false);

  async function cancel(request: RequisicaoDetalhe) {
    setIsCancelling(true);
    try {
      onCancelled(await cancelarSolicitacao(request.id));
      toast.success('Solicitação cancelada.');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setIsCancelling(false);
    }
  }

  async function askForHelp(request: RequisicaoDetalhe) {
    setIsOpeningChat(true);
    try {
      const { id } = await criarConversa({
        idPessoa: request.pessoa.id,
        idPessoaAtendente: null,
        idPlano: request.vinculoPlano.plano.id,
        idRequisicao: request.id,
        assunto: requestConversationSubject(request.protocolo, request.nome),
        mensagem: `Olá! Preciso de ajuda com a minha solicitação de ${request.nome}, protocolo ${request.protocolo}.`,
      });
      await router.push(`/chat?idConversa=${id}`);
    } catch (error) {
      // Spec §8: a failure to create the conversation is logged, with no message to the user.
      console.error('Não foi possível abrir a conversa sobre a solicitação.', error);
      setIsOpeningChat(false);
    }
  }

  return { cancel, isCancelling, askForHelp, isOpeningChat };
}
