import { cepDigits } from '@/domain/postal-code';
import { applyDigitMask, MASK } from '@/domain/masks';
import type { AddressAnswer } from '@/services/onboarding';
import type { AddressValues } from './address-schema';

// The address step's field list, defaults and metadata, apart from its schema: the step needs them as it renders,
// the schema (and yup) only when it validates.

export const ADDRESS_FIELDS = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'estado', 'country', 'postalCode', 'identificationNumber', 'complement'] as const;

export const EMPTY_ADDRESS: AddressValues = {
  foreignResident: 'N',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  estado: '',
  country: '',
  postalCode: '',
  identificationNumber: '',
  complement: '',
};

/** The form as the saved address fills it (the other form's fields stay empty), or empty when none is saved. */
export function addressFormValues(saved: AddressAnswer | undefined): AddressValues {
  if (!saved) return EMPTY_ADDRESS;
  const text = (value: string | null | undefined) => value ?? '';
  if (saved.foreignResident === 'S') {
    return { ...EMPTY_ADDRESS, foreignResident: 'S', country: text(saved.country), postalCode: text(saved.postalCode), identificationNumber: text(saved.identificationNumber), complement: text(saved.complement) };
  }
  return {
    ...EMPTY_ADDRESS,
    cep: applyDigitMask(text(saved.cep), MASK.CEP),
    logradouro: text(saved.logradouro),
    numero: text(saved.numero),
    complemento: text(saved.complemento),
    bairro: text(saved.bairro),
    cidade: text(saved.cidade),
    estado: text(saved.estado),
  };
}

/** The metadata of spec §3 for the form on screen. */
export function addressMetadata(values: AddressValues): Record<string, unknown> {
  if (values.foreignResident === 'S') {
    const { country, postalCode, identificationNumber, complement } = values;
    return { foreignResident: 'S', residente_exterior: 'S', country, postalCode, identificationNumber, complement };
  }
  const { cep, logradouro, numero, complemento, bairro, cidade, estado } = values;
  return { foreignResident: 'N', residente_exterior: 'N', cep: cepDigits(cep), logradouro, numero, complemento, bairro, cidade, estado: estado.toUpperCase() };
}
