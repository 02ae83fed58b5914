import { describe, expect, it } from 'vitest';
import { loanPaymentNotice } from '@/domain/loans-confirmation';
import { LOAN_OPERATION_NAMES, loanOperationAuditDetail, loanOperationName, requestName } from '@/domain/loans-operations';
import { describeRequestData } from '@/domain/requests-data';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

describe('the name of a loan request', () => {
  it('every loan operation is service 28, and each is named by its operation', () => {
    expect(FUNCTIONALITY.LOAN_REQUEST).toBe(28);
    expect(requestName({ idFuncionalidade: 28, nomeFuncionalidade: 'Solicitar empréstimo', operacao: 'amortizacao' })).toBe('Amortização de empréstimo');
    expect(requestName({ idFuncionalidade: 28, nomeFuncionalidade: 'Solicitar empréstimo', operacao: 'quitacao' })).toBe('Quitação de empréstimo');
    expect(requestName({ idFuncionalidade: 28, nomeFuncionalidade: 'Solicitar empréstimo', operacao: 'renegociacao' })).toBe('Renegociação de empréstimo');
    expect(requestName({ idFuncionalidade: 28, nomeFuncionalidade: 'Solicitar empréstimo', operacao: 'contratacao' })).toBe('Novo empréstimo');
  });

  it("any other request, or a 28 without a known operation, keeps its service's name", () => {
    expect(requestName({ idFuncionalidade: 2, nomeFuncionalidade: 'Pessoa politicamente exposta', operacao: 'amortizacao' })).toBe('Pessoa politicamente exposta');
    expect(requestName({ idFuncionalidade: 28, nomeFuncionalidade: 'Solicitar empréstimo', operacao: null })).toBe('Solicitar empréstimo');
    expect(requestName({ idFuncionalidade: 28, nomeFuncionalidade: 'Solicitar empréstimo', operacao: 'toString' })).toBe('Solicitar empréstimo');
    expect(loanOperationName(28, undefined)).toBeNull();
  });

  it('the audit details of a loan request carry the operation; of another request, nothing', () => {
    expect(loanOperationAuditDetail(28, { operacao: 'amortizacao', valor: '1000.00' })).toEqual({ operacao: 'Amortização de empréstimo' });
    expect(loanOperationAuditDetail(28, null)).toEqual({});
    expect(loanOperationAuditDetail(13, { operacao: 'amortizacao' })).toEqual({});
  });

  it("the request's data reads the operation by the same name", () => {
    expect(describeRequestData({ operacao: 'quitacao' })).toEqual([{ label: 'Pedido', value: LOAN_OPERATION_NAMES.quitacao }]);
  });
});

describe('how and when to pay, on the confirmation of a loan operation', () => {
  const next = { valorParcela: '499.24', vencimento: '2026-07-15' };

  it('a prepayment: nothing is charged by the portal, the fund answers in the request; the figures are of the day, the new schedule starts at the conclusion', () => {
    expect(loanPaymentNotice('amortizacao', { valor: '1000.00', data: '2026-06-15', proximaParcela: next })).toEqual({
      como:
        'Nada é cobrado ao confirmar: o portal não emite boleto nem PIX para a amortização. O fundo responde ao pedido em Acompanhar solicitações, com aviso por notificação e por e-mail a cada mudança de situação; é por ali, ou pelo chat, que você combina com o fundo o pagamento dos R$\u00a01.000,00.',
      quando:
        'Os valores desta simulação são os de 15/06/2026. O novo cronograma passa a valer quando o fundo concluir o pedido; até lá, as parcelas continuam vencendo como hoje (a próxima, de R$\u00a0499,24, em 15/07/2026). Se uma parcela for paga antes da conclusão, o pedido não pode ser concluído com estes valores e o fundo pede que você simule de novo.',
    });
  });

  it('a payoff: the amount is the one of the chosen date; the loan is paid off at the conclusion', () => {
    const notice = loanPaymentNotice('quitacao', { valor: '6661.50', data: '2026-06-20', proximaParcela: next });
    expect(notice.como).toContain('não emite boleto nem PIX para a quitação');
    expect(notice.como).toContain('o pagamento dos R$\u00a06.661,50.');
    expect(notice.quando).toBe(
      'R$\u00a06.661,50 é o valor para quitar em 20/06/2026, a data escolhida: em outra data o valor é outro, porque os juros contam por dia. O empréstimo fica quitado quando o fundo concluir o pedido; até lá, as parcelas continuam vencendo como hoje (a próxima, de R$\u00a0499,24, em 15/07/2026). Se uma parcela for paga antes da conclusão, o pedido não pode ser concluído com estes valores e o fundo pede que você simule de novo.',
    );
  });

  it('a renegotiation: nothing to pay; without an open installment the next one is not named', () => {
    const notice = loanPaymentNotice('renegociacao', { valor: '6661.50', data: '2026-06-15', proximaParcela: null });
    expect(notice.como).toBe('Nada a pagar agora: o novo contrato absorve o saldo devedor de R$\u00a06.661,50, calculado para 15/06/2026, sem dinheiro novo.');
    expect(notice.quando).toContain('O novo contrato passa a valer e o atual fica renegociado quando o fundo concluir o pedido; até lá, as parcelas continuam vencendo como hoje.');
  });
});
