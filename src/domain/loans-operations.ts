import * as FUNCTIONALITY from './functionality-ids';
/**
 * The loan operations a request of functionality 28 asks for and their names (apart from loans.ts, which carries the
 * money rules: the request lists and their detail in the pages read only these).
 */

/** What a loan request (functionality 28) asks for, in its dados.operacao. */
export type LoanOperation = 'contratacao' | 'quitacao' | 'amortizacao' | 'renegociacao';

/**
 * Each loan operation's own name: every loan request is functionality 28, 'Solicitar empréstimo', so lists, details,
 * notifications, e-mails and the audit name the request by its operation instead (a prepayment is not a new loan).
 */
export const LOAN_OPERATION_NAMES: Readonly<Record<LoanOperation, string>> = {
  contratacao: 'Novo empréstimo',
  amortizacao: 'Amortização de empréstimo',
  quitacao: 'Quitação de empréstimo',
  renegociacao: 'Renegociação de empréstimo',
};

const isLoanOperation = (value: unknown): value is LoanOperation => typeof value === 'string' && Object.hasOwn(LOAN_OPERATION_NAMES, value);

/** The operation's name of a loan request (functionality 28 with a known dados.operacao); null for any other request. */
export function loanOperationName(idFuncionalidade: number, operacao: unknown): string | null {
  return idFuncionalidade === FUNCTIONALITY.LOAN_REQUEST && isLoanOperation(operacao) ? LOAN_OPERATION_NAMES[operacao] : null;
}

/** What the audit of a loan request adds to its details: the operation's name ({ operacao: 'Amortização de empréstimo' }); nothing for another request. */
export function loanOperationAuditDetail(idFuncionalidade: number, dados: unknown): { operacao?: string } {
  const operacao = dados && typeof dados === 'object' ? (dados as Record<string, unknown>).operacao : undefined;
  const name = loanOperationName(idFuncionalidade, operacao);
  return name ? { operacao: name } : {};
}

/** A request's name as people read it: its operation's for a loan request, its service's for every other one. */
export function requestName(request: { idFuncionalidade: number; nomeFuncionalidade: string; operacao: unknown }): string {
  return loanOperationName(request.idFuncionalidade, request.operacao) ?? request.nomeFuncionalidade;
}

