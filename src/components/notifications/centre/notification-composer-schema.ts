import * as yup from 'yup';
import { isInternalPath, NOTIFICATION_LINK_MESSAGE } from '@/domain/notifications';
import { DESCRIPTION_MAX, TITLE_MAX } from './notification-limits';

export const composerSchema = yup.object({
  titulo: yup.string().trim().required('O título é obrigatório').max(TITLE_MAX, `O título pode ter até ${TITLE_MAX} caracteres`),
  descricao: yup.string().trim().required('A mensagem é obrigatória').max(DESCRIPTION_MAX, `A mensagem pode ter até ${DESCRIPTION_MAX} caracteres`),
  idTipoNotificacao: yup.string().required('Escolha o tipo'),
  // Optional: the portal page the notification is about (the server checks it too).
  link: yup
    .string()
    .trim()
    .default('')
    .test('internal-path', NOTIFICATION_LINK_MESSAGE, (value) => !value || isInternalPath(value)),
  tipoDestino: yup.string().oneOf(['pessoa', 'segmento', 'todos']).required('Escolha o destino'),
  pessoa: yup
    .object({ id: yup.number().required(), nome: yup.string().required() })
    .nullable()
    .default(null)
    .when('tipoDestino', { is: 'pessoa', then: (schema) => schema.required('Escolha a pessoa') }),
  idPlano: yup.string().nullable().default(null),
  idCategoria: yup.string().nullable().default(null),
  idSituacao: yup.string().nullable().default(null),
});

export type ComposerValues = yup.InferType<typeof composerSchema>;
