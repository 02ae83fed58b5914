import type { ParametrosBeneficioPlano, SimulacaoBeneficioInput } from '@/domain/benefit-simulator-input';
import { api } from './api';

/** The projection (POST /simularBeneficio): decimal strings with 2 places. */
export interface ProjecaoBeneficio {
  saldoProjetado: string;
  rendaMensal: string;
  /** Only in reverse mode: the monthly contribution that reaches the desired income. */
  contribuicaoNecessaria?: string;
  /** The balance at the end of each month; month 0 is today. */
  evolucao: Array<{ mes: number; saldo: string }>;
}

/** Where the signed-in simulator starts (GET /retornarDadosSimulacao/{idVinculoPlano}). */
export interface DadosSimulacao {
  idVinculoPlano: number;
  /** yyyy-MM-dd, Brasília: the day the age and the months were counted on. */
  dataReferencia: string;
  saldoAtual: string | null;
  dataSaldo: string | null;
  contribuicaoMensal: { competencia: string; participante: string; patrocinadora: string; total: string } | null;
  dataNascimento: string;
  idadeAtual: number;
  parametros: Pick<ParametrosBeneficioPlano, 'pagamentosPorAno' | 'rentabilidadeReferencia' | 'idadeAposentadoria'> | null;
  mesesAteAposentadoria: number | null;
}

export function simularBeneficio(body: SimulacaoBeneficioInput) {
  return api.post<ProjecaoBeneficio>('/simularBeneficio', body);
}

export function retornarDadosSimulacao(idVinculoPlano: number) {
  return api.get<DadosSimulacao>(`/retornarDadosSimulacao/${idVinculoPlano}`);
}

export function retornarParametrosBeneficio(idPlano: number) {
  return api.get<ParametrosBeneficioPlano>(`/retornarParametrosBeneficio/${idPlano}`);
}

export function atualizarParametrosBeneficio(idPlano: number, body: ParametrosBeneficioPlano) {
  return api.put<ParametrosBeneficioPlano>(`/atualizarParametrosBeneficio/${idPlano}`, body);
}
