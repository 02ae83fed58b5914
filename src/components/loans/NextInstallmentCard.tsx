import { useCallback } from 'react';
import { formatBrl, formatDateBr } from '@/domain/format';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarEmprestimos, type ParcelaCronograma } from '@/services/loans';
import { DashboardCard } from '@/components/dashboard/DashboardCard';
import { sumDecimal } from './cents';

/** The home's card of a participant with an open loan: the next installment to pay (summed when several loans fall due that day). Nothing without one (or on an error). */
export function NextInstallmentCard({ idVinculoPlano }: { idVinculoPlano: number }) {
  const fetchLoans = useCallback(() => retornarEmprestimos(idVinculoPlano), [idVinculoPlano]);
  const { data } = useApiQuery(fetchLoans);
  const dues = (data?.emprestimos ?? [])
    .filter((loan) => loan.status === 'aberto')
    .map((loan) => loan.proximaParcela)
    .filter((parcela): parcela is ParcelaCronograma => parcela !== null);
  const first = dues.map((parcela) => parcela.vencimento).sort()[0];
  if (!first) return null;
  // Two loans may fall due the same day: the person pays both, so the card says the sum.
  const sameDay = dues.filter((parcela) => parcela.vencimento === first);
  const total = sumDecimal(sameDay.map((parcela) => parcela.valorParcela));
  return (
    <DashboardCard
      label="Próxima parcela do empréstimo"
      value={<span data-testid="proxima-parcela-valor">{formatBrl(total)}</span>}
      note={sameDay.length > 1 ? `Vence em ${formatDateBr(first)}: as parcelas de ${sameDay.length} empréstimos somadas` : `Vence em ${formatDateBr(first)}`}
      action={{ href: '/services/emprestimos', label: 'Ver empréstimos' }}
    />
  );
}
