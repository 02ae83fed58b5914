import * as yup from 'yup';

export const ppeSchema = yup.object({
  ppe: yup.string().required('Selecione uma opção.'),
});

export type PpeValues = yup.InferType<typeof ppeSchema>;
