import type { ContributionType } from '@/domain/accounts';
import type { BalanceHistoryQuery } from '@/domain/extracts-history';
import { api } from './api';

const API_BASE = process.env.NEXT_PUBLIC_API_URL ?? '/api';

export interface ContaSaldo {
  conta: ContributionType;
  nome: string;
  cotas: string;
  saldo: string;
}

/**
 * The plan's return (the quota's) and the IPCA and CDI accumulated over the months of the period the quota series
 * covers (`inicio`–`fim`, AAAA-MM), in % with 2 places; null when the series or the index lacks one of those months.
 */
export interface ComparacaoSaldo {
  inicio: string;
  fim: string;
  rentabilidadePlano: string | null;
  ipca: string | null;
  cdi: string | null;
}

export interface Saldo {
  saldoTotal: string;
  valorCota: string;
  dataCota: string;
  contas: ContaSaldo[];
  evolucao: { mes: string; saldo: string }[];
  rentabilidade: { ultimos12Meses: string | null; noAno: string | null; desdeInicio: string | null; inicioSerie: string | null };
  comparacao: ComparacaoSaldo;
}

export interface ContribuicaoExtrato {
  competencia: string;
  tipo: ContributionType;
  valor: string;
  cotas: string | null;
  valorCota: string | null;
  status: 'paga' | 'pendente';
}

export interface ExtratoContribuicao {
  contribuicoes: ContribuicaoExtrato[];
  totais: { valor: string; cotas: string; porTipo: { tipo: ContributionType; valor: string; cotas: string }[] };
  periodo: { inicio: string; fim: string };
}

export interface FiltroExtrato {
  inicio?: string;
  fim?: string;
  tipo?: ContributionType;
}

export interface ExtratoIrRegressivo {
  dataReferencia: string;
  valorCota: string;
  dataCota: string;
  regimeTributacao: 'progressivo' | 'regressivo' | null;
  lotes: { competencia: string; cotas: string; valorAtual: string; aliquota: string; imposto: string }[];
  porAliquota: { aliquota: string; lotes: number; valorAtual: string; imposto: string }[];
  totais: { cotas: string; valorAtual: string; imposto: string };
}

/** Each plan link's balance (the same as its retornarSaldo) and their sum (retornarSaldoConsolidado; the home's panel too). */
export interface SaldoConsolidado {
  saldoTotal: string;
  vinculos: { idVinculoPlano: number; matricula: string; plano: { id: number; nome: string }; saldo: string; dataCota: string }[];
}

export function retornarSaldoConsolidado(idPessoa: number) {
  return api.get<SaldoConsolidado>(`/retornarSaldoConsolidado/${idPessoa}`);
}

const filterParams = (filter: FiltroExtrato | BalanceHistoryQuery) => Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value))) as Record<string, string>;

/** The balance with the evolution of a period (`periodo`, or `inicio` and `fim`); the last 12 months without one. */
export function retornarSaldo(idVinculoPlano: number, period: BalanceHistoryQuery = {}) {
  return api.get<Saldo>(`/retornarSaldo/${idVinculoPlano}`, { params: filterParams(period) });
}

export function retornarExtratoContribuicao(idVinculoPlano: number, filter: FiltroExtrato) {
  return api.get<ExtratoContribuicao>(`/retornarExtratoContribuicao/${idVinculoPlano}`, { params: filterParams(filter) });
}

/** The address of the extract as a file: a plain link downloads it (the session cookie goes with a GET). */
export function extratoContribuicaoFileUrl(idVinculoPlano: number, filter: FiltroExtrato, formato: 'csv' | 'pdf') {
  const query = new URLSearchParams({ ...filterParams(filter), formato });
  return `${API_BASE}/retornarExtratoContribuicao/${idVinculoPlano}?${query.toString()}`;
}

export function retornarExtratoIrRegressivo(idVinculoPlano: number) {
  return api.get<ExtratoIrRegressivo>(`/retornarExtratoIrRegressivo/${idVinculoPlano}`);
}
