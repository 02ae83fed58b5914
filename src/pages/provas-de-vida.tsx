import { useEffect, type ReactElement } from 'react';
import { useRouter } from 'next/router';
import { useAuth } from '@/contexts/AuthContext';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

// The list shows once the session says an administrator is here: its code (filters, table, the suspension's dialog)
// is fetched from the start, beside the session, instead of weighing on the page's first load.
const PendingProofs = lazyPart(() => import('@/components/proof-of-life/PendingProofs').then((module) => module.PendingProofs), 'Carregando as provas de vida');

/** The administrators' proof-of-life list (issue 29): who is due, late, overdue, in review or suspended. */
const PendingProofsPage: NextPageWithLayout = () => {
  const router = useRouter();
  const { isLoaded, isSignedIn } = useAuth();
  const { isActingAsAdmin } = usePlan();
  const isParticipant = isLoaded && isSignedIn && !isActingAsAdmin;
  useEffect(() => {
    if (isParticipant) void router.replace('/');
  }, [isParticipant, router]);
  useEffect(() => PendingProofs.preload(), []);

  return (
    <div className="max-w-6xl">
      <PageTitle title="Provas de vida" />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">Provas de vida</h1>
      <p className="mb-6 text-gray-700 dark:text-gray-300">
        Quem recebe benefício e tem a prova de vida aberta, atrasada, vencida ou em análise. A suspensão só pode ser confirmada depois da carência e do aviso à pessoa, uma pessoa por vez.
      </p>
      {isActingAsAdmin ? <PendingProofs /> : null}
    </div>
  );
};

PendingProofsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default PendingProofsPage;
