import { formatPercent } from '@/domain/format';
import { remainingShare } from '@/domain/dependants';
import { Alert } from '@/components/ui/Alert';

/** Pension beneficiaries' shares must add up to 100 % (services.md "beneficiaries"); the total comes from the API. */
export function SharesSummary({ total, isComplete }: { total: string; isComplete: boolean }) {
  return (
    <Alert tone={isComplete ? 'success' : 'info'} className="mb-6">
      <p className="font-semibold">Total distribuído: {formatPercent(total)} de 100,00 %</p>
      {isComplete ? null : <p>As participações dos beneficiários previdenciais devem somar 100 %. Faltam {formatPercent(remainingShare(total))}.</p>}
    </Alert>
  );
}
