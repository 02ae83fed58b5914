/**
 * The shape of a request service's form (issue 14): its fields, rules, required documents and deadlines, shared by its
 * page (the generic service form) and the server (criarSolicitacao validates against the same definition). Each
 * feature keeps its services' definitions in its own file (`<feature>-request-services.ts`, a REQUEST_SERVICES record
 * by catalogue id) and declares their request kinds in its server module: no central table lists them. A limit that depends on the plan (installments, income range) is read from the service's rules,
 * which the server computes from the plan's settings (retornarRegrasSolicitacao) and the page receives as they are.
 *
 * This module holds no validation library: the yup schema built from a definition is in request-service-schema.ts,
 * loaded by the page only when the form validates.
 */

/** The plan's limits a service's fields are checked against, e.g. {parcelasMaximas: 12, prazoRendaMinimoMeses: 60}. */
export type ServiceLimits = Record<string, number | string>;

type Bound = number | ((limits: ServiceLimits) => number);

export interface ServiceFieldOption {
  value: string;
  label: string;
  description?: string;
}

export interface ServiceField {
  name: string;
  label: string;
  /** choice: radio buttons; select: a list; integer; percent ('1.50' = 1,5 %); money ('1234.56'); text; textarea; cnpj; cnpb. */
  kind: 'choice' | 'select' | 'integer' | 'percent' | 'money' | 'text' | 'textarea' | 'cnpj' | 'cnpb';
  hint?: string | ((limits: ServiceLimits) => string);
  options?: ServiceFieldOption[];
  /** Optional fields may be left empty; every other field is required (when shown). */
  optional?: boolean;
  /** Shown, validated and sent only when another field has one of these values. */
  when?: { field: string; equals: readonly string[] };
  min?: Bound;
  max?: Bound;
  maxLength?: number;
}

export interface ServiceDocument {
  nome: string;
  obrigatorio: boolean;
  descricao?: string;
}

/** Which deadlines a request carries (request-deadlines.ts requestDeadlines). */
export type DeadlineKind = 'extrato-valores' | 'portabilidade' | 'resposta-isencao';

export interface RequestServiceDefinition {
  id: number;
  /** The page under /services. */
  route: string;
  titulo: string;
  /** What the service is, in the participant's words (one paragraph each). */
  intro: readonly string[];
  fields: readonly ServiceField[];
  /** In this order in `idAnexos`. */
  documentos: readonly ServiceDocument[];
  prazos: (dados: Record<string, unknown>) => DeadlineKind[];
  /** A statement the participant must confirm before sending (an irreversible choice). */
  confirmacao?: string;
}

/** A feature's services by their functionality id (a `<feature>-request-services.ts` file's REQUEST_SERVICES). */
export function servicesById(definitions: RequestServiceDefinition[]): Record<number, RequestServiceDefinition> {
  return Object.fromEntries(definitions.map((definition) => [definition.id, definition]));
}

/** A service whose request carries no legal deadline. */
export const noDeadlines = (): DeadlineKind[] => [];





export const reasonField = (label: string, optional = false): ServiceField => ({ name: 'motivo', label, kind: 'textarea', maxLength: 500, optional });



/** Whether a field is shown (and so validated and sent) for the values typed so far. */
export function isFieldShown(field: ServiceField, values: Record<string, unknown>): boolean {
  return !field.when || field.when.equals.includes(String(values[field.when.field] ?? ''));
}

export function resolveBound(bound: Bound | undefined, limits: ServiceLimits): number | undefined {
  return typeof bound === 'function' ? bound(limits) : bound;
}

export function fieldHint(field: ServiceField, limits: ServiceLimits): string | undefined {
  return typeof field.hint === 'function' ? field.hint(limits) : field.hint;
}
