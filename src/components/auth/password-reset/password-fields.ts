import * as yup from 'yup';
import { PASSWORD_MESSAGES, passwordChecklist } from '@/domain/auth-password';

/** A new password by the rules of spec §5: required, no whitespace, at least 8 characters and every item of the checklist. */
export function newPasswordField() {
  return yup
    .string()
    .required(PASSWORD_MESSAGES.required)
    .matches(/^\S*$/, PASSWORD_MESSAGES.noWhitespace)
    .test('length', PASSWORD_MESSAGES.tooShort, (value) => passwordChecklist(value).hasMinimumLength)
    .test('checklist', PASSWORD_MESSAGES.checklist, (value) => Object.values(passwordChecklist(value)).every(Boolean));
}

/** Its confirmation (spec §5): required and equal to the field named. */
export function passwordConfirmationField(passwordField: string) {
  return yup.string().required(PASSWORD_MESSAGES.confirmationRequired).oneOf([yup.ref(passwordField)], PASSWORD_MESSAGES.mustMatch);
}
