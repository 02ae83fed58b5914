import { formatPercent } from '@/domain/format-decimal';
import { Alert } from '@/components/ui/Alert';

/**
 * Pension beneficiaries' shares must add up to 100 % (services.md "beneficiaries"). The total and what is left come
 * from the API, exact: the page does not need decimal.js to show them.
 */
export function SharesSummary({ total, remaining, isComplete }: { total: string; remaining: string; isComplete: boolean }) {
  return (
    <Alert tone={isComplete ? 'success' : 'info'} className="mb-6">
      <p className="font-semibold">Total distribuído: {formatPercent(total)} de 100,00 %</p>
      {isComplete ? null : <p>As participações dos beneficiários previdenciais devem somar 100 %. Faltam {formatPercent(remaining)}.</p>}
    </Alert>
  );
}
