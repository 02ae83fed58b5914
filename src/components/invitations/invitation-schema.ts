import * as yup from 'yup';
import { invitationProblems, type InvitationInput } from '@/domain/invitations';
import { domainRule } from '@/components/declarations/domain-rule';

// The same rules and messages as the API (src/domain/invitations.ts).
const rule = (path: keyof InvitationInput) => domainRule<InvitationInput>(invitationProblems, path);

export const invitationSchema = yup.object({
  nome: yup.string().default('').test('invitation', rule('nome')),
  email: yup.string().default('').test('invitation', rule('email')),
  telefone: yup.string().default('').test('invitation', rule('telefone')),
});

export type InvitationValues = yup.InferType<typeof invitationSchema>;
