import type { LoginResponse, SecondFactorChallenge } from '@/domain/api-types';
import { api } from './api';

export interface MessageResponse {
  message: string;
}

/** The session, or, for an administrator with a second factor, the challenge that autenticarSegundoFator takes. */
export function autenticar(body: { cpf: string; senha: string }) {
  return api.post<LoginResponse | SecondFactorChallenge>('/autenticar', body);
}

export function autenticarSegundoFator(body: { desafio: string; codigo: string }) {
  return api.post<LoginResponse>('/autenticarSegundoFator', body);
}

export function logout() {
  return api.post<unknown>('/logout');
}

export function solicitarCodigoSeguranca(body: { cpf: string }) {
  return api.post<MessageResponse>('/solicitarCodigoSeguranca', body);
}

export function validarCodigoSeguranca(body: { cpf: string; codigo: string }) {
  return api.post<{ valido: true }>('/validarCodigoSeguranca', body);
}

export function redefinirSenha(body: { cpf: string; codigo: string; senha: string; confirmacaoSenha: string }) {
  return api.post<MessageResponse>('/redefinirSenha', body);
}

/** Whose first-access link this is (400 invalid, 410 used or expired); it does not spend the link. */
export function retornarPrimeiroAcesso(token: string) {
  return api.get<{ nome: string; expiraEm: string }>('/retornarPrimeiroAcesso', { params: { token } });
}

/** The first password of an imported person, with the e-mailed link (spends it). */
export function criarSenhaPrimeiroAcesso(body: { token: string; senha: string; confirmacaoSenha: string }) {
  return api.post<MessageResponse>('/criarSenhaPrimeiroAcesso', body);
}

/** A signed-in person's own password; the API ends their other sessions and keeps this one. */
export function alterarSenha(body: { senhaAtual: string; novaSenha: string; confirmacaoSenha: string }) {
  return api.post<MessageResponse>('/alterarSenha', body);
}
