import { CircleCheck, CircleX, RotateCw } from 'lucide-react';
import { useApiHealth } from '@/hooks/useApiHealth';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';

const DATABASE_NAMES: Record<string, string> = { pglite: 'PGlite (embutido)', postgres: 'PostgreSQL' };

/** What GET /api/saude says about the API and its database. */
export function ApiHealthPanel() {
  const { data, error, isLoading, retry } = useApiHealth();

  if (isLoading) {
    return (
      <div role="status" aria-busy="true" aria-label="Verificando a API" className="space-y-2">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-5 w-56" />
      </div>
    );
  }

  if (error || !data) {
    return (
      <div className="space-y-3">
        <p className="flex items-center gap-2 font-semibold text-red-800 dark:text-red-300">
          <CircleX aria-hidden="true" className="size-5" />
          {/* 503: the API answers but its database does not (GET /api/saude names it in its body). */}
          {error?.status === 503 ? 'Banco de dados indisponível' : 'API indisponível'}
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">{error?.message}</p>
        <Button size="sm" variant="secondary" onClick={retry} icon={<RotateCw aria-hidden="true" className="size-4" />}>
          Verificar de novo
        </Button>
      </div>
    );
  }

  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-semibold">Situação</dt>
      <dd className="flex items-center gap-1.5 text-green-800 dark:text-green-300">
        <CircleCheck aria-hidden="true" className="size-4" />
        {data.status === 'ok' ? 'Funcionando' : data.status}
      </dd>
      <dt className="font-semibold">Banco de dados</dt>
      <dd>{DATABASE_NAMES[data.banco] ?? data.banco}</dd>
      <dt className="font-semibold">Versão da API</dt>
      <dd>{data.versao}</dd>
    </dl>
  );
}
