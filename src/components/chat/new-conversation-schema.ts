import * as yup from 'yup';
import { CHAT_MESSAGE_MAX_LENGTH, CONVERSATION_SUBJECT_MAX_LENGTH } from '@/domain/chat';

export const newConversationSchema = yup.object({
  assunto: yup
    .string()
    .trim()
    .required('Informe o assunto da conversa.')
    .max(CONVERSATION_SUBJECT_MAX_LENGTH, `O assunto pode ter até ${CONVERSATION_SUBJECT_MAX_LENGTH} caracteres.`),
  mensagem: yup
    .string()
    .trim()
    .required('Escreva a sua mensagem.')
    .max(CHAT_MESSAGE_MAX_LENGTH, `A mensagem pode ter até ${CHAT_MESSAGE_MAX_LENGTH} caracteres.`),
  /** The id of one of the person's own requests, or '' for none. */
  idRequisicao: yup.string().default(''),
});

export type NewConversationValues = yup.InferType<typeof newConversationSchema>;
