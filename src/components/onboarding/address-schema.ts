import * as yup from 'yup';
import { cepDigits, CEP_DIGITS } from '@/domain/postal-code';

const isDomestic = (foreignResident: string) => foreignResident !== 'S';
const isForeign = (foreignResident: string) => foreignResident === 'S';

/** Spec §5's messages for the two address forms; only the form on screen is checked. */
export const addressSchema = yup.object({
  foreignResident: yup.string().oneOf(['S', 'N']).required(),
  cep: yup
    .string()
    .default('')
    .when('foreignResident', { is: isDomestic, then: (schema) => schema.test('cep', 'O cep é obrigatório', (value) => cepDigits(value ?? '').length >= CEP_DIGITS) }),
  logradouro: yup.string().trim().default('').when('foreignResident', { is: isDomestic, then: (schema) => schema.required('O endereço é obrigatório') }),
  numero: yup.string().trim().default('').when('foreignResident', { is: isDomestic, then: (schema) => schema.required('O número é obrigatório') }),
  complemento: yup.string().trim().default(''),
  bairro: yup.string().trim().default('').when('foreignResident', { is: isDomestic, then: (schema) => schema.required('O bairro é obrigatório') }),
  cidade: yup.string().trim().default('').when('foreignResident', { is: isDomestic, then: (schema) => schema.required('A cidade é obrigatória') }),
  estado: yup
    .string()
    .trim()
    .default('')
    .when('foreignResident', { is: isDomestic, then: (schema) => schema.required('O estado é obrigatório').max(2, 'Use a sigla do estado, com 2 letras.') }),
  country: yup.string().default('').when('foreignResident', { is: isForeign, then: (schema) => schema.required('O país é obrigatório') }),
  postalCode: yup.string().trim().default('').when('foreignResident', { is: isForeign, then: (schema) => schema.required('O código postal é obrigatório') }),
  identificationNumber: yup
    .string()
    .trim()
    .default('')
    .when('foreignResident', { is: isForeign, then: (schema) => schema.required('O número de identificação fiscal é obrigatório') }),
  complement: yup.string().trim().default(''),
});

export type AddressValues = yup.InferType<typeof addressSchema>;
