import * as yup from 'yup';
import { COMMENT_MAX } from './status-comment';

export const statusSchema = yup.object({
  idStatus: yup.string().required('Escolha a nova situação'),
  comentario: yup.string().trim().max(COMMENT_MAX, `O comentário pode ter até ${COMMENT_MAX} caracteres`).default(''),
});

export type StatusFormValues = yup.InferType<typeof statusSchema>;
