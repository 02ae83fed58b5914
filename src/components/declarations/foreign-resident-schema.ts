import * as yup from 'yup';

// Spec §5 messages of the foreign address form, the same the API answers with.
export const foreignResidentSchema = yup.object({
  country: yup.string().trim().required('O país é obrigatório'),
  postalCode: yup.string().trim().required('O código postal é obrigatório').max(20, 'Use no máximo 20 caracteres.'),
  identificationNumber: yup.string().trim().required('O número de identificação fiscal é obrigatório').max(40, 'Use no máximo 40 caracteres.'),
  complement: yup.string().trim().max(200, 'Use no máximo 200 caracteres.'),
});

export type ForeignResidentValues = yup.InferType<typeof foreignResidentSchema>;
