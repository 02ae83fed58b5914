import type { GoalInput } from '@/domain/retirement-planning';
import type { PlanningSettings } from '@/domain/retirement-planning-settings';
import { api } from './api';

export type Scenario = 'pessimista' | 'esperada' | 'otimista';
export type TrackingStatus = 'no_caminho' | 'fora_do_caminho';

/** GET /retornarPlanejamento/{idVinculoPlano}: the whole income picture at the goal's age (money as decimal text). */
export interface Planejamento {
  idVinculoPlano: number;
  dataReferencia: string;
  idadeAtual: number;
  idadeAposentadoriaPlano: number;
  idadeAlvo: number;
  mesesAteIdadeAlvo: number;
  saldoAtual: string;
  contribuicaoMensal: string;
  premissas: { rentabilidadePessimista: string; rentabilidadeEsperada: string; rentabilidadeOtimista: string; inflacaoAnual: string; prazoRendaMeses: number; pagamentosPorAno: number };
  meta: { idadeAlvo: number; rendaDesejada: string; estimativaInss: string; outrasRendas: string; rendaTributavelAnual: string | null; avisarDesvio: boolean; atualizadoEm: string } | null;
  cenarios: Array<{ cenario: Scenario; rentabilidadeAnual: string; saldoProjetado: string; rendaMensalNominal: string; rendaMensalHoje: string }>;
  rendaTotal: { fundoHoje: string; fundoNominal: string; inss: string; outras: string; totalHoje: string; totalNominal: string };
  faixa: Array<{ idade: number; pessimista: string; esperada: string; otimista: string }>;
  lacuna: { rendaDesejada: string; diferenca: string; atingida: boolean; contribuicaoNecessaria: string; contribuicaoAdicional: string; aporteUnico: string; idadeQueFecha: number | null; situacao: TrackingStatus } | null;
  deducaoDezembro: {
    ano: number;
    rendaTributavelAnual: string | null;
    contribuicoesPagas: string;
    esporadicasPendentes: string;
    limiteDedutivel: string | null;
    espacoRestante: string | null;
    economiaImposto: string | null;
    ultimoDiaPix: string;
    ultimoDiaBoleto: string;
  } | null;
}

export interface HistoricoPlanejamento {
  historico: Array<{ competencia: string; totalProjetado: string; rendaDesejada: string; idadeAlvo: number; situacao: TrackingStatus }>;
}

export function retornarPlanejamento(idVinculoPlano: number) {
  return api.get<Planejamento>(`/retornarPlanejamento/${idVinculoPlano}`);
}

export function atualizarPlanejamento(idVinculoPlano: number, body: GoalInput) {
  return api.put<Planejamento & { message: string }>(`/atualizarPlanejamento/${idVinculoPlano}`, body);
}

export function retornarHistoricoPlanejamento(idVinculoPlano: number) {
  return api.get<HistoricoPlanejamento>(`/retornarHistoricoPlanejamento/${idVinculoPlano}`);
}

/** settings/beneficios: a plan's planning assumptions (the defaults until saved). */
export function retornarConfiguracaoPlanejamento(idPlano: number) {
  return api.get<PlanningSettings>(`/retornarConfiguracaoPlanejamento/${idPlano}`);
}

export function atualizarConfiguracaoPlanejamento(idPlano: number, body: PlanningSettings) {
  return api.put<PlanningSettings>(`/atualizarConfiguracaoPlanejamento/${idPlano}`, body);
}
