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

/** The usual answers of an authenticated route, documented once. */
export function withErrors<T extends Record<number, TSchema>>(responses: T) {
  return { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, ...responses };
}

export const bearer = [{ bearerAuth: [] as string[] }];
