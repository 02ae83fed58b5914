import { useMemo } from 'react';
import { documentYear, yearsOf, type DocumentoPublicado } from '@/domain/documents-fund';
import { DocumentFilters, type DocumentFilterValue } from './DocumentFilters';
import { DocumentList } from './DocumentList';

interface PublishedDocumentsProps {
  documents: DocumentoPublicado[];
  /** Kept by the page, so that a reload of the list after a change keeps the person's filters. */
  filter: DocumentFilterValue;
  onFilterChange: (filter: DocumentFilterValue) => void;
  canManage: boolean;
  onEdit: (document: DocumentoPublicado) => void;
  onChanged: () => void;
}

/** Every document once, narrowed here by category and year (the year list needs them all). */
export function PublishedDocuments({ documents, filter, onFilterChange, canManage, onEdit, onChanged }: PublishedDocumentsProps) {
  const shown = useMemo(
    () => documents.filter((item) => (!filter.categoria || item.categoria === filter.categoria) && (!filter.ano || documentYear(item) === Number(filter.ano))),
    [documents, filter],
  );
  return (
    <>
      <DocumentFilters value={filter} years={yearsOf(documents)} onChange={onFilterChange} />
      {shown.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">
          {documents.length === 0 ? 'Nenhum documento publicado para os seus planos ainda.' : 'Nenhum documento com estes filtros. Escolha outra categoria ou outro ano.'}
        </p>
      ) : (
        <DocumentList documents={shown} canManage={canManage} onEdit={onEdit} onChanged={onChanged} />
      )}
    </>
  );
}
