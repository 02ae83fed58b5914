import * as yup from 'yup';

export const profileSchema = yup.object({
  idPerfilInvestimento: yup.string().required('Escolha um dos perfis de investimento do plano.'),
});

export type ProfileValues = yup.InferType<typeof profileSchema>;
