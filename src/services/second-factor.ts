import type { SecondFactorEnrolment, SecondFactorStatus } from '@/domain/api-types';
import type { MessageResponse } from './auth';
import { api } from './api';

/** The signed-in administrator's own second factor (TOTP). */
export function retornarSegundoFator() {
  return api.get<SecondFactorStatus>('/retornarSegundoFator');
}

export function iniciarSegundoFator() {
  return api.post<SecondFactorEnrolment>('/iniciarSegundoFator');
}

export function confirmarSegundoFator(body: { codigo: string }) {
  return api.post<{ codigosRecuperacao: string[] }>('/confirmarSegundoFator', body);
}

export function desativarSegundoFator(body: { codigo: string }) {
  return api.post<MessageResponse>('/desativarSegundoFator', body);
}
