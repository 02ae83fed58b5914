import { ShieldCheck } from 'lucide-react';

/** Administrators have no plan links of their own (spec §6): the home says which mode they are in. */
export function AdminModeNotice() {
  return (
    <div className="flex items-start gap-4 rounded-xl border border-primary bg-primary-soft p-5">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary-strong" />
      <div>
        <p className="font-semibold text-gray-900 dark:text-white">Você está no modo administrador.</p>
        <p className="text-gray-700 dark:text-gray-300">Administradores não têm planos próprios: você atua sobre os dados de todos os participantes.</p>
      </div>
    </div>
  );
}
