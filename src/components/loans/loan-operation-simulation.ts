import { decimalFromMasked } from '@/domain/benefit-simulator-input';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { loanPaymentNotice, type LoanPaymentNotice } from '@/domain/loans-confirmation';
import { Money } from '@/domain/money';
import {
  openInstallments,
  simularAmortizacao,
  simularQuitacao,
  simularRenegociacao,
  solicitarAmortizacao,
  solicitarQuitacao,
  solicitarRenegociacao,
  type Emprestimo,
  type ModoAmortizacao,
  type ParcelaCronograma,
  type SolicitacaoCriada,
} from '@/services/loans';

export type LoanOperationKind = 'amortizar' | 'quitar' | 'renegociar';

/** The operation form's fields: each operation reads its own. */
export interface OperationValues {
  valor: string;
  modo: ModoAmortizacao | '';
  data: string;
  prazoMeses: string;
}

/** A figure of the comparison: its label, today's contract and after the request. */
export type ComparisonRow = [label: string, before: string, after: string];

/** An operation the API has simulated, ready to be confirmed and sent. */
export interface Simulated {
  /** Sends the request (the same body as the simulation). */
  request: () => Promise<SolicitacaoCriada>;
  summary: string;
  rows: ComparisonRow[];
  parcelas: ParcelaCronograma[];
  /** Why it cannot be asked (a new installment above the margin). */
  blocked?: string;
  /** How and when to pay, said before the request is confirmed. */
  notice: LoanPaymentNotice;
}

export const months = (count: number) => (count === 1 ? '1 mês' : `${count} meses`);
/** The nominal sum of a schedule's installments (exact decimals). */
const scheduleTotal = (parcelas: readonly ParcelaCronograma[]) => parcelas.reduce((total, parcela) => total.plus(parcela.valorParcela), new Money(0)).toFixed(2);

/**
 * Asks the API to simulate prepaying, paying off or renegotiating `loan` with the form's values, and says it as the
 * page shows it: a sentence, today's contract beside the proposed one, the new schedule and how to pay.
 */
export async function simulateOperation(kind: LoanOperationKind, loan: Emprestimo, values: OperationValues): Promise<Simulated> {
  const openTotal = scheduleTotal(openInstallments(loan));
  if (kind === 'quitar') {
    const body = { idEmprestimo: loan.id, data: values.data || undefined };
    const result = await simularQuitacao(body);
    return {
      request: () => solicitarQuitacao(body),
      summary: `Quitar o empréstimo em ${formatDateBr(result.data)} pagando ${formatBrl(result.valorQuitacao)}, no lugar de ${result.parcelasEmAberto} parcelas que somam ${formatBrl(result.saldoNominal)}.`,
      rows: [
        ['Parcela', formatBrl(loan.valorParcela), 'Nenhuma'],
        ['Prazo restante', months(result.parcelasEmAberto), 'Nenhum'],
        ['Total a pagar', formatBrl(result.saldoNominal), formatBrl(result.valorQuitacao)],
        ['Desconto de juros', '—', formatBrl(result.desconto)],
      ],
      parcelas: [],
      notice: loanPaymentNotice('quitacao', { valor: result.valorQuitacao, data: result.data, proximaParcela: loan.proximaParcela }),
    };
  }
  if (kind === 'amortizar') {
    const body = { idEmprestimo: loan.id, valor: decimalFromMasked(values.valor), modo: values.modo as ModoAmortizacao };
    const result = await simularAmortizacao(body);
    return {
      request: () => solicitarAmortizacao(body),
      summary: `Adiantar ${formatBrl(result.valor)} do saldo devedor, ${result.modo === 'prazo' ? 'mantendo a parcela e diminuindo o prazo' : 'mantendo o prazo e diminuindo a parcela'}: você economiza ${formatBrl(result.economiaJuros)} de juros.`,
      rows: [
        ['Parcela', formatBrl(result.valorParcelaAtual), formatBrl(result.valorParcela)],
        ['Prazo restante', months(result.prazoRestanteAtual), months(result.prazoRestante)],
        ['Total a pagar, com o valor adiantado', formatBrl(openTotal), formatBrl(new Money(result.valor).plus(scheduleTotal(result.parcelas)).toFixed(2))],
        ['Saldo devedor', formatBrl(result.saldoDevedor), formatBrl(result.saldoAposAmortizacao)],
        ['Juros ainda a pagar', formatBrl(result.jurosRestantesAntes), formatBrl(result.jurosRestantesDepois)],
      ],
      parcelas: result.parcelas,
      notice: loanPaymentNotice('amortizacao', { valor: result.valor, data: result.data, proximaParcela: loan.proximaParcela }),
    };
  }
  const body = { idEmprestimo: loan.id, prazoMeses: Number(values.prazoMeses) };
  const result = await simularRenegociacao(body);
  return {
    request: () => solicitarRenegociacao(body),
    summary: `Trocar o contrato atual por um novo de ${months(result.prazoMeses)}, que absorve o saldo devedor de ${formatBrl(result.saldoDevedor)}, com parcela de ${formatBrl(result.valorParcela)}.`,
    rows: [
      ['Parcela', formatBrl(result.valorParcelaAtual), formatBrl(result.valorParcela)],
      ['Prazo restante', months(result.prazoRestanteAtual), months(result.prazoMeses)],
      ['Total a pagar', formatBrl(openTotal), formatBrl(scheduleTotal(result.parcelas))],
      ['Taxa de juros', `${formatPercent(result.taxaMensalAtual)} ao mês`, `${formatPercent(result.taxaMensal)} ao mês`],
      ['CET', '—', `${formatPercent(result.cet.mensal)} ao mês · ${formatPercent(result.cet.anual)} ao ano`],
    ],
    parcelas: result.parcelas,
    blocked: result.dentroDaMargem ? undefined : `A nova parcela de ${formatBrl(result.valorParcela)} passa da sua margem disponível de ${formatBrl(result.margemDisponivel)}. Escolha um prazo maior.`,
    notice: loanPaymentNotice('renegociacao', { valor: result.saldoDevedor, data: result.dataCredito, proximaParcela: loan.proximaParcela }),
  };
}
