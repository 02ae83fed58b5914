import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { RequestKind } from '../modules/requests/request-kind';
import type { RecurringJobDefinition } from '../jobs/job-queue';
import type { Kernel } from './kernel';

/**
 * The services modules offer one another, by module name. A module that offers one adds its entry from its own
 * module.ts (`declare module '../../kernel/module' { interface ModuleServices { requests: RequestService } }`), so
 * this file never changes when a module is added.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in each module
export interface ModuleServices {}

export type ModuleName = keyof ModuleServices;

/**
 * One server module (src/server/modules/<name>/module.ts), listed once in modules/modules.ts: what it needs, how its
 * service is built, its routes under /api, the request kinds it contributes to the request workflow, its recurring
 * jobs, and what it runs beside its routes (timers). buildApp only loops over the list (kernel/register-modules.ts).
 */
export interface ModuleDefinition<Service = unknown, Needs extends ModuleName = never> {
  /** The feature's English name: its folder, and its key in ModuleServices when it offers a service. */
  name: string;
  /** The modules whose services this one's is built from: built first, whatever the list's order. */
  needs?: readonly Needs[];
  service?: (kernel: Kernel, needs: Pick<ModuleServices, Needs>) => Service;
  routes?: (service: Service, kernel: Kernel) => FastifyPluginAsync;
  requestKinds?: (service: Service, kernel: Kernel) => RequestKind[];
  /** What it does on a calendar of its own (src/server/jobs): each run once per occurrence, recorded. */
  recurringJobs?: (service: Service, kernel: Kernel) => RecurringJobDefinition[];
  /** Runs once the routes are registered, with the whole app (hooks for timers that sweep or announce). */
  start?: (app: FastifyInstance, service: Service, kernel: Kernel) => void;
}

/** Types a module's definition (its service from its builder, its needs from the list it names). */
export function defineModule<Service = undefined, Needs extends ModuleName = never>(definition: ModuleDefinition<Service, Needs>): ModuleDefinition<Service, Needs> {
  return definition;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of modules of any service and needs
export type AnyModule = ModuleDefinition<any, any>;
