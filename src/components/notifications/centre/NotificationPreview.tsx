import { useState } from 'react';
import { ArrowRight } from 'lucide-react';
import type { Notificacao } from '@/domain/api-types';
import { NOTIFICATION_TYPE } from '@/domain/constants';
import { formatDateTime } from '@/domain/notifications';
import { NotificationItem } from '@/components/notifications/NotificationItem';

interface NotificationPreviewProps {
  titulo: string;
  descricao: string;
  idTipoNotificacao: number;
  tipoNome: string;
  link: string;
}

/**
 * The notification as its recipients will see it: the new row in the bell's list, and for a detail notification the
 * window its row opens (with 'Abrir' when it points to a page). Drawn with the participants' own row; nothing in it acts.
 */
export function NotificationPreview({ titulo, descricao, idTipoNotificacao, tipoNome, link }: NotificationPreviewProps) {
  // The moment the preview was first drawn reads as "agora mesmo", as a notification just received does.
  const [shownAt] = useState(() => new Date().toISOString());
  const notification: Notificacao = {
    id: 0,
    titulo: titulo.trim() || 'Título da notificação',
    descricao: descricao.trim() || 'A mensagem aparece aqui.',
    data_notificacao: shownAt,
    reagido: 'N',
    vizualizado: 'N',
    tipoNotificacao: { id: idTipoNotificacao, nome: tipoNome },
    canais: [],
    idConversa: null,
    idPlano: null,
    link: link.trim() || null,
  };
  const hasDetail = idTipoNotificacao === NOTIFICATION_TYPE.DETAIL;
  return (
    <section aria-labelledby="titulo-previa-notificacao" className="space-y-3">
      <h3 id="titulo-previa-notificacao" className="text-base font-semibold">
        Prévia
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">Como quem receber verá a notificação no sino, ainda não lida.</p>
      <div className="overflow-hidden rounded-xl border border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900">
        <ul aria-label="Prévia na lista de notificações">
          <NotificationItem notification={notification} />
        </ul>
      </div>
      {hasDetail ? (
        <div className="space-y-2">
          <p className="text-sm text-gray-700 dark:text-gray-300">Ao tocar nela, abre-se uma janela com o texto completo:</p>
          <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-900" data-testid="previa-janela-notificacao">
            <p className="text-lg font-semibold text-gray-900 dark:text-white">{notification.titulo}</p>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{formatDateTime(notification.data_notificacao)}</p>
            <p className="mt-3 text-base whitespace-pre-line text-gray-800 dark:text-gray-200">{notification.descricao}</p>
            {notification.link ? (
              <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-gray-700 dark:text-gray-300">
                <span className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-5 text-base font-semibold text-primary-contrast">
                  Abrir
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
                leva a {notification.link}
              </p>
            ) : null}
          </div>
        </div>
      ) : notification.link ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">Ao tocar nela, o participante vai para {notification.link}.</p>
      ) : null}
    </section>
  );
}
