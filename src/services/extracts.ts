import type { ContributionType } from '@/domain/accounts';
import { api } from './api';

const API_BASE = process.env.NEXT_PUBLIC_API_URL ?? '/api';

export interface ContaSaldo {
  conta: ContributionType;
  nome: string;
  cotas: string;
  saldo: string;
}

export interface Saldo {
  saldoTotal: string;
  valorCota: string;
  dataCota: string;
  contas: ContaSaldo[];
  evolucao: { mes: string; saldo: string }[];
  rentabilidade: { ultimos12Meses: string | null; noAno: string | null; desdeInicio: string | null; inicioSerie: string | null };
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

export function retornarSaldo(idVinculoPlano: number) {
  return api.get<Saldo>(`/retornarSaldo/${idVinculoPlano}`);
}

const filterParams = (filter: FiltroExtrato) => Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value))) as Record<string, string>;

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
