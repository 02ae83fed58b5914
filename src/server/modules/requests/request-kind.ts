import { eq } from 'drizzle-orm';
import type { RequestServiceDefinition, ServiceLimits } from '@/domain/requests-services';
import type { OpenRequest } from '@/domain/api-types';
import type { Queryable } from '../../db/client';
import { type pessoa } from '../../db/schema/people';
import { vinculoPlano } from '../../db/schema/plans';

/**
 * The request workflow's contract with the features that open requests. A kind of request (one catalogue
 * functionality) tells the workflow how its form is checked, whether the person may ask and with which values, and
 * what a concluded request changes. Each feature declares its kinds in its module definition (requestKinds); the
 * workflow finds them by id in the registry the kernel fills, and imports no feature.
 */
export interface RequestKind {
  idFuncionalidade: number;
  /** The form of a service opened by criarSolicitacao (fields, documents, deadlines), shared with its page. */
  definition?: RequestServiceDefinition;
  /** The plan's limits its fields are checked against, whether the person may ask (and why not), the values shown. */
  rules?(context: ServiceContext): Promise<Partial<ServiceRules>>;
  /**
   * Checks that need the database (a second exemption → 409) and the values the request carries, from the
   * validated dados; what it returns is merged into the request's dados.
   */
  prepare?(context: ServiceContext, dados: Record<string, unknown>, rules: ServiceRules): Promise<Record<string, unknown>>;
  /**
   * What the request changes once the fund concludes it, in the request centre's transaction (never when it is merely
   * asked for); the dados were validated when it was opened. Returns what changed, for the audit.
   */
  onConcluded?(tx: Queryable, request: ConcludedRequest, dados: Record<string, unknown>): Promise<Record<string, unknown>>;
  /**
   * What a rejection (Indeferida) records, in the same transaction, with the administrator's comment (the reason the
   * person reads); it may refuse a rejection without a reason (400). Returns what changed, for the audit.
   */
  onRejected?(tx: Queryable, request: ConcludedRequest, comentario: string | null): Promise<Record<string, unknown>>;
}

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
  /** The request of the same kind still open on the link (request-services.ts servicesInTheWayOf), set by the workflow. */
  solicitacaoAberta?: OpenRequest | null;
}

export interface ConcludedRequest {
  id: number;
  idPessoa: number;
  idVinculoPlano: number;
  idFuncionalidade: number;
  dados: unknown;
}

/** The kinds every module contributed, by functionality id; one kind per id. */
export interface RequestKinds {
  get(idFuncionalidade: number): RequestKind | undefined;
}

export type RequestKindRegistry = RequestKinds & { add(kind: RequestKind): void };

export function createRequestKindRegistry(): RequestKindRegistry {
  const byId = new Map<number, RequestKind>();
  return {
    add(kind) {
      if (byId.has(kind.idFuncionalidade)) throw new Error(`Two request kinds for functionality ${kind.idFuncionalidade}`);
      byId.set(kind.idFuncionalidade, kind);
    },
    get: (idFuncionalidade) => byId.get(idFuncionalidade),
  };
}

export type PlanLinkChange = Partial<Pick<typeof vinculoPlano.$inferInsert, 'idCategoria' | 'idSituacao' | 'formaRenda' | 'prazoRendaMeses' | 'percentualRenda'>>;

/** A concluded request that moves the link (category, situation, income): what it was and what it is, for the audit. */
export async function changePlanLink(tx: Queryable, request: ConcludedRequest, changes: PlanLinkChange) {
  const link = await tx.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, request.idVinculoPlano) });
  await tx.update(vinculoPlano).set(changes).where(eq(vinculoPlano.id, request.idVinculoPlano));
  const before = Object.fromEntries(Object.keys(changes).map((key) => [key, link?.[key as keyof PlanLinkChange] ?? null]));
  return { antes: before, depois: changes };
}
