import { formatBrl } from './format-decimal';
import { formatDateBr } from './format-date';
import type { LoanOperation } from './loans-operations';

/**
 * What the confirmation of a loan operation says about paying: how and when. It says what the portal does and nothing
 * more: a prepayment or a payoff request opens a request (functionality 28) and charges nothing (no slip, no PIX is
 * issued for it); the fund answers in the request, which notifies the person by notification and e-mail at each status;
 * the new schedule (or the payoff) takes effect when the fund concludes it, with the figures frozen on the day they were
 * computed, and the conclusion is refused when an installment was paid in between (emprestimos/effects.ts).
 */
export interface LoanPaymentNotice {
  /** How the money is paid (or that none is). */
  como: string;
  /** When: the day the figures are for, and when the change takes effect. */
  quando: string;
}

export interface LoanPaymentInput {
  /** What the person pays: the amount prepaid, the payoff, or (renegotiation) the balance the new contract absorbs. */
  valor: string;
  /** The day the figures were computed for (yyyy-MM-dd). */
  data: string;
  /** The current contract's next open installment, if any. */
  proximaParcela: { valorParcela: string; vencimento: string } | null;
}

const CHANNEL = 'O fundo responde ao pedido em Acompanhar solicitações, com aviso por notificação e por e-mail a cada mudança de situação';

function untilConcluded(next: LoanPaymentInput['proximaParcela'], whatChanges: string) {
  const nextText = next ? ` (a próxima, de ${formatBrl(next.valorParcela)}, em ${formatDateBr(next.vencimento)})` : '';
  return `${whatChanges} quando o fundo concluir o pedido; até lá, as parcelas continuam vencendo como hoje${nextText}. Se uma parcela for paga antes da conclusão, o pedido não pode ser concluído com estes valores e o fundo pede que você simule de novo.`;
}

export function loanPaymentNotice(operacao: Exclude<LoanOperation, 'contratacao'>, input: LoanPaymentInput): LoanPaymentNotice {
  const valor = formatBrl(input.valor);
  const dia = formatDateBr(input.data);
  switch (operacao) {
    case 'amortizacao':
      return {
        como: `Nada é cobrado ao confirmar: o portal não emite boleto nem PIX para a amortização. ${CHANNEL}; é por ali, ou pelo chat, que você combina com o fundo o pagamento dos ${valor}.`,
        quando: `Os valores desta simulação são os de ${dia}. ${untilConcluded(input.proximaParcela, 'O novo cronograma passa a valer')}`,
      };
    case 'quitacao':
      return {
        como: `Nada é cobrado ao confirmar: o portal não emite boleto nem PIX para a quitação. ${CHANNEL}; é por ali, ou pelo chat, que você combina com o fundo o pagamento dos ${valor}.`,
        quando: `${valor} é o valor para quitar em ${dia}, a data escolhida: em outra data o valor é outro, porque os juros contam por dia. ${untilConcluded(input.proximaParcela, 'O empréstimo fica quitado')}`,
      };
    case 'renegociacao':
      return {
        como: `Nada a pagar agora: o novo contrato absorve o saldo devedor de ${valor}, calculado para ${dia}, sem dinheiro novo.`,
        quando: untilConcluded(input.proximaParcela, 'O novo contrato passa a valer e o atual fica renegociado'),
      };
  }
}
