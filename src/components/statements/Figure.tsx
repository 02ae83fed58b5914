/** One figure of a document (label and amount), inside a <dl>. */
export function Figure({ label, value, isStrong = false, testId }: { label: string; value: string; isStrong?: boolean; testId?: string }) {
  return (
    <div className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
      <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
      <dd data-testid={testId} className={`mt-1 tabular-nums text-gray-900 dark:text-white ${isStrong ? 'text-xl font-bold' : 'text-lg font-semibold'}`}>{value}</dd>
    </div>
  );
}
