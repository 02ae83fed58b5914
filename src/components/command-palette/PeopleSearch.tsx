import { useEffect, useState } from 'react';
import { SearchX } from 'lucide-react';
import type { Pessoa } from '@/domain/api-types';
import { PEOPLE_SEARCH_DEBOUNCE_MS } from '@/domain/constants';
import { usePlan } from '@/contexts/PlanContext';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { filtrarPessoas, type PeopleSearchResult } from '@/services/people';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { PersonCard } from './PersonCard';
import { useDebouncedValue } from './useDebouncedValue';

interface SearchOutcome {
  keyword: string;
  attempt: number;
  result?: PeopleSearchResult;
  error?: string;
}

/** Administrators: find a person by name or CPF and view the portal as them (spec §2.7, §4). */
export function PeopleSearch({ onViewProfile }: { onViewProfile: () => void }) {
  const { viewAs, vinculo } = usePlan();
  const [keyword, setKeyword] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const debouncedKeyword = useDebouncedValue(keyword.trim(), PEOPLE_SEARCH_DEBOUNCE_MS);
  // Spec §2.7: blocked while a plan is chosen.
  const isBlocked = vinculo !== null;

  useEffect(() => {
    if (!debouncedKeyword || isBlocked) return;
    const controller = new AbortController();
    filtrarPessoas(debouncedKeyword, { signal: controller.signal }).then(
      (result) => setOutcome({ keyword: debouncedKeyword, attempt, result }),
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        setOutcome({ keyword: debouncedKeyword, attempt, error: reason instanceof ApiError ? reason.message : TRANSPORT_MESSAGES.unexpected });
      },
    );
    return () => controller.abort();
  }, [debouncedKeyword, attempt, isBlocked]);

  const typed = keyword.trim();
  const current = outcome && outcome.keyword === typed && outcome.attempt === attempt ? outcome : null;
  const isSearching = typed !== '' && !current && !isBlocked;

  function onView(pessoa: Pessoa) {
    onViewProfile();
    viewAs(pessoa);
  }

  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Procurar pessoa por nome ou CPF"
        type="search"
        placeholder="Procurar..."
        autoComplete="off"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        disabled={isBlocked}
        hint={isBlocked ? 'A busca de pessoas fica bloqueada enquanto um plano estiver selecionado.' : 'Digite o nome ou o CPF de quem você quer atender.'}
        data-autofocus
      />
      <div role="status" aria-live="polite" aria-busy={isSearching || undefined} className="min-h-6">
        {isSearching ? (
          <p className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
            <Spinner className="size-4" /> Procurando…
          </p>
        ) : current?.error ? (
          <div className="space-y-2 text-sm text-gray-700 dark:text-gray-300">
            <p>{current.error}</p>
            <Button variant="secondary" size="sm" onClick={() => setAttempt((value) => value + 1)}>
              Tentar novamente
            </Button>
          </div>
        ) : current?.result && current.result.pessoas.length === 0 ? (
          <div className="flex flex-col items-center gap-1 py-6 text-center">
            <SearchX aria-hidden="true" className="mb-2 size-8 text-gray-500" />
            <h3 className="font-semibold text-gray-900 dark:text-white">Nenhuma pessoa foi encontrada</h3>
            <p className="text-sm text-gray-700 dark:text-gray-300">Não encontramos nada com esse termo. Por favor, tente novamente.</p>
          </div>
        ) : current?.result && current.result.total > current.result.pessoas.length ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Mostrando {current.result.pessoas.length} de {current.result.total} pessoas. Digite mais do nome para refinar.
          </p>
        ) : null}
      </div>
      {current?.result && current.result.pessoas.length > 0 ? (
        <ul aria-label="Pessoas encontradas" className="space-y-2">
          {current.result.pessoas.map((pessoa) => (
            <PersonCard key={pessoa.id} pessoa={pessoa} onView={onView} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
