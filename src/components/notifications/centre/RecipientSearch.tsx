import { useCallback, useState } from 'react';
import { formatCpf } from '@/domain/cpf';
import { PEOPLE_SEARCH_DEBOUNCE_MS } from '@/domain/constants';
import { useApiQuery } from '@/hooks/useApiQuery';
import { filtrarPessoas } from '@/services/people';
import { useDebouncedValue } from '@/components/command-palette/useDebouncedValue';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';

interface Recipient {
  id: number;
  nome: string;
}

interface RecipientSearchProps {
  value: Recipient | null;
  onChange: (recipient: Recipient | null) => void;
  error?: string;
  /** The field's label; the notification centre's by default. */
  label?: string;
  /** What the chosen person is, before their name ('Para:' for a notification). */
  chosenPrefix?: string;
}

/** Finds one person by name or CPF (the people search of the administrators) and keeps the choice. */
export function RecipientSearch({ value, onChange, error, label = 'Pessoa (nome ou CPF)', chosenPrefix = 'Para:' }: RecipientSearchProps) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), PEOPLE_SEARCH_DEBOUNCE_MS);
  const search = useCallback(() => filtrarPessoas(debounced), [debounced]);
  const results = useApiQuery(debounced.length >= 3 ? search : null);

  if (value) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-300 p-3 dark:border-gray-700">
        <p className="flex-1">
          {chosenPrefix} <strong>{value.nome}</strong>
        </p>
        <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
          Trocar pessoa
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <TextField label={label} value={keyword} onChange={(event) => setKeyword(event.target.value)} hint="Digite ao menos 3 letras ou números." error={error} autoComplete="off" />
      {results.isLoading ? <p className="text-sm text-gray-600 dark:text-gray-400">Buscando…</p> : null}
      {results.error ? <p className="text-sm text-red-700 dark:text-red-400">{results.error.message}</p> : null}
      {results.data ? (
        results.data.pessoas.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">Nenhuma pessoa foi encontrada.</p>
        ) : (
          <ul aria-label="Pessoas encontradas" className="divide-y divide-gray-200 rounded-lg border border-gray-300 dark:divide-gray-800 dark:border-gray-700">
            {results.data.pessoas.map((pessoa) => (
              <li key={pessoa.id} className="flex flex-wrap items-center gap-3 p-3">
                <span className="flex-1">
                  {pessoa.nome} <span className="text-sm text-gray-600 dark:text-gray-400">· CPF {formatCpf(pessoa.cpf)}</span>
                </span>
                <Button size="sm" variant="secondary" onClick={() => onChange({ id: pessoa.id, nome: pessoa.nome })} aria-label={`Escolher ${pessoa.nome}`}>
                  Escolher
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
