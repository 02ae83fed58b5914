import * as yup from 'yup';
import { newPasswordField, passwordConfirmationField } from '@/components/auth/password-reset/password-fields';

export const passwordSchema = yup.object({
  password: newPasswordField(),
  passwordConfirmation: passwordConfirmationField('password'),
});

export type PasswordValues = yup.InferType<typeof passwordSchema>;
