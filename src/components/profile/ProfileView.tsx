import { useEffect } from 'react';
import { useAuth } from '@/contexts/AuthContext';
import { usePlan } from '@/contexts/PlanContext';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import { useProfile } from './useProfile';

// Drawn from the answer only: its code is fetched beside it, not in the page's first load.
const ProfileBody = lazyPart(() => import('./ProfileBody').then((module) => module.ProfileBody), 'Carregando informações cadastrais');

/** Informações Cadastrais of the person being viewed (an administrator viewing as a participant edits that participant). */
export function ProfileView() {
  const { pessoa } = useAuth();
  const { effectivePessoa, isActingAsAdmin } = usePlan();
  const idPessoa = effectivePessoa && !isActingAsAdmin ? effectivePessoa.id : null;
  const { profile, error, isLoading, retry, onSaved } = useProfile(idPessoa);
  useEffect(() => ProfileBody.preload(), []);

  if (isActingAsAdmin) return <p className="text-gray-700 dark:text-gray-300">Escolha uma pessoa na busca para ver as informações cadastrais dela.</p>;
  if (isLoading || idPessoa === null) return <DashboardSkeleton label="Carregando informações cadastrais" />;
  if (error || !profile) return <DashboardError title="Não foi possível carregar suas informações cadastrais." message={error?.message ?? ''} onRetry={retry} />;
  return <ProfileBody profile={profile} isSelf={pessoa?.id === profile.pessoa.id} onSaved={onSaved} />;
}
