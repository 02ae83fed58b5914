import { useCallback } from 'react';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarEmprestimos } from '@/services/loans';
import { DashboardCard } from '@/components/dashboard/DashboardCard';

/** The home's card of a participant with an open loan: the next installment to pay, as the API sums it (several loans may fall due that day). Nothing without one (or on an error). */
export function NextInstallmentCard({ idVinculoPlano }: { idVinculoPlano: number }) {
  const fetchLoans = useCallback(() => retornarEmprestimos(idVinculoPlano), [idVinculoPlano]);
  const { data } = useApiQuery(fetchLoans);
  const due = data?.proximoVencimento;
  if (!due) return null;
  return (
    <DashboardCard
      label="Próxima parcela do empréstimo"
      value={<span data-testid="proxima-parcela-valor">{formatBrl(due.valorParcela)}</span>}
      note={due.quantidade > 1 ? `Vence em ${formatDateBr(due.vencimento)}: as parcelas de ${due.quantidade} empréstimos somadas` : `Vence em ${formatDateBr(due.vencimento)}`}
      action={{ href: '/services/emprestimos', label: 'Ver empréstimos' }}
    />
  );
}
