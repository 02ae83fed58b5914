import { useCallback } from 'react';
import Link from 'next/link';
import { UserCheck } from 'lucide-react';
import { formatDateBr } from '@/domain/format-date';
import { REPRESENTATION_KIND_LABELS, REPRESENTATION_POWER_LABELS } from '@/domain/representatives';
import { usePlan } from '@/contexts/PlanContext';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarRepresentados, type Representado } from '@/services/representatives';
import { Modal } from '@/components/ui/Modal';

/** One person the representative may act for: a large button with the representation and its end. */
export function RepresentedButton({ item }: { item: Representado }) {
  const { viewAs } = usePlan();
  return (
    <button
      type="button"
      onClick={() => viewAs({ id: item.idPessoa, nome: item.nome, cpf: item.cpf, data_nascimento: item.dataNascimento, representacao: { tipo: item.tipo, poderes: item.poderes } })}
      className="flex min-h-11 w-full items-start gap-3 rounded-lg p-3 text-left ring-1 ring-gray-300 hover:bg-gray-50 dark:ring-gray-700 dark:hover:bg-gray-800"
    >
      <UserCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
      <span>
        <span className="block font-semibold text-gray-900 dark:text-white">Agir por {item.nome}</span>
        <span className="block text-sm text-gray-700 dark:text-gray-300">
          {REPRESENTATION_KIND_LABELS[item.tipo]} · {REPRESENTATION_POWER_LABELS[item.poderes]} · até {formatDateBr(item.fimVigencia)}
        </span>
      </span>
    </button>
  );
}

/**
 * A legal representative with no plan of their own lands here, as a participant with several plans lands on the plan
 * choice: whom they act for. Nothing is shown to someone who represents nobody.
 */
export function RepresentedChoice() {
  const query = useApiQuery(useCallback(() => retornarRepresentados(), []));
  const represented = query.data ?? [];
  if (represented.length === 0) return null;
  return (
    <Modal
      isOpen
      onClose={() => undefined}
      isDismissable={false}
      title="Agir por…"
      footer={
        <Link href="/logout" className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 dark:text-gray-200 dark:ring-gray-700">
          Sair
        </Link>
      }
    >
      <p className="mb-4 text-gray-700 dark:text-gray-300">Você é representante legal. Escolha por quem deseja agir no portal.</p>
      <ul className="space-y-3">
        {represented.map((item) => (
          <li key={item.id}>
            <RepresentedButton item={item} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
