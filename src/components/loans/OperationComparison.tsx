import type { ComparisonRow } from './loan-operation-simulation';

/** Today's contract and the proposed one, side by side (a row per figure, a column per contract). */
export function OperationComparison({ rows }: { rows: ComparisonRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-gray-900/10 dark:ring-white/10">
      <table className="w-full text-left text-sm" data-testid="comparacao-contrato">
        <caption className="sr-only">Contrato atual e proposta, lado a lado</caption>
        <thead className="bg-gray-50 dark:bg-gray-800">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Item</span>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Contrato atual
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Depois do pedido
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, before, after]) => (
            <tr key={label} className="border-t border-gray-100 dark:border-gray-800">
              <th scope="row" className="px-3 py-2 font-medium">
                {label}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{before}</td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">{after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
