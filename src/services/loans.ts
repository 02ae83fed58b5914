import { api } from './api';

/**
 * Loans of the loan-enabled plan kind ('2'), issue 15. Every figure is the API's decimal string (2 places), shown as
 * it comes (formatBrl/formatPercent), never recomputed. Rates and percentages are percent values ('1.50' = 1,5 %).
 */

/** One installment of a schedule: its number, due date, value, the principal and interest it pays and the balance after it. */
export interface ParcelaCronograma {
  numero: number;
  vencimento: string;
  amortizacao: string;
  juros: string;
  valorParcela: string;
  saldo: string;
}

/** An installment of a contract: paid or open. */
export interface ParcelaContrato extends ParcelaCronograma {
  paga: boolean;
}

/** 'renegociado': replaced by a new contract that absorbed its balance. */
export type SituacaoEmprestimo = 'aberto' | 'quitado' | 'renegociado';

export interface Emprestimo {
  id: number;
  valorContratado: string;
  taxaMensal: string;
  prazoMeses: number;
  valorParcela: string;
  parcelasPagas: number;
  /** The present value of the open installments at the contract rate, today. */
  saldoDevedor: string;
  status: SituacaoEmprestimo;
  sistema: SistemaAmortizacao;
  dataContratacao: string;
  dataCredito: string;
  iof: string;
  valorLiquido: string | null;
  proximaParcela: ParcelaCronograma | null;
  parcelas: ParcelaContrato[];
  /** The contract a renegotiation replaced with this one. */
  idEmprestimoAnterior: number | null;
}

export interface EmprestimosVinculo {
  emprestimos: Emprestimo[];
  /** The earliest due date among the open loans and what falls due that day, summed (null without an open loan). */
  proximoVencimento: { vencimento: string; valorParcela: string; quantidade: number } | null;
  margemDisponivel: string;
  valorMaximo: string;
  prazoMaximo: number;
  /** The plan's rate now, percent a month ('1.50'). */
  taxaMensal: string;
  /** The fund's day (Brasília) the balances are counted on, yyyy-MM-dd. */
  dataConsulta: string;
}

export interface Cet {
  mensal: string;
  anual: string;
}

export interface SimulacaoEmprestimo {
  valor: string;
  prazoMeses: number;
  sistema: SistemaAmortizacao;
  taxaMensal: string;
  dataCredito: string;
  valorParcela: string;
  jurosTotais: string;
  totalPago: string;
  iof: string;
  valorLiquido: string;
  cet: Cet;
  dentroDaMargem: boolean;
  dentroDoTeto: boolean;
  margemDisponivel: string;
  margemRestante: string;
  valorMaximo: string;
  parcelas: ParcelaCronograma[];
}

export interface SimulacaoQuitacao {
  idEmprestimo: number;
  data: string;
  valorQuitacao: string;
  parcelasEmAberto: number;
  /** The open installments' nominal sum. */
  saldoNominal: string;
  /** Interest not charged: saldoNominal − valorQuitacao. */
  desconto: string;
}

export type ModoAmortizacao = 'prazo' | 'parcela';

export interface SimulacaoAmortizacao {
  idEmprestimo: number;
  data: string;
  valor: string;
  modo: ModoAmortizacao;
  valorParcelaAtual: string;
  prazoRestanteAtual: number;
  saldoDevedor: string;
  saldoAposAmortizacao: string;
  valorParcela: string;
  prazoRestante: number;
  jurosRestantesAntes: string;
  jurosRestantesDepois: string;
  economiaJuros: string;
  parcelas: ParcelaCronograma[];
}

export interface SimulacaoRenegociacao {
  idEmprestimo: number;
  saldoDevedor: string;
  taxaMensal: string;
  sistema: SistemaAmortizacao;
  dataCredito: string;
  prazoMeses: number;
  valorParcela: string;
  jurosTotais: string;
  cet: Cet;
  parcelas: ParcelaCronograma[];
  valorParcelaAtual: string;
  prazoRestanteAtual: number;
  taxaMensalAtual: string;
  dentroDaMargem: boolean;
  margemDisponivel: string;
}

export type SistemaAmortizacao = 'price' | 'sac';

export interface ParametrosEmprestimo {
  taxaMensal: string;
  sistema: SistemaAmortizacao;
  prazoMaximo: number;
  valorMaximo: string;
  percentualMargem: string;
  tempoMinimoMeses: number;
  cobraIof: boolean;
}

/** A request opened by a loan service, with the simulation frozen in it. */
export interface SolicitacaoCriada {
  id: number;
  protocolo: string;
  dados: Record<string, unknown>;
}

export function retornarEmprestimos(idVinculoPlano: number) {
  return api.get<EmprestimosVinculo>(`/retornarEmprestimos/${idVinculoPlano}`);
}

export function simularEmprestimo(body: { idVinculoPlano: number; valor: string; prazoMeses: number; dataCredito?: string }) {
  return api.post<SimulacaoEmprestimo>('/simularEmprestimo', body);
}

export function solicitarEmprestimo(body: { idPessoa: number; idVinculoPlano: number; valor: string; prazoMeses: number; aceiteContrato: true }) {
  return api.post<SolicitacaoCriada>('/solicitarEmprestimo', body);
}

export function simularQuitacao(body: { idEmprestimo: number; data?: string }) {
  return api.post<SimulacaoQuitacao>('/simularQuitacao', body);
}

export function simularAmortizacao(body: { idEmprestimo: number; valor: string; modo: ModoAmortizacao }) {
  return api.post<SimulacaoAmortizacao>('/simularAmortizacao', body);
}

export function simularRenegociacao(body: { idEmprestimo: number; prazoMeses: number }) {
  return api.post<SimulacaoRenegociacao>('/simularRenegociacao', body);
}

export function solicitarQuitacao(body: { idEmprestimo: number; data?: string }) {
  return api.post<SolicitacaoCriada>('/solicitarQuitacao', body);
}

export function solicitarAmortizacao(body: { idEmprestimo: number; valor: string; modo: ModoAmortizacao }) {
  return api.post<SolicitacaoCriada>('/solicitarAmortizacao', body);
}

export function solicitarRenegociacao(body: { idEmprestimo: number; prazoMeses: number }) {
  return api.post<SolicitacaoCriada>('/solicitarRenegociacao', body);
}

export function retornarParametrosEmprestimo(idPlano: number) {
  return api.get<ParametrosEmprestimo>(`/retornarParametrosEmprestimo/${idPlano}`);
}

export function atualizarParametrosEmprestimo(idPlano: number, body: ParametrosEmprestimo) {
  return api.put<ParametrosEmprestimo>(`/atualizarParametrosEmprestimo/${idPlano}`, body);
}

/** The loan's open installments (not paid yet), in order. */
export function openInstallments(loan: Emprestimo): ParcelaContrato[] {
  return loan.parcelas.filter((parcela) => !parcela.paga);
}
