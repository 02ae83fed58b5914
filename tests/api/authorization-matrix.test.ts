import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversa, dependente, desativacaoTemporaria, notificacaoPessoa, requisicao, sessao, vinculoPlano } from '@/server/db/schema';
import { hashToken } from '@/server/plugins/authentication';
import { OWNED_RESOURCES, type OwnedResource, type Resource } from '@/server/schemas/common';
import { createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { describeLocation, idLocations, listOperations, sameLocation, sampleRequest, toInject, undeclaredIds, type IdLocation, type Operation } from './support/openapi-operations';
import { PNG_1PX } from './upload-client';

/**
 * The authorization matrix, generated from the OpenAPI document: for every operation, requests from
 * {anonymous, participant A, participant B, administrator, administrator acting for A} with each id it takes set to
 * {A's own, B's, absent, malformed}. New routes are covered by declaring `x-acesso` and marking their ids
 * (`IdOf(resource)`): a route without a rule, or an id-named integer that does not say what it names, fails here.
 */

type Role = 'anonimo' | 'A' | 'B' | 'admin' | 'adminComoA';
type Variant = 'deA' | 'deB' | 'ausente' | 'malformado' | 'foraDoIntervalo';
type Person = 'A' | 'B';

const ABSENT_ID = 2_000_000_000;
const MALFORMED = { malformado: 'abc', foraDoIntervalo: 2_147_483_648 } as const;

let context: TestContext;
let operations: Operation[];
const personIds = {} as Record<Person | 'admin', number>;
const owned = { A: {}, B: {} } as Record<Person, Record<OwnedResource, number>>;
const reference = {} as Record<Exclude<Resource, OwnedResource>, number>;
let requestCount = 0;

function isOwned(resource: Resource): resource is OwnedResource {
  return (OWNED_RESOURCES as readonly string[]).includes(resource);
}

async function firstId(query: Promise<{ id: number }[]>, what: string): Promise<number> {
  const [row] = await query;
  if (!row) throw new Error(`the demo data has no ${what}`);
  return row.id;
}

/** A fresh session per request: some operations end the session they are called with (logout, password change). */
async function tokenOf(idPessoa: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await context.database.db.insert(sessao).values({ idPessoa, tokenHash: hashToken(token), expiraEm: new Date(Date.now() + 3600_000) });
  return token;
}

async function ownedIdsOf(person: Person, token: string): Promise<Record<OwnedResource, number>> {
  const { db } = context.database;
  const idPessoa = personIds[person];
  const upload = await context.app.inject({ method: 'POST', url: '/api/enviarAnexo', headers: { authorization: `Bearer ${token}`, 'x-nome-arquivo': 'matriz.png', 'content-type': 'application/octet-stream' }, payload: PNG_1PX });
  expect(upload.statusCode, upload.body).toBe(201);
  const [existingDependant] = await db.select({ id: dependente.id }).from(dependente).where(eq(dependente.idPessoa, idPessoa)).limit(1);
  const idDependente =
    existingDependant?.id ??
    (await db.insert(dependente).values({ idPessoa, tipo: 1, nome: `Dependente de ${person}` }).returning({ id: dependente.id }))[0].id;
  return {
    pessoa: idPessoa,
    vinculoPlano: await firstId(db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa)).orderBy(asc(vinculoPlano.id)).limit(1), `plan link of ${person}`),
    requisicao: await firstId(db.select({ id: requisicao.id }).from(requisicao).where(eq(requisicao.idPessoa, idPessoa)).orderBy(asc(requisicao.id)).limit(1), `request of ${person}`),
    dependente: idDependente,
    conversa: await firstId(db.select({ id: conversa.id }).from(conversa).where(eq(conversa.idPessoa, idPessoa)).limit(1), `conversation of ${person}`),
    anexo: upload.json().id,
    notificacao: await firstId(
      db.select({ id: notificacaoPessoa.idNotificacao }).from(notificacaoPessoa).where(eq(notificacaoPessoa.idPessoa, idPessoa)).limit(1),
      `notification of ${person}`,
    ),
  };
}

/** The postal-code provider on loopback: the matrix checks our answers, not the internet's. */
const cepProvider = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ cep: '01310-100', logradouro: 'Avenida Paulista', complemento: '', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => cepProvider.listen(0, '127.0.0.1', resolve));
  const { port } = cepProvider.address() as AddressInfo;
  context = await createTestContext({ cepProviders: [`http://127.0.0.1:${port}/ws/{cep}/json/`] });
  operations = listOperations(context.app);
  const { db } = context.database;
  const a = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  const b = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
  const admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  Object.assign(personIds, { A: a.idPessoa, B: b.idPessoa, admin: admin.idPessoa });
  owned.A = await ownedIdsOf('A', a.token);
  owned.B = await ownedIdsOf('B', b.token);
  const [linkOfA] = await db.select().from(vinculoPlano).where(eq(vinculoPlano.id, owned.A.vinculoPlano));
  const [window] = await db
    .insert(desativacaoTemporaria)
    .values({ dataInicio: new Date(Date.now() + 7 * 86400_000), dataFim: new Date(Date.now() + 8 * 86400_000), mensagem: 'Janela da matriz' })
    .returning({ id: desativacaoTemporaria.id });
  Object.assign(reference, {
    atendente: admin.idPessoa,
    plano: linkOfA.idPlano,
    categoria: linkOfA.idCategoria,
    situacao: linkOfA.idSituacao,
    statusRequisicao: 1,
    funcionalidade: 2,
    desativacaoTemporaria: window.id,
    etapaOnboarding: 2,
    tipoNotificacao: 2,
  });
}, 120_000);

afterAll(async () => {
  await context?.close();
  cepProvider.close();
});

/** Every id of the request is A's own (or the reference value); the one at `target` gets the variant's value. */
function buildRequest(operation: Operation, target: IdLocation | null, variant: Variant, owner: Person = 'A') {
  return sampleRequest(
    operation,
    (resource, location) => {
      const isTarget = target !== null && sameLocation(target, location);
      if (isTarget && (variant === 'malformado' || variant === 'foraDoIntervalo')) return MALFORMED[variant];
      if (isTarget && variant === 'ausente') return ABSENT_ID;
      // Only administrators name a conversation's attendant: left out unless it is the id being varied.
      if (resource === 'atendente' && !isTarget) return undefined;
      if (!isOwned(resource)) return reference[resource];
      if (isTarget && variant === 'deB') return owned.B[resource];
      return owned[owner][resource];
    },
    target,
  );
}

/** What a removing operation removed, made again before the next caller that must find it. */
async function recreateOwnedOfA(operation: Operation) {
  for (const location of idLocations(operation)) {
    if (location.resource === 'dependente') {
      const [row] = await context.database.db.insert(dependente).values({ idPessoa: personIds.A, tipo: 1, nome: 'Dependente de A' }).returning({ id: dependente.id });
      owned.A.dependente = row.id;
    } else if (isOwned(location.resource) && location.resource !== 'pessoa') {
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
      return { authorization: `Bearer ${await tokenOf(personIds[role])}` };
    case 'admin':
      return { authorization: `Bearer ${await tokenOf(personIds.admin)}` };
    case 'adminComoA':
      return { authorization: `Bearer ${await tokenOf(personIds.admin)}`, 'x-pessoa-alvo': String(personIds.A) };
  }
}

interface Case {
  role: Role;
  variant: Variant;
  target: IdLocation | null;
  /** Whose ids fill the request (B reads A's data). */
  owner?: Person;
}

/** What each case must answer; `null` = any answer below 500. */
function expected(operation: Operation, { role, variant, target }: Case): number[] | 'ok' | null {
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
  });

  it('answers every role and id as its declaration says, never with a 5xx', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const testCase of casesOf(operation)) {
        if (operation.method === 'DELETE' && testCase.variant === 'deA' && testCase.role !== 'anonimo' && testCase.role !== 'B') await recreateOwnedOfA(operation);
        const parts = buildRequest(operation, testCase.target, testCase.variant, testCase.owner ?? 'A');
        const response = await context.app.inject(toInject(operation, parts, await headersFor(testCase.role)));
        requestCount += 1;
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
