import * as yup from 'yup';
import { newPasswordField, passwordConfirmationField } from './password-fields';

export const newPasswordSchema = yup.object({
  senha: newPasswordField(),
  confirmacaoSenha: passwordConfirmationField('senha'),
});

export type NewPasswordValues = yup.InferType<typeof newPasswordSchema>;
