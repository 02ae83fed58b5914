import * as yup from 'yup';
import { onlyDigits } from '@/domain/cpf';

// Spec §5, verbatim.
export const domesticSchema = yup.object({
  cep: yup
    .string()
    .default('')
    .test('cep', 'O cep é obrigatório', (value) => onlyDigits(value).length >= 8),
  logradouro: yup.string().trim().required('O endereço é obrigatório'),
  numero: yup.string().trim().required('O número é obrigatório'),
  complemento: yup.string().trim().default(''),
  bairro: yup.string().trim().required('O bairro é obrigatório'),
  cidade: yup.string().trim().required('A cidade é obrigatória'),
  estado: yup.string().trim().required('O estado é obrigatório').max(2, 'O estado é obrigatório'),
});

export type DomesticAddressValues = yup.InferType<typeof domesticSchema>;
