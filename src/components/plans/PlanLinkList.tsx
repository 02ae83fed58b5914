import { RotateCw } from 'lucide-react';
import { usePlanLinks } from '@/hooks/usePlanLinks';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { PlanLinkCard } from './PlanLinkCard';

const PLACEHOLDER_COUNT = 2;
const GRID_CLASSES = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function PlanLinkList({ idPessoa }: { idPessoa: number }) {
  const { data: planLinks, error, isLoading, retry } = usePlanLinks(idPessoa);

  if (isLoading) {
    return (
      <div role="status" aria-busy="true" aria-label="Carregando seus planos" className={GRID_CLASSES}>
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          <div key={index} className="rounded-xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-gray-900">
            <Skeleton className="mb-5 h-7 w-28" />
            <Skeleton className="mb-2 h-4 w-full" />
            <Skeleton className="mb-2 h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ))}
      </div>
    );
  }

  if (error) {
    return (
      <div className="space-y-4">
        <Alert>
          <p className="font-semibold">Não foi possível carregar seus planos.</p>
          <p>{error.message}</p>
        </Alert>
        <Button variant="secondary" onClick={retry} icon={<RotateCw aria-hidden="true" className="size-5" />}>
          Tentar novamente
        </Button>
      </div>
    );
  }

  if (!planLinks?.length) {
    return (
      <p className="rounded-xl border border-dashed border-gray-400 p-6 text-gray-700 dark:border-gray-600 dark:text-gray-300">
        Você ainda não tem nenhum plano ativo. Se acha que isso é um engano, fale com o atendimento do fundo.
      </p>
    );
  }

  return (
    <ul aria-label="Seus planos" className={GRID_CLASSES}>
      {planLinks.map((planLink) => (
        <li key={planLink.id}>
          <PlanLinkCard planLink={planLink} />
        </li>
      ))}
    </ul>
  );
}
