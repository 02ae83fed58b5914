import * as yup from 'yup';

export const incomeSchema = yup.object({
  incomeRange: yup.string().required('Selecione uma faixa de renda.'),
});

export type IncomeValues = yup.InferType<typeof incomeSchema>;
