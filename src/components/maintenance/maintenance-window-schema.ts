import * as yup from 'yup';

const MESSAGE_MAX = 500;

export const windowSchema = yup.object({
  dataInicio: yup.string().required('A data de início é obrigatória'),
  dataFim: yup
    .string()
    .required('A data de fim é obrigatória')
    .test('depois-do-inicio', 'A data de fim deve ser depois da data de início', function isAfterStart(value) {
      const { dataInicio } = this.parent as { dataInicio?: string };
      return !value || !dataInicio || new Date(value).getTime() > new Date(dataInicio).getTime();
    }),
  mensagem: yup.string().max(MESSAGE_MAX, `A mensagem pode ter até ${MESSAGE_MAX} caracteres`).default(''),
});

export type WindowFormValues = yup.InferType<typeof windowSchema>;
