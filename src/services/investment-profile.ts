import type { AnswerChoice, ChangeWindow, CompositionItem, WindowSettings } from '@/domain/investment-profile';
import { api } from './api';

export interface Named {
  id: number;
  nome: string;
}

export interface PerfilInvestimento {
  id: number;
  nome: string;
  descricao: string;
  composicao: CompositionItem[];
}

/** retornarPerfilInvestimento: what the participant page shows (the questionnaire has no points). */
export interface PerfilInvestimentoVinculo {
  vinculoPlano: { id: number; matricula: string; plano: Named };
  perfilAtual: PerfilInvestimento & { seguePadrao: boolean };
  perfis: PerfilInvestimento[];
  questionario: Array<{ id: number; texto: string; respostas: Array<{ id: number; texto: string }> }>;
  janela: ChangeWindow;
  ultimaAvaliacao: { pontuacao: number; perfilRecomendado: Named | null; criadoEm: string } | null;
  solicitacaoAberta: { id: number; protocolo: string; status: Named; perfil: Named; criadoEm: string } | null;
}

export interface Recomendacao {
  id: number;
  perfilRecomendado: Named;
  pontuacao: number;
  criadoEm: string;
}

export interface PedidoPerfil {
  id: number;
  protocolo: string;
  idPlano: number;
  perfil: Named;
  conformeRecomendacao: boolean | null;
}

export function retornarPerfilInvestimento(idVinculoPlano: number) {
  return api.get<PerfilInvestimentoVinculo>(`/retornarPerfilInvestimento/${idVinculoPlano}`);
}

export function enviarQuestionarioPerfil(body: { idPessoa: number; idVinculoPlano: number; respostas: AnswerChoice[] }) {
  return api.post<Recomendacao>('/enviarQuestionarioPerfil', body);
}

export function alterarPerfilInvestimento(body: { idPessoa: number; idVinculoPlano: number; idPerfilInvestimento: number }) {
  return api.post<PedidoPerfil>('/alterarPerfilInvestimento', body);
}

/** Administrators. */
export interface QuestionarioAdmin {
  idPlano: number;
  perguntas: Array<{ id: number; texto: string; ordem: number; respostas: Array<{ id: number; texto: string; pontos: number }> }>;
  faixas: Array<{ idPerfilInvestimento: number; nome: string; pontuacaoMinima: number | null; pontuacaoMaxima: number | null }>;
  pontuacaoPossivel: { minima: number; maxima: number };
}

export interface PerguntaInput {
  texto: string;
  respostas: Array<{ id?: number; texto: string; pontos: number }>;
}

export interface PerfilAdmin extends PerfilInvestimento {
  ordem: number;
  pontuacaoMinima: number | null;
  pontuacaoMaxima: number | null;
}

export function retornarQuestionarioPerfil(idPlano: number) {
  return api.get<QuestionarioAdmin>(`/retornarQuestionarioPerfil/${idPlano}`);
}

export function criarPerguntaPerfil(idPlano: number, body: PerguntaInput) {
  return api.post<QuestionarioAdmin>('/criarPerguntaPerfil', { idPlano, ...body });
}

export function atualizarPerguntaPerfil(idPergunta: number, body: PerguntaInput) {
  return api.put<QuestionarioAdmin>(`/atualizarPerguntaPerfil/${idPergunta}`, body);
}

export function excluirPerguntaPerfil(idPergunta: number) {
  return api.delete<QuestionarioAdmin>(`/excluirPerguntaPerfil/${idPergunta}`);
}

export function atualizarFaixasPerfil(idPlano: number, faixas: Array<{ idPerfilInvestimento: number; pontuacaoMinima: number; pontuacaoMaxima: number }>) {
  return api.put<QuestionarioAdmin>(`/atualizarFaixasPerfil/${idPlano}`, { faixas });
}

export function retornarPerfisInvestimento(idPlano: number) {
  return api.get<{ idPlano: number; perfis: PerfilAdmin[]; janela: WindowSettings }>(`/retornarPerfisInvestimento/${idPlano}`);
}

export function atualizarPerfilInvestimento(idPerfilInvestimento: number, body: { descricao: string; composicao: CompositionItem[] }) {
  return api.put<PerfilAdmin>(`/atualizarPerfilInvestimento/${idPerfilInvestimento}`, body);
}

export function atualizarJanelaPerfil(idPlano: number, body: WindowSettings) {
  return api.put<WindowSettings>(`/atualizarJanelaPerfil/${idPlano}`, body);
}
