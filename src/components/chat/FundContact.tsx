import { useEffect, useState } from 'react';
import { Clock, Mail, Phone } from 'lucide-react';
import { telHref, type ContatoFundo } from '@/domain/fund-contact';
import { retornarContatoFundo } from '@/services/fund-contact';

const LINK_CLASSES = 'inline-flex min-h-11 items-center font-semibold text-primary-strong underline underline-offset-2';

/** The fund's other channels (from the settings), next to the chat: who prefers to call or write finds them here. */
export function FundContact() {
  const [contact, setContact] = useState<ContatoFundo | null>(null);

  useEffect(() => {
    let isCurrent = true;
    // Not essential to the page: without it (offline, an error) the chat works and the block stays out.
    retornarContatoFundo().then(
      (found) => isCurrent && setContact(found),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  if (!contact || (!contact.telefone && !contact.email && !contact.horarioAtendimento)) return null;
  return (
    <section aria-labelledby="contato-fundo-titulo" className="mb-4 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="contato-fundo-titulo" className="text-base font-semibold text-gray-900 dark:text-white">
        Outros canais de atendimento
      </h2>
      <ul className="mt-1 flex flex-col gap-x-6 text-sm text-gray-800 sm:flex-row sm:flex-wrap sm:items-center dark:text-gray-200">
        {contact.telefone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-gray-600 dark:text-gray-400" />
            <span>Telefone:</span>
            <a href={telHref(contact.telefone)} className={LINK_CLASSES}>
              {contact.telefone}
            </a>
          </li>
        ) : null}
        {contact.email ? (
          <li className="flex min-w-0 items-center gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-gray-600 dark:text-gray-400" />
            <span>E-mail:</span>
            <a href={`mailto:${contact.email}`} className={`${LINK_CLASSES} min-w-0 break-all`}>
              {contact.email}
            </a>
          </li>
        ) : null}
        {contact.horarioAtendimento ? (
          <li className="flex min-h-11 items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-gray-600 dark:text-gray-400" />
            <span>Horário de atendimento: {contact.horarioAtendimento}</span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
