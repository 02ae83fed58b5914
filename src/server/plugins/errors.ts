import type { FastifyError, FastifyInstance } from 'fastify';
// The file, not the folder: Node's ESM loader refuses directory imports in the production bundle.
import localizePtBr from 'ajv-i18n/localize/pt-BR/index.js';
import type { ErrorObject } from 'ajv';
import { constraintAnswer } from '../db/constraint-errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError, MESSAGES } from '../http-error';

/** Seconds a client should wait before retrying while the database is out of reach (a restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The one answer while the database is out of reach: 503, Retry-After and the message the client shows. */
export function databaseUnavailable() {
  return new HttpError(503, MESSAGES.unavailable, { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
}

/** Portuguese answers for the framework's own client errors (bad JSON, body too large, …). */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'A requisição não pôde ser lida. Verifique os dados enviados.',
  404: MESSAGES.notFound,
  405: 'Método não permitido.',
  413: 'O conteúdo enviado excede o tamanho permitido.',
  415: 'Tipo de conteúdo não suportado. Envie JSON.',
  429: 'Muitas requisições. Aguarde um pouco e tente novamente.',
};

function toFieldErrors(validation: ErrorObject[], context: string | undefined) {
  localizePtBr(validation);
  return validation.map((error) => {
    const missing = error.keyword === 'required' ? `/${(error.params as { missingProperty: string }).missingProperty}` : '';
    const path = `${context ?? ''}${error.instancePath}${missing}`.replace(/^\//, '');
    return { path, message: error.message ?? 'valor inválido', type: error.keyword };
  });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validation?: ErrorObject[] }, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({ message: MESSAGES.invalidInput, errors: toFieldErrors(error.validation, error.validationContext) });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug of the request or of the code: the database is stopped, restarting or refusing connections.
      // Whatever was being written was in a transaction the database discards, so the client may simply retry.
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = databaseUnavailable();
      return reply.status(unavailable.statusCode).headers(unavailable.headers).send({ message: unavailable.message });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const refused = constraintAnswer(error);
    if (refused) {
      request.log.warn({ err: error }, 'the database refused the input');
      return reply.status(refused.status).send({ message: refused.message, errors: refused.errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: FRAMEWORK_MESSAGES[status] ?? FRAMEWORK_MESSAGES[400] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.internal });
  });
}
