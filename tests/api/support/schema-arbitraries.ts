import fc from 'fast-check';
import type { Resource } from '@/server/schemas/common';
import type { JsonSchema } from './openapi-operations';

/** fast-check arbitraries for the fuzz: values a schema accepts, and values no schema should choke on. */

/** Ids: real ones of the people signed in, or any integer (out of range included). */
export type IdPool = (resource: Resource) => number[];

const MAX_INT = 2 ** 31 - 1;

function nestedObject(depth: number): unknown {
  let value: unknown = { fim: true };
  for (let level = 0; level < depth; level += 1) value = { nivel: value };
  return value;
}

function nestedArray(depth: number): unknown {
  let value: unknown = [1];
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** Marks a text that goes into a URL as it is, percent signs and all. */
export const RAW = 'RAW:';

/** Texts that broke servers somewhere: NUL, lone surrogates, huge, traversal, injection, numbers as text. */
export const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\uffff',
    '𝕏'.repeat(500),
    'x'.repeat(20_000),
    '../../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '%',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    ' ',
    '',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '1.5',
    '0x10',
    '2026-02-30',
    '2026-13-01T25:61:00Z',
    // Sent as they are in a URL (not encoded again): invalid UTF-8, an encoded NUL, a lone '%'.
    `${RAW}%FF`,
    `${RAW}%ED%A0%80`,
    `${RAW}%00`,
    `${RAW}%`,
    `${RAW}%2e%2e%2f`,
  ),
);

/** Anything at all where a value goes: wrong types, nesting, huge and odd numbers, the hostile texts. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 4, withNullPrototype: true, withBigInt: false }) },
  { weight: 1, arbitrary: fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, -0, 1.5, 1e300, -1, 0) },
  { weight: 1, arbitrary: fc.constantFrom(nestedObject(60), nestedArray(200), Array.from({ length: 2_000 }, (_, index) => index), null, true, false) },
);

/** Values shaped by the schema (what a client would send), with real ids mixed in. */
export function valueFor(schema: JsonSchema | undefined, ids: IdPool, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  const resource = schema['x-recurso'];
  if (resource) {
    const pool = ids(resource);
    return pool.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: fc.integer({ min: -5, max: MAX_INT }) }) : fc.integer({ min: -5, max: MAX_INT });
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length) return fc.oneof(...branches.map((branch) => valueFor(branch, ids, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], ids, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((kind) => kind !== 'null') : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -MAX_INT, -MAX_INT), max: Math.min(schema.maximum ?? MAX_INT, MAX_INT) });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return textFor(schema);
    case 'array':
      return fc.array(valueFor(schema.items, ids, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
    default: {
      if (!schema.properties) return fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean()), { maxKeys: 4 });
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(schema.properties)) shape[name] = valueFor(property, ids, depth + 1);
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((name) => name in shape) });
    }
  }
}

function textFor(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 60, 300);
  switch (schema.format) {
    case 'date':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    default:
      break;
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).map((text) => text.slice(0, Math.max(maxLength, schema.minLength ?? 0)));
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength, unit: fc.constantFrom(...'aeiouçãéAZ09 -.,@'.split('')) });
}

/** A schema's value most of the time, a hostile one sometimes. */
export function fuzzedValue(schema: JsonSchema | undefined, ids: IdPool): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: valueFor(schema, ids) }, { weight: 1, arbitrary: hostileValue });
}

/** An object body with, sometimes, properties it does not declare and fields replaced by hostile values. */
export function fuzzedBody(schema: JsonSchema | undefined, ids: IdPool): fc.Arbitrary<unknown> {
  const shaped = valueFor(schema, ids);
  const tampered = fc.tuple(shaped, fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'idPessoa', 'admin')), hostileValue, { minKeys: 1, maxKeys: 3 })).map(
    ([value, extra]) => (value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as object), ...extra } : extra),
  );
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 2, arbitrary: tampered }, { weight: 1, arbitrary: hostileValue });
}

/** Bodies that are not JSON at all, for a route that expects JSON. */
export const brokenJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', '{"idPessoa": 1,}', 'nul', '\u0000', '{"a":"\\ud800"}', '{"a":1e999999}', '"texto"', '1', '{"__proto__":{"admin":"S"}}', '\ufeff{}'),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constant(`{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`),
);

/**
 * A text body for a route that reads text (text/csv): the documented example (a header) or not, then lines of
 * ';'-separated cells, hostile ones among them, quotes, BOMs and line ends of every kind.
 */
export function textBody(example: string | undefined): fc.Arbitrary<string> {
  const cell = fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 14 }) },
    { weight: 1, arbitrary: hostileText.map((text) => text.slice(0, 2000)) },
    { weight: 1, arbitrary: fc.constantFrom('"', '""', '"a;b"', '1.234,56', '-1,00', '2026-13', '2026-01', '529.982.247-25', '\ufeff', '0', '999999999999999,99') },
  );
  const line = fc.array(cell, { maxLength: 7 }).map((cells) => cells.join(';'));
  const lines = fc.tuple(fc.array(line, { maxLength: 12 }), fc.constantFrom('\n', '\r\n', '\r')).map(([items, end]) => items.join(end));
  return fc.tuple(fc.boolean(), lines).map(([withExample, rest]) => (withExample && example ? `${example}${rest}` : rest));
}

export const contentTypes = fc.constantFrom(
  'text/csv',
  'text/csv; charset=utf-8',
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'application/xml',
  '',
  'application/json, text/plain',
);
