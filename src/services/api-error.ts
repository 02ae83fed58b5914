import type { ApiValidationError } from '@/domain/api-types';

/** Every failed call ends up as this one error: a status (0 when the server was not reached) and a message the user can read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: ApiValidationError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const TRANSPORT_MESSAGES = {
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  timeout: 'O servidor demorou demais para responder. Tente novamente em instantes.',
  canceled: 'A operação foi cancelada.',
  unexpected: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
} as const;
