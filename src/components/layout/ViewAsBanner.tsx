import { Eye, UserCheck } from 'lucide-react';
import { useAuth } from '@/contexts/AuthContext';
import { usePlan } from '@/contexts/PlanContext';
import { REPRESENTATION_KIND_LABELS } from '@/domain/representatives';

const BANNER_CLASSES = 'flex flex-wrap items-center justify-between gap-3 bg-admin px-4 py-2 text-sm text-admin-contrast sm:px-6';
const BUTTON_CLASSES = 'min-h-11 rounded-lg border border-white/70 px-3 font-semibold hover:bg-white/10';

/**
 * Spec §4/§6: while an administrator views the portal as a person, who is seen and by whom, and the way out. A legal
 * representative acting for a person sees for whom and by which representation, on every page.
 */
export function ViewAsBanner() {
  const { pessoa } = useAuth();
  const { pessoaTarget, stopViewingAs } = usePlan();
  if (!pessoaTarget || !pessoa) return null;
  const representation = pessoaTarget.representacao;
  return (
    <div role="status" className={BANNER_CLASSES}>
      <p className="flex items-center gap-2">
        {representation ? <UserCheck aria-hidden="true" className="size-4 shrink-0" /> : <Eye aria-hidden="true" className="size-4 shrink-0" />}
        {representation ? (
          <span>
            Você está agindo por <strong>{pessoaTarget.nome}</strong> ({REPRESENTATION_KIND_LABELS[representation.tipo]})
          </span>
        ) : (
          <span>
            Você está vendo o portal como <strong>{pessoaTarget.nome}</strong> · Administrador: {pessoa.nome}
          </span>
        )}
      </p>
      <button type="button" onClick={stopViewingAs} className={BUTTON_CLASSES}>
        {representation ? 'Parar de agir por esta pessoa' : 'Sair da visualização'}
      </button>
    </div>
  );
}
