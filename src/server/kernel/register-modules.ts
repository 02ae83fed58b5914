import type { FastifyInstance } from 'fastify';
import type { RequestKindRegistry } from '../modules/requests/request-kind';
import type { Kernel } from './kernel';
import type { AnyModule } from './module';

/**
 * Builds every module's service once, in the order their needs ask (a cycle or an unknown need fails at start-up),
 * hands their request kinds to the request workflow, then registers their routes in the list's order (the OpenAPI
 * document lists the paths in that order) and starts what they run beside them.
 */
export async function registerModules(app: FastifyInstance, api: FastifyInstance, kernel: Kernel, requestKinds: RequestKindRegistry, modules: readonly AnyModule[]) {
  const byName = new Map(modules.map((definition) => [definition.name, definition]));
  if (byName.size !== modules.length) throw new Error('Two server modules with the same name');
  const services = new Map<string, unknown>();

  const build = (definition: AnyModule, path: string[]) => {
    if (services.has(definition.name)) return;
    if (path.includes(definition.name)) throw new Error(`Server modules that need each other: ${[...path, definition.name].join(' → ')}`);
    const needs: Record<string, unknown> = {};
    for (const name of definition.needs ?? []) {
      const needed = byName.get(name);
      if (!needed) throw new Error(`Server module ${definition.name} needs ${name}, which is not in the list`);
      build(needed, [...path, definition.name]);
      needs[name] = services.get(name);
    }
    services.set(definition.name, definition.service?.(kernel, needs));
  };
  for (const definition of modules) build(definition, []);

  for (const definition of modules) for (const kind of definition.requestKinds?.(services.get(definition.name), kernel) ?? []) requestKinds.add(kind);
  for (const definition of modules) for (const job of definition.recurringJobs?.(services.get(definition.name), kernel) ?? []) kernel.jobs.defineRecurring(job);
  for (const definition of modules) if (definition.routes) await api.register(definition.routes(services.get(definition.name), kernel));
  for (const definition of modules) definition.start?.(app, services.get(definition.name), kernel);
}
