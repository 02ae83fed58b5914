import type { ServiceLimits } from '@/domain/request-services';
import { EXIT_REQUEST_HANDLERS } from '../exit-options/request-handlers';
import type { Queryable } from '../../db/client';
import type { pessoa, vinculoPlano } from '../../db/schema';
import { BENEFIT_REQUEST_HANDLERS } from '../benefits/request-handlers';
import { EXEMPTION_HANDLERS } from '../exemptions/request-handlers';

/**
 * What a request service with logic of its own adds to the one way of opening a request (criarSolicitacao): the
 * plan's limits its fields are checked against, whether the person may ask (and why not, and from when), the values
 * shown before asking, and the checks and values at the moment of asking. Each lives in its own module
 * (desligamento, beneficios, isencoes) and is registered in SERVICE_HANDLERS.
 */

export interface ServiceContext {
  tx: Queryable;
  link: typeof vinculoPlano.$inferSelect;
  pessoa: typeof pessoa.$inferSelect;
  /** The fund's day (yyyy-MM-dd) and the instant of the request. */
  today: string;
  now: Date;
}

export interface ServiceRules {
  limites: ServiceLimits;
  elegivel: boolean;
  /** Why the person may not ask yet, each in a sentence. */
  motivos: string[];
  /** When they will be able to, if that is only a matter of time. */
  elegivelEm: string | null;
  /** The figures shown before asking (exit values, the allowed withdrawal), decimal strings. */
  valores: Record<string, unknown> | null;
  /** Refused because another request stands in the way (once per period, one open at a time): 409 instead of 422. */
  recusaPorConflito?: boolean;
  /** The request of the same kind still open on the link (request-services.ts servicesInTheWayOf), set by the request module. */
  solicitacaoAberta?: OpenRequest | null;
}

export interface OpenRequest {
  id: number;
  protocolo: string;
  /** ISO date-time. */
  dataSolicitacao: string;
  funcionalidade: { id: number; nome: string };
  status: { id: number; nome: string };
}

export interface ServiceHandler {
  rules?(context: ServiceContext): Promise<Partial<ServiceRules>>;
  /**
   * Checks that need the database (a second exemption → 409) and the values the request carries, from the
   * validated dados; what it returns is merged into the request's dados.
   */
  prepare?(context: ServiceContext, dados: Record<string, unknown>, rules: ServiceRules): Promise<Record<string, unknown>>;
}

export const SERVICE_HANDLERS: Partial<Record<number, ServiceHandler>> = {
  ...BENEFIT_REQUEST_HANDLERS,
  ...EXEMPTION_HANDLERS,
  ...EXIT_REQUEST_HANDLERS,
};
