import { useMemo, useState } from 'react';
import { useRouter } from 'next/router';
import { Command } from 'cmdk';
import { CornerDownLeft, FileText } from 'lucide-react';
import { buildPaletteEntries, filterPaletteEntries, isCurrentEntry } from '@/domain/command-palette';
import { usePlan } from '@/contexts/PlanContext';
import { isRouteBuilt } from '@/components/navigation/routes';
import { Skeleton } from '@/components/ui/Skeleton';

const LOADING_PLACEHOLDERS = 4;

/** Participants: the pages they can open, sorted by name and filtered by what is typed (spec §2.7). */
export function PageSearch({ onNavigate }: { onNavigate: () => void }) {
  const router = useRouter();
  const { funcionalidades, vinculo, isLoading } = usePlan();
  const [query, setQuery] = useState('');
  const entries = useMemo(() => buildPaletteEntries(funcionalidades, vinculo?.categoria.id ?? null, isRouteBuilt), [funcionalidades, vinculo]);
  const visible = filterPaletteEntries(entries, query);

  function onSelect(href: string) {
    onNavigate();
    void router.push(href);
  }

  return (
    <Command label="Procurar uma página ou serviço" shouldFilter={false} loop className="flex flex-col gap-3">
      <Command.Input
        value={query}
        onValueChange={setQuery}
        placeholder="Procurar..."
        data-autofocus
        className="block min-h-12 w-full rounded-lg border border-gray-500 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400"
      />
      {isLoading ? (
        <div role="status" aria-busy="true" className="space-y-2">
          <span className="sr-only">Carregando as páginas…</span>
          {Array.from({ length: LOADING_PLACEHOLDERS }, (_, index) => (
            <Skeleton key={index} className="h-11 w-full" />
          ))}
        </div>
      ) : visible.length === 0 ? (
        <p role="status" className="px-3 py-6 text-center text-sm text-gray-700 dark:text-gray-300">
          Nenhuma página encontrada com esse termo.
        </p>
      ) : null}
      {/* Always in the page: the input's aria-controls points at it; empty and hidden while there is nothing to list. */}
      <Command.List hidden={isLoading || visible.length === 0} className="max-h-[50vh] overflow-y-auto">
        {isLoading
          ? null
          : visible.map((entry) => {
              const isCurrent = isCurrentEntry(entry, router.asPath);
              return (
                <Command.Item
                  key={entry.href}
                  value={entry.href}
                  disabled={isCurrent}
                  onSelect={() => onSelect(entry.href)}
                  className="group flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-base text-gray-900 data-[disabled=true]:cursor-not-allowed data-[disabled=true]:text-gray-500 data-[selected=true]:bg-primary-soft data-[selected=true]:text-gray-900 dark:text-gray-100 dark:data-[disabled=true]:text-gray-400 dark:data-[selected=true]:text-white"
                >
                  <FileText aria-hidden="true" className="size-5 shrink-0 text-gray-600 dark:text-gray-400" />
                  <span className="flex-1">{entry.name}</span>
                  {isCurrent ? (
                    <span className="text-sm">(página atual)</span>
                  ) : (
                    <CornerDownLeft aria-hidden="true" className="invisible size-4 text-gray-600 group-data-[selected=true]:visible dark:text-gray-300" />
                  )}
                </Command.Item>
              );
            })}
      </Command.List>
    </Command>
  );
}
