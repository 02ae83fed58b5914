import { useCallback, useEffect } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarConvites } from '@/services/invitations';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import { InvitationList } from './InvitationList';

// The form's code (react-hook-form) comes apart from the page's, fetched as the page mounts: the page stays under 150 kB.
const InvitationForm = lazyPart(() => import('./InvitationForm').then((module) => module.InvitationForm), 'Carregando o formulário');

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

/** The invitation form and the invitations already sent by the person. */
export function InvitationPanel({ idPessoa }: { idPessoa: number }) {
  const fetchInvitations = useCallback(() => retornarConvites(idPessoa), [idPessoa]);
  const invitations = useApiQuery(fetchInvitations);
  useEffect(() => InvitationForm.preload(), []);

  return (
    <div className="space-y-8">
      <section aria-labelledby="titulo-novo-convite" className={SECTION_CLASSES}>
        <h2 id="titulo-novo-convite" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
          Novo convite
        </h2>
        <InvitationForm idPessoa={idPessoa} onSent={invitations.retry} />
      </section>
      <section aria-labelledby="titulo-convites-enviados" className={SECTION_CLASSES}>
        <h2 id="titulo-convites-enviados" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
          Convites enviados
        </h2>
        {invitations.isLoading ? (
          <DashboardSkeleton label="Carregando os convites" />
        ) : invitations.error || !invitations.data ? (
          <DashboardError title="Não foi possível carregar os seus convites." message={invitations.error?.message ?? ''} onRetry={invitations.retry} />
        ) : invitations.data.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">Você ainda não enviou nenhum convite. Preencha o formulário acima para convidar alguém.</p>
        ) : (
          <InvitationList invitations={invitations.data} />
        )}
      </section>
    </div>
  );
}
