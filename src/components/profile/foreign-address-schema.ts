import * as yup from 'yup';

// Spec §5, verbatim; the country's message is the API's.
export const foreignSchema = yup.object({
  country: yup.string().trim().required('O país é obrigatório'),
  postalCode: yup.string().trim().required('O código postal é obrigatório'),
  identificationNumber: yup.string().trim().required('O número de identificação fiscal é obrigatório'),
  complement: yup.string().trim().default(''),
});

export type ForeignAddressValues = yup.InferType<typeof foreignSchema>;
