import type { Resource } from './common';

/** Where a marked id sits in a params, query or body schema: property names from the top, `*` for array items. */
export interface ResourceIdField {
  path: string[];
  resource: Resource;
}

type JsonSchema = {
  'x-recurso'?: Resource;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Every id marked with `x-recurso` in a schema (through objects, arrays and unions). */
export function findResourceIds(schema: unknown, path: string[] = []): ResourceIdField[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as JsonSchema;
  if (node['x-recurso']) return [{ path, resource: node['x-recurso'] }];
  const found: ResourceIdField[] = [];
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) found.push(...findResourceIds(branch, path));
  for (const [name, property] of Object.entries(node.properties ?? {})) found.push(...findResourceIds(property, [...path, name]));
  if (node.items) found.push(...findResourceIds(node.items, [...path, '*']));
  const seen = new Set<string>();
  return found.filter((field) => {
    const key = `${field.path.join('/')}:${field.resource}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The values at a field's path in parsed input (several for array items), numbers only. */
export function valuesAt(input: unknown, path: string[]): number[] {
  if (path.length === 0) return typeof input === 'number' ? [input] : [];
  if (!input || typeof input !== 'object') return [];
  const [head, ...rest] = path;
  if (head === '*') return Array.isArray(input) ? input.flatMap((item) => valuesAt(item, rest)) : [];
  return valuesAt((input as Record<string, unknown>)[head], rest);
}
