import * as yup from 'yup';
import { AGREEMENT_MESSAGES, agreementTextProblem } from '@/domain/agreement';

/** The form's context: the text of the version in force (null before the first one). */
export interface AgreementPublishContext {
  current: string | null;
}

/** The new version's text, with the API's rules and messages (src/domain/agreement.ts). */
export const agreementPublishSchema = yup.object({
  texto: yup
    .string()
    .default('')
    .test('texto', AGREEMENT_MESSAGES.required, function checkText(value) {
      const { current = null } = (this.options.context ?? {}) as Partial<AgreementPublishContext>;
      const problem = agreementTextProblem(value ?? '', current);
      return problem ? this.createError({ message: problem.message }) : true;
    }),
});

export type AgreementPublishValues = yup.InferType<typeof agreementPublishSchema>;
