import type { ApiValidationError } from '@/domain/api-types';

/** An error with an HTTP status and a Portuguese message the client can show as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly errors?: ApiValidationError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  unauthenticated: 'Sua sessão expirou ou é inválida. Entre novamente.',
  forbidden: 'Você não tem permissão para acessar estes dados.',
  adminOnly: 'Somente administradores podem fazer isso.',
  /** A service not enabled for the plan link's plan × category × situation (settings/services-management). */
  serviceNotAvailable: 'Este serviço não está disponível para o seu plano.',
  notFound: 'Recurso não encontrado.',
  invalidInput: 'Os dados enviados são inválidos. Corrija os campos indicados.',
  internal: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
} as const;

/** A 400 in the same shape as a schema failure: {message, errors: [{path, message, type}]}. */
export function invalidFields(errors: ApiValidationError[]) {
  return new HttpError(400, MESSAGES.invalidInput, {}, errors);
}
