import { Pencil, Trash2 } from 'lucide-react';
import { formatCpf } from '@/domain/cpf';
import { formatPercent } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import type { Dependente } from '@/services/dependants';
import { Button } from '@/components/ui/Button';
import { IncompleteBadge } from './IncompleteBadge';

interface DependantsListProps {
  dependentes: Dependente[];
  onEdit: (dependente: Dependente) => void;
  /** The pointer is on an Editar button, or the focus: the form's code can be fetched before the click. */
  onEditIntent?: () => void;
  onRemove: (dependente: Dependente) => void;
  /** A line under the name (the re-registration's pending changes: 'Novo', 'Alterado'). */
  statusOf?: (dependente: Dependente) => string | null;
  /** 'cards' at every width, for a narrow column where the seven-column table would not fit (the re-registration form). */
  layout?: 'responsive' | 'cards';
}

const dash = '—';
const cells = (dependente: Dependente) => ({
  cpf: dependente.cpf ? formatCpf(dependente.cpf) : dash,
  nascimento: dependente.data_nascimento ? formatDateBr(dependente.data_nascimento) : dash,
  parentesco: dependente.parentesco ?? dash,
  finalidade: dependente.finalidade ?? dash,
  percentual: dependente.percentual ? formatPercent(dependente.percentual) : dash,
});

function Actions({ dependente, onEdit, onEditIntent, onRemove, className = '' }: { dependente: Dependente; className?: string } & Omit<DependantsListProps, 'dependentes' | 'statusOf' | 'layout'>) {
  return (
    <div className={`flex justify-end gap-2 ${className}`}>
      <Button variant="secondary" size="sm" icon={<Pencil aria-hidden="true" className="size-4" />} aria-label={`Editar ${dependente.nome}`}
        onClick={() => onEdit(dependente)}
        onPointerEnter={onEditIntent}
        onFocus={onEditIntent}
      >
        Editar
      </Button>
      <Button variant="secondary" size="sm" icon={<Trash2 aria-hidden="true" className="size-4" />} aria-label={`Excluir ${dependente.nome}`} onClick={() => onRemove(dependente)}>
        Excluir
      </Button>
    </div>
  );
}

/** A table from the md breakpoint on; cards below it, where six columns would not fit a phone. */
export function DependantsList({ dependentes, onEdit, onEditIntent, onRemove, statusOf, layout = 'responsive' }: DependantsListProps) {
  const isCardsOnly = layout === 'cards';
  const status = (dependente: Dependente) => {
    const text = statusOf?.(dependente);
    return text ? <span className="mt-1 text-xs font-semibold text-primary-strong">{text}</span> : null;
  };
  return (
    <>
      {isCardsOnly ? null : (
        <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-gray-900/5 md:block dark:bg-gray-900 dark:ring-white/10">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-gray-50 text-gray-700 dark:bg-gray-800 dark:text-gray-300">
              <tr>
                {['Nome', 'CPF', 'Nascimento', 'Parentesco', 'Finalidade'].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Participação
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 text-gray-900 dark:divide-gray-800 dark:text-gray-100">
              {dependentes.map((dependente) => {
                const view = cells(dependente);
                return (
                  <tr key={dependente.id}>
                    <td className="px-4 py-3">
                      <div className="flex flex-col items-start">
                        <span className="font-semibold">{dependente.nome}</span>
                        {status(dependente)}
                        {dependente.completo ? null : <IncompleteBadge dependant={dependente} className="mt-1" />}
                      </div>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{view.cpf}</td>
                    <td className="px-4 py-3">{view.nascimento}</td>
                    <td className="px-4 py-3">{view.parentesco}</td>
                    <td className="px-4 py-3">{view.finalidade}</td>
                    <td className="px-4 py-3 text-right whitespace-nowrap">{view.percentual}</td>
                    <td className="px-4 py-3">
                      <Actions dependente={dependente} onEdit={onEdit} onEditIntent={onEditIntent} onRemove={onRemove} className="flex-nowrap" />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ul className={isCardsOnly ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4 md:hidden'} aria-label="Beneficiários cadastrados">
        {dependentes.map((dependente) => {
          const view = cells(dependente);
          return (
            <li key={dependente.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
              <div className="flex flex-col items-start">
                <p className="font-semibold text-gray-900 dark:text-white">{dependente.nome}</p>
                {status(dependente)}
                {dependente.completo ? null : <IncompleteBadge dependant={dependente} className="mt-1" />}
              </div>
              <dl className="my-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {(
                  [
                    ['CPF', view.cpf],
                    ['Nascimento', view.nascimento],
                    ['Parentesco', view.parentesco],
                    ['Finalidade', view.finalidade],
                    ['Participação', view.percentual],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="min-w-0">
                    <dt className="text-gray-700 dark:text-gray-300">{label}</dt>
                    <dd className="font-medium break-words text-gray-900 dark:text-gray-100">{value}</dd>
                  </div>
                ))}
              </dl>
              <Actions dependente={dependente} onEdit={onEdit} onEditIntent={onEditIntent} onRemove={onRemove} className="flex-wrap" />
            </li>
          );
        })}
      </ul>
    </>
  );
}
