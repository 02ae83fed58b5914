import { useId } from 'react';
import { Eye, ShieldCheck } from 'lucide-react';
import type { Pessoa } from '@/domain/api-types';
import { formatBirthDate } from '@/domain/command-palette';
import { formatCpf } from '@/domain/cpf';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';

/**
 * One search result: name, formatted CPF, birth date and the 'Visualizar Perfil' action (spec §2.7). Only
 * participants can be viewed as (the target person is a non-administrator, spec §3).
 */
export function PersonCard({ pessoa, onView }: { pessoa: Pessoa; onView: (pessoa: Pessoa) => void }) {
  const nameId = useId();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 p-3 dark:border-gray-700">
      <Avatar name={pessoa.nome} size="md" />
      <div className="min-w-48 flex-1">
        <h3 id={nameId} className="font-semibold text-gray-900 dark:text-white">
          {pessoa.nome}
        </h3>
        <dl className="flex flex-wrap gap-x-4 text-sm text-gray-700 dark:text-gray-300">
          <div className="flex gap-1 whitespace-nowrap">
            <dt>CPF:{' '}</dt>
            <dd>{formatCpf(pessoa.cpf)}</dd>
          </div>
          <div className="flex gap-1 whitespace-nowrap">
            <dt>Nascimento:{' '}</dt>
            <dd>{formatBirthDate(pessoa.data_nascimento)}</dd>
          </div>
        </dl>
      </div>
      {pessoa.admin === 'S' ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-strong">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Administrador
        </span>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={nameId}
          icon={<Eye aria-hidden="true" className="size-4" />}
          onClick={() => onView(pessoa)}
          className="max-sm:w-full"
        >
          Visualizar Perfil
        </Button>
      )}
    </li>
  );
}
