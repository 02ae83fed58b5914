import { RotateCw } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';

export function DashboardSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-28 w-full rounded-2xl" />
      ))}
    </div>
  );
}

export function DashboardError({ message, onRetry, title = 'Não foi possível carregar o seu painel.' }: { message: string; onRetry: () => void; title?: string }) {
  return (
    <div className="space-y-4">
      <Alert tone="error">
        {title} {message}
      </Alert>
      <Button variant="secondary" icon={<RotateCw aria-hidden="true" className="size-4" />} onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
