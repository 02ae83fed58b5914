import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import * as yup from 'yup';
import type { ApiValidationError } from './api-types';
import { formatBrl } from './format-decimal';
import { isFieldShown, resolveBound, type RequestServiceDefinition, type ServiceField, type ServiceLimits } from './requests-services';

/**
 * The yup schema of a request service's `dados`, built from its definition and the plan's limits: the page's form
 * resolver and criarSolicitacao use the same one, so a rule is written once and its message is the same in both.
 */

const CNPB = /^(\d{4})\.?(\d{4})-?(\d{2})$/;
/** '1.234,56' or '1234.56' → '1234.56' (people type the Brazilian way; other clients send decimal strings). */
const decimalText = (value: unknown) => {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
};
const brNumber = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

function fieldSchema(field: ServiceField, limits: ServiceLimits): yup.Schema {
  const min = resolveBound(field.min, limits);
  const max = resolveBound(field.max, limits);
  const label = field.label.replace(/ \(.*\)$/, '');
  const required = `Preencha o campo ${label}.`;
  switch (field.kind) {
    case 'choice':
    case 'select': {
      const values = (field.options ?? []).map((option) => option.value);
      const message = `Escolha uma opção em ${label}.`;
      return yup.string().trim().required(message).oneOf(values, message);
    }
    case 'integer': {
      let schema = yup
        .number()
        .transform((value, original) => (original === '' || original === null ? undefined : value))
        .typeError(`${label}: informe um número inteiro.`)
        .required(required)
        .integer(`${label}: informe um número inteiro.`);
      if (min !== undefined && max !== undefined) schema = schema.min(min, `${label}: de ${min} a ${max}.`).max(max, `${label}: de ${min} a ${max}.`);
      else if (min !== undefined) schema = schema.min(min, `${label}: no mínimo ${min}.`);
      return schema;
    }
    case 'percent':
    case 'money': {
      const places = 2;
      const outOfRange = field.kind === 'percent' ? `${label}: de ${brNumber(min ?? 0)} % a ${brNumber(max ?? 100)} %.` : `${label}: de ${formatBrl(min ?? 0)} a ${formatBrl(max ?? 0)}.`;
      return yup
        .string()
        .transform((value) => decimalText(value) as string)
        .required(required)
        .matches(/^\d{1,12}(\.\d{1,2})?$/, `${label}: use um número com até ${places} casas decimais.`)
        .test('range', outOfRange, (value) => {
          if (!value) return true;
          const number = Number(value);
          return (min === undefined || number >= min) && (max === undefined || number <= max);
        })
        // Pads to two places; never rounds (transforms run before the checks, and '1,234' must be refused, not read as 1,23).
        .transform((value: string) => (/^\d{1,12}(\.\d{1,2})?$/.test(value) ? Number(value).toFixed(places) : value));
    }
    case 'cnpj':
      return yup
        .string()
        .trim()
        .required(required)
        .test('cnpj', 'CNPJ inválido: confira os números.', (value) => !value || isValidCnpj(value))
        .transform((value: string) => (isValidCnpj(value) ? formatCnpj(value) : value));
    case 'cnpb':
      return yup
        .string()
        .trim()
        .required(required)
        .matches(CNPB, 'CNPB inválido: use o formato 0000.0000-00.')
        .transform((value: string) => value.replace(CNPB, '$1.$2-$3'));
    case 'text':
    case 'textarea': {
      const schema = yup
        .string()
        .trim()
        .max(field.maxLength ?? 500, `${label}: no máximo ${field.maxLength ?? 500} caracteres.`);
      return field.optional ? schema.optional() : schema.required(required);
    }
  }
}

/** The schema of a service's dados: only the fields shown for the values given are checked (and kept). */
export function serviceDataSchema(definition: RequestServiceDefinition, limits: ServiceLimits) {
  const shape: Record<string, yup.Schema> = {};
  for (const field of definition.fields) {
    const schema = fieldSchema(field, limits);
    shape[field.name] = field.when
      ? yup.mixed().when(field.when.field, {
          is: (value: unknown) => field.when!.equals.includes(String(value ?? '')),
          then: () => schema,
          otherwise: () => yup.mixed().strip(),
        })
      : schema;
  }
  return yup.object(shape).noUnknown(true, 'Campo desconhecido para este serviço.');
}

/** Validates and normalizes a request's dados (CNPJ formatted, decimals with two places); errors by field. */
export async function validateServiceData(
  definition: RequestServiceDefinition,
  dados: Record<string, unknown>,
  limits: ServiceLimits,
): Promise<{ ok: true; dados: Record<string, unknown> } | { ok: false; errors: ApiValidationError[] }> {
  try {
    const value = await serviceDataSchema(definition, limits).validate(dados, { abortEarly: false, stripUnknown: false });
    const shown = Object.fromEntries(Object.entries(value).filter(([name]) => {
      const field = definition.fields.find((item) => item.name === name);
      return field !== undefined && isFieldShown(field, value) && value[name] !== undefined;
    }));
    return { ok: true, dados: shown };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const inner = error.inner.length ? error.inner : [error];
    return { ok: false, errors: inner.map((item) => ({ path: item.path ? `dados/${item.path}` : 'dados', message: item.message, type: item.type ?? 'invalid' })) };
  }
}
