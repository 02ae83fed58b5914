import { formatBrl, formatQuotas } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import type { Saldo } from '@/services/extracts';

const hasValue = (decimal: string) => /[1-9]/.test(decimal);

/** The total and one card per account that holds quotas (an account never used is left out). */
export function BalanceCards({ balance }: { balance: Saldo }) {
  const accounts = balance.contas.filter((account) => hasValue(account.cotas));
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <div className="rounded-2xl bg-primary-soft p-5 ring-1 ring-gray-900/5 dark:ring-white/10">
        <dt className="text-sm font-medium text-gray-800 dark:text-gray-200">Saldo total</dt>
        <dd className="mt-2 text-3xl font-bold tabular-nums text-gray-900 dark:text-white" data-testid="saldo-total">
          {formatBrl(balance.saldoTotal)}
        </dd>
        <dd className="mt-1 text-sm text-gray-700 dark:text-gray-300">Cota de {formatDateBr(balance.dataCota)}</dd>
      </div>
      {accounts.map((account) => (
        <div key={account.conta} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
          <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">{account.nome}</dt>
          <dd className="mt-2 text-2xl font-bold tabular-nums text-gray-900 dark:text-white">{formatBrl(account.saldo)}</dd>
          <dd className="mt-1 text-sm text-gray-700 dark:text-gray-300">{formatQuotas(account.cotas)} cotas</dd>
        </div>
      ))}
    </dl>
  );
}
