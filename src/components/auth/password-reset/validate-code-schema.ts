import * as yup from 'yup';

export const validateCodeSchema = yup.object({
  codigo: yup
    .string()
    .required('O código é obrigatório')
    .matches(/^\d{6}$/, 'O código tem 6 números'),
});

export type ValidateCodeValues = yup.InferType<typeof validateCodeSchema>;
