import { rateFraction, type Installment, type LoanSystem } from '@/domain/loans';
import type { Queryable } from '../../db/client';
import { HttpError } from '../../http-error';
import { Money } from '@/domain/money';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import type { RequestKind } from '../requests/request-kind';
import * as repository from './repository';
import { LOAN_MESSAGES, marginOf } from './service';

export const LOAN_EFFECT_MESSAGES = {
  changed: 'O empréstimo mudou desde o pedido (parcelas pagas ou outro pedido concluído): peça ao participante que simule de novo.',
  notOpen: 'O empréstimo deste pedido não está mais em aberto.',
} as const;

interface ConcludedLoanRequest {
  id: number;
  idVinculoPlano: number;
}

/** The loan a request about an existing contract names, still open and as it was when asked. */
async function loanAsAsked(tx: Queryable, request: ConcludedLoanRequest, dados: Record<string, unknown>) {
  const loan = await repository.findLoan(tx, Number(dados.idEmprestimo), { lock: true });
  if (!loan || loan.idVinculoPlano !== request.idVinculoPlano || loan.status !== 'aberto') throw new HttpError(409, LOAN_EFFECT_MESSAGES.notOpen);
  if (loan.parcelasPagas !== Number(dados.parcelasPagasNoPedido)) throw new HttpError(409, LOAN_EFFECT_MESSAGES.changed);
  return loan;
}

/**
 * A concluded loan request (functionality 28) takes effect from the simulation frozen in its dados: a new contract, a
 * payoff (the loan is 'quitado'), a prepayment (the new schedule) or a renegotiation (the old contract 'renegociado',
 * a new one for its balance). Runs in the request centre's transaction; what changed goes to the audit.
 */
async function applyLoanRequest(tx: Queryable, request: ConcludedLoanRequest, dados: Record<string, unknown>): Promise<Record<string, unknown>> {
  const parcelas = (dados.parcelas ?? []) as Installment[];
  switch (dados.operacao) {
    case 'contratacao': {
      // Another loan may have been concluded since this one was asked for: the installment must still fit the margin.
      const found = await repository.findLink(tx, request.idVinculoPlano);
      const settings = found ? await repository.findLoanSettings(tx, found.link.idPlano) : undefined;
      if (found && settings) {
        await repository.lockLink(tx, found.link.id);
        const margin = await marginOf(tx, found.link, settings);
        if (new Money(String(dados.valorParcela)).gt(margin)) throw new HttpError(409, LOAN_MESSAGES.margin(String(dados.valorParcela), margin));
      }
      const created = await repository.insertLoan(tx, {
        idVinculoPlano: request.idVinculoPlano,
        valorContratado: String(dados.valor),
        taxaMensal: rateFraction(String(dados.taxaMensal)),
        prazoMeses: Number(dados.prazoContratoMeses),
        valorParcela: String(dados.valorParcela),
        parcelasPagas: 0,
        dataContratacao: String(dados.dataCredito),
        dataCredito: String(dados.dataCredito),
        sistema: dados.sistema as LoanSystem,
        iof: String(dados.iof),
        valorLiquido: String(dados.valorLiquido),
        parcelas,
        status: 'aberto',
        idRequisicao: request.id,
      });
      return { emprestimo: { id: created.id, valorContratado: created.valorContratado, prazoMeses: created.prazoMeses, valorParcela: created.valorParcela } };
    }
    case 'quitacao': {
      const loan = await loanAsAsked(tx, request, dados);
      await repository.updateLoan(tx, loan.id, { status: 'quitado', idRequisicao: request.id });
      return { emprestimo: { id: loan.id, antes: 'aberto', depois: 'quitado', valorQuitacao: dados.valorQuitacao, data: dados.data } };
    }
    case 'amortizacao': {
      const loan = await loanAsAsked(tx, request, dados);
      const before = loan.parcelas ?? [];
      const paid = before.filter((row) => row.numero <= loan.parcelasPagas);
      await repository.updateLoan(tx, loan.id, {
        parcelas: [...paid, ...parcelas],
        prazoMeses: loan.parcelasPagas + parcelas.length,
        valorParcela: String(dados.valorParcela),
        idRequisicao: request.id,
      });
      return {
        emprestimo: { id: loan.id, valor: dados.valor, modo: dados.modo, antes: { prazoMeses: loan.prazoMeses, valorParcela: loan.valorParcela }, depois: { prazoMeses: loan.parcelasPagas + parcelas.length, valorParcela: dados.valorParcela } },
      };
    }
    case 'renegociacao': {
      const loan = await loanAsAsked(tx, request, dados);
      await repository.updateLoan(tx, loan.id, { status: 'renegociado', idRequisicao: request.id });
      const created = await repository.insertLoan(tx, {
        idVinculoPlano: request.idVinculoPlano,
        valorContratado: String(dados.saldoDevedor),
        taxaMensal: rateFraction(String(dados.taxaMensal)),
        prazoMeses: Number(dados.prazoContratoMeses),
        valorParcela: String(dados.valorParcela),
        parcelasPagas: 0,
        dataContratacao: String(dados.dataCredito),
        dataCredito: String(dados.dataCredito),
        sistema: dados.sistema as LoanSystem,
        iof: '0.00',
        valorLiquido: String(dados.saldoDevedor),
        parcelas,
        status: 'aberto',
        idRequisicao: request.id,
        idEmprestimoAnterior: loan.id,
      });
      return { emprestimo: { id: loan.id, antes: 'aberto', depois: 'renegociado' }, novoEmprestimo: { id: created.id, valorContratado: created.valorContratado, prazoMeses: created.prazoMeses, valorParcela: created.valorParcela } };
    }
    default:
      return {};
  }
}

/** Every loan operation is a request of functionality 28, opened by the loan routes (not criarSolicitacao). */
export const LOAN_REQUEST_KINDS: RequestKind[] = [{ idFuncionalidade: FUNCTIONALITY.LOAN_REQUEST, onConcluded: applyLoanRequest }];
