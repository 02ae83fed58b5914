import { formatDateTime } from '@/domain/notifications';
import type { Convite } from '@/services/invitations';

/** The invitations the person sent, the newest first: a table on wide screens, cards on phones. */
export function InvitationList({ invitations }: { invitations: Convite[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Convites enviados">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="rounded-xl border border-gray-200 p-4 text-sm dark:border-gray-800">
            <p className="break-words text-base font-semibold text-gray-900 dark:text-white">{invitation.nome}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-semibold">Enviado em</dt>
              <dd>{formatDateTime(invitation.criadoEm)}</dd>
              <dt className="font-semibold">E-mail</dt>
              <dd className="break-all">{invitation.email}</dd>
              <dt className="font-semibold">Telefone</dt>
              <dd>{invitation.telefone}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div role="region" aria-label="Convites enviados" tabIndex={0} className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-gray-200 dark:border-gray-800">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Enviado em
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Nome
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                E-mail
              </th>
              <th scope="col" className="py-2 font-semibold">
                Telefone
              </th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => (
              <tr key={invitation.id} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
                <td className="py-3 pr-4 whitespace-nowrap">{formatDateTime(invitation.criadoEm)}</td>
                <td className="py-3 pr-4 break-words">{invitation.nome}</td>
                <td className="py-3 pr-4 break-all">{invitation.email}</td>
                <td className="py-3 whitespace-nowrap">{invitation.telefone}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
