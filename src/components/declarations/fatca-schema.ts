import * as yup from 'yup';
import { fatcaProblems } from '@/domain/declarations';
import { domainRule } from './domain-rule';
import { toDeclaration, type FatcaFormFields } from './fatca-declaration';

const CHOOSE_MESSAGE = 'Escolha uma opção.';

export const fatcaSchema = yup.object({
  cidadaniaAmericana: yup.string().required(CHOOSE_MESSAGE).oneOf(['S', 'N'], CHOOSE_MESSAGE),
  residenciaFiscalEua: yup.string().required(CHOOSE_MESSAGE).oneOf(['S', 'N'], CHOOSE_MESSAGE),
  // The TIN rule (asked only of a US person, 9 digits) is the one the API applies.
  tin: yup.string().test('fatca', domainRule((values: FatcaFormFields) => fatcaProblems(toDeclaration(values)), 'tin')),
});

export type FatcaFormValues = yup.InferType<typeof fatcaSchema>;
