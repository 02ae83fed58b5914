import { useCallback } from 'react';
import { agreementParagraphs } from '@/domain/agreement';
import { formatDateTime } from '@/domain/notifications';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarDeclaracaoConcordancia } from '@/services/agreement';
import { Alert } from '@/components/ui/Alert';
import { QueryState } from '@/components/ui/QueryState';
import { AgreementForm } from './AgreementForm';

/**
 * The declaration in force and the person's acceptance: the date and time once accepted, otherwise the form. `canAccept`
 * is false for administrators (viewing as the person or not): the acceptance is the participant's own act.
 */
export function AgreementPanel({ idPessoa, canAccept, readOnlyNote }: { idPessoa: number; canAccept: boolean; readOnlyNote: string }) {
  const fetchDeclaration = useCallback(() => retornarDeclaracaoConcordancia(idPessoa), [idPessoa]);
  const declaration = useApiQuery(fetchDeclaration);

  return (
    <QueryState query={declaration} label="Carregando a declaração" errorTitle="Não foi possível carregar a declaração.">
      {({ versao, texto, aceite }) => {
        return (
          <div className="space-y-6">
            <article aria-labelledby="titulo-texto-declaracao" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
              <h2 id="titulo-texto-declaracao" className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">
                Texto da declaração
              </h2>
              <p className="mb-4 text-sm text-gray-600 dark:text-gray-400">Versão {versao}</p>
              <div className="max-w-prose space-y-3 leading-relaxed text-gray-800 dark:text-gray-200">
                {agreementParagraphs(texto).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </article>
            {aceite ? (
              <Alert tone="success">
                Declaração aceita em <strong>{formatDateTime(aceite.aceitoEm).replace(' ', ' às ')}</strong> (horário de Brasília).
              </Alert>
            ) : canAccept ? (
              <AgreementForm idPessoa={idPessoa} onAccepted={declaration.retry} />
            ) : (
              <Alert tone="info">{readOnlyNote}</Alert>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
