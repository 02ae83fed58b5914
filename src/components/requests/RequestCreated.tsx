import Link from 'next/link';
import { CircleCheck } from 'lucide-react';
import { LinkButton } from '@/components/ui/LinkButton';

/** What a participant sees after a service opened a request: its protocol and where to follow it. */
export function RequestCreated({ protocolo, servico }: { protocolo: string | null; servico: string | null }) {
  return (
    <div className="max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <CircleCheck aria-hidden="true" className="mb-4 size-12 text-green-700 dark:text-green-400" />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">Solicitação enviada</h1>
      <p className="mb-6 text-gray-700 dark:text-gray-300">
        {servico ? `Recebemos a sua solicitação de ${servico}.` : 'Recebemos a sua solicitação.'} Você será avisado a cada mudança de situação.
      </p>
      {protocolo ? (
        <p className="mb-8 rounded-xl bg-primary-soft px-4 py-3 text-gray-900 dark:text-white">
          Número do protocolo: <strong className="text-xl tracking-wide">{protocolo}</strong>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <LinkButton href="/services/requests">Acompanhar solicitações</LinkButton>
        <Link
          href="/"
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-gray-400 px-5 font-semibold text-gray-900 hover:bg-gray-100 dark:border-gray-500 dark:text-gray-100 dark:hover:bg-gray-800"
        >
          Início
        </Link>
      </div>
    </div>
  );
}
