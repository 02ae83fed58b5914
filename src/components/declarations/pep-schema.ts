import * as yup from 'yup';
import { pepProblems } from '@/domain/declarations';
import { domainRule } from './domain-rule';
import { toDeclaration, type PepFormFields } from './pep-declaration';

const CHOOSE_MESSAGE = 'Escolha uma opção.';

// The five-year rule and the required role data come from src/domain, as on the API.
const problemsOf = (values: PepFormFields) => pepProblems(toDeclaration(values), new Date());

export const pepSchema = yup.object({
  ppe: yup.string().required(CHOOSE_MESSAGE).oneOf(['S', 'N'], CHOOSE_MESSAGE),
  cargo: yup.string().test('pep', domainRule(problemsOf, 'cargo')),
  orgao: yup.string().test('pep', domainRule(problemsOf, 'orgao')),
  dataInicio: yup.string().test('pep', domainRule(problemsOf, 'dataInicio')),
  dataFim: yup
    .string()
    .test('pep', domainRule(problemsOf, 'dataFim'))
    .test('endOrOngoing', 'Informe o término ou marque "Ainda exerço esta função".', function endOrOngoing(value) {
      const values = this.parent as PepFormFields;
      return values.ppe !== 'S' || Boolean(values.aindaExerco) || Boolean(value);
    }),
  aindaExerco: yup.boolean(),
});

export type PepFormValues = yup.InferType<typeof pepSchema>;
