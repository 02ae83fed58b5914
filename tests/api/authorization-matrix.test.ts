import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funcionalidade, plano, planoFuncionalidade, vinculoPlano } from '@/server/db/schema/plans';
import { OWNED_RESOURCES, type Resource } from '@/server/schemas/common';
import { createTestContext, type TestContext } from './helpers';
import { createAccessFixtures, startCepProvider, type AccessFixtures, type Person } from './support/access-fixtures';
import { describeLocation, idLocations, listOperations, sameLocation, sampleRequest, toInject, undeclaredIds, type IdLocation, type Operation } from './support/openapi-operations';

/**
 * The authorization matrix, generated from the OpenAPI document: for every operation, requests from
 * {anonymous, participant A, participant B, administrator, administrator acting for A} with each id it takes set to
 * {A's own, B's, absent, malformed}. New routes are covered by declaring `x-acesso` and marking their ids
 * (`IdOf(resource)`): a route without a rule, or an id-named integer that does not say what it names, fails here.
 */

/** L: a participant whose plans are all of the loan-enabled kind ('2'), for the routes that kind does not serve. */
type Role = 'anonimo' | 'A' | 'B' | 'admin' | 'adminComoA' | 'L' | 'adminComoL';
type Owner = Person | 'L';
type Variant = 'deA' | 'deB' | 'ausente' | 'malformado' | 'foraDoIntervalo';

const ABSENT_ID = 2_000_000_000;
const MALFORMED = { malformado: 'abc', foraDoIntervalo: 2_147_483_648 } as const;

let context: TestContext;
let cepProvider: Server;
let fixtures: AccessFixtures;
let operations: Operation[];
let requestCount = 0;
/** The services enabled for A's and B's plan links (the matrix of settings/services-management). */
let servicesOf: Record<Person, Set<number>>;
let storedMatrix: (typeof planoFuncionalidade.$inferSelect)[];

/** Operations that change the matrix of enabled services: it is put back after each call, for the operations after them. */
const MATRIX_OPERATIONS = ['PUT /api/atualizarPlanoFuncionalidades/{idPlano}/{idCategoria}/{idSituacao}'];

/** The services a link's segment offers, as the menus show them: a kind-only service only while the plan is of that kind. */
async function servicesOfLink(idVinculoPlano: number) {
  const { db } = context.database;
  const [link] = await db.select().from(vinculoPlano).where(eq(vinculoPlano.id, idVinculoPlano));
  const [plan] = await db.select().from(plano).where(eq(plano.id, link.idPlano));
  const kindOf = new Map((await db.select().from(funcionalidade)).map((service) => [service.id, service.tipoPlano]));
  const rows = await db.select().from(planoFuncionalidade);
  return new Set(
    rows
      .filter((row) => row.idPlano === link.idPlano && row.idCategoria === link.idCategoria && row.idSituacao === link.idSituacao)
      .filter((row) => [null, plan.tipo].includes(kindOf.get(row.idFuncionalidade) ?? null))
      .map((row) => row.idFuncionalidade),
  );
}

async function restoreMatrix() {
  const { db } = context.database;
  await db.transaction(async (tx) => {
    await tx.delete(planoFuncionalidade);
    await tx.insert(planoFuncionalidade).values(storedMatrix);
  });
}

function isOwned(resource: Resource): boolean {
  return (OWNED_RESOURCES as readonly string[]).includes(resource);
}

beforeAll(async () => {
  const provider = await startCepProvider();
  cepProvider = provider.server;
  context = await createTestContext({ cepProviders: [provider.url] });
  operations = listOperations(context.app);
  fixtures = await createAccessFixtures(context);
  servicesOf = { A: await servicesOfLink(fixtures.owned.A.vinculoPlano), B: await servicesOfLink(fixtures.owned.B.vinculoPlano) };
  storedMatrix = await context.database.db.select().from(planoFuncionalidade);
}, 120_000);

afterAll(async () => {
  await context?.close();
  cepProvider?.close();
});

/** Every id of the request is A's own (or the reference value); the one at `target` gets the variant's value. */
function buildRequest(operation: Operation, target: IdLocation | null, variant: Variant, owner: Owner = 'A') {
  return sampleRequest(
    operation,
    (resource, location) => {
      const isTarget = target !== null && sameLocation(target, location);
      if (isTarget && (variant === 'malformado' || variant === 'foraDoIntervalo')) return MALFORMED[variant];
      if (isTarget && variant === 'ausente') return ABSENT_ID;
      // Only administrators name a conversation's attendant: left out unless it is the id being varied.
      if (resource === 'atendente' && !isTarget) return undefined;
      if (!isOwned(resource)) return fixtures.reference[resource as keyof AccessFixtures['reference']];
      if (owner === 'L') {
        if (resource === 'pessoa' || resource === 'vinculoPlano') return fixtures.loanKind[resource];
        throw new Error(`${operation.method} ${operation.path}: teach the matrix an id of kind ${resource} for a person of the loan-enabled kind`);
      }
      const kind = resource as keyof AccessFixtures['owned']['A'];
      if (isTarget && variant === 'deB') return fixtures.owned.B[kind];
      return fixtures.owned[owner][kind];
    },
    target,
  );
}

/** Operations that remove what they name without being a DELETE: the re-registration's answer drops the dependants it lists. */
const REMOVING_OPERATIONS = ['POST /api/enviarRecadastramento'];
const removes = (operation: Operation) => operation.method === 'DELETE' || REMOVING_OPERATIONS.includes(`${operation.method} ${operation.path}`);

/** What a removing operation removed, made again before the next caller that must find it. */
async function recreateOwnedOfA(operation: Operation) {
  for (const location of idLocations(operation)) {
    if (location.resource === 'dependente') await fixtures.recreateDependantOfA();
    // A DELETE removes what it names; the re-registration's answer only the dependants (its attachment stays).
    else if (operation.method === 'DELETE' && isOwned(location.resource) && location.resource !== 'pessoa') {
      throw new Error(`${operation.method} ${operation.path} removes ${location.resource}: teach the matrix to make it again`);
    }
  }
}

async function headersFor(role: Role): Promise<Record<string, string>> {
  switch (role) {
    case 'anonimo':
      return {};
    case 'A':
    case 'B':
      return { authorization: `Bearer ${await fixtures.tokenOf(fixtures.personIds[role])}` };
    case 'admin':
      return { authorization: `Bearer ${await fixtures.tokenOf(fixtures.personIds.admin)}` };
    case 'adminComoA':
      return { authorization: `Bearer ${await fixtures.tokenOf(fixtures.personIds.admin)}`, 'x-pessoa-alvo': String(fixtures.personIds.A) };
    case 'L':
      return { authorization: `Bearer ${await fixtures.tokenOf(fixtures.loanKind.pessoa)}` };
    case 'adminComoL':
      return { authorization: `Bearer ${await fixtures.tokenOf(fixtures.personIds.admin)}`, 'x-pessoa-alvo': String(fixtures.loanKind.pessoa) };
  }
}

interface Case {
  role: Role;
  variant: Variant;
  target: IdLocation | null;
  /** Whose ids fill the request (B reads A's data; L its own). */
  owner?: Owner;
}

/** What each case must answer; `null` = any answer below 500. */
function expected(operation: Operation, testCase: Case): number[] | 'ok' | null {
  // A route the loan-enabled kind does not serve ('x-sem-tipo-plano': '2') refuses L's own data, also to an administrator viewing as L.
  if (testCase.owner === 'L') return [403];
  const want = expectedByAccess(operation, testCase);
  // A personal route ('x-pessoal': a vote) refuses administrators, also when they view the portal as the person.
  if (want === 'ok' && operation.pessoal && (testCase.role === 'admin' || testCase.role === 'adminComoA')) return [403];
  // A route of the loan-enabled kind only ('x-tipo-plano': '2') refuses A's and B's plans and loans, which are of kind '1'.
  if (want === 'ok' && operation.tipoPlano === '2') return [403];
  // A service's route ('x-funcionalidade') refuses a plan link whose plan × category × situation does not have it enabled.
  if (want === 'ok' && operation.funcionalidade !== undefined) {
    const linkOf: Person = testCase.variant === 'deB' && testCase.target?.resource === 'vinculoPlano' ? 'B' : 'A';
    if (!servicesOf[linkOf].has(operation.funcionalidade)) return [403];
  }
  return want;
}

function expectedByAccess(operation: Operation, { role, variant, target }: Case): number[] | 'ok' | null {
  const access = operation.access;
  if (role === 'anonimo') return access === 'publico' ? null : [401];
  if ((role === 'A' || role === 'B') && access === 'administrador') return [403];
  if (variant === 'malformado' || variant === 'foraDoIntervalo') return [400];
  const isOwnedTarget = target !== null && isOwned(target.resource);
  if (access === 'publico') return null;
  if (role === 'B') return isOwnedTarget || hasOwnedIds(operation) ? [403, 404] : null;
  if (role === 'A' || role === 'adminComoA') {
    if (variant === 'deB' || variant === 'ausente') return isOwnedTarget ? [403, 404] : null;
    return 'ok';
  }
  // An administrator reaches anyone's data. An absent id, or ids of two people in one request (B's request for A),
  // may be refused in many ways, never by a 5xx.
  if (variant === 'ausente') return null;
  if (variant === 'deB' && idLocations(operation).filter((location) => isOwned(location.resource)).length >= 2) return null;
  return 'ok';
}

function hasOwnedIds(operation: Operation) {
  return idLocations(operation).some((location) => isOwned(location.resource));
}

function casesOf(operation: Operation): Case[] {
  const locations = idLocations(operation);
  const ownedLocations = locations.filter((location) => isOwned(location.resource));
  const cases: Case[] = [{ role: 'anonimo', variant: 'deA', target: null }];
  for (const role of ['A', 'admin', 'adminComoA'] as const) {
    for (const location of ownedLocations) {
      cases.push({ role, variant: 'deB', target: location }, { role, variant: 'ausente', target: location });
    }
    for (const location of locations) {
      cases.push({ role, variant: 'malformado', target: location }, { role, variant: 'foraDoIntervalo', target: location });
    }
  }
  if (ownedLocations.length > 0) cases.push({ role: 'B', variant: 'deA', target: null, owner: 'A' });
  if (operation.semTipoPlano === '2') cases.push({ role: 'L', variant: 'deA', target: null, owner: 'L' }, { role: 'adminComoL', variant: 'deA', target: null, owner: 'L' });
  // A's own ids last: some operations change or remove what they name.
  for (const role of ['admin', 'adminComoA', 'A'] as const) cases.push({ role, variant: 'deA', target: null });
  return cases;
}

describe('authorization matrix over the OpenAPI document', () => {
  it('every operation declares who may call it and what each of its ids names', () => {
    expect(operations.length).toBeGreaterThan(50);
    const undeclared = operations.filter((operation) => !operation.access).map((operation) => `${operation.method} ${operation.path}`);
    expect(undeclared, 'routes without x-acesso').toEqual([]);
    const unmarked = operations.flatMap((operation) => undeclaredIds(operation).map((id) => `${operation.method} ${operation.path}: ${id}`));
    expect(unmarked, 'ids without x-recurso (use IdOf)').toEqual([]);
    // The invitations are not served in the loan-enabled kind: the matrix calls them as L and wants 403.
    const notInLoanKind = operations.filter((operation) => operation.semTipoPlano === '2').map((operation) => `${operation.method} ${operation.path}`);
    expect(notInLoanKind).toEqual(expect.arrayContaining(['POST /api/convidarParticipante', 'GET /api/retornarConvites/{idPessoa}']));
  });

  it('answers every role and id as its declaration says, never with a 5xx', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const testCase of casesOf(operation)) {
        if (removes(operation) && testCase.variant === 'deA' && testCase.role !== 'anonimo' && testCase.role !== 'B') await recreateOwnedOfA(operation);
        const parts = buildRequest(operation, testCase.target, testCase.variant, testCase.owner ?? 'A');
        const response = await context.app.inject(toInject(operation, parts, await headersFor(testCase.role)));
        requestCount += 1;
        if (MATRIX_OPERATIONS.includes(`${operation.method} ${operation.path}`)) await restoreMatrix();
        const want = expected(operation, testCase);
        const status = response.statusCode;
        const isWrong = status >= 500 || (want === 'ok' ? status === 401 || status === 403 : want !== null && !want.includes(status));
        if (isWrong) {
          const where = testCase.target ? `${describeLocation(testCase.target)}=${testCase.variant}` : testCase.variant;
          failures.push(`${operation.method} ${operation.path} [${testCase.role}, ${where}] → ${status} (esperado ${want === 'ok' ? 'não 401/403' : (want ?? ['<500']).join('/')}): ${response.body.slice(0, 160)}`);
        }
      }
    }
    console.log(`authorization matrix: ${operations.length} operations, ${requestCount} requests`);
    expect(failures).toEqual([]);
  }, 600_000);
});
