import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
import type { Database } from '../db/client';
import { HttpError, MESSAGES } from '../http-error';
import { belongToPerson, findPersonRole, LINKED_RESOURCES, planLinksOf, type LinkedResource } from '../access/repository';
import { linkOffersFunctionality } from '../modules/plans/repository';
import { findActive as findActiveRepresentation } from '../modules/representatives/repository';
import { fundToday } from '@/domain/business-days';
import { BANK_DATA_MARK, powersAllow, REPRESENTATION_MESSAGES } from '@/domain/representatives';
import { bearer, OWNED_RESOURCES, type Access, type OwnedResource } from '../schemas/common';
import { findResourceIds, valuesAt, type ResourceIdField } from '../schemas/resource-ids';

export const TARGET_PERSON_HEADER = 'x-pessoa-alvo';
/** The catalogue service a route serves (spec §2.5): refused (403) for a plan link whose segment does not have it. */
export const SERVICE_MARK = 'x-funcionalidade';
const ACCESS_VALUES = new Set<Access>(['publico', 'participante', 'administrador']);
const REQUEST_PARTS = ['params', 'querystring', 'body'] as const;
const PART_OF_REQUEST = { params: 'params', querystring: 'query', body: 'body' } as const;

export const ACTING_MESSAGES = {
  notAdmin: 'Somente administradores e representantes legais aprovados podem ver o portal como outra pessoa.',
  invalidTarget: 'A pessoa visualizada (X-Pessoa-Alvo) é inválida.',
  targetNotFound: 'A pessoa visualizada não foi encontrada.',
  mismatch: 'Estes dados não são da pessoa que você está visualizando.',
} as const;

type OwnedField = ResourceIdField & { part: (typeof REQUEST_PARTS)[number]; resource: OwnedResource };

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function isOwned(field: ResourceIdField): field is ResourceIdField & { resource: OwnedResource } {
  return (OWNED_RESOURCES as readonly string[]).includes(field.resource);
}

/**
 * Every route under /api declares who may call it in its schema (`'x-acesso'`), and the rule is installed here, once:
 * authentication runs when the request arrives (before its body is read or validated), so an anonymous caller gets
 * 401 and a participant on an administrator's route 403 whatever they send. A route that declares nothing is refused
 * at start-up. The declaration is published in the OpenAPI document, which the authorization matrix test reads.
 *
 * An administrator viewing the portal as a participant names that person in X-Pessoa-Alvo: the person is checked
 * (an existing participant), and after validation every id of a person's own data the request carries (marked
 * `x-recurso` in its schema) must belong to that person, or the request is refused with 403 before it reads or
 * writes anything. Services then see the verified target in `auth.idPessoaAlvo`.
 *
 * A route that serves one service of the catalogue (spec §2.5) says which (`'x-funcionalidade': id`) and takes the
 * plan link it serves (an `IdOf('vinculoPlano')`, or a loan, which sits on one): after validation, a link whose plan × category × situation does
 * not have that service enabled (settings/services-management; the same matrix the services page, the menus and the
 * palette read) is refused with 403, whoever calls. A link that does not exist is left to the route (its 404).
 */
export function registerAccessRules(app: FastifyInstance, db: Database) {
  // On every authenticated request, mostly without the header: done-style, so that case costs no promise.
  const actingFor: onRequestHookHandler = (request, _reply, done) => {
    const header = request.headers[TARGET_PERSON_HEADER];
    if (header === undefined || !request.auth) return done();
    checkActingFor(request, header).then(() => done(), done);
  };

  async function checkActingFor(request: FastifyRequest, header: string | string[]) {
    if (!request.auth) return;
    if (typeof header !== 'string' || !/^[1-9]\d{0,9}$/.test(header) || Number(header) > 2_147_483_647) {
      throw new HttpError(request.auth.isAdmin ? 400 : 403, request.auth.isAdmin ? ACTING_MESSAGES.invalidTarget : ACTING_MESSAGES.notAdmin);
    }
    if (!request.auth.isAdmin) {
      request.auth = { ...request.auth, ...(await checkRepresentation(request, request.auth.pessoa.id, Number(header))) };
      return;
    }
    const target = await findPersonRole(db, Number(header));
    if (!target) throw new HttpError(404, ACTING_MESSAGES.targetNotFound);
    if (target.admin === 'S') throw new HttpError(400, ACTING_MESSAGES.invalidTarget);
    request.auth = { ...request.auth, idPessoaAlvo: target.id };
  }

  /**
   * A participant naming someone else is a legal representative (modules/representatives): the representation must be
   * approved and in validity today, and its powers must cover the route (reads; request writes; all but bank data).
   */
  async function checkRepresentation(request: FastifyRequest, idRepresentante: number, idPessoa: number) {
    const representation = await findActiveRepresentation(db, idRepresentante, idPessoa, fundToday());
    if (!representation) throw new HttpError(403, REPRESENTATION_MESSAGES.notRepresented);
    const schema = (request.routeOptions.schema ?? {}) as Record<string, unknown>;
    const route = { method: request.method, tags: (schema.tags as string[] | undefined) ?? [], changesBankData: schema[BANK_DATA_MARK] === true };
    if (!powersAllow(representation.poderes, route)) throw new HttpError(403, REPRESENTATION_MESSAGES.notAllowed(representation.poderes));
    return { idPessoaAlvo: idPessoa, representacao: representation };
  }

  // The decorators' own promises, not another async function's around them (one promise less per request).
  const authenticate = (request: FastifyRequest) => app.authenticate(request);
  const requireAdmin = (request: FastifyRequest) => app.requireAdmin(request);

  function checkActingTarget(fields: OwnedField[]): preHandlerHookHandler {
    return async (request: FastifyRequest) => {
      const idPessoaAlvo = request.auth?.idPessoaAlvo;
      if (!idPessoaAlvo) return;
      for (const field of fields) {
        const ids = valuesAt(request[PART_OF_REQUEST[field.part]], field.path);
        if (ids.length > 0 && !(await belongToPerson(db, field.resource, ids, idPessoaAlvo))) throw new HttpError(403, ACTING_MESSAGES.mismatch);
      }
    };
  }

  function checkServiceOffered(idFuncionalidade: number, fields: OwnedField[]): preHandlerHookHandler {
    return async (request: FastifyRequest) => {
      for (const field of fields) {
        const ids = valuesAt(request[PART_OF_REQUEST[field.part]], field.path);
        if (ids.length === 0) continue;
        for (const idVinculoPlano of await planLinksOf(db, field.resource as LinkedResource, ids)) {
          if ((await linkOffersFunctionality(db, idVinculoPlano, idFuncionalidade)) === false) throw new HttpError(403, MESSAGES.serviceNotAvailable);
        }
      }
    };
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const access = schema['x-acesso'] as Access | undefined;
    const name = `${String(route.method)} ${route.url}`;
    if (!access || !ACCESS_VALUES.has(access)) throw new Error(`${name}: a rota não declara quem pode chamá-la ('x-acesso' no schema)`);
    if (access === 'publico') return;
    route.schema = { ...schema, security: (schema.security as typeof bearer | undefined) ?? bearer };
    route.onRequest = [access === 'administrador' ? requireAdmin : authenticate, actingFor, ...asArray(route.onRequest)];
    const ownedFields = REQUEST_PARTS.flatMap((part) =>
      findResourceIds(schema[part])
        .filter(isOwned)
        .map((field) => ({ ...field, part })),
    );
    const service = schema[SERVICE_MARK];
    const linkFields = ownedFields.filter((field) => (LINKED_RESOURCES as readonly string[]).includes(field.resource));
    if (service !== undefined && (!Number.isInteger(service) || linkFields.length === 0)) {
      throw new Error(`${name}: '${SERVICE_MARK}' precisa de um id de serviço (número) e de um IdOf('vinculoPlano') ou IdOf('emprestimo') na rota`);
    }
    const checks = [...(ownedFields.length > 0 ? [checkActingTarget(ownedFields)] : []), ...(service !== undefined ? [checkServiceOffered(service as number, linkFields)] : [])];
    if (checks.length > 0) route.preHandler = [...checks, ...asArray(route.preHandler)];
  });
}
