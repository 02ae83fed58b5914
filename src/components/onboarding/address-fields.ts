import { cepDigits } from '@/domain/cep';
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

/** The metadata of spec §3 for the form on screen. */
export function addressMetadata(values: AddressValues): Record<string, unknown> {
  if (values.foreignResident === 'S') {
    const { country, postalCode, identificationNumber, complement } = values;
    return { foreignResident: 'S', residente_exterior: 'S', country, postalCode, identificationNumber, complement };
  }
  const { cep, logradouro, numero, complemento, bairro, cidade, estado } = values;
  return { foreignResident: 'N', residente_exterior: 'N', cep: cepDigits(cep), logradouro, numero, complemento, bairro, cidade, estado: estado.toUpperCase() };
}
