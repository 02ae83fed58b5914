import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fastJsonStringify from 'fast-json-stringify';
import { invalidFields } from '../http-error';

const common: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };
const coercing = addFormats.default(new Ajv({ ...common, coerceTypes: 'array' }));
const exact = addFormats.default(new Ajv({ ...common, coerceTypes: false }));

/**
 * Compiled validators and answer serializers by schema text, for every app of the process. Production builds one app;
 * the API tests build one per test file (about 270 a run) from the same route schemas, and compiling them again was
 * 0.5 s of each app's 0.9 s start. What is compiled is what Fastify's own compilers make (no shared schemas are added
 * with addSchema, so a serializer depends on its schema alone).
 */
const validators = { coercing: new Map<string, ValidateFunction>(), exact: new Map<string, ValidateFunction>() };
const serializers = new Map<string, (data: unknown) => string>();

function compiledOnce<T>(cache: Map<string, T>, schema: unknown, compile: () => T): T {
  const key = JSON.stringify(schema);
  let compiled = cache.get(key);
  if (compiled === undefined) {
    compiled = compile();
    cache.set(key, compiled);
  }
  return compiled;
}

/**
 * Two validators: query strings and path parameters arrive as text and are coerced to the schema's
 * types; JSON bodies are taken as sent (a number where a text is expected is an error, not a guess).
 * Unknown fields are refused rather than silently dropped.
 */
export function registerValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? compiledOnce(validators.exact, schema, () => exact.compile(schema)) : compiledOnce(validators.coercing, schema, () => coercing.compile(schema)),
  );
  app.setSerializerCompiler(({ schema }) => compiledOnce(serializers, schema, () => fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0])));
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
