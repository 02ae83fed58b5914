import { Eye } from 'lucide-react';
import { useAuth } from '@/contexts/AuthContext';
import { usePlan } from '@/contexts/PlanContext';

/** Spec §4/§6: while an administrator views the portal as a person, who is seen and by whom, and the way out. */
export function ViewAsBanner() {
  const { pessoa } = useAuth();
  const { pessoaTarget, stopViewingAs } = usePlan();
  if (!pessoaTarget || !pessoa) return null;
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 bg-admin px-4 py-2 text-sm text-admin-contrast sm:px-6">
      <p className="flex items-center gap-2">
        <Eye aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Você está vendo o portal como <strong>{pessoaTarget.nome}</strong> · Administrador: {pessoa.nome}
        </span>
      </p>
      <button
        type="button"
        onClick={stopViewingAs}
        className="min-h-11 rounded-lg border border-white/70 px-3 font-semibold hover:bg-white/10"
      >
        Sair da visualização
      </button>
    </div>
  );
}
