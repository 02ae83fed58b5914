import type { TemaPlano } from '@/domain/api-types';
import { api } from './api';

/** settings/theme-settings: a plan's theme; logo and background are an uploaded image's id, the current address (kept) or null. */
export function atualizarConfiguracaoTema(idPlano: number, body: { cor_primaria: string; logo?: number | string | null; background?: number | string | null }) {
  return api.put<TemaPlano>(`/atualizarConfiguracaoTema/${idPlano}`, body);
}

export interface PlanoOnboarding {
  idPlano: number;
  plano: string;
  onboarding_plano: number;
  perfil_investimento: 'S' | 'N';
  etapas: number[];
  pendentes: number;
}

export interface OnboardingPessoa {
  idPessoa: number;
  nome: string;
  onboarding: 'S' | 'N';
  onboarding_plano: number | null;
  etapasConcluidas: number[];
  vinculos: { idPlano: number; plano: string; matricula: string }[];
}

export function retornarConfiguracaoOnboarding() {
  return api.get<PlanoOnboarding[]>('/retornarConfiguracaoOnboarding');
}

export function atualizarConfiguracaoOnboarding(idPlano: number, onboardingPlano: number) {
  return api.put<PlanoOnboarding>(`/atualizarConfiguracaoOnboarding/${idPlano}`, { onboarding_plano: onboardingPlano });
}

export function retornarOnboardingPessoa(idPessoa: number) {
  return api.get<OnboardingPessoa>(`/retornarOnboardingPessoa/${idPessoa}`);
}

export function reiniciarOnboarding(idPessoa: number, idPlano: number) {
  return api.post<{ message: string; onboarding: 'S'; onboarding_plano: number }>(`/reiniciarOnboarding/${idPessoa}`, { idPlano });
}
