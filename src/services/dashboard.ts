import { api } from './api';
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

export function retornarPainelAdministrador() {
  return api.get<PainelAdministrador>('/retornarPainelAdministrador');
}
