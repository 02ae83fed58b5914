import * as yup from 'yup';
import { newPasswordField, passwordConfirmationField } from '@/components/auth/password-reset/password-fields';

// Spec §5 messages for the new password and its confirmation.
export const changePasswordSchema = yup.object({
  senhaAtual: yup.string().required('Informe sua senha atual.'),
  novaSenha: newPasswordField(),
  confirmacaoSenha: passwordConfirmationField('novaSenha'),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
