// The axios instance and its interceptors. Loaded on demand by api.ts (axios is ~14 kB gzip): it is fetched while the
// page hydrates instead of sitting in every route's first-load JavaScript.
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import Router from 'next/router';
import type { ApiErrorBody } from '@/domain/api-types';
import { CSRF_HEADER } from '@/domain/constants';
import { ApiError, TRANSPORT_MESSAGES } from './api-error';
import { clearSession, hasSession, readPessoaTargetId } from './auth-session';

/**
 * Calls where a 401 is not the expired-session case of spec §8: the public sign-in and password-reset calls
 * answer 401 for a wrong CPF or password, the logout page ends the session itself whatever logout answers, and the
 * re-registration's e-mailed link answers 401 for an invalid link.
 */
const CALLS_WITHOUT_SESSION = [
  '/autenticar',
  '/autenticarSegundoFator',
  '/solicitarCodigoSeguranca',
  '/validarCodigoSeguranca',
  '/redefinirSenha',
  '/logout',
  '/retornarRecadastramentoPorLink',
  '/enviarRecadastramentoPorLink',
  '/enviarComprovanteRecadastramento',
  '/retornarPrimeiroAcesso',
  '/criarSenhaPrimeiroAcesso',
];

const client = axios.create({
  baseURL: process.env.NEXT_PUBLIC_API_URL ?? '/api',
  timeout: 30_000,
  // The session travels in its HttpOnly cookie (same origin: the browser adds it); the custom header proves to the API
  // that a write comes from the portal's own pages (its CSRF defence).
  headers: { Accept: 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value },
});

client.interceptors.request.use((config) => {
  // While an administrator views the portal as a person, the API records both ids on every write (spec §4).
  const idPessoaAlvo = readPessoaTargetId();
  if (hasSession() && idPessoaAlvo !== null) config.headers.set('X-Pessoa-Alvo', String(idPessoaAlvo));
  return config;
});

function isCallWithoutSession(url: string | undefined) {
  return CALLS_WITHOUT_SESSION.some((path) => url === path || url?.startsWith(`${path}/`) || url?.startsWith(`${path}?`));
}

let isRedirectingToLogin = false;

function endExpiredSession() {
  if (typeof window === 'undefined' || isRedirectingToLogin) return;
  isRedirectingToLogin = true;
  clearSession();
  void Router.replace('/login').finally(() => {
    isRedirectingToLogin = false;
  });
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof AxiosError)) return new ApiError(0, TRANSPORT_MESSAGES.unexpected);
  if (error.code === AxiosError.ERR_CANCELED) return new ApiError(0, TRANSPORT_MESSAGES.canceled);
  if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) return new ApiError(0, TRANSPORT_MESSAGES.timeout);
  if (!error.response) return new ApiError(0, TRANSPORT_MESSAGES.network);
  const body = error.response.data as Partial<ApiErrorBody> | undefined;
  const message = typeof body?.message === 'string' && body.message ? body.message : TRANSPORT_MESSAGES.unexpected;
  return new ApiError(error.response.status, message, Array.isArray(body?.errors) ? body.errors : []);
}

client.interceptors.response.use(undefined, (error: unknown) => {
  const apiError = toApiError(error);
  if (apiError.status === 401 && !isCallWithoutSession((error as AxiosError).config?.url)) endExpiredSession();
  return Promise.reject(apiError);
});

export const httpClient = {
  async get<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await client.get<T>(url, config)).data;
  },
  async post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await client.post<T>(url, body, config)).data;
  },
  async put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await client.put<T>(url, body, config)).data;
  },
  async delete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await client.delete<T>(url, config)).data;
  },
};

export type HttpClient = typeof httpClient;
