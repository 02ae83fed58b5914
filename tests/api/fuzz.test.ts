import type { Server } from 'node:http';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNED_RESOURCES, type Resource } from '@/server/schemas/common';
import { createTestContext, type TestContext } from './helpers';
import { createAccessFixtures, startCepProvider, type AccessFixtures } from './support/access-fixtures';
import { listOperations, textBodyType, type Operation } from './support/openapi-operations';
import { brokenJson, contentTypes, fuzzedBody, fuzzedValue, hostileText, RAW, textBody, type IdPool } from './support/schema-arbitraries';

/**
 * Fuzz of every operation of the OpenAPI document with fast-check: values from the request schemas mixed with wrong
 * types, huge texts, NUL bytes, lone surrogates, nesting, undeclared properties, wrong content types and broken JSON.
 * No answer may be a 5xx, and no error may show a stack trace or a file path. Seeded: FUZZ_SEED=<seed> repeats a run
 * (a failure prints its seed and path); FUZZ_RUNS sets the number of requests (10 000 by default).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;
/** What an error answer must never show: a stack frame, a source position, a path on the server. */
const LEAK = /\bat \S+ \(|\bat (?:async )?\/|\.(?:ts|js|mjs|cjs):\d+|\/work\/|\/home\/|\/tmp\/|node_modules|file:\/\/|\bError: /;

type Role = 'anonimo' | 'A' | 'admin' | 'adminComoA';

let context: TestContext;
let cepProvider: Server;
let fixtures: AccessFixtures;
let operations: Operation[];

beforeAll(async () => {
  const provider = await startCepProvider();
  cepProvider = provider.server;
  context = await createTestContext({ cepProviders: [provider.url], publicRouteRateLimit: 1_000_000 });
  operations = listOperations(context.app);
  fixtures = await createAccessFixtures(context);
}, 120_000);

afterAll(async () => {
  await context?.close();
  cepProvider?.close();
});

const ids: IdPool = (resource: Resource) => {
  if ((OWNED_RESOURCES as readonly string[]).includes(resource)) {
    const kind = resource as keyof AccessFixtures['owned']['A'];
    return [fixtures.owned.A[kind], fixtures.owned.B[kind]];
  }
  return [fixtures.reference[resource as keyof AccessFixtures['reference']]];
};

interface FuzzedRequest {
  operation: Operation;
  role: Role;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'none' };
  contentType: string;
}

/** A parameter's text: from its schema, or hostile; a query one may also repeat or be left out. */
function parameterText(schema: Operation['parameters'][number]['schema']): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: fuzzedValue(schema, ids) }, { weight: 1, arbitrary: hostileText });
}

function requestFor(operation: Operation): fc.Arbitrary<FuzzedRequest> {
  const byPlace = (place: 'path' | 'query' | 'header') => {
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const parameter of operation.parameters.filter((item) => item.in === place)) shape[parameter.name] = parameterText(parameter.schema);
    const required = operation.parameters.filter((item) => item.in === place && (item.required || place === 'path')).map((item) => item.name);
    return fc.record(shape, { requiredKeys: required });
  };
  // A route that reads a text body (text/csv) mostly gets text of that type, and sometimes JSON or nothing.
  const textType = textBodyType(operation);
  const example = operation.body?.examples?.[0];
  const body: fc.Arbitrary<FuzzedRequest['body']> = fc.oneof(
    { weight: textType ? 1 : 6, arbitrary: fuzzedBody(operation.body ?? undefined, ids).map((value) => ({ kind: 'json' as const, value })) },
    { weight: textType ? 8 : 1, arbitrary: textType ? textBody(typeof example === 'string' ? example : undefined).map((text) => ({ kind: 'raw' as const, text })) : brokenJson.map((text) => ({ kind: 'raw' as const, text })) },
    { weight: operation.body ? 1 : 3, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
  const documentedType = textType ?? 'application/json';
  return fc.record({
    operation: fc.constant(operation),
    role: fc.constantFrom<Role>('A', 'A', 'admin', 'admin', 'adminComoA', 'anonimo'),
    path: byPlace('path'),
    query: fc.tuple(byPlace('query'), fc.option(fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 2 }), { freq: 4 })).map(([declared, extra]) => ({ ...declared, ...(extra ?? {}) })),
    headers: byPlace('header'),
    body,
    contentType: fc.oneof({ weight: 5, arbitrary: fc.constant(documentedType) }, { weight: 2, arbitrary: contentTypes }),
  });
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Lone surrogates become U+FFFD, as a client's UTF-8 encoder makes them. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** A URL part: encoded (lone surrogates made well-formed, as a client must), or as it is when marked RAW. */
function urlText(value: unknown): string {
  const text = asText(value);
  return text.startsWith(RAW) ? text.slice(RAW.length) : encodeURIComponent(wellFormed(text));
}

async function toInject(request: FuzzedRequest): Promise<InjectOptions> {
  const path = request.operation.path.replace(/\{(\w+)\}/g, (_, name: string) => urlText(request.path[name] ?? ''));
  const query = Object.entries(request.query).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item) => `${encodeURIComponent(wellFormed(name))}=${urlText(item)}`));
  const url = query.length ? `${path}?${query.join('&')}` : path;
  const headers: Record<string, string> = {};
  // Header values carry visible ASCII only (HTTP itself refuses the rest before any route sees it).
  for (const [name, value] of Object.entries(request.headers)) headers[name] = urlText(value).slice(0, 4000);
  if (request.role !== 'anonimo') {
    const idPessoa = request.role === 'A' ? fixtures.personIds.A : fixtures.personIds.admin;
    headers.authorization = `Bearer ${await fixtures.tokenOf(idPessoa)}`;
    if (request.role === 'adminComoA') headers['x-pessoa-alvo'] = String(fixtures.personIds.A);
  }
  const options: InjectOptions = { method: request.operation.method as InjectOptions['method'], url, headers };
  if (request.body.kind === 'none' || request.operation.method === 'GET' || request.operation.method === 'HEAD') return options;
  if (request.contentType) headers['content-type'] = request.contentType;
  options.payload = request.body.kind === 'raw' ? request.body.text : (JSON.stringify(request.body.value) ?? 'null');
  return options;
}

describe('fuzz of every operation', () => {
  it(`answers ${RUNS} generated requests without a 5xx or a leak`, async () => {
    console.log(`fuzz: seed ${SEED}, ${RUNS} requests over ${operations.length} operations (FUZZ_SEED=${SEED} repeats this run)`);
    const statuses = new Map<number, number>();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...operations).chain(requestFor), async (request) => {
        const response = await context.app.inject(await toInject(request));
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const what = `${request.operation.method} ${request.operation.path} → ${response.statusCode}: ${response.body.slice(0, 300)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.body, what).not.toMatch(LEAK);
          if (response.body && response.headers['content-type']?.toString().includes('json')) expect(response.json(), what).toHaveProperty('message');
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(`fuzz: ${sent} requests, answers ${[...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ')}`);
    expect(sent).toBeGreaterThanOrEqual(RUNS);
  }, 900_000);
});
