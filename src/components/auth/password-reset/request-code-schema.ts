import * as yup from 'yup';
import { isValidCpf } from '@/domain/cpf';

export const requestCodeSchema = yup.object({
  cpf: yup.string().required('O CPF é obrigatório').test('cpf', 'CPF inválido', (value) => isValidCpf(value)),
});

export type RequestCodeValues = yup.InferType<typeof requestCodeSchema>;
