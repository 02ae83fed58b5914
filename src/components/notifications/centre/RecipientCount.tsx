import { Button } from '@/components/ui/Button';
import { describeTarget, recipientsText, type NotificationTarget } from '@/domain/notifications-target';
import type { ApiQuery } from '@/hooks/useApiQuery';
import type { Segmentos } from '@/services/notifications-centre';

/** Who will receive it, as the server counts it, beside the destination's fields (announced as it changes). */
export function RecipientCount({
  target,
  segments,
  personName,
  count,
}: {
  target: NotificationTarget | null;
  segments: Segmentos;
  personName?: string;
  /** The server's count for the target (useRecipientCount). */
  count: ApiQuery<{ destinatarios: number }>;
}) {
  if (!target) return null;
  return (
    <div className="rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-800 dark:bg-gray-800 dark:text-gray-200">
      <p aria-live="polite" data-testid="quantidade-destinatarios">
        {count.isLoading ? (
          'Contando quem vai receber…'
        ) : count.error ? (
          `Não foi possível contar os destinatários. ${count.error.message}`
        ) : count.data ? (
          <>
            Vai para <strong>{recipientsText(count.data.destinatarios)}</strong> ({describeTarget(target, segments, personName)}).
          </>
        ) : null}
      </p>
      {count.error ? (
        <Button variant="secondary" size="sm" className="mt-2" onClick={count.retry}>
          Contar de novo
        </Button>
      ) : null}
    </div>
  );
}
