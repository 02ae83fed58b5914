import type { FastifyInstance } from 'fastify';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Two validators: query strings and path parameters arrive as text and are coerced to the schema's
 * types; JSON bodies are taken as sent (a number where a text is expected is an error, not a guess).
 * Unknown fields are refused rather than silently dropped.
 */
export function registerValidation(app: FastifyInstance) {
  const common: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };
  const coercing = addFormats.default(new Ajv({ ...common, coerceTypes: 'array' }));
  const exact = addFormats.default(new Ajv({ ...common, coerceTypes: false }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? exact : coercing).compile(schema));
  // Only JSON bodies: a text/plain parser would let a body skip its schema's intent.
  app.removeContentTypeParser(['text/plain']);
}
