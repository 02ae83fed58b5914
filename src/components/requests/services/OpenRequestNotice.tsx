import { useRef, useState } from 'react';
import Link from 'next/link';
import { Info } from 'lucide-react';
import { formatDateBr } from '@/domain/format-date';
import type { OpenRequest } from '@/domain/api-types';
import { Button } from '@/components/ui/Button';
import { lazyPart } from '@/components/ui/lazy-part';

// The request's dialog (what was sent, its history, 'Cancelar solicitação') is fetched when the person asks for it.
const RequestDetailModal = lazyPart(() => import('@/components/requests/RequestDetailModal').then((module) => module.RequestDetailModal), 'Carregando a solicitação');

interface OpenRequestNoticeProps {
  request: OpenRequest;
  /** After the open request was cancelled and its dialog closed: the page asks again whether a new one may be made. */
  onCancelled: () => void;
}

/**
 * A request of the same kind is still open (retornarRegrasSolicitacao's solicitacaoAberta): said first, with its
 * protocol and a way to follow or cancel it, in place of the form the server would refuse.
 */
export function OpenRequestNotice({ request, onCancelled }: OpenRequestNoticeProps) {
  const [isOpen, setIsOpen] = useState(false);
  const wasCancelled = useRef(false);
  const close = () => {
    setIsOpen(false);
    if (wasCancelled.current) onCancelled();
  };
  return (
    <section
      aria-labelledby="pedido-aberto-titulo"
      data-testid="pedido-aberto"
      className="flex items-start gap-3 rounded-lg border-l-4 border-sky-700 bg-sky-50 px-4 py-4 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100"
    >
      <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
      <div className="space-y-3">
        <h2 id="pedido-aberto-titulo" className="text-lg font-semibold">
          Você já tem um pedido em andamento
        </h2>
        <p>
          Pedido de {request.funcionalidade.nome}, protocolo <strong>{request.protocolo}</strong>, feito em {formatDateBr(request.dataSolicitacao)}, situação: {request.status.nome}. Enquanto ele
          estiver aberto, não é possível fazer outro: acompanhe-o ou, se quiser pedir de outro jeito, cancele-o antes.
        </p>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <Button variant="secondary" onClick={() => setIsOpen(true)} onPointerEnter={RequestDetailModal.preload} onFocus={RequestDetailModal.preload}>
            Acompanhar ou cancelar o pedido {request.protocolo}
          </Button>
          <Link href="/services/requests" className="inline-flex min-h-11 items-center font-semibold underline">
            Ver todas as solicitações
          </Link>
        </div>
      </div>
      {isOpen ? <RequestDetailModal request={request} onClose={close} onChanged={() => (wasCancelled.current = true)} /> : null}
    </section>
  );
}
