import * as yup from 'yup';
import { decimalFromMasked } from '@/domain/benefit-simulator-input';

/** Value (pt-BR money, as typed) and term in months of a new loan. */
export const loanRequestSchema = yup.object({
  valor: yup
    .string()
    .trim()
    .required('Informe o valor do empréstimo.')
    .test('valor', 'Informe um valor em reais, por exemplo 10.000,00.', (text) => /^\d+(\.\d{1,2})?$/.test(decimalFromMasked(text ?? '')))
    .test('positivo', 'O valor precisa ser maior que zero.', (text) => /[1-9]/.test(decimalFromMasked(text ?? ''))),
  prazoMeses: yup
    .string()
    .trim()
    .required('Informe o prazo em meses.')
    .matches(/^\d{1,3}$/, 'Informe o prazo em meses, um número inteiro.')
    .test('prazo', 'O prazo precisa ter pelo menos 1 mês.', (text) => Number(text) >= 1),
});

export type LoanRequestValues = yup.InferType<typeof loanRequestSchema>;
