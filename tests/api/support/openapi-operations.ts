import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import type { Access, Resource } from '@/server/schemas/common';
import { findResourceIds, type ResourceIdField } from '@/server/schemas/resource-ids';

/** The operations of the API as its OpenAPI document publishes them: what the generated guards iterate over. */

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  'x-recurso'?: Resource;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI form: /api/retornarSolicitacao/{id} */
  path: string;
  access: Access | undefined;
  /** 'x-tipo-plano': the plan kind a route serves only ('2': loans). */
  tipoPlano: string | undefined;
  /** 'x-sem-tipo-plano': the plan kind a route is not served in ('2': the invitations); a person with only such plans gets 403. */
  semTipoPlano: string | undefined;
  /** 'x-funcionalidade': the catalogue service the route serves; refused (403) for a plan link whose segment lacks it. */
  funcionalidade: number | undefined;
  /** 'x-pessoal': only the person themself may call it (a vote): an administrator, even viewing as the person, gets 403. */
  pessoal: boolean;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Content types the body is documented with; empty when the route reads its body as a stream (uploads). */
  bodyTypes: string[];
}

/** Where an id sits in a request: a parameter, or a path inside the JSON body. */
export type IdLocation = { in: 'path' | 'query' | 'header'; name: string; resource: Resource } | { in: 'body'; path: string[]; resource: Resource };

export function listOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content ?? {};
      const bodyTypes = Object.keys(content);
      operations.push({
        method: method.toUpperCase(),
        path,
        access: operation['x-acesso'] as Access | undefined,
        tipoPlano: operation['x-tipo-plano'] as string | undefined,
        semTipoPlano: operation['x-sem-tipo-plano'] as string | undefined,
        funcionalidade: operation['x-funcionalidade'] as number | undefined,
        pessoal: operation['x-pessoal'] === true,
        parameters: ((operation.parameters as Parameter[] | undefined) ?? []).map((parameter) => ({ ...parameter, required: Boolean(parameter.required) })),
        body: bodyTypes.length > 0 ? content[bodyTypes[0]].schema : null,
        bodyTypes,
      });
    }
  }
  return operations;
}

/** Every id an operation takes, where it sits and what it names. */
export function idLocations(operation: Operation): IdLocation[] {
  const fromParameters: IdLocation[] = operation.parameters.flatMap((parameter) =>
    parameter.schema['x-recurso'] ? [{ in: parameter.in, name: parameter.name, resource: parameter.schema['x-recurso'] }] : [],
  );
  const fromBody: IdLocation[] = findResourceIds(operation.body).map((field: ResourceIdField) => ({ in: 'body' as const, path: field.path, resource: field.resource }));
  return [...fromParameters, ...fromBody];
}

const ID_NAME = /^(id|id[A-Z]\w*|ids[A-Z]\w*)$/;

/** Integer inputs named like ids that do not say what they name: the matrix refuses them. */
export function undeclaredIds(operation: Operation): string[] {
  const found: string[] = [];
  for (const parameter of operation.parameters) {
    if (ID_NAME.test(parameter.name) && isIntegerLike(parameter.schema) && !parameter.schema['x-recurso']) found.push(`${parameter.in} ${parameter.name}`);
  }
  const visit = (schema: JsonSchema | undefined, path: string[]) => {
    if (!schema) return;
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) visit(branch, path);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (ID_NAME.test(name) && isIntegerLike(property) && !hasResource(property)) found.push(`body ${[...path, name].join('.')}`);
      visit(property, [...path, name]);
    }
    if (schema.items) visit(schema.items, [...path, '*']);
  };
  visit(operation.body ?? undefined, []);
  return found;
}

function hasResource(schema: JsonSchema): boolean {
  if (schema['x-recurso']) return true;
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((branch) => branch.type !== 'null');
  if (schema.items) return hasResource(schema.items);
  return branches.length > 0 && branches.every(hasResource);
}

function isIntegerLike(schema: JsonSchema): boolean {
  if (schema.type === 'integer' || schema.type === 'number') return true;
  if (schema.items) return isIntegerLike(schema.items);
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isIntegerLike);
}

/** Chooses the value of an id while building a valid sample. */
export type IdChooser = (resource: Resource, location: IdLocation) => unknown;

const SAMPLE_TEXT = 'Texto de teste';

/**
 * A valid value for a schema, deterministic: defaults and examples first, the marked ids from `chooseId`, the first
 * branch of a union, the required properties of an object. Enough for a request to get past validation to the rules.
 */
export function sampleValue(
  schema: JsonSchema | undefined,
  chooseId: (resource: Resource, path: string[]) => unknown,
  path: string[] = [],
  /** The id being varied: of a union, the branch that holds it is chosen. */
  focus: string[] | null = null,
): unknown {
  if (!schema) return undefined;
  if (schema['x-recurso']) return chooseId(schema['x-recurso'], path);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.examples?.length) return schema.examples[0];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length > 0) {
    const holdsFocus = (branch: JsonSchema) => focus !== null && findResourceIds(branch, path).some((field) => field.path.join('/') === focus.join('/'));
    const chosen = branches.find(holdsFocus) ?? branches.find((branch) => findResourceIds(branch).length > 0) ?? branches.find((branch) => branch.type !== 'null') ?? branches[0];
    return sampleValue(chosen, chooseId, path, focus);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleValue(part, chooseId, path, focus)));
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((kind) => kind !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema);
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, (_, index) => sampleValue(schema.items, chooseId, [...path, '*'], focus) ?? index);
    case 'object':
    default: {
      if (!schema.properties) return {};
      const value: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties)) {
        // Optional properties are left out, except ids: the matrix checks every id a route takes.
        if (required.has(name) || findResourceIds(property).length > 0) value[name] = sampleValue(property, chooseId, [...path, name], focus);
      }
      return value;
    }
  }
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'date':
      return '1990-05-10';
    case 'date-time':
      return new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    case 'email':
      return 'teste@exemplo.com.br';
    default:
      break;
  }
  if (schema.pattern) {
    // A text the pattern accepts, within the lengths, the same on every run.
    const matching = fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity));
    return fc.sample(matching, { seed: 42, numRuns: 1 })[0];
  }
  const text = SAMPLE_TEXT.padEnd(schema.minLength ?? 0, 'x');
  return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
}

export interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
}

/** An inject call from an operation and its parts (path parameters substituted, undefined query values left out). */
export function toInject(operation: Operation, parts: RequestParts, extraHeaders: Record<string, string> = {}): InjectOptions {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(parts.path[name] ?? '')));
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(parts.query)) if (value !== undefined) query[name] = String(value);
  const hasJsonBody = operation.bodyTypes.includes('application/json') && parts.body !== undefined;
  // A body documented only as text (text/csv: the imports) is sent as that text, with its content type.
  const textType = hasJsonBody ? undefined : textBodyType(operation);
  const hasTextBody = textType !== undefined && typeof parts.body === 'string';
  const contentType = hasJsonBody ? 'application/json' : hasTextBody ? textType : undefined;
  return {
    method: operation.method as InjectOptions['method'],
    url,
    query,
    headers: { ...parts.headers, ...extraHeaders, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(hasJsonBody ? { payload: JSON.stringify(parts.body) } : hasTextBody ? { payload: parts.body as string } : {}),
  };
}

/** The text content type of an operation whose body is documented as text only (e.g. text/csv), or undefined. */
export function textBodyType(operation: Operation): string | undefined {
  return operation.bodyTypes.includes('application/json') ? undefined : operation.bodyTypes.find((type) => type.startsWith('text/'));
}

/** The parts of a valid request, ids chosen by `chooseId`. */
export function sampleRequest(operation: Operation, chooseId: IdChooser, focus: IdLocation | null = null): RequestParts {
  const parts: RequestParts = { path: {}, query: {}, headers: {}, body: undefined };
  for (const parameter of operation.parameters) {
    const resource = parameter.schema['x-recurso'];
    const value = resource
      ? chooseId(resource, { in: parameter.in, name: parameter.name, resource })
      : parameter.required || parameter.in === 'path'
        ? sampleValue(parameter.schema, () => 1)
        : undefined;
    if (parameter.in === 'path') parts.path[parameter.name] = value;
    else if (parameter.in === 'query') parts.query[parameter.name] = value;
    else if (value !== undefined) parts.headers[parameter.name] = String(value);
  }
  const bodyFocus = focus?.in === 'body' ? focus.path : null;
  if (operation.body) parts.body = sampleValue(operation.body, (resource, path) => chooseId(resource, { in: 'body', path, resource }), [], bodyFocus);
  return parts;
}

export function describeLocation(location: IdLocation): string {
  return location.in === 'body' ? `body.${location.path.join('.')}` : `${location.in}.${location.name}`;
}

export function sameLocation(a: IdLocation, b: IdLocation): boolean {
  return describeLocation(a) === describeLocation(b);
}
