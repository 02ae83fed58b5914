import { useId } from 'react';
import type { ImportLineError } from '@/domain/imports-csv';

const count = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

type LineRow = Omit<ImportLineError, 'campo'> & { campo?: string };

/**
 * The errors of a CSV file by line (the header is line 1), as the server found them; with another caption, the
 * notices of the lines that are not errors (rows without a column: the column is not shown).
 */
export function ImportErrorsTable({ errors, total, caption = 'Erros por linha', noun = 'erros' }: { errors: LineRow[]; total: number; caption?: string; noun?: string }) {
  const hasField = errors.some((error) => error.campo !== undefined);
  // Two import panels may share a page (settings/indexadores): the caption's id is the table's own.
  const captionId = useId();
  return (
    <div className="space-y-2">
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="max-h-96 overflow-auto rounded-xl border border-gray-200 dark:border-gray-700">
        <table className="w-full text-left text-sm">
          <caption id={captionId} className="px-3 pt-3 pb-1 text-left font-semibold">
            {caption}
          </caption>
          <thead className="sticky top-0 bg-white dark:bg-gray-900">
            <tr className="border-b border-gray-200 dark:border-gray-700">
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Linha
              </th>
              {hasField ? (
                <th scope="col" className="px-3 py-2 font-semibold">
                  Coluna
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2 font-semibold">
                {hasField ? 'Problema' : 'O que acontece'}
              </th>
            </tr>
          </thead>
          <tbody>
            {errors.map((error, index) => (
              <tr key={`${error.linha}-${error.campo}-${index}`} className="border-b border-gray-100 align-top last:border-0 dark:border-gray-800">
                <td className="px-3 py-2 text-right tabular-nums">{error.linha}</td>
                {hasField ? <td className="px-3 py-2 font-mono text-xs break-all">{error.campo}</td> : null}
                <td className="px-3 py-2 break-words">{error.mensagem}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > errors.length ? <p className="text-sm text-gray-700 dark:text-gray-300">Mostrando os primeiros {count(errors.length)} de {count(total)} {noun}.</p> : null}
    </div>
  );
}
