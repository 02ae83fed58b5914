import * as yup from 'yup';

export const contactSchema = yup.object({
  email: yup.string().trim().email('Informe um e-mail válido.').default(''),
  telefone: yup
    .string()
    .trim()
    .matches(/^(\+?[\d\s().-]{10,20})?$/, 'Informe um telefone com DDD.')
    .default(''),
  senhaAtual: yup.string().default(''),
});

export type ContactValues = yup.InferType<typeof contactSchema>;
