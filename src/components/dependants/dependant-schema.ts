import * as yup from 'yup';
import { isValidCpf } from '@/domain/cpf';
import { parseDecimalInput } from '@/domain/masks';
import { isValidShare } from '@/domain/dependants-shares';
import { today } from './birth-date';

// Only the name is required to save: the others may come later, and until then the dependant shows as incomplete.
export const dependantSchema = yup.object({
  nome: yup.string().trim().required('O nome é obrigatório.'),
  cpf: yup
    .string()
    .default('')
    .test('cpf', 'CPF inválido.', (value) => !value || isValidCpf(value)),
  data_nascimento: yup
    .string()
    .default('')
    .test('past', 'A data de nascimento não pode estar no futuro.', (value) => !value || value <= today()),
  parentesco: yup.string().nullable().default(null),
  finalidade: yup.string().trim().default(''),
  percentual: yup
    .string()
    .trim()
    .default('')
    .test('share', 'A participação vai de 0,01% a 100%.', (value) => !value || isValidShare(parseDecimalInput(value))),
});

export type DependantValues = yup.InferType<typeof dependantSchema>;
