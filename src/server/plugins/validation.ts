import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { invalidFields } from '../http-error';

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
  // PostgreSQL text cannot hold U+0000 (the driver fails on it): refused in every input, with the field named.
  // Synchronous (done-style): it runs on every request and waits for nothing.
  app.addHook('preValidation', (request, _reply, done) => {
    const path = findNul(request.params, 'params') ?? findNul(request.query, 'query') ?? findNul(request.body, 'body');
    done(path ? invalidFields([{ path, message: NUL_MESSAGE, type: 'nul' }]) : undefined);
  });
}

export const NUL_MESSAGE = 'O texto não pode conter o caractere nulo (\\u0000).';

/** The path of the first text (value or key) that holds U+0000, or null. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
  // Parsed input only (JSON, query, params — the query parser's objects have a prototype of their own): a body that
  // is a stream (the CSV imports) is an IncomingMessage whose graph of sockets and servers would be walked for ever.
  if (value instanceof Stream) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}/${key.replaceAll('\u0000', '\\u0000')}`;
    if (key.includes('\u0000')) return itemPath;
    const found = findNul(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}
