import { api } from './api';

export type Regime = 'progressivo' | 'regressivo';

export interface RegimeTributacao {
  regime: Regime | null;
  regimeDescricao: string;
  podeEscolher: boolean;
  motivo?: string;
  opcoesPermitidas: Regime[];
  solicitacaoAberta?: { id: number; protocolo: string; regime: string | null };
}

export interface SimulacaoRegimeEntrada {
  idVinculoPlano: number;
  idadeAposentadoria?: number;
  rentabilidadeAnual?: string;
  prazoMeses?: number;
  outrasRendasMensais?: string;
}

interface LadoRegime {
  aliquotaEfetiva: { resgate: string; renda: string };
  valorLiquido: { resgate: string; rendaMensal: string };
}

export interface SimulacaoRegime {
  dataReferencia: string;
  regimeAtual: Regime | null;
  premissas: {
    idadeAtual: number;
    idadeAposentadoria: number;
    mesesAteAposentadoria: number;
    rentabilidadeAnual: string;
    prazoMeses: number;
    pagamentosPorAno: 12 | 13;
    contribuicaoMensal: string;
    outrasRendasMensais: string;
  };
  resgate: { valorBruto: string };
  renda: { saldoAtual: string; saldoProjetado: string; rendaMensal: string; inicioRenda: string; pagamentos: number; rendaTotal: string };
  progressivo: LadoRegime & {
    imposto: { resgate: string; rendaMensal: string; rendaTotal: string };
    /** The declaration's final tax on the redemption (the 15 % withheld is an advance). */
    impostoFinalResgate: { anoCalendario: number; minimo: string; maximo: string };
  };
  regressivo: LadoRegime & {
    imposto: { resgate: string; rendaMensal: string; rendaPrimeiroPagamento: string; rendaTotal: string };
    aliquotaEfetiva: { rendaPrimeiroPagamento: string };
    porAliquota: { aliquota: string; renda: string }[];
  };
  pontoDeEquilibrio: { rendaMensal: string | null; aliquotaRegressiva: string; outrasRendasMensais: string };
  recomendacao: { regime: Regime; explicacao: string; ressalvas: string[] };
}

export interface OpcaoRegimeEnviada {
  id: number;
  protocolo: string;
  idPlano: number;
  regime: Regime;
}

export function retornarRegimeTributacao(idVinculoPlano: number) {
  return api.get<RegimeTributacao>(`/retornarRegimeTributacao/${idVinculoPlano}`);
}

export function simularRegimeTributacao(body: SimulacaoRegimeEntrada) {
  return api.post<SimulacaoRegime>('/simularRegimeTributacao', body);
}

export function enviarOpcaoRegimeTributacao(body: { idPessoa: number; idVinculoPlano: number; regime: Regime; confirmacaoIrretratavel?: boolean }) {
  return api.post<OpcaoRegimeEnviada>('/enviarOpcaoRegimeTributacao', body);
}
