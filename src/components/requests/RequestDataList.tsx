import { describeRequestData } from '@/domain/requests-data';

/** What was sent with a request, with readable labels and values. */
export function RequestDataList({ dados }: { dados: Readonly<Record<string, unknown>> }) {
  const rows = describeRequestData(dados);
  if (rows.length === 0) return <p className="text-gray-700 dark:text-gray-300">Nenhum dado adicional foi enviado.</p>;
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="text-sm text-gray-600 dark:text-gray-400">{row.label}</dt>
          <dd className="font-medium break-words text-gray-900 dark:text-white">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
