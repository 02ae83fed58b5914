import { useAuth } from '@/contexts/AuthContext';
import { usePlan } from '@/contexts/PlanContext';
import { lazyPart } from '@/components/ui/lazy-part';
import { hasSession } from '@/services/auth-session';

// The form (and its validation) comes with the shell a signed-in person already has; a visitor resetting a forgotten
// password on this same page never fetches it (the page's first load stays within the 150 kB budget).
const SignedInPasswordForm = lazyPart(() => import('./SignedInPasswordForm').then((module) => module.SignedInPasswordForm), 'Carregando o formulário');
if (hasSession()) SignedInPasswordForm.preload();

/** /alterar-senha for a signed-in person, inside the portal's shell. */
export function SignedInPasswordChange() {
  const { pessoa } = useAuth();
  const { pessoaTarget } = usePlan();
  return (
    <div className="max-w-lg">
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">Alterar senha</h1>
      <p className="mb-6 text-gray-700 dark:text-gray-300">
        {/* While viewing as a participant, the change still applies to the administrator who is signed in. */}
        {pessoaTarget
          ? `Esta troca vale para a sua própria senha (${pessoa?.nome ?? ''}), não para a de ${pessoaTarget.nome}.`
          : 'Informe a senha atual e escolha uma nova. As outras sessões abertas com a sua conta serão encerradas.'}
      </p>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 sm:p-6 dark:bg-gray-900 dark:ring-white/10">
        <SignedInPasswordForm />
      </div>
    </div>
  );
}
