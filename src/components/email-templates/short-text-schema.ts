import * as yup from 'yup';
import { shortTextProblems } from '@/domain/email-templates-short-texts';

/** The SMS or WhatsApp text of a notice: the domain's rules (the server applies the same), first problem shown. */
export const shortTextSchema = yup.object({
  texto: yup
    .string()
    .default('')
    .test('short-text', function checkShortText(value) {
      const [problem] = shortTextProblems(value ?? '');
      return problem ? this.createError({ message: problem.message }) : true;
    }),
});

export type ShortTextValues = yup.InferType<typeof shortTextSchema>;
