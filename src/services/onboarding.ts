import type { YesNo } from '@/domain/api-types';
import type { OnboardingAnswers } from '@/domain/onboarding';
import { api } from './api';

export type { AddressAnswer, OnboardingAnswers } from '@/domain/onboarding';

/** What the onboarding screens need for one plan link (GET /retornarOnboarding). */
export interface OnboardingDescription {
  etapas: number[];
  onboarding: YesNo;
  onboarding_plano: number | null;
  regrasContribuicao: {
    valorMinimo: string;
    fatorSalario: string;
    limiteSalarial: string;
    percentualBasicoMaximo: number;
    percentualSuplementarMaximo: number;
    banco: string;
    /** The bank's name from the Banco Central list; null when the code is not in it. */
    bancoNome: string | null;
    diaVencimento: number;
    suspensaoMesesMaximo: number;
  };
  perfisInvestimento: { id: number; nome: string; descricao: string }[];
  faixasRenda: { id: number; nome: string }[];
}

export interface OnboardingStepAnswer {
  proximaEtapa: number;
  onboarding: YesNo;
  progresso: number;
}



/** GET /retornarDadosOnboarding: the steps saved, where the onboarding picks up (0 start, -1 all saved) and the answers. */
export interface OnboardingSavedSteps {
  etapasSalvas: number[];
  proximaEtapa: number;
  respostas: OnboardingAnswers;
}

export function retornarDadosOnboarding(idPessoa: number, idPlano: number) {
  return api.get<OnboardingSavedSteps>(`/retornarDadosOnboarding/${idPessoa}/${idPlano}`);
}

export function retornarOnboarding(idPessoa: number, idPlano: number) {
  return api.get<OnboardingDescription>(`/retornarOnboarding/${idPessoa}/${idPlano}`);
}

export function retornarSalario(idPessoa: number, idPlano: number) {
  return api.get<{ salario: string | null }>(`/retornarSalario/${idPessoa}/${idPlano}`);
}

/** Saves one step; a 400 carries `errors` with paths like `metadata/cep`. */
export function enviarDadosOnboarding(body: { idPessoa: number; idPlano: number; idStep: number; metadata: Record<string, unknown> }) {
  return api.post<OnboardingStepAnswer>('/enviarDadosOnboarding', { ...body, pular: 'N' });
}
