import { incomeFactor, type IncomeForm } from './benefit-simulator-projection';
import { Money, toCents } from './money';

/**
 * The first monthly income a balance pays in the form chosen (benefit-request, alteracao-renda), by the simulator's
 * equations (domain-rules.md): a share p of the balance, R = p·S; a fixed term of N months at the plan's reference
 * return, R = S / a(N, i_m) (plus the 13th's annuity when the plan pays one). Rounded to centavos; the page shows the
 * same figure the request records.
 */
export function estimatedFirstIncome(
  saldo: string,
  renda: { formaRenda: IncomeForm; prazoMeses?: number; percentualSaldo?: string },
  plano: { rentabilidadeReferencia: string; pagamentosPorAno: 12 | 13 },
): string {
  const factor = incomeFactor({ ...renda, pagamentosPorAno: plano.pagamentosPorAno }, plano.rentabilidadeReferencia);
  return toCents(new Money(saldo).div(factor)).toFixed(2);
}
