import { useState } from 'react';
import { documentCategoryLabel, documentYear, type DocumentoPublicado } from '@/domain/documents-fund';
import { formatDateBr } from '@/domain/format-date';
import { formatFileSize } from '@/domain/attachments-file-rules';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { excluirDocumento } from '@/services/documents';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { DocumentDownloadLink } from './DocumentDownloadLink';

interface DocumentListProps {
  documents: DocumentoPublicado[];
  /** Administrators edit and withdraw; participants only download. */
  canManage: boolean;
  onEdit: (document: DocumentoPublicado) => void;
  onChanged: () => void;
}

const plansText = (document: DocumentoPublicado) => (document.idPlanos === null ? 'Todos os planos' : document.planos.join(', '));

export function DocumentList({ documents, canManage, onEdit, onChanged }: DocumentListProps) {
  const [removingId, setRemovingId] = useState<number | null>(null);

  const onRemove = async (document: DocumentoPublicado) => {
    if (!window.confirm(`Retirar "${document.titulo}"? Os participantes deixarão de vê-lo.`)) return;
    setRemovingId(document.id);
    try {
      await excluirDocumento(document.id);
      toast.success('Documento retirado.');
      onChanged();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setRemovingId(null);
    }
  };

  const actions = (document: DocumentoPublicado) => (
    <div className="flex flex-wrap gap-2">
      <DocumentDownloadLink document={document} />
      {canManage ? (
        <>
          <Button size="sm" variant="secondary" onClick={() => onEdit(document)} aria-label={`Editar ${document.titulo}`}>
            Editar
          </Button>
          <Button size="sm" variant="secondary" isLoading={removingId === document.id} onClick={() => void onRemove(document)} aria-label={`Retirar ${document.titulo}`}>
            Retirar
          </Button>
        </>
      ) : null}
    </div>
  );

  return (
    <ul className="space-y-3">
      {documents.map((document) => (
        <li key={document.id} className="rounded-xl border border-gray-200 p-4 dark:border-gray-800">
          <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
            <div className="min-w-0">
              <h3 className="break-words font-semibold text-gray-900 dark:text-white">{document.titulo}</h3>
              <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
                {documentCategoryLabel(document.categoria)} · {documentYear(document)} · {formatFileSize(document.anexo.tamanho)}
                {canManage ? ` · ${plansText(document)}` : ''}
              </p>
              {document.descricao ? <p className="mt-1 max-w-prose text-sm text-gray-700 dark:text-gray-300">{document.descricao}</p> : null}
              <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Publicado em {formatDateBr(document.publicadoEm)}</p>
            </div>
            {actions(document)}
          </div>
        </li>
      ))}
    </ul>
  );
}
