import { useEffect, useRef } from 'react';
import { LinkButton } from '@/components/ui/LinkButton';

const NEXT_STEPS = [
  'A equipe da fundação confere a certidão de óbito e os dados enviados.',
  'Se precisar de algum documento a mais, entramos em contato pelo telefone ou e-mail que você informou.',
  'Quem tem direito a pensão ou ao saldo do plano é chamado para seguir com o pedido, com os documentos de cada um.',
];

/** The answer to a death notice: the protocol and what happens next, the same for every CPF. */
export function DeathReportAnswer({ protocolo, mensagem }: { protocolo: string; mensagem: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="comunicacao-recebida" className="space-y-5 rounded-xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-gray-900">
      <h2 id="comunicacao-recebida" ref={heading} tabIndex={-1} className="text-2xl font-semibold text-gray-900 outline-none dark:text-white">
        Comunicação recebida
      </h2>
      <p className="text-gray-800 dark:text-gray-200">
        Protocolo: <strong className="text-xl tracking-wide" data-testid="protocolo-falecimento">{protocolo}</strong>
      </p>
      <p className="text-gray-800 dark:text-gray-200">{mensagem}</p>
      <div>
        <h3 className="mb-2 text-lg font-semibold text-gray-900 dark:text-white">O que acontece agora</h3>
        <ol className="list-decimal space-y-2 pl-6 text-gray-800 dark:text-gray-200">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <p className="text-gray-700 dark:text-gray-300">Sentimos muito pela sua perda.</p>
      <LinkButton href="/login">
        Voltar ao início
      </LinkButton>
    </section>
  );
}
