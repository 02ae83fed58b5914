import { api, loadHttpClientNow } from './api';
import type { SaldoConsolidado } from './extracts';

interface Named {
  id: number;
  nome: string;
}

export interface SolicitacaoResumo {
  id: number;
  protocolo: string;
  /** The name people read: the service's, or a loan request's operation. */
  nome: string;
  funcionalidade: Named;
  status: Named;
  criadoEm: string;
}

export interface PainelParticipante {
  tipo: 'contribuinte' | 'beneficiario';
  saldo: { total: string; cotas: string; valorCota: string; dataCota: string } | null;
  ultimasContribuicoes: { competencia: string; total: string }[];
  ultimoContracheque: {
    competencia: string;
    valorBruto: string;
    impostoRenda: string;
    outrosDescontos: string;
    valorLiquido: string;
    dataPagamento: string;
  } | null;
  proximoPagamento: string | null;
  solicitacoesAbertas: SolicitacaoResumo[];
  /** null with fewer than two plan links that have a balance. */
  saldoConsolidado: SaldoConsolidado | null;
  recadastramentosPendentes: RecadastramentoPendente[];
}

/** An open re-registration campaign the person has not answered yet. */
export interface RecadastramentoPendente {
  idCampanha: number;
  titulo: string;
  fim: string;
}

export interface PainelAdministrador {
  solicitacoesAguardando: number;
  solicitacoesPorStatus: { status: Named; total: number }[];
  conversasNaoLidas: number;
  ultimasSolicitacoes: (SolicitacaoResumo & { pessoa: Named })[];
}

export function retornarPainelParticipante(idVinculoPlano: number) {
  return api.get<PainelParticipante>(`/retornarPainelParticipante/${idVinculoPlano}`);
}

/** Past this, a panel asked for early is not taken: the home was left and the person may come back much later. */
const EARLY_PANEL_MAX_AGE_MS = 10_000;
let earlyPanel: { idVinculoPlano: number; startedAt: number; answer: Promise<PainelParticipante> } | null = null;

/**
 * Asks for the home's panel as soon as the page's code runs on a full load, before React hydrates and the dashboard
 * mounts: its answer (the re-registration banner, the balance) is the home's largest paint, and it no longer waits for
 * hydration (Lighthouse mobile's LCP on '/'). The same request the dashboard would make, with the same session.
 */
export function startParticipantPanelEarly(idVinculoPlano: number) {
  loadHttpClientNow();
  const answer = retornarPainelParticipante(idVinculoPlano);
  // No page may take it (another plan chosen meanwhile): its failure is then nobody's. Taken, its error is shown.
  answer.catch(() => undefined);
  earlyPanel = { idVinculoPlano, startedAt: performance.now(), answer };
}

/** The panel of the enrolment: the early answer when it was asked for this enrolment moments ago, else a new request. */
export function takeParticipantPanel(idVinculoPlano: number): Promise<PainelParticipante> {
  const early = earlyPanel;
  earlyPanel = null;
  if (early?.idVinculoPlano === idVinculoPlano && performance.now() - early.startedAt < EARLY_PANEL_MAX_AGE_MS) return early.answer;
  return retornarPainelParticipante(idVinculoPlano);
}

export function retornarPainelAdministrador() {
  return api.get<PainelAdministrador>('/retornarPainelAdministrador');
}
