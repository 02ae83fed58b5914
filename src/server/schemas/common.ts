import { Type, type TSchema } from 'typebox';

/** Shared pieces of the route schemas (validation, serialization and OpenAPI in one place). */

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** Ids of the plan triple, where 0 means "no plan" (an administrator has none). */
export const OptionalPlanId = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
export const YesNo = Type.Union([Type.Literal('S'), Type.Literal('N')]);
export const Cpf = Type.String({ pattern: '^(\\d{11}|\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2})$', description: 'CPF com ou sem máscara' });
export const DateOnly = Type.String({ format: 'date' });
export const DateTime = Type.String({ format: 'date-time' });

export const ErrorResponse = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String(), type: Type.String() }))),
});

export const MessageResponse = Type.Object({ message: Type.String() });

/** The usual answers of an authenticated route, documented once (503: the database is unreachable, with Retry-After). */
export function withErrors<T extends Record<number, TSchema>>(responses: T) {
  return { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 503: ErrorResponse, ...responses };
}

/** A session either way: the Bearer header (other clients) or the web's HttpOnly cookie. */
export const bearer: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { cookieAuth: [] }];

/**
 * What an id names. Ids of a person's own data are checked on the server (403 for another person's); the generated
 * authorization matrix (tests/api/authorization-matrix.test.ts) reads these marks from the OpenAPI document to build
 * requests with A's, B's, absent and malformed ids, and an administrator acting for a person may touch only that
 * person's ids of the owned kinds (plugins/access.ts).
 */
export const OWNED_RESOURCES = ['pessoa', 'vinculoPlano', 'requisicao', 'dependente', 'conversa', 'anexo', 'notificacao', 'emprestimo', 'representacao'] as const;
export const REFERENCE_RESOURCES = ['atendente', 'documento', 'fornecedor', 'plano', 'categoria', 'situacao', 'statusRequisicao', 'funcionalidade', 'desativacaoTemporaria', 'etapaOnboarding', 'tipoNotificacao', 'perfilInvestimento', 'indiceEconomico', 'perguntaPerfil', 'respostaPerfil', 'eleicao', 'candidato', 'noticia', 'bannerCarrossel', 'campanhaRecadastramento', 'envioAviso', 'comunicacaoFalecimento'] as const;
export type OwnedResource = (typeof OWNED_RESOURCES)[number];
export type Resource = OwnedResource | (typeof REFERENCE_RESOURCES)[number];

/** An id (bounded to the integer column's range) and what it names. */
export function IdOf(resource: Resource, options: { minimum?: number; description?: string } = {}) {
  return Type.Integer({ minimum: options.minimum ?? 1, maximum: 2_147_483_647, 'x-recurso': resource, ...(options.description ? { description: options.description } : {}) });
}

/**
 * Who may call a route, declared in its schema (`'x-acesso'`, published in the OpenAPI document). A route without
 * it is refused when registered: plugins/access.ts installs the matching authentication for each value.
 * - publico: anyone, no session;
 * - participante: any signed-in person; the service checks every id against the person (403 for another's);
 * - administrador: administrators only (403 for participants).
 */
export type Access = 'publico' | 'participante' | 'administrador';
