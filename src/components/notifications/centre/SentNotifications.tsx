import { formatDateTimeBr } from '@/domain/format-date';
import { canGoToNextPage, canGoToPreviousPage } from '@/domain/requests';
import { describeTarget, readShare } from '@/domain/notifications-target';
import type { NotificacaoEnviada, Segmentos } from '@/services/notifications-centre';
import { Button } from '@/components/ui/Button';

interface SentNotificationsProps {
  notifications: NotificacaoEnviada[];
  segments: Segmentos;
  page: number;
  totalPage: number;
  onPage: (page: number) => void;
}

/** What the centre sent, with how many recipients read it; a table on wide screens, cards on phones. */
export function SentNotifications({ notifications, segments, page, totalPage, onPage }: SentNotificationsProps) {
  if (notifications.length === 0) return <p className="text-gray-700 dark:text-gray-300">Nenhuma notificação foi enviada pela Central ainda. Use o formulário acima para enviar a primeira.</p>;
  const rows = notifications.map((item) => ({
    ...item,
    date: formatDateTimeBr(item.data_notificacao),
    target: describeTarget(item.destino, segments, item.pessoaDestino),
    reads: `${item.lidas} de ${item.destinatarios} (${readShare(item.lidas, item.destinatarios)}%)`,
  }));

  return (
    <div className="space-y-4">
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">Notificações enviadas</caption>
        <thead className="border-b border-gray-300 text-gray-700 dark:border-gray-700 dark:text-gray-300">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">Enviada em</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Título</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Tipo</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Destino</th>
            <th scope="col" className="py-2 text-right font-semibold">Leituras</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="py-3 pr-3 whitespace-nowrap">{row.date}</td>
              <td className="py-3 pr-3 font-medium text-gray-900 dark:text-white">{row.titulo}</td>
              <td className="py-3 pr-3">{row.tipoNotificacao.nome}</td>
              <td className="py-3 pr-3">{row.target}</td>
              <td className="py-3 text-right whitespace-nowrap tabular-nums">{row.reads}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label="Notificações enviadas">
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-gray-200 p-4 dark:border-gray-800">
            <p className="font-semibold text-gray-900 dark:text-white">{row.titulo}</p>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {row.date} · {row.tipoNotificacao.nome}
            </p>
            <p className="text-sm text-gray-700 dark:text-gray-300">Destino: {row.target}</p>
            <p className="text-sm text-gray-700 dark:text-gray-300">Leituras: {row.reads}</p>
          </li>
        ))}
      </ul>
      <nav aria-label="Páginas de notificações enviadas" className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" disabled={!canGoToPreviousPage(page)} onClick={() => onPage(page - 1)}>
          Anterior
        </Button>
        <span className="text-sm text-gray-700 dark:text-gray-300">
          Página {page + 1} de {totalPage}
        </span>
        <Button variant="secondary" size="sm" disabled={!canGoToNextPage(page, totalPage)} onClick={() => onPage(page + 1)}>
          Próxima
        </Button>
      </nav>
    </div>
  );
}
