import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, type DocumentCategory } from '@/domain/documents-fund';
import { INPUT_CLASSES } from '@/components/ui/TextField';

export interface DocumentFilterValue {
  categoria: DocumentCategory | '';
  ano: string;
}

/** Category and year, as native selects (keyboard and screen readers get the platform's own control). */
export function DocumentFilters({ value, years, onChange }: { value: DocumentFilterValue; years: number[]; onChange: (value: DocumentFilterValue) => void }) {
  const selectClasses = `${INPUT_CLASSES} border-gray-500`;
  return (
    <div role="group" aria-label="Filtros" className="mb-6 grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
      <div>
        <label htmlFor="filtro-categoria" className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
          Categoria
        </label>
        <select id="filtro-categoria" value={value.categoria} onChange={(event) => onChange({ ...value, categoria: event.target.value as DocumentCategory | '' })} className={selectClasses}>
          <option value="">Todas</option>
          {DOCUMENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {DOCUMENT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filtro-ano" className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
          Ano
        </label>
        <select id="filtro-ano" value={value.ano} onChange={(event) => onChange({ ...value, ano: event.target.value })} className={selectClasses}>
          <option value="">Todos</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
