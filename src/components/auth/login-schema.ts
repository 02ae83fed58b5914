import * as yup from 'yup';
import { isValidCpf } from '@/domain/cpf';
import { PASSWORD_MESSAGES } from '@/domain/auth-password';

export const loginSchema = yup.object({
  cpf: yup.string().required('O CPF é obrigatório').test('cpf', 'CPF inválido', (value) => isValidCpf(value)),
  senha: yup.string().required(PASSWORD_MESSAGES.required),
});

export type LoginFormValues = yup.InferType<typeof loginSchema>;
