import { api } from './api';

/** Today's monthly contribution of a plan link and what the change and suspension services need (services 8 and 9). */
export interface ContribuicaoAtual {
  forma: 'valor' | 'percentual';
  salario: string | null;
  valorContribuicao: string | null;
  percentualBasica: string | null;
  percentualSuplementar: string | null;
  contribuicaoBasica: string;
  contribuicaoSuplementar: string;
  contribuicaoTotal: string;
  /** yyyy-MM: the month a change asked today applies from. */
  vigencia: string;
  suspensaoMesesMaximo: number;
  alteracaoAberta: { id: number; protocolo: string } | null;
  suspensaoAberta: { id: number; protocolo: string } | null;
}

export interface SolicitacaoCriada {
  id: number;
  protocolo: string;
  idPlano: number;
  dados: Record<string, unknown>;
}

export function retornarContribuicaoAtual(idVinculoPlano: number) {
  return api.get<ContribuicaoAtual>(`/retornarContribuicaoAtual/${idVinculoPlano}`);
}

export function enviarAlteracaoContribuicao(body: { idPessoa: number; idVinculoPlano: number; percentualBasica?: string; percentualSuplementar?: string; valorContribuicao?: string }) {
  return api.post<SolicitacaoCriada>('/enviarAlteracaoContribuicao', body);
}

export function enviarSuspensaoContribuicao(body: { idPessoa: number; idVinculoPlano: number; meses: number; motivo: string }) {
  return api.post<SolicitacaoCriada>('/enviarSuspensaoContribuicao', body);
}
