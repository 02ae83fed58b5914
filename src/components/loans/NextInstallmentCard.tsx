import { useCallback } from 'react';
import { formatBrl, formatDateBr } from '@/domain/format';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarEmprestimos, type ParcelaCronograma } from '@/services/loans';
import { DashboardCard } from '@/components/dashboard/DashboardCard';

/** The home's card of a participant with an open loan: its next installment. Nothing without one (or on an error). */
export function NextInstallmentCard({ idVinculoPlano }: { idVinculoPlano: number }) {
  const fetchLoans = useCallback(() => retornarEmprestimos(idVinculoPlano), [idVinculoPlano]);
  const { data } = useApiQuery(fetchLoans);
  const next = data?.emprestimos
    .filter((loan) => loan.status === 'aberto')
    .map((loan) => loan.proximaParcela)
    .filter((parcela): parcela is ParcelaCronograma => parcela !== null)
    .sort((a, b) => a.vencimento.localeCompare(b.vencimento))[0];
  if (!next) return null;
  return (
    <DashboardCard
      label="Próxima parcela do empréstimo"
      value={<span data-testid="proxima-parcela-valor">{formatBrl(next.valorParcela)}</span>}
      note={`Vence em ${formatDateBr(next.vencimento)}`}
      action={{ href: '/services/emprestimos', label: 'Ver empréstimos' }}
    />
  );
}
